// ssor_precond.hpp -- symmetric SOR preconditioner for Eigen's ConjugateGradient
//
// Used for Table 1 of the 2015 technical report (`ssor-cg`). Dropped from the
// solver list in 2015-05 (see docs/history.md): it never beat IC-CG and costs
// two triangular sweeps per application. Kept here for reference; it is not
// built by CMakeLists.txt any more and was last compiled against Eigen 3.2.4.
//
//   M = (D/w + L) (D/w)^{-1} (D/w + U) * w / (2 - w)
//
// Usage (as it was in solvers.cpp):
//   Eigen::ConjugateGradient<SpMat, Eigen::Lower|Eigen::Upper, SSORPreconditioner<double> > s;
//   s.preconditioner().setOmega(1.5);
#ifndef ANISO_SSOR_PRECOND_HPP
#define ANISO_SSOR_PRECOND_HPP

#include <Eigen/Sparse>

template <typename _Scalar>
class SSORPreconditioner
{
    typedef _Scalar Scalar;
    typedef Eigen::Matrix<Scalar, Eigen::Dynamic, 1> Vector;
    typedef Eigen::SparseMatrix<Scalar, Eigen::RowMajor> RowMat;
    typedef typename Vector::Index Index;

  public:
    typedef typename Vector::StorageIndex StorageIndex;
    enum { ColsAtCompileTime = Eigen::Dynamic, MaxColsAtCompileTime = Eigen::Dynamic };

    SSORPreconditioner() : m_omega(1.0), m_isInitialized(false) {}

    template <typename MatType>
    explicit SSORPreconditioner(const MatType &mat) : m_omega(1.0), m_isInitialized(false)
    {
        compute(mat);
    }

    void setOmega(Scalar w) { m_omega = w; }
    Scalar omega() const { return m_omega; }

    Index rows() const { return m_mat.rows(); }
    Index cols() const { return m_mat.cols(); }

    template <typename MatType>
    SSORPreconditioner &analyzePattern(const MatType &) { return *this; }

    template <typename MatType>
    SSORPreconditioner &factorize(const MatType &mat)
    {
        m_mat = mat;
        m_diag.resize(m_mat.rows());
        for (Index i = 0; i < m_mat.outerSize(); ++i) {
            m_diag(i) = Scalar(0);
            for (typename RowMat::InnerIterator it(m_mat, i); it; ++it)
                if (it.index() == i) m_diag(i) = it.value();
        }
        m_isInitialized = true;
        return *this;
    }

    template <typename MatType>
    SSORPreconditioner &compute(const MatType &mat) { return factorize(mat); }

    // x = M^{-1} b: forward sweep, diagonal scaling, backward sweep
    template <typename Rhs, typename Dest>
    void _solve_impl(const Rhs &b, Dest &x) const
    {
        const Index n = m_mat.rows();
        const Scalar w = m_omega;
        Vector y(n);
        for (Index i = 0; i < n; ++i) {
            Scalar acc = b(i);
            for (typename RowMat::InnerIterator it(m_mat, i); it && it.index() < i; ++it)
                acc -= it.value() * y(it.index());
            y(i) = acc * w / m_diag(i);
        }
        for (Index i = 0; i < n; ++i) y(i) *= m_diag(i) * (Scalar(2) - w) / w;
        x.resize(n);
        for (Index i = n - 1; i >= 0; --i) {
            Scalar acc = y(i);
            for (typename RowMat::InnerIterator it(m_mat, i); it; ++it)
                if (it.index() > i) acc -= it.value() * x(it.index());
            x(i) = acc * w / m_diag(i);
        }
    }

    template <typename Rhs>
    inline const Eigen::Solve<SSORPreconditioner, Rhs> solve(const Eigen::MatrixBase<Rhs> &b) const
    {
        eigen_assert(m_isInitialized && "SSORPreconditioner is not initialized.");
        return Eigen::Solve<SSORPreconditioner, Rhs>(*this, b.derived());
    }

    Eigen::ComputationInfo info() { return Eigen::Success; }

  private:
    Scalar m_omega;
    RowMat m_mat;
    Vector m_diag;
    bool m_isInitialized;
};

#endif
