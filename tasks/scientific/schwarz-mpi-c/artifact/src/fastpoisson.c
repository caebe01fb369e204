/* fastpoisson.c -- see fastpoisson.h */
#include <math.h>
#include <stdlib.h>

#include "compat.h"
#include "fastpoisson.h"

struct fp_plan {
    int ny, nx;
    double h;
    double *S;      /* ny x ny sine matrix, S[k][j] = sin(pi (k+1)(j+1)/(ny+1)) */
    double *lam;    /* h^2 times the y-eigenvalues */
    double *fh, *work, *cp;
};

fp_plan *fp_create(int ny, int nx, double h)
{
    int j, k;
    fp_plan *p = malloc(sizeof *p);
    if (!p) return NULL;
    p->ny = ny; p->nx = nx; p->h = h;
    p->S = malloc(sizeof(double) * ny * ny);
    p->lam = malloc(sizeof(double) * ny);
    p->fh = malloc(sizeof(double) * (size_t)ny * (nx + 2));
    p->work = malloc(sizeof(double) * (ny + 2));
    p->cp = malloc(sizeof(double) * (nx + 2));
    if (!p->S || !p->lam || !p->fh || !p->work || !p->cp) return NULL;
    for (k = 0; k < ny; k++) {
        for (j = 0; j < ny; j++)
            p->S[k * ny + j] = sin(M_PI * (k + 1) * (j + 1) / (ny + 1));
        p->lam[k] = 2.0 - 2.0 * cos(M_PI * (k + 1) / (ny + 1));
    }
    return p;
}

/* forward sine transform of one column (entries 1..ny) into out[0..ny-1] */
static void dst(const fp_plan *p, const double *col, double *out)
{
    int j, k;
    for (k = 0; k < p->ny; k++) {
        double s = 0.0;
        for (j = 0; j < p->ny; j++) s += p->S[k * p->ny + j] * col[j + 1];
        out[k] = s * 2.0 / (p->ny + 1);
    }
}

void fp_solve(fp_plan *p, const double *f, const double *bl, const double *br,
              double *u, int ld)
{
    const int ny = p->ny, nx = p->nx;
    const double h2 = p->h * p->h;
    int i, j, k;
    double *fh = p->fh;     /* fh[i*ny + k], i = 0..nx+1 (0 and nx+1: boundary) */

    dst(p, bl, &fh[0]);
    dst(p, br, &fh[(size_t)(nx + 1) * ny]);
    for (i = 0; i < nx; i++) {
        dst(p, &f[(size_t)i * ld], &fh[(size_t)(i + 1) * ny]);
        for (k = 0; k < ny; k++) fh[(size_t)(i + 1) * ny + k] *= h2;
    }
    /* per mode k: -v[i-1] + (2 + lam_k) v[i] - v[i+1] = h^2 f_k[i] */
    for (k = 0; k < ny; k++) {
        const double b = 2.0 + p->lam[k];
        double *cp = p->cp;
        fh[1 * ny + k] += fh[0 * ny + k];
        fh[(size_t)nx * ny + k] += fh[(size_t)(nx + 1) * ny + k];
        cp[1] = -1.0 / b;
        fh[1 * ny + k] /= b;
        for (i = 2; i <= nx; i++) {
            double den = b + cp[i - 1];
            cp[i] = -1.0 / den;
            fh[(size_t)i * ny + k] = (fh[(size_t)i * ny + k] + fh[(size_t)(i - 1) * ny + k]) / den;
        }
        for (i = nx - 1; i >= 1; i--)
            fh[(size_t)i * ny + k] -= cp[i] * fh[(size_t)(i + 1) * ny + k];
    }
    /* back to physical space */
    for (i = 0; i < nx; i++) {
        const double *v = &fh[(size_t)(i + 1) * ny];
        double *col = &u[(size_t)i * ld];
        for (j = 0; j < ny; j++) {
            double s = 0.0;
            for (k = 0; k < ny; k++) s += p->S[k * ny + j] * v[k];
            col[j + 1] = s;
        }
        col[0] = 0.0;
        col[ny + 1] = 0.0;
    }
}

void fp_destroy(fp_plan *p)
{
    if (!p) return;
    free(p->S); free(p->lam); free(p->fh); free(p->work); free(p->cp);
    free(p);
}
