// dtwcore: banded dynamic time warping and 1-NN search, exposed to Python with pybind11.
#include <pybind11/pybind11.h>
#include <pybind11/numpy.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace py = pybind11;

namespace {

// Squared-cost DTW between a[0..n) and b[0..m) restricted to a Sakoe-Chiba band of
// half-width `window` (in samples; a negative window means no band). Returns sqrt(cost).
double dtw_raw(const double* a, long n, const double* b, long m, long window, double cutoff) {
    const double inf = std::numeric_limits<double>::infinity();
    long w = window < 0 ? std::max(n, m) : std::max(window, std::labs(n - m));
    std::vector<double> prev(m + 1, inf), cur(m + 1, inf);
    prev[0] = 0.0;
    const double cut2 = cutoff * cutoff;
    for (long i = 1; i <= n; ++i) {
        std::fill(cur.begin(), cur.end(), inf);
        const long lo = std::clamp(i - w, 1L, m);
        const long hi = std::clamp(i + w, 1L, m);
        double row_min = inf;
        for (long j = lo; j <= hi; ++j) {
            const double d = a[i - 1] - b[j - 1];
            const double best = std::min({prev[j - 1], prev[j], cur[j - 1]});
            cur[j] = d * d + best;
            row_min = std::min(row_min, cur[j]);
        }
        if (row_min > cut2) return inf;  // early abandoning: cannot beat the best so far
        std::swap(prev, cur);
    }
    return std::sqrt(prev[m]);
}

double dtw(py::array_t<double, py::array::c_style | py::array::forcecast> a,
           py::array_t<double, py::array::c_style | py::array::forcecast> b, long window) {
    return dtw_raw(a.data(), a.size(), b.data(), b.size(), window,
                   std::numeric_limits<double>::infinity());
}

// For every row of `queries`, the index of and distance to its DTW-nearest row of `refs`.
py::tuple nearest(py::array_t<double, py::array::c_style | py::array::forcecast> refs,
                  py::array_t<double, py::array::c_style | py::array::forcecast> queries,
                  long window) {
    if (refs.ndim() != 2 || queries.ndim() != 2)
        throw std::runtime_error("refs and queries must be 2-D arrays");
    const long nr = refs.shape(0), lr = refs.shape(1);
    const long nq = queries.shape(0), lq = queries.shape(1);
    py::array_t<long> idx(nq);
    py::array_t<double> dist(nq);
    auto I = idx.mutable_unchecked<1>();
    auto D = dist.mutable_unchecked<1>();
    const double* R = refs.data();
    const double* Q = queries.data();
    {
        py::gil_scoped_release nogil;
        for (long q = 0; q < nq; ++q) {
            double best = std::numeric_limits<double>::infinity();
            long arg = -1;
            for (long r = 0; r < nr; ++r) {
                const double d = dtw_raw(Q + q * lq, lq, R + r * lr, lr, window, best);
                if (d < best) { best = d; arg = r; }
            }
            I(q) = arg;
            D(q) = best;
        }
    }
    return py::make_tuple(idx, dist);
}

}  // namespace

PYBIND11_MODULE(_dtwcore, m) {
    m.doc() = "Banded DTW and DTW 1-NN search (C++ core of elastic)";
    m.def("dtw", &dtw, py::arg("a"), py::arg("b"), py::arg("window") = -1);
    m.def("nearest", &nearest, py::arg("refs"), py::arg("queries"), py::arg("window") = -1);
}
