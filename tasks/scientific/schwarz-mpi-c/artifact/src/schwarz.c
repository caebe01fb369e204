/*
 * schwarz.c -- parallel (additive / Jacobi) overlapping Schwarz iteration for
 *              -lap u = f on [0,P] x [0,1], u = 0 on the boundary,
 *              one vertical strip per MPI rank, exact subdomain solves.
 *
 * Each rank owns the strip [r, r+1] widened by m grid lines on every interior
 * side. A subdomain problem is solved exactly: sine transform in y, one
 * tridiagonal (Thomas) solve in x per sine mode. Between sweeps neighbouring
 * ranks exchange the columns just outside each other's subdomain.
 *
 *   mpirun -np 2 schwarz -n 64 -m 4 -k 0.5 -t 1e-10
 *
 * R. Haldane, 2009 (rev. 2011: convergence history output)
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpi.h>

#include "compat.h"
#include "fastpoisson.h"

static int N = 64;          /* grid intervals per unit length */
static int M = 2;           /* overlap: extra grid lines on each interior side */
static double KAPPA = 0.5;  /* exponent of the manufactured solution */
static double TOL = 1e-10;
static int MAXIT = 2000;

/* manufactured solution u = sin(pi y) sin(pi x / P) exp(kappa x) */
static double exact_u(double x, double y, int P)
{
    return sin(M_PI * y) * sin(M_PI * x / P) * exp(KAPPA * x);
}

static double forcing(double x, double y, int P)
{
    double a = M_PI / P, e = exp(KAPPA * x), s = sin(M_PI * y);
    double g = sin(a * x) * e;
    double gxx = (KAPPA * KAPPA - a * a) * sin(a * x) * e + 2.0 * a * KAPPA * cos(a * x) * e;
    return -s * (gxx - M_PI * M_PI * g);
}

static void usage(void)
{
    fprintf(stderr, "usage: schwarz [-n N] [-m overlap] [-k kappa] [-t tol] [-i maxit]\n");
}

int main(int argc, char **argv)
{
    int rank, P, i, j, it, c;
    MPI_Aint dext;

    MPI_Init(&argc, &argv);
    MPI_Errhandler_set(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &P);

    for (c = 1; c < argc; c++) {
        if (c + 1 >= argc) { usage(); MPI_Abort(MPI_COMM_WORLD, 2); }
        if (!strcmp(argv[c], "-n")) N = atoi(argv[++c]);
        else if (!strcmp(argv[c], "-m")) M = atoi(argv[++c]);
        else if (!strcmp(argv[c], "-k")) KAPPA = atof(argv[++c]);
        else if (!strcmp(argv[c], "-t")) TOL = atof(argv[++c]);
        else if (!strcmp(argv[c], "-i")) MAXIT = atoi(argv[++c]);
        else { usage(); MPI_Abort(MPI_COMM_WORLD, 2); }
    }
    if (N < 4 || M < 0 || M >= N / 2) {
        if (rank == 0) fprintf(stderr, "schwarz: need N >= 4 and 0 <= m < N/2\n");
        MPI_Abort(MPI_COMM_WORLD, 2);
    }

    const double h = 1.0 / N;
    const int ny = N - 1;                       /* interior points in y */
    const int nxg = P * N - 1;                  /* interior points in x, global */
    const int lo = (rank * N - M > 1) ? rank * N - M : 1;
    const int hi = ((rank + 1) * N + M < nxg) ? (rank + 1) * N + M : nxg;
    const int nx = hi - lo + 1;
    const int ld = ny + 2;                      /* column stride, j = 0..N */

    /* u holds columns lo-1 .. hi+1 (boundary columns included) */
    double *u = calloc((size_t)(nx + 2) * ld, sizeof(double));
    double *f = calloc((size_t)nx * ld, sizeof(double));
    double *iface_old = calloc(2 * (size_t)ld, sizeof(double));
    fp_plan *plan = fp_create(ny, nx, h);
    if (!u || !f || !iface_old || !plan) {
        fprintf(stderr, "schwarz: out of memory\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    for (i = 0; i < nx; i++)
        for (j = 1; j <= ny; j++)
            f[i * ld + j] = forcing((lo + i) * h, j * h, P);

    MPI_Type_extent(MPI_DOUBLE, &dext);
    if (rank == 0)
        printf("# schwarz P=%d N=%d m=%d kappa=%g overlap=%g halo=%ld bytes\n",
               P, N, M, KAPPA, (2 * M + 2) * h, (long)(ld * dext));

    const int left = rank > 0 ? rank - 1 : MPI_PROC_NULL;
    const int right = rank < P - 1 ? rank + 1 : MPI_PROC_NULL;
    /* which of my columns a neighbour needs: its boundary column */
    const int send_left = (rank * N + M + 1) - lo + 1;           /* neighbour's hi+1 */
    const int send_right = ((rank + 1) * N - M - 1) - lo + 1;    /* neighbour's lo-1 */

    double upd = 0.0;
    for (it = 1; it <= MAXIT; it++) {
        /* exchange boundary columns with the current iterates */
        MPI_Sendrecv(&u[send_left * ld], ld, MPI_DOUBLE, left, 1,
                     &u[(nx + 1) * ld], ld, MPI_DOUBLE, right, 1,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Sendrecv(&u[send_right * ld], ld, MPI_DOUBLE, right, 2,
                     &u[0], ld, MPI_DOUBLE, left, 2,
                     MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        double d = 0.0;
        for (j = 0; j < ld; j++) {
            d = fmax(d, fabs(u[j] - iface_old[j]));
            d = fmax(d, fabs(u[(nx + 1) * ld + j] - iface_old[ld + j]));
            iface_old[j] = u[j];
            iface_old[ld + j] = u[(nx + 1) * ld + j];
        }
        MPI_Allreduce(&d, &upd, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
        if (rank == 0) printf("ITER %d %.6e\n", it, upd);
        if (it > 1 && upd < TOL) break;
        fp_solve(plan, f, &u[0], &u[(nx + 1) * ld], &u[ld], ld);
    }

    /* error of the owned core columns against the exact solution */
    double emax = 0.0, e2 = 0.0, g[2];
    int c0 = (rank * N + 1 > lo ? rank * N + 1 : lo), c1 = (rank + 1) * N;
    if (c1 > hi) c1 = hi;
    for (i = c0; i <= c1; i++)
        for (j = 1; j <= ny; j++) {
            double e = fabs(u[(i - lo + 1) * ld + j] - exact_u(i * h, j * h, P));
            emax = fmax(emax, e);
            e2 += e * e;
        }
    MPI_Allreduce(&emax, &g[0], 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    MPI_Allreduce(&e2, &g[1], 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0)
        printf("RESULT P=%d N=%d m=%d iters=%d update=%.6e err_max=%.9e err_l2=%.9e\n",
               P, N, M, it > MAXIT ? MAXIT : it, upd, g[0], sqrt(g[1] * h * h));

    fp_destroy(plan);
    free(u); free(f); free(iface_old);
    MPI_Finalize();
    return 0;
}
