import numpy as np
from sklearn.kernel_ridge import KernelRidge

from rffbench.krr import CholeskyKRR, IterativeKRR, conjugate_gradient
from rffbench.metrics import mae, relative_kernel_error, rmse, summarize


def test_cholesky_matches_sklearn(toy_inputs):
    y = np.sin(toy_inputs[:, 0])
    ours = CholeskyKRR(gamma=0.5, alpha=0.1).fit(toy_inputs, y).predict(toy_inputs)
    ref = KernelRidge(kernel="rbf", gamma=0.5, alpha=0.1).fit(toy_inputs, y).predict(toy_inputs)
    np.testing.assert_allclose(ours, ref, rtol=1e-8, atol=1e-10)


def test_cg_converges(toy_inputs):
    y = np.cos(toy_inputs[:, 1])
    direct = CholeskyKRR(gamma=0.5, alpha=0.1).fit(toy_inputs, y)
    it = IterativeKRR(gamma=0.5, alpha=0.1, tol=1e-10).fit(toy_inputs, y)
    np.testing.assert_allclose(it.dual_coef_, direct.dual_coef_, rtol=1e-6, atol=1e-8)
    assert it.residuals_[-1] <= 1e-10


def test_cg_on_identity():
    x, n = conjugate_gradient(lambda v: v, np.ones(5))
    np.testing.assert_allclose(x, 1.0)
    assert n == 1


def test_metrics():
    assert rmse([0, 0], [3, 4]) == np.sqrt(12.5)
    assert mae([0, 0], [3, -4]) == 3.5
    assert summarize([1.0, 3.0]) == (2.0, 1.0)
    Z = np.eye(3)
    assert relative_kernel_error(np.eye(3), Z) == 0.0
