/* test_fastpoisson.c -- the subdomain solver against the 5-point operator:
 * solve with random f and boundary columns, apply the operator to the result
 * and compare with the right-hand side.   make test */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "../src/compat.h"
#include "../src/fastpoisson.h"

static double rnd(unsigned *s)
{
    *s = *s * 1103515245u + 12345u;
    return ((*s >> 8) & 0xffff) / 65536.0 - 0.5;
}

static int one(int ny, int nx, unsigned seed)
{
    const int ld = ny + 2;
    const double h = 1.0 / (ny + 1);
    double *f = calloc((size_t)nx * ld, sizeof(double));
    double *u = calloc((size_t)(nx + 2) * ld, sizeof(double));
    fp_plan *p = fp_create(ny, nx, h);
    int i, j;
    double res = 0.0, fmax_ = 0.0;
    for (i = 0; i < nx; i++)
        for (j = 1; j <= ny; j++) f[i * ld + j] = rnd(&seed);
    for (j = 1; j <= ny; j++) {
        u[j] = rnd(&seed);
        u[(nx + 1) * ld + j] = rnd(&seed);
    }
    fp_solve(p, f, &u[0], &u[(nx + 1) * ld], &u[ld], ld);
    for (i = 1; i <= nx; i++)
        for (j = 1; j <= ny; j++) {
            double lap = (4 * u[i * ld + j] - u[(i - 1) * ld + j] - u[(i + 1) * ld + j]
                          - u[i * ld + j - 1] - u[i * ld + j + 1]) / (h * h);
            res = fmax(res, fabs(lap - f[(i - 1) * ld + j]));
            fmax_ = fmax(fmax_, fabs(f[(i - 1) * ld + j]));
        }
    fp_destroy(p); free(f); free(u);
    res /= fmax_ * (ny + 1) * (ny + 1);
    printf("ny=%3d nx=%3d  relative residual %.2e  %s\n", ny, nx, res, res < 1e-4 ? "ok" : "FAILED");
    return res < 1e-4 ? 0 : 1;
}

int main(void)
{
    int bad = 0;
    bad += one(7, 5, 1u);
    bad += one(31, 40, 2u);
    bad += one(63, 73, 3u);
    bad += one(127, 140, 4u);
    printf(bad ? "test FAILED\n" : "test passed\n");
    return bad != 0;
}
