// Exact k-nearest-neighbour search on the GPU: one thread per query point keeps
// a sorted list of its K best candidates in registers (insertion sort). K is
// bounded by RBF_MAX_K. Ties are broken by the lower index as on the CPU.
#include "../rbfpool.h"
#include "cuda_utils.cuh"

namespace rbfpool {

template <typename scalar_t>
__global__ void knn_kernel(const scalar_t* __restrict__ pos, int64_t* __restrict__ idx,
                           int64_t B, int64_t N, int64_t K) {
  const int64_t bi = blockIdx.x * blockDim.x + threadIdx.x;
  if (bi >= B * N) return;
  const int64_t b = bi / N;
  const int64_t i = bi % N;
  const scalar_t* P = pos + b * N * 3;
  const float xi = P[i * 3 + 0], yi = P[i * 3 + 1], zi = P[i * 3 + 2];

  float best_d[RBF_MAX_K];
  int64_t best_j[RBF_MAX_K];
  for (int k = 0; k < K; ++k) {
    best_d[k] = 3.4e38f;
    best_j[k] = N;
  }
  for (int64_t j = 0; j < N; ++j) {
    const float dx = float(P[j * 3 + 0]) - xi;
    const float dy = float(P[j * 3 + 1]) - yi;
    const float dz = float(P[j * 3 + 2]) - zi;
    const float d = dx * dx + dy * dy + dz * dz;
    if (d > best_d[K - 1] || (d == best_d[K - 1] && j > best_j[K - 1])) continue;
    int k = K - 1;
    while (k > 0 && (best_d[k - 1] > d || (best_d[k - 1] == d && best_j[k - 1] > j))) {
      best_d[k] = best_d[k - 1];
      best_j[k] = best_j[k - 1];
      --k;
    }
    best_d[k] = d;
    best_j[k] = j;
  }
  for (int k = 0; k < K; ++k) idx[bi * K + k] = best_j[k];
}

at::Tensor knn_cuda(const at::Tensor& pos, int64_t k) {
  AT_CHECK(k <= RBF_MAX_K, "knn_cuda supports k <= ", RBF_MAX_K);
  const int64_t B = pos.size(0), N = pos.size(1);
  auto idx = at::empty({B, N, k}, pos.options().dtype(at::kLong));
  const int64_t total = B * N;
  AT_DISPATCH_FLOATING_TYPES(pos.type(), "knn_cuda", [&] {
    knn_kernel<scalar_t><<<rbf_blocks(total), RBF_THREADS, 0, RBF_STREAM()>>>(
        pos.data<scalar_t>(), idx.data<int64_t>(), B, N, k);
  });
  RBF_CUDA_CHECK(cudaGetLastError());
  return idx;
}

}  // namespace rbfpool
