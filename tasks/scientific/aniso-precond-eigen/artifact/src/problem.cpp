// problem.cpp -- assembly of the 9-point anisotropic operator
#include "problem.hpp"

#include <cmath>
#include <vector>

static const double PI = 3.14159265358979323846;

// manufactured solution u(x, y) = g(x) h(y),
//   g = x (1 - x) exp(x),   h = (1 + y) sin(pi y)
static double g0(double x) { return (x - x * x) * std::exp(x); }
static double g1(double x) { return (1.0 - x - x * x) * std::exp(x); }
static double g2(double x) { return (-3.0 * x - x * x) * std::exp(x); }
static double h0(double y) { return (1.0 + y) * std::sin(PI * y); }
static double h1(double y) { return PI * (1.0 + y) * std::cos(PI * y) + std::sin(PI * y); }
static double h2(double y) { return -PI * PI * (1.0 + y) * std::sin(PI * y) + 2.0 * PI * std::cos(PI * y); }

void build_problem(int n, double eps, double theta, Problem &p)
    throw(std::invalid_argument)
{
    if (n < 3) throw std::invalid_argument("grid too small");
    if (!(eps > 0.0)) throw std::invalid_argument("eps must be positive");

    const double c = std::cos(theta), s = std::sin(theta);
    const double kxx = c * c + eps * s * s;
    const double kyy = s * s + eps * c * c;
    const double kxy = (1.0 - eps) * s * c;
    const double h = 1.0 / (n + 1);
    const double ih2 = 1.0 / (h * h);

    p.n = n; p.eps = eps; p.theta = theta;
    const int N = n * n;
    std::vector<Eigen::Triplet<double> > trip;
    trip.reserve(9 * N);
    p.b.resize(N);
    p.u_exact.resize(N);

    for (register int j = 0; j < n; ++j) {
        for (register int i = 0; i < n; ++i) {
            const int row = j * n + i;
            const double x = (i + 1) * h, y = (j + 1) * h;
            // stencil weights (times 1/h^2)
            const int di[9] = { 0, -1, 1, 0, 0, -1, 1, -1, 1 };
            const int dj[9] = { 0, 0, 0, -1, 1, -1, 1, 1, -1 };
            const double w[9] = { 2.0 * (kxx + kyy), -kxx, -kxx, -kyy, -kyy,
                                  -0.5 * kxy, -0.5 * kxy, 0.5 * kxy, 0.5 * kxy };
            for (int k = 0; k < 9; ++k) {
                const int ii = i + di[k], jj = j + dj[k];
                if (ii < 0 || ii >= n || jj < 0 || jj >= n) continue;   // u = 0 there
                if (w[k] != 0.0) trip.push_back(Eigen::Triplet<double>(row, jj * n + ii, w[k] * ih2));
            }
            // f = -(kxx u_xx + 2 kxy u_xy + kyy u_yy)
            p.b(row) = -(kxx * g2(x) * h0(y) + 2.0 * kxy * g1(x) * h1(y) + kyy * g0(x) * h2(y));
            p.u_exact(row) = g0(x) * h0(y);
        }
    }
    p.A.resize(N, N);
    p.A.setFromTriplets(trip.begin(), trip.end());
    p.A.makeCompressed();
}

double max_error(const Problem &p, const Vec &u)
{
    return (u - p.u_exact).lpNorm<Eigen::Infinity>();
}
