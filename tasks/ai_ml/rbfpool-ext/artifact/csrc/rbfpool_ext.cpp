// Python bindings and device dispatch for the rbfpool operators.
#include "rbfpool.h"

namespace rbfpool {

static void check_pos(const at::Tensor& pos) {
  CHECK_INPUT(pos);
  CHECK_DIM(pos, 3);
  AT_CHECK(pos.size(2) == 3, "pos must be [B, N, 3], got last dim ", pos.size(2));
}

static void check_idx_w(const at::Tensor& idx, const at::Tensor& w) {
  CHECK_INPUT(idx);
  CHECK_INPUT(w);
  CHECK_DIM(idx, 3);
  AT_CHECK(idx.scalar_type() == at::kLong, "idx must be int64");
  AT_CHECK(idx.sizes() == w.sizes(), "idx and w must have the same shape");
}

at::Tensor knn(const at::Tensor& pos, int64_t k) {
  check_pos(pos);
  AT_CHECK(k >= 1, "k must be positive, got ", k);
  if (pos.type().is_cuda()) {
#ifdef WITH_CUDA
    return knn_cuda(pos, k);
#else
    AT_ERROR("rbfpool was built without CUDA support");
#endif
  }
  return knn_cpu(pos, k);
}

at::Tensor rbf_weights(const at::Tensor& pos, const at::Tensor& idx, double sigma) {
  check_pos(pos);
  CHECK_INPUT(idx);
  if (pos.type().is_cuda()) {
#ifdef WITH_CUDA
    return rbf_weights_cuda(pos, idx, sigma);
#else
    AT_ERROR("rbfpool was built without CUDA support");
#endif
  }
  return rbf_weights_cpu(pos, idx, sigma);
}

at::Tensor aggregate_forward(const at::Tensor& feat, const at::Tensor& idx, const at::Tensor& w) {
  CHECK_INPUT(feat);
  CHECK_DIM(feat, 3);
  check_idx_w(idx, w);
  if (feat.type().is_cuda()) {
#ifdef WITH_CUDA
    return aggregate_forward_cuda(feat, idx, w);
#else
    AT_ERROR("rbfpool was built without CUDA support");
#endif
  }
  return aggregate_forward_cpu(feat, idx, w);
}

at::Tensor aggregate_backward(const at::Tensor& grad_out, const at::Tensor& idx,
                              const at::Tensor& w, int64_t n_points) {
  CHECK_INPUT(grad_out);
  check_idx_w(idx, w);
  if (grad_out.type().is_cuda()) {
#ifdef WITH_CUDA
    return aggregate_backward_cuda(grad_out, idx, w, n_points);
#else
    AT_ERROR("rbfpool was built without CUDA support");
#endif
  }
  return aggregate_backward_cpu(grad_out, idx, w, n_points);
}

}  // namespace rbfpool

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.doc() = "rbfpool: radial-basis neighbourhood pooling (C++/CUDA)";
  m.def("knn", &rbfpool::knn, "exact k nearest neighbours [B,N,K]", py::arg("pos"), py::arg("k"));
  m.def("rbf_weights", &rbfpool::rbf_weights, "normalised RBF neighbour weights",
        py::arg("pos"), py::arg("idx"), py::arg("sigma"));
  m.def("aggregate_forward", &rbfpool::aggregate_forward, "weighted neighbour aggregation",
        py::arg("feat"), py::arg("idx"), py::arg("w"));
  m.def("aggregate_backward", &rbfpool::aggregate_backward, "gradient of the aggregation",
        py::arg("grad_out"), py::arg("idx"), py::arg("w"), py::arg("n_points"));
#ifdef WITH_CUDA
  m.attr("with_cuda") = true;
#else
  m.attr("with_cuda") = false;
#endif
}
