/* fastpoisson.h -- exact solver for the 5-point Laplacian on a rectangle of
 * nx x ny interior points with Dirichlet data: sine transform in y,
 * tridiagonal solves in x. */
#ifndef FASTPOISSON_H
#define FASTPOISSON_H

typedef struct fp_plan fp_plan;

fp_plan *fp_create(int ny, int nx, double h);
/* f: nx columns of stride ld (entries 1..ny used); bl, br: the boundary
 * columns left and right (entries 0..ny+1); u: nx output columns, stride ld */
void fp_solve(fp_plan *p, const double *f, const double *bl, const double *br,
              double *u, int ld);
void fp_destroy(fp_plan *p);

#endif
