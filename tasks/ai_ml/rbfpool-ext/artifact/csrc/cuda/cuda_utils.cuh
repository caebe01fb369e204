// Small helpers shared by the CUDA kernels.
#pragma once

#include <THC/THC.h>
#include <ATen/cuda/CUDAContext.h>
#include <cuda.h>
#include <cuda_runtime.h>

#define RBF_THREADS 256
#define RBF_MAX_K 32

inline int rbf_blocks(int64_t n, int threads = RBF_THREADS) {
  return static_cast<int>((n + threads - 1) / threads);
}

#define RBF_CUDA_CHECK(expr)                                                     \
  do {                                                                           \
    cudaError_t err__ = (expr);                                                  \
    AT_CHECK(err__ == cudaSuccess, "CUDA error: ", cudaGetErrorString(err__));   \
  } while (0)

// THCState is gone from recent PyTorch; kept here for the 1.4 build the paper used.
#define RBF_STREAM() at::cuda::getCurrentCUDAStream()
