// aniso_solve -- one anisotropic diffusion problem, several solvers
//
//   aniso_solve --n 96 --eps 1e-3 --theta 30 --solvers jacobi-cg,ichol-cg
//
// prints one CSV line per solver:  n,eps,theta_deg,solver,iters,relres,err,converged
#include <cstdio>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

#include "problem.hpp"
#include "solvers.hpp"

namespace po = boost::program_options;

int main(int argc, char **argv)
{
    int n, maxit;
    double eps, theta_deg, tol;
    std::string solvers;
    bool header;

    po::options_description desc("aniso_solve options");
    desc.add_options()
        ("help,h", "show this help")
        ("n", po::value<int>(&n)->default_value(64), "interior nodes per direction")
        ("eps", po::value<double>(&eps)->default_value(1e-2), "anisotropy ratio")
        ("theta", po::value<double>(&theta_deg)->default_value(0.0), "rotation angle in degrees")
        ("tol", po::value<double>(&tol)->default_value(1e-8), "relative residual tolerance")
        ("maxit", po::value<int>(&maxit)->default_value(20000), "iteration limit")
        ("solvers", po::value<std::string>(&solvers)->default_value("jacobi-cg,ichol-cg,ilut-bicgstab,ldlt"),
         "comma-separated list")
        ("header", po::bool_switch(&header), "print a CSV header line first");
    po::variables_map vm;
    try {
        po::store(po::parse_command_line(argc, argv, desc), vm);
        po::notify(vm);
    } catch (const po::error &e) {
        std::cerr << e.what() << "\n" << desc << std::endl;
        return 2;
    }
    if (vm.count("help")) { std::cout << desc << std::endl; return 0; }

    Problem p;
    try {
        build_problem(n, eps, theta_deg * 3.14159265358979323846 / 180.0, p);
    } catch (const std::exception &e) {
        std::cerr << "aniso_solve: " << e.what() << std::endl;
        return 1;
    }

    if (header) std::printf("n,eps,theta_deg,solver,iters,relres,err,converged\n");
    std::stringstream ss(solvers);
    std::string name;
    while (std::getline(ss, name, ',')) {
        try {
            SolveResult r = run_solver(name, p, tol, maxit);
            std::printf("%d,%.6g,%.6g,%s,%d,%.3e,%.6e,%d\n", n, eps, theta_deg, r.name.c_str(),
                        r.iterations, r.relres, r.err, r.converged ? 1 : 0);
            std::fflush(stdout);
        } catch (const std::exception &e) {
            std::cerr << "aniso_solve: " << e.what() << std::endl;
            return 1;
        }
    }
    return 0;
}
