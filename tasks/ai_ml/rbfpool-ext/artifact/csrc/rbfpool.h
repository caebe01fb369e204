// rbfpool: radial-basis neighbourhood pooling for point sets.
//
// Shared declarations for the CPU and CUDA implementations. All tensors are
// batched and contiguous:
//   pos   [B, N, 3]   point coordinates (float / double)
//   feat  [B, N, C]   per-point features
//   idx   [B, N, K]   int64 neighbour indices (into the N points of the same set)
//   w     [B, N, K]   normalised neighbour weights (sum to 1 over K)
//   out   [B, N, C]   aggregated features
#pragma once

#include <torch/extension.h>
#include <vector>

#define CHECK_CONTIGUOUS(x) AT_CHECK(x.is_contiguous(), #x " must be contiguous")
#define CHECK_DIM(x, d) AT_CHECK(x.dim() == d, #x " must have " #d " dimensions")
#define CHECK_INPUT(x) CHECK_CONTIGUOUS(x)

namespace rbfpool {

// Neighbour search (exact k nearest, self included, ties -> lower index)
at::Tensor knn_cpu(const at::Tensor& pos, int64_t k);

// Weights of the radial basis kernel exp(-d^2 / (2 sigma^2)), normalised over
// the K neighbours. sigma <= 0 selects uniform weights (k-NN mean pooling).
at::Tensor rbf_weights_cpu(const at::Tensor& pos, const at::Tensor& idx, double sigma);

// out[b,i,:] = sum_k w[b,i,k] * feat[b, idx[b,i,k], :]
at::Tensor aggregate_forward_cpu(const at::Tensor& feat, const at::Tensor& idx, const at::Tensor& w);

// grad_feat[b,j,:] = sum_{(i,k): idx[b,i,k]==j} w[b,i,k] * grad_out[b,i,:]
at::Tensor aggregate_backward_cpu(const at::Tensor& grad_out, const at::Tensor& idx,
                                  const at::Tensor& w, int64_t n_points);

#ifdef WITH_CUDA
at::Tensor knn_cuda(const at::Tensor& pos, int64_t k);
at::Tensor rbf_weights_cuda(const at::Tensor& pos, const at::Tensor& idx, double sigma);
at::Tensor aggregate_forward_cuda(const at::Tensor& feat, const at::Tensor& idx, const at::Tensor& w);
at::Tensor aggregate_backward_cuda(const at::Tensor& grad_out, const at::Tensor& idx,
                                   const at::Tensor& w, int64_t n_points);
#endif

}  // namespace rbfpool
