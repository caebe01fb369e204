/*
 * _ckernels: stationary 1-D covariance functions, their gradients with
 * respect to log-hyperparameters, and the negative log marginal likelihood of
 * a Gaussian process with those kernels.  The linear algebra is LAPACK
 * (dpotrf/dpotrs/dpotri); the kernel loops are plain C.
 *
 * Kernel ids (keep in sync with gpkern/kernels.py):
 *   0  RBF            theta = [log s2, log ell]
 *   1  Matern 5/2     theta = [log s2, log ell]
 *   2  quasi-periodic theta = [log s2, log ell_decay, log period, log ell_per]
 *   3  spectral mix.  theta = [log w_q, log mu_q, log v_q] for q = 1..Q
 *
 * The GP functions take theta with one more entry at the end: log of the
 * noise variance.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lapack_decl.h"

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

enum { K_RBF = 0, K_MATERN52 = 1, K_QP = 2, K_SM = 3 };

#define MAX_PARAMS 64

static int
n_params(int kind, int Q)
{
    switch (kind) {
    case K_RBF:
    case K_MATERN52:
        return 2;
    case K_QP:
        return 4;
    case K_SM:
        return (Q > 0 && 3 * Q <= MAX_PARAMS) ? 3 * Q : -1;
    default:
        return -1;
    }
}

/*
 * k(r) for lag r, with ep = exp(theta) precomputed by the caller (see
 * exp_params); when g is not NULL it receives dk/dtheta_j (theta in log space)
 * for every kernel parameter.
 */
static double
kernel_value(int kind, int Q, const double *ep, double r, double *g)
{
    switch (kind) {
    case K_RBF: {
        double s2 = ep[0], ell = ep[1];
        double q = r * r / (ell * ell);
        double k = s2 * exp(-0.5 * q);
        if (g) {
            g[0] = k;
            g[1] = k * q;
        }
        return k;
    }
    case K_MATERN52: {
        double s2 = ep[0], ell = ep[1];
        double a = sqrt(5.0) * fabs(r) / ell;
        double e = exp(-a);
        double k = s2 * (1.0 + a + a * a / 3.0) * e;
        if (g) {
            g[0] = k;
            g[1] = s2 * e * a * a * (1.0 + a) / 3.0;
        }
        return k;
    }
    case K_QP: {
        double s2 = ep[0], l1 = ep[1], p = ep[2], lp = ep[3];
        double sn = sin(M_PI * r / p);
        double S = sn * sn;
        double q = r * r / (l1 * l1);
        double k = s2 * exp(-0.5 * q - 2.0 * S / (lp * lp));
        if (g) {
            g[0] = k;
            g[1] = k * q;
            g[2] = k * 2.0 * M_PI * r * sin(2.0 * M_PI * r / p) / (p * lp * lp);
            g[3] = k * 4.0 * S / (lp * lp);
        }
        return k;
    }
    case K_SM: {
        double k = 0.0;
        for (int q = 0; q < Q; q++) {
            double w = ep[3 * q], mu = ep[3 * q + 1], v = ep[3 * q + 2];
            double env = exp(-2.0 * M_PI * M_PI * r * r * v);
            double c = cos(2.0 * M_PI * r * mu);
            double t = w * env * c;
            k += t;
            if (g) {
                g[3 * q] = t;
                g[3 * q + 1] = -w * env * sin(2.0 * M_PI * r * mu) * 2.0 * M_PI * r * mu;
                g[3 * q + 2] = t * (-2.0 * M_PI * M_PI * r * r * v);
            }
        }
        return k;
    }
    default:
        return NAN;
    }
}

/* ------------------------------------------------------------------ */
/* helpers                                                             */
/* ------------------------------------------------------------------ */

static void
exp_params(const double *th, int p, double *ep)
{
    for (int i = 0; i < p; i++)
        ep[i] = exp(th[i]);
}

static PyArrayObject *
as_vector(PyObject *obj, const char *name)
{
    PyArrayObject *a = (PyArrayObject *)PyArray_FROMANY(obj, NPY_DOUBLE, 1, 1,
                                                        NPY_ARRAY_IN_ARRAY);
    if (a == NULL)
        PyErr_Format(PyExc_TypeError, "%s must be a 1-D float array", name);
    return a;
}

static int
check_kind(int kind, int Q, npy_intp ntheta, int extra)
{
    int np_ = n_params(kind, Q);
    if (np_ < 0) {
        PyErr_Format(PyExc_ValueError, "unknown kernel id %d (Q=%d)", kind, Q);
        return -1;
    }
    if (ntheta != np_ + extra) {
        PyErr_Format(PyExc_ValueError, "kernel %d expects %d parameters, got %zd",
                     kind, np_ + extra, (Py_ssize_t)ntheta);
        return -1;
    }
    return np_;
}

/* ------------------------------------------------------------------ */
/* kmat(kind, Q, theta, x1, x2) -> K[n1, n2]                           */
/* ------------------------------------------------------------------ */

static PyObject *
py_kmat(PyObject *self, PyObject *args)
{
    int kind, Q;
    PyObject *o_th, *o_x1, *o_x2;
    if (!PyArg_ParseTuple(args, "iiOOO", &kind, &Q, &o_th, &o_x1, &o_x2))
        return NULL;
    PyArrayObject *th = as_vector(o_th, "theta");
    PyArrayObject *x1 = th ? as_vector(o_x1, "x1") : NULL;
    PyArrayObject *x2 = x1 ? as_vector(o_x2, "x2") : NULL;
    PyArrayObject *out = NULL;
    if (x2 == NULL)
        goto done;
    if (check_kind(kind, Q, PyArray_DIM(th, 0), 0) < 0)
        goto done;
    npy_intp n1 = PyArray_DIM(x1, 0), n2 = PyArray_DIM(x2, 0);
    npy_intp dims[2] = {n1, n2};
    out = (PyArrayObject *)PyArray_SimpleNew(2, dims, NPY_DOUBLE);
    if (out == NULL)
        goto done;
    double t[MAX_PARAMS];
    exp_params((const double *)PyArray_DATA(th), (int)PyArray_DIM(th, 0), t);
    const double *a = (const double *)PyArray_DATA(x1);
    const double *b = (const double *)PyArray_DATA(x2);
    double *K = (double *)PyArray_DATA(out);
    Py_BEGIN_ALLOW_THREADS
    for (npy_intp i = 0; i < n1; i++)
        for (npy_intp j = 0; j < n2; j++)
            K[i * n2 + j] = kernel_value(kind, Q, t, a[i] - b[j], NULL);
    Py_END_ALLOW_THREADS
done:
    Py_XDECREF(th);
    Py_XDECREF(x1);
    Py_XDECREF(x2);
    return (PyObject *)out;
}

/* ------------------------------------------------------------------ */
/* kgrad(kind, Q, theta, x) -> G[p, n, n]  (used by the tests)         */
/* ------------------------------------------------------------------ */

static PyObject *
py_kgrad(PyObject *self, PyObject *args)
{
    int kind, Q;
    PyObject *o_th, *o_x;
    if (!PyArg_ParseTuple(args, "iiOO", &kind, &Q, &o_th, &o_x))
        return NULL;
    PyArrayObject *th = as_vector(o_th, "theta");
    PyArrayObject *x = th ? as_vector(o_x, "x") : NULL;
    PyArrayObject *out = NULL;
    if (x == NULL)
        goto done;
    int p = check_kind(kind, Q, PyArray_DIM(th, 0), 0);
    if (p < 0)
        goto done;
    npy_intp n = PyArray_DIM(x, 0);
    npy_intp dims[3] = {p, n, n};
    out = (PyArrayObject *)PyArray_SimpleNew(3, dims, NPY_DOUBLE);
    if (out == NULL)
        goto done;
    double t[MAX_PARAMS];
    exp_params((const double *)PyArray_DATA(th), p, t);
    const double *xv = (const double *)PyArray_DATA(x);
    double *G = (double *)PyArray_DATA(out);
    double g[MAX_PARAMS];
    for (npy_intp i = 0; i < n; i++)
        for (npy_intp j = 0; j < n; j++) {
            kernel_value(kind, Q, t, xv[i] - xv[j], g);
            for (int k = 0; k < p; k++)
                G[(k * n + i) * n + j] = g[k];
        }
done:
    Py_XDECREF(th);
    Py_XDECREF(x);
    return (PyObject *)out;
}

/* ------------------------------------------------------------------ */
/* nlml(kind, Q, theta_noise, x, y, jitter) -> (value, grad)           */
/* ------------------------------------------------------------------ */

static PyObject *
py_nlml(PyObject *self, PyObject *args)
{
    int kind, Q;
    double jitter;
    PyObject *o_th, *o_x, *o_y;
    if (!PyArg_ParseTuple(args, "iiOOOd", &kind, &Q, &o_th, &o_x, &o_y, &jitter))
        return NULL;
    PyArrayObject *th = as_vector(o_th, "theta");
    PyArrayObject *x = th ? as_vector(o_x, "x") : NULL;
    PyArrayObject *y = x ? as_vector(o_y, "y") : NULL;
    PyObject *result = NULL;
    double *K = NULL, *alpha = NULL;
    if (y == NULL)
        goto done;
    int p = check_kind(kind, Q, PyArray_DIM(th, 0), 1);
    if (p < 0)
        goto done;
    int n = (int)PyArray_DIM(x, 0);
    if (PyArray_DIM(y, 0) != n) {
        PyErr_SetString(PyExc_ValueError, "x and y differ in length");
        goto done;
    }
    double t[MAX_PARAMS + 1];
    exp_params((const double *)PyArray_DATA(th), p + 1, t);
    const double *xv = (const double *)PyArray_DATA(x);
    const double *yv = (const double *)PyArray_DATA(y);
    double sn2 = t[p];

    K = (double *)malloc(sizeof(double) * (size_t)n * n);
    alpha = (double *)malloc(sizeof(double) * (size_t)n);
    if (K == NULL || alpha == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (int i = 0; i < n; i++) {
        for (int j = i; j < n; j++) {
            double k = kernel_value(kind, Q, t, xv[i] - xv[j], NULL);
            K[i * n + j] = k;
            K[j * n + i] = k;
        }
        K[i * n + i] += sn2 + jitter;
        alpha[i] = yv[i];
    }

    /* K is symmetric: LAPACK's column-major lower triangle is our upper one. */
    int info = 0, one = 1;
    char uplo = 'L';
    dpotrf_(&uplo, &n, K, &n, &info);
    if (info != 0) {
        /* not positive definite: let the optimiser back off */
        npy_intp gd = p + 1;
        PyObject *grad = PyArray_ZEROS(1, &gd, NPY_DOUBLE, 0);
        result = Py_BuildValue("(dN)", 1e25, grad);
        goto done;
    }
    double logdet = 0.0;
    for (int i = 0; i < n; i++)
        logdet += 2.0 * log(K[i * n + i]);
    dpotrs_(&uplo, &n, &one, K, &n, alpha, &n, &info);
    double quad = 0.0;
    for (int i = 0; i < n; i++)
        quad += yv[i] * alpha[i];
    double value = 0.5 * quad + 0.5 * logdet + 0.5 * n * log(2.0 * M_PI);

    /* K^{-1} (one triangle: K[i*n + j] valid for j >= i) */
    dpotri_(&uplo, &n, K, &n, &info);
    if (info != 0) {
        PyErr_Format(PyExc_ArithmeticError, "dpotri failed (info=%d)", info);
        goto done;
    }

    npy_intp gd = p + 1;
    PyArrayObject *grad = (PyArrayObject *)PyArray_ZEROS(1, &gd, NPY_DOUBLE, 0);
    if (grad == NULL)
        goto done;
    double *G = (double *)PyArray_DATA(grad);
    double g[MAX_PARAMS];
    for (int i = 0; i < n; i++) {
        for (int j = i; j < n; j++) {
            double w = K[i * n + j] - alpha[i] * alpha[j];
            double mult = (i == j) ? 0.5 : 1.0; /* off-diagonal pairs count twice */
            kernel_value(kind, Q, t, xv[i] - xv[j], g);
            for (int k = 0; k < p; k++)
                G[k] += mult * w * g[k];
        }
        G[p] += 0.5 * sn2 * (K[i * n + i] - alpha[i] * alpha[i]);
    }
    result = Py_BuildValue("(dN)", value, (PyObject *)grad);

done:
    free(K);
    free(alpha);
    Py_XDECREF(th);
    Py_XDECREF(x);
    Py_XDECREF(y);
    return result;
}

/* ------------------------------------------------------------------ */
/* spd_solve(A, B) -> A^{-1} B  and  spd_logdet(A)                     */
/* ------------------------------------------------------------------ */

static PyObject *
py_spd_solve(PyObject *self, PyObject *args)
{
    PyObject *o_a, *o_b;
    if (!PyArg_ParseTuple(args, "OO", &o_a, &o_b))
        return NULL;
    PyArrayObject *A = (PyArrayObject *)PyArray_FROMANY(o_a, NPY_DOUBLE, 2, 2,
                                                        NPY_ARRAY_IN_ARRAY);
    if (A == NULL)
        return NULL;
    PyArrayObject *B = (PyArrayObject *)PyArray_FROMANY(o_b, NPY_DOUBLE, 1, 2,
                                                        NPY_ARRAY_IN_ARRAY);
    if (B == NULL) {
        Py_DECREF(A);
        return NULL;
    }
    int n = (int)PyArray_DIM(A, 0);
    if (PyArray_DIM(A, 1) != n || PyArray_DIM(B, 0) != n) {
        PyErr_SetString(PyExc_ValueError, "spd_solve: shapes do not match");
        Py_DECREF(A);
        Py_DECREF(B);
        return NULL;
    }
    int nrhs = PyArray_NDIM(B) == 2 ? (int)PyArray_DIM(B, 1) : 1;
    double *F = (double *)malloc(sizeof(double) * (size_t)n * n);
    double *X = (double *)malloc(sizeof(double) * (size_t)n * nrhs);
    PyArrayObject *out = NULL;
    if (F == NULL || X == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    memcpy(F, PyArray_DATA(A), sizeof(double) * (size_t)n * n);
    const double *b = (const double *)PyArray_DATA(B);
    /* to column-major */
    for (int i = 0; i < n; i++)
        for (int j = 0; j < nrhs; j++)
            X[j * n + i] = b[i * nrhs + j];
    int info = 0;
    char uplo = 'L';
    dpotrf_(&uplo, &n, F, &n, &info);
    if (info != 0) {
        PyErr_Format(PyExc_ValueError, "matrix is not positive definite (info=%d)", info);
        goto done;
    }
    dpotrs_(&uplo, &n, &nrhs, F, &n, X, &n, &info);
    out = (PyArrayObject *)PyArray_SimpleNew(PyArray_NDIM(B), PyArray_DIMS(B), NPY_DOUBLE);
    if (out == NULL)
        goto done;
    double *o = (double *)PyArray_DATA(out);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < nrhs; j++)
            o[i * nrhs + j] = X[j * n + i];
done:
    free(F);
    free(X);
    Py_DECREF(A);
    Py_DECREF(B);
    return (PyObject *)out;
}

static PyMethodDef methods[] = {
    {"kmat", py_kmat, METH_VARARGS, "kmat(kind, Q, theta, x1, x2) -> covariance matrix"},
    {"kgrad", py_kgrad, METH_VARARGS, "kgrad(kind, Q, theta, x) -> dK/dlog(theta), shape (p, n, n)"},
    {"nlml", py_nlml, METH_VARARGS,
     "nlml(kind, Q, theta_with_noise, x, y, jitter) -> (negative log marginal likelihood, gradient)"},
    {"spd_solve", py_spd_solve, METH_VARARGS, "spd_solve(A, B) -> A^-1 B for SPD A (LAPACK)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef moddef = {
    PyModuleDef_HEAD_INIT, "_ckernels", "Compiled GP kernels (LAPACK).", -1, methods,
};

PyMODINIT_FUNC
PyInit__ckernels(void)
{
    import_array();
    return PyModule_Create(&moddef);
}
