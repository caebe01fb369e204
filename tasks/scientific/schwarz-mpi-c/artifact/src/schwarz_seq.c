/*
 * schwarz_seq.c -- multiplicative (alternating, "Gauss-Seidel") Schwarz on two
 *                  overlapping strips of [0,2] x [0,1], one process, no MPI.
 *
 * Same discretisation and subdomains as schwarz.c with P = 2; the left
 * subdomain is solved first and the right one uses its fresh values. Used to
 * compare the per-sweep contraction with the parallel variant (rho^2 per
 * sweep pair instead of rho per sweep). Not part of the paper's tables.
 *
 *   schwarz_seq -n 64 -m 4 -k 0.5 -t 1e-10
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "compat.h"
#include "fastpoisson.h"

static double KAPPA = 0.5;

static double exact_u(double x, double y)
{
    return sin(M_PI * y) * sin(M_PI * x / 2) * exp(KAPPA * x);
}

static double forcing(double x, double y)
{
    double a = M_PI / 2, e = exp(KAPPA * x), s = sin(M_PI * y);
    double g = sin(a * x) * e;
    double gxx = (KAPPA * KAPPA - a * a) * sin(a * x) * e + 2.0 * a * KAPPA * cos(a * x) * e;
    return -s * (gxx - M_PI * M_PI * g);
}

typedef struct {
    int lo, hi, nx;
    double *u, *f;
    fp_plan *plan;
} strip;

static int strip_init(strip *s, int lo, int hi, int N, int ld)
{
    int i, j;
    double h = 1.0 / N;
    s->lo = lo; s->hi = hi; s->nx = hi - lo + 1;
    s->u = calloc((size_t)(s->nx + 2) * ld, sizeof(double));
    s->f = calloc((size_t)s->nx * ld, sizeof(double));
    s->plan = fp_create(ld - 2, s->nx, h);
    if (!s->u || !s->f || !s->plan) return -1;
    for (i = 0; i < s->nx; i++)
        for (j = 1; j < ld - 1; j++)
            s->f[i * ld + j] = forcing((lo + i) * h, j * h);
    return 0;
}

/* column c (global index) of strip s, c in lo-1 .. hi+1 */
static double *col(strip *s, int c, int ld)
{
    return &s->u[(size_t)(c - s->lo + 1) * ld];
}

int main(int argc, char **argv)
{
    int N = 64, M = 2, MAXIT = 2000, c, it, i, j;
    double TOL = 1e-10;
    for (c = 1; c + 1 < argc; c += 2) {
        if (!strcmp(argv[c], "-n")) N = atoi(argv[c + 1]);
        else if (!strcmp(argv[c], "-m")) M = atoi(argv[c + 1]);
        else if (!strcmp(argv[c], "-k")) KAPPA = atof(argv[c + 1]);
        else if (!strcmp(argv[c], "-t")) TOL = atof(argv[c + 1]);
        else if (!strcmp(argv[c], "-i")) MAXIT = atoi(argv[c + 1]);
        else { fprintf(stderr, "usage: schwarz_seq [-n N] [-m m] [-k kappa] [-t tol] [-i maxit]\n"); return 2; }
    }
    if (N < 4 || M < 0 || M >= N / 2) { fprintf(stderr, "schwarz_seq: need N >= 4 and 0 <= m < N/2\n"); return 2; }

    const int ld = N + 1, nxg = 2 * N - 1;
    const double h = 1.0 / N;
    strip L, R;
    if (strip_init(&L, 1, N + M, N, ld) || strip_init(&R, N - M, nxg, N, ld)) {
        fprintf(stderr, "schwarz_seq: out of memory\n");
        return 1;
    }
    double *old = calloc((size_t)ld, sizeof(double));
    double upd = 0.0;
    printf("# schwarz_seq N=%d m=%d kappa=%g overlap=%g\n", N, M, KAPPA, (2 * M + 2) * h);
    for (it = 1; it <= MAXIT; it++) {
        /* left solve with the right strip's current column hi_L + 1 */
        memcpy(col(&L, L.hi + 1, ld), col(&R, L.hi + 1, ld), sizeof(double) * ld);
        fp_solve(L.plan, L.f, col(&L, L.lo - 1, ld), col(&L, L.hi + 1, ld), col(&L, L.lo, ld), ld);
        /* right solve with the fresh left values at lo_R - 1 */
        memcpy(col(&R, R.lo - 1, ld), col(&L, R.lo - 1, ld), sizeof(double) * ld);
        upd = 0.0;
        for (j = 0; j < ld; j++) {
            upd = fmax(upd, fabs(col(&R, R.lo - 1, ld)[j] - old[j]));
            old[j] = col(&R, R.lo - 1, ld)[j];
        }
        fp_solve(R.plan, R.f, col(&R, R.lo - 1, ld), col(&R, R.hi + 1, ld), col(&R, R.lo, ld), ld);
        printf("ITER %d %.6e\n", it, upd);
        if (it > 1 && upd < TOL) break;
    }
    double emax = 0.0;
    for (i = 1; i <= nxg; i++) {
        strip *s = i <= N ? &L : &R;
        for (j = 1; j < ld - 1; j++)
            emax = fmax(emax, fabs(col(s, i, ld)[j] - exact_u(i * h, j * h)));
    }
    printf("RESULT P=1 N=%d m=%d iters=%d update=%.6e err_max=%.9e\n",
           N, M, it > MAXIT ? MAXIT : it, upd, emax);
    fp_destroy(L.plan); fp_destroy(R.plan);
    free(L.u); free(L.f); free(R.u); free(R.f); free(old);
    return 0;
}
