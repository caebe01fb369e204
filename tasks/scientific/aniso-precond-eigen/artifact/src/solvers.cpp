// solvers.cpp
#include "solvers.hpp"

#include <Eigen/IterativeLinearSolvers>
#include <Eigen/SparseCholesky>

template <class Solver>
static SolveResult finish(const std::string &name, Solver &solver, const Problem &p)
{
    Vec u = solver.solve(p.b);
    SolveResult r;
    r.name = name;
    r.iterations = 0;
    r.relres = (p.b - p.A * u).norm() / p.b.norm();
    r.err = max_error(p, u);
    r.converged = (solver.info() == Eigen::Success);
    return r;
}

SolveResult run_solver(const std::string &name, const Problem &p, double tol, int maxit)
    throw(std::runtime_error)
{
    if (name == "jacobi-cg") {
        Eigen::ConjugateGradient<SpMat, Eigen::Lower | Eigen::Upper, Eigen::DiagonalPreconditioner<double> > s;
        s.setTolerance(tol); s.setMaxIterations(maxit);
        s.compute(p.A);
        SolveResult r = finish(name, s, p);
        r.iterations = (int)s.iterations();
        return r;
    }
    if (name == "ichol-cg") {
        Eigen::ConjugateGradient<SpMat, Eigen::Lower | Eigen::Upper,
                                 Eigen::IncompleteCholesky<double, Eigen::Lower, Eigen::AMDOrdering<int> > > s;
        s.setTolerance(tol); s.setMaxIterations(maxit);
        s.compute(p.A);
        SolveResult r = finish(name, s, p);
        r.iterations = (int)s.iterations();
        return r;
    }
    if (name == "ilut-bicgstab") {
        Eigen::BiCGSTAB<SpMat, Eigen::IncompleteLUT<double> > s;
        s.preconditioner().setDroptol(1e-3);
        s.preconditioner().setFillfactor(8);
        s.setTolerance(tol); s.setMaxIterations(maxit);
        s.compute(p.A);
        SolveResult r = finish(name, s, p);
        r.iterations = (int)s.iterations();
        return r;
    }
    if (name == "ldlt") {
        Eigen::SimplicialLDLT<SpMat> s;
        s.compute(p.A);
        if (s.info() != Eigen::Success) throw std::runtime_error("LDLT factorisation failed");
        return finish(name, s, p);
    }
    throw std::runtime_error("unknown solver " + name);
}
