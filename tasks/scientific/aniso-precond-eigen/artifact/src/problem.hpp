// problem.hpp -- rotated anisotropic diffusion on the unit square
//
//   -div(K grad u) = f,  u = 0 on the boundary,
//   K = R(theta) diag(1, eps) R(theta)^T
//
// discretised with the classical 9-point stencil (mixed derivative by
// central differences) on an n x n grid of interior nodes.
#ifndef ANISO_PROBLEM_HPP
#define ANISO_PROBLEM_HPP

#include <stdexcept>
#include <Eigen/Sparse>

typedef Eigen::SparseMatrix<double> SpMat;
typedef Eigen::VectorXd Vec;

struct Problem {
    int n;            // interior nodes per direction
    double eps;       // anisotropy ratio
    double theta;     // rotation angle (radians)
    SpMat A;
    Vec b;            // right-hand side for the manufactured solution
    Vec u_exact;      // manufactured solution at the nodes
};

// throws std::invalid_argument for n < 3 or eps <= 0
void build_problem(int n, double eps, double theta, Problem &p)
    throw(std::invalid_argument);

// max-norm of u - u_exact
double max_error(const Problem &p, const Vec &u);

#endif
