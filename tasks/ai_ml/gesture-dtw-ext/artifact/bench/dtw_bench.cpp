// Standalone timing of the DTW inner loop, without Python (used while tuning the core).
//
//   make -C bench && ./bench/dtw_bench 96 100 100
//
// Times a full 1-NN search of `queries` random-walk series against `refs` others of length
// `len`, for the band widths of Table 1, with and without early abandoning. The kernel is a
// copy of the one in src/dtwcore.cpp as of v1.1 (no pybind11 here); keep them in step by hand.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <random>
#include <vector>

static double dtw(const double* a, const double* b, long n, long window, double cutoff) {
    const double inf = std::numeric_limits<double>::infinity();
    const long w = window < 0 ? n : window;
    std::vector<double> prev(n + 1, inf), cur(n + 1, inf);
    prev[0] = 0.0;
    const double cut2 = cutoff * cutoff;
    for (long i = 1; i <= n; ++i) {
        for (long j = 0; j <= n; ++j) cur[j] = inf;
        const long lo = i - w < 1 ? 1 : i - w;
        const long hi = i + w > n ? n : i + w;
        double row_min = inf;
        for (long j = lo; j <= hi; ++j) {
            const double d = a[i - 1] - b[j - 1];
            double best = prev[j - 1];
            if (prev[j] < best) best = prev[j];
            if (cur[j - 1] < best) best = cur[j - 1];
            cur[j] = d * d + best;
            if (cur[j] < row_min) row_min = cur[j];
        }
        if (row_min > cut2) return inf;
        prev.swap(cur);
    }
    return std::sqrt(prev[n]);
}

static std::vector<double> random_walks(long count, long len, unsigned seed) {
    std::mt19937 gen(seed);
    std::normal_distribution<double> step(0.0, 1.0);
    std::vector<double> out(count * len);
    for (long k = 0; k < count; ++k) {
        double x = 0.0;
        for (long t = 0; t < len; ++t) out[k * len + t] = (x += step(gen));
    }
    return out;
}

int main(int argc, char** argv) {
    const long len = argc > 1 ? std::atol(argv[1]) : 96;
    const long nref = argc > 2 ? std::atol(argv[2]) : 100;
    const long nq = argc > 3 ? std::atol(argv[3]) : 100;
    const auto refs = random_walks(nref, len, 1);
    const auto qs = random_walks(nq, len, 2);
    const double fracs[] = {0.05, 0.10, 0.20, -1.0};
    std::printf("len=%ld refs=%ld queries=%ld\n", len, nref, nq);
    for (double f : fracs) {
        const long w = f < 0 ? -1 : std::lround(f * len);
        for (int abandon = 0; abandon <= 1; ++abandon) {
            const auto t0 = std::chrono::steady_clock::now();
            double checksum = 0.0;
            for (long q = 0; q < nq; ++q) {
                double best = std::numeric_limits<double>::infinity();
                for (long r = 0; r < nref; ++r) {
                    const double cutoff = abandon ? best : std::numeric_limits<double>::infinity();
                    const double d = dtw(&qs[q * len], &refs[r * len], len, w, cutoff);
                    if (d < best) best = d;
                }
                checksum += best;
            }
            const double ms = std::chrono::duration<double, std::milli>(
                std::chrono::steady_clock::now() - t0).count();
            std::printf("window %4ld  abandon %d  %8.1f ms  checksum %.4f\n", w, abandon, ms, checksum);
        }
    }
    return 0;
}
