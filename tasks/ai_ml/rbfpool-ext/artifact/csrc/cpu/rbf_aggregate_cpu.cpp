// Radial-basis weights and weighted neighbour aggregation on the CPU.
//
// The forward pass is a gather (each output row reads its K neighbours), the
// backward pass a scatter. The scatter is parallelised over the batch only so
// that every feature row is accumulated by one thread in a fixed order: the
// result is bitwise reproducible for any number of threads.
#include "../rbfpool.h"

#include <ATen/AccumulateType.h>
#include <ATen/Parallel.h>
#include <cmath>

namespace rbfpool {

static constexpr double kEps = 1e-8;

template <typename scalar_t>
static void weights_kernel(const scalar_t* pos, const int64_t* idx, scalar_t* w,
                           int64_t B, int64_t N, int64_t K, double sigma) {
  const double inv_two_s2 = sigma > 0 ? 1.0 / (2.0 * sigma * sigma) : 0.0;
  at::parallel_for(0, B * N, 64, [&](int64_t begin, int64_t end) {
    std::vector<double> raw(K);
    for (int64_t bi = begin; bi < end; ++bi) {
      const int64_t b = bi / N;
      const int64_t i = bi % N;
      const scalar_t* P = pos + b * N * 3;
      const int64_t* nb = idx + bi * K;
      double z = 0.0;
      for (int64_t k = 0; k < K; ++k) {
        const int64_t j = nb[k];
        if (sigma > 0) {
          const double dx = double(P[j * 3 + 0]) - double(P[i * 3 + 0]);
          const double dy = double(P[j * 3 + 1]) - double(P[i * 3 + 1]);
          const double dz = double(P[j * 3 + 2]) - double(P[i * 3 + 2]);
          raw[k] = std::exp(-(dx * dx + dy * dy + dz * dz) * inv_two_s2);
        } else {
          raw[k] = 1.0;
        }
        z += raw[k];
      }
      scalar_t* out = w + bi * K;
      for (int64_t k = 0; k < K; ++k) out[k] = static_cast<scalar_t>(raw[k] / (z + kEps));
    }
  });
}

at::Tensor rbf_weights_cpu(const at::Tensor& pos, const at::Tensor& idx, double sigma) {
  const int64_t B = pos.size(0), N = pos.size(1), K = idx.size(2);
  auto w = at::empty({B, N, K}, pos.options());
  AT_DISPATCH_FLOATING_TYPES(pos.scalar_type(), "rbf_weights_cpu", [&] {
    weights_kernel<scalar_t>(pos.data_ptr<scalar_t>(), idx.data_ptr<int64_t>(),
                             w.data_ptr<scalar_t>(), B, N, K, sigma);
  });
  return w;
}

template <typename scalar_t, typename weight_t>
static void forward_kernel(const scalar_t* feat, const int64_t* idx, const weight_t* w, scalar_t* out,
                           int64_t B, int64_t N, int64_t K, int64_t C) {
  using acc_t = at::acc_type<scalar_t, false>;
  at::parallel_for(0, B * N, 32, [&](int64_t begin, int64_t end) {
    std::vector<acc_t> acc(C);
    for (int64_t bi = begin; bi < end; ++bi) {
      const int64_t b = bi / N;
      std::fill(acc.begin(), acc.end(), acc_t(0));
      for (int64_t k = 0; k < K; ++k) {
        const int64_t j = idx[bi * K + k];
        const acc_t wk = static_cast<acc_t>(w[bi * K + k]);
        const scalar_t* f = feat + (b * N + j) * C;
        for (int64_t c = 0; c < C; ++c) acc[c] += wk * static_cast<acc_t>(f[c]);
      }
      scalar_t* o = out + bi * C;
      for (int64_t c = 0; c < C; ++c) o[c] = static_cast<scalar_t>(acc[c]);
    }
  });
}

template <typename scalar_t, typename weight_t>
static void backward_kernel(const scalar_t* grad_out, const int64_t* idx, const weight_t* w,
                            scalar_t* grad_feat, int64_t B, int64_t N, int64_t K, int64_t C,
                            int64_t n_points) {
  using acc_t = at::acc_type<scalar_t, false>;
  at::parallel_for(0, B, 1, [&](int64_t begin, int64_t end) {
    std::vector<acc_t> acc(n_points * C);
    for (int64_t b = begin; b < end; ++b) {
      std::fill(acc.begin(), acc.end(), acc_t(0));
      for (int64_t i = 0; i < N; ++i) {
        const int64_t bi = b * N + i;
        const scalar_t* g = grad_out + bi * C;
        for (int64_t k = 0; k < K; ++k) {
          const int64_t j = idx[bi * K + k];
          const acc_t wk = static_cast<acc_t>(w[bi * K + k]);
          acc_t* a = acc.data() + j * C;
          for (int64_t c = 0; c < C; ++c) a[c] += wk * static_cast<acc_t>(g[c]);
        }
      }
      scalar_t* gf = grad_feat + b * n_points * C;
      for (int64_t x = 0; x < n_points * C; ++x) gf[x] = static_cast<scalar_t>(acc[x]);
    }
  });
}

// feat may be of any floating type; the weights
// are always computed in the precision of the coordinates.
at::Tensor aggregate_forward_cpu(const at::Tensor& feat, const at::Tensor& idx, const at::Tensor& w) {
  const int64_t B = feat.size(0), N = idx.size(1), K = idx.size(2), C = feat.size(2);
  auto out = at::empty({B, N, C}, feat.options());
  AT_DISPATCH_FLOATING_TYPES_AND2(at::ScalarType::Half, at::ScalarType::BFloat16, feat.scalar_type(),
                                  "aggregate_forward_cpu", [&] {
    using feat_t = scalar_t;
    AT_DISPATCH_FLOATING_TYPES(w.scalar_type(), "aggregate_forward_cpu_w", [&] {
      forward_kernel<feat_t, scalar_t>(feat.data_ptr<feat_t>(), idx.data_ptr<int64_t>(),
                                       w.data_ptr<scalar_t>(), out.data_ptr<feat_t>(), B, N, K, C);
    });
  });
  return out;
}

at::Tensor aggregate_backward_cpu(const at::Tensor& grad_out, const at::Tensor& idx,
                                  const at::Tensor& w, int64_t n_points) {
  const int64_t B = grad_out.size(0), N = idx.size(1), K = idx.size(2), C = grad_out.size(2);
  auto grad_feat = at::empty({B, n_points, C}, grad_out.options());
  AT_DISPATCH_FLOATING_TYPES_AND2(at::ScalarType::Half, at::ScalarType::BFloat16, grad_out.scalar_type(),
                                  "aggregate_backward_cpu", [&] {
    using feat_t = scalar_t;
    AT_DISPATCH_FLOATING_TYPES(w.scalar_type(), "aggregate_backward_cpu_w", [&] {
      backward_kernel<feat_t, scalar_t>(grad_out.data_ptr<feat_t>(), idx.data_ptr<int64_t>(),
                                        w.data_ptr<scalar_t>(), grad_feat.data_ptr<feat_t>(),
                                        B, N, K, C, n_points);
    });
  });
  return grad_feat;
}

}  // namespace rbfpool
