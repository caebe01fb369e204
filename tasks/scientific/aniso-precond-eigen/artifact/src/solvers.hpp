// solvers.hpp -- the four solver configurations compared in the paper
#ifndef ANISO_SOLVERS_HPP
#define ANISO_SOLVERS_HPP

#include <string>
#include <stdexcept>
#include "problem.hpp"

struct SolveResult {
    std::string name;
    int iterations;      // 0 for the direct solver
    double relres;       // ||b - A u|| / ||b||
    double err;          // max-norm error against the manufactured solution
    bool converged;
};

// name: jacobi-cg | ichol-cg | ilut-bicgstab | ldlt
SolveResult run_solver(const std::string &name, const Problem &p, double tol, int maxit)
    throw(std::runtime_error);

#endif
