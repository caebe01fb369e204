/*
 * Fortran LAPACK entry points used by _ckernels.c.
 *
 * We declare the symbols ourselves instead of including lapacke.h: the conda
 * environment ships liblapack from the netlib/OpenBLAS build and the headers
 * of the two flavours disagree about const-ness.  All matrices handed to these
 * routines are symmetric, so the row-major/column-major question only decides
 * which triangle LAPACK looks at (see the comments in _ckernels.c).
 */
#ifndef GPKERN_LAPACK_DECL_H
#define GPKERN_LAPACK_DECL_H

#ifdef __cplusplus
extern "C" {
#endif

/* Cholesky factorisation of a symmetric positive definite matrix. */
void dpotrf_(const char *uplo, const int *n, double *a, const int *lda, int *info);

/* Solve A X = B with the factor computed by dpotrf_. */
void dpotrs_(const char *uplo, const int *n, const int *nrhs, const double *a,
             const int *lda, double *b, const int *ldb, int *info);

/* Inverse of A from the factor computed by dpotrf_ (one triangle only). */
void dpotri_(const char *uplo, const int *n, double *a, const int *lda, int *info);

#ifdef __cplusplus
}
#endif

#endif /* GPKERN_LAPACK_DECL_H */
