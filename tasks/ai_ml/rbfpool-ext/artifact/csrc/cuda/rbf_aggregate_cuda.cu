// Radial-basis weights and weighted neighbour aggregation on the GPU.
//
// forward: one thread per (point, channel), gathering K neighbours.
// backward: one thread per (point, neighbour, channel) with atomicAdd into the
// feature gradient. The atomics make the backward pass non-deterministic in the
// last bits; the paper's GPU timings (Table 3) use this path, the accuracy
// tables do not depend on it.
#include "../rbfpool.h"
#include "cuda_utils.cuh"

namespace rbfpool {

template <typename scalar_t>
__global__ void weights_kernel(const scalar_t* __restrict__ pos, const int64_t* __restrict__ idx,
                               scalar_t* __restrict__ w, int64_t B, int64_t N, int64_t K,
                               float inv_two_s2, bool uniform) {
  const int64_t bi = blockIdx.x * blockDim.x + threadIdx.x;
  if (bi >= B * N) return;
  const int64_t b = bi / N;
  const int64_t i = bi % N;
  const scalar_t* P = pos + b * N * 3;
  float raw[RBF_MAX_K];
  float z = 0.f;
  for (int k = 0; k < K; ++k) {
    const int64_t j = idx[bi * K + k];
    if (uniform) {
      raw[k] = 1.f;
    } else {
      const float dx = float(P[j * 3 + 0]) - float(P[i * 3 + 0]);
      const float dy = float(P[j * 3 + 1]) - float(P[i * 3 + 1]);
      const float dz = float(P[j * 3 + 2]) - float(P[i * 3 + 2]);
      raw[k] = __expf(-(dx * dx + dy * dy + dz * dz) * inv_two_s2);
    }
    z += raw[k];
  }
  for (int k = 0; k < K; ++k) w[bi * K + k] = scalar_t(raw[k] / (z + 1e-8f));
}

at::Tensor rbf_weights_cuda(const at::Tensor& pos, const at::Tensor& idx, double sigma) {
  const int64_t B = pos.size(0), N = pos.size(1), K = idx.size(2);
  AT_CHECK(K <= RBF_MAX_K, "rbf_weights_cuda supports k <= ", RBF_MAX_K);
  auto w = at::empty({B, N, K}, pos.options());
  const bool uniform = sigma <= 0;
  const float inv = uniform ? 0.f : float(1.0 / (2.0 * sigma * sigma));
  AT_DISPATCH_FLOATING_TYPES(pos.type(), "rbf_weights_cuda", [&] {
    weights_kernel<scalar_t><<<rbf_blocks(B * N), RBF_THREADS, 0, RBF_STREAM()>>>(
        pos.data<scalar_t>(), idx.data<int64_t>(), w.data<scalar_t>(), B, N, K, inv, uniform);
  });
  RBF_CUDA_CHECK(cudaGetLastError());
  return w;
}

template <typename scalar_t, typename weight_t>
__global__ void forward_kernel(const scalar_t* __restrict__ feat, const int64_t* __restrict__ idx,
                               const weight_t* __restrict__ w, scalar_t* __restrict__ out,
                               int64_t B, int64_t N, int64_t K, int64_t C) {
  const int64_t t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= B * N * C) return;
  const int64_t c = t % C;
  const int64_t bi = t / C;
  const int64_t b = bi / N;
  float acc = 0.f;
  for (int64_t k = 0; k < K; ++k) {
    const int64_t j = idx[bi * K + k];
    acc += float(w[bi * K + k]) * float(feat[(b * N + j) * C + c]);
  }
  out[t] = scalar_t(acc);
}

template <typename scalar_t, typename weight_t>
__global__ void backward_kernel(const scalar_t* __restrict__ grad_out, const int64_t* __restrict__ idx,
                                const weight_t* __restrict__ w, float* __restrict__ grad_feat,
                                int64_t B, int64_t N, int64_t K, int64_t C) {
  const int64_t t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= B * N * K * C) return;
  const int64_t c = t % C;
  const int64_t bik = t / C;
  const int64_t bi = bik / K;
  const int64_t b = bi / N;
  const int64_t j = idx[bik];
  atomicAdd(grad_feat + (b * N + j) * C + c, float(w[bik]) * float(grad_out[bi * C + c]));
}

at::Tensor aggregate_forward_cuda(const at::Tensor& feat, const at::Tensor& idx, const at::Tensor& w) {
  const int64_t B = feat.size(0), N = idx.size(1), K = idx.size(2), C = feat.size(2);
  auto out = at::empty({B, N, C}, feat.options());
  AT_DISPATCH_FLOATING_TYPES_AND_HALF(feat.type(), "aggregate_forward_cuda", [&] {
    using feat_t = scalar_t;
    AT_DISPATCH_FLOATING_TYPES(w.type(), "aggregate_forward_cuda_w", [&] {
      forward_kernel<feat_t, scalar_t><<<rbf_blocks(B * N * C), RBF_THREADS, 0, RBF_STREAM()>>>(
          feat.data<feat_t>(), idx.data<int64_t>(), w.data<scalar_t>(), out.data<feat_t>(), B, N, K, C);
    });
  });
  RBF_CUDA_CHECK(cudaGetLastError());
  return out;
}

at::Tensor aggregate_backward_cuda(const at::Tensor& grad_out, const at::Tensor& idx,
                                   const at::Tensor& w, int64_t n_points) {
  const int64_t B = grad_out.size(0), N = idx.size(1), K = idx.size(2), C = grad_out.size(2);
  auto acc = at::zeros({B, n_points, C}, grad_out.options().dtype(at::kFloat));
  AT_DISPATCH_FLOATING_TYPES_AND_HALF(grad_out.type(), "aggregate_backward_cuda", [&] {
    using feat_t = scalar_t;
    AT_DISPATCH_FLOATING_TYPES(w.type(), "aggregate_backward_cuda_w", [&] {
      backward_kernel<feat_t, scalar_t><<<rbf_blocks(B * N * K * C), RBF_THREADS, 0, RBF_STREAM()>>>(
          grad_out.data<feat_t>(), idx.data<int64_t>(), w.data<scalar_t>(), acc.data<float>(), B, N, K, C);
    });
  });
  RBF_CUDA_CHECK(cudaGetLastError());
  return acc.to(grad_out.scalar_type());
}

}  // namespace rbfpool
