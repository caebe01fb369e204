// Exact k-nearest-neighbour search on the CPU.
//
// For every point i of set b the K points with the smallest squared Euclidean
// distance are returned, the point itself included (distance 0). Distances are
// computed from coordinate differences (not from the |a|^2 + |b|^2 - 2ab
// expansion) so that near-duplicate points keep their order; ties are broken
// by the lower index, which makes the result independent of the thread count.
#include "../rbfpool.h"

#include <ATen/Parallel.h>
#include <algorithm>
#include <utility>

namespace rbfpool {

template <typename scalar_t>
static void knn_kernel(const scalar_t* pos, int64_t* idx, int64_t B, int64_t N, int64_t K) {
  at::parallel_for(0, B * N, 16, [&](int64_t begin, int64_t end) {
    std::vector<std::pair<double, int64_t>> cand(N);
    for (int64_t bi = begin; bi < end; ++bi) {
      const int64_t b = bi / N;
      const int64_t i = bi % N;
      const scalar_t* P = pos + b * N * 3;
      const double xi = P[i * 3 + 0], yi = P[i * 3 + 1], zi = P[i * 3 + 2];
      for (int64_t j = 0; j < N; ++j) {
        const double dx = double(P[j * 3 + 0]) - xi;
        const double dy = double(P[j * 3 + 1]) - yi;
        const double dz = double(P[j * 3 + 2]) - zi;
        cand[j] = {dx * dx + dy * dy + dz * dz, j};
      }
      std::partial_sort(cand.begin(), cand.begin() + K, cand.end(),
                        [](const std::pair<double, int64_t>& a, const std::pair<double, int64_t>& c) {
                          return a.first < c.first || (a.first == c.first && a.second < c.second);
                        });
      int64_t* out = idx + bi * K;
      for (int64_t k = 0; k < K; ++k) out[k] = cand[k].second;
    }
  });
}

at::Tensor knn_cpu(const at::Tensor& pos, int64_t k) {
  const int64_t B = pos.size(0), N = pos.size(1);
  const int64_t K = std::min(k, N);
  auto idx = at::zeros({B, N, k}, pos.options().dtype(at::kLong));
  AT_DISPATCH_FLOATING_TYPES(pos.scalar_type(), "knn_cpu", [&] {
    knn_kernel<scalar_t>(pos.data_ptr<scalar_t>(), idx.data_ptr<int64_t>(), B, N, K);
  });
  return idx;
}

}  // namespace rbfpool
