! lbm2d.f90 -- D2Q9 lattice Boltzmann kernel for periodic porous cells
!
! Steady Stokes flow through a periodic unit cell with a solid mask, driven
! by a uniform body force along x.  Half-way bounce-back on every link that
! ends in a solid node, Guo forcing, BGK (mode 0) or TRT (mode 1) collision
! with lam = (tau+ - 1/2)(tau- - 1/2).  Only fluid nodes are stored: the
! populations live in a compact array f(0:8, nf) and the streaming step
! pushes along a precomputed destination table.
!
! Ported in 2016 from the group's F77 code (perm2d.f, 2009).  Built as the
! Python extension lbmflow._lbm2d by f2py (see setup.py).
!
! Arguments
!   solid(nx,ny)   1 for solid nodes, 0 for fluid nodes
!   tau, lam       relaxation time (symmetric part) and TRT parameter
!   force          body force along x (lattice units)
!   mode           0 = BGK, 1 = TRT
!   maxit, nchk    step limit and interval between convergence checks
!   tol            stop when the largest change of u_x over nchk steps,
!                  relative to max|u_x| and per step, falls below tol
!   ux, uy         velocity at the nodes (0 in solid nodes)
!   iters, resid   steps taken and last convergence measure
!   hist(nhist)    convergence measure at every check (0 after the last)

subroutine perm2d(nx, ny, solid, tau, lam, force, mode, maxit, nchk, tol, &
                  ux, uy, iters, resid, hist, nhist)
  implicit none
  integer, intent(in) :: nx, ny, mode, maxit, nchk, nhist
  integer, intent(in) :: solid(nx, ny)
  real(8), intent(in) :: tau, lam, force, tol
  real(8), intent(out) :: ux(nx, ny), uy(nx, ny), resid, hist(nhist)
  integer, intent(out) :: iters

  integer :: cx(0:8), cy(0:8), opp(0:8)
  real :: w(0:8)
  real, allocatable :: f(:), fn(:), uold(:)
  integer, allocatable :: dest(:,:), node(:), inode(:,:)
  real :: rho, u, v, usq, cu, feq(0:8), src(0:8), fl(0:8)
  real :: om_p, om_m, cp, cm, fs, fa, es, ea, sp, sm, fx, du, umax
  integer :: i, j, k, n, nf, ip, jp, it, ih, base
  data cx /0, 1, 0, -1, 0, 1, -1, -1, 1/
  data cy /0, 0, 1, 0, -1, 1, 1, -1, -1/
  data opp /0, 3, 4, 1, 2, 7, 8, 5, 6/

  w = (/4./9., 1./9., 1./9., 1./9., 1./9., 1./36., 1./36., 1./36., 1./36./)

  ! number the fluid nodes
  allocate(inode(nx, ny))
  nf = 0
  do j = 1, ny
     do i = 1, nx
        inode(i, j) = 0
        if (solid(i, j) == 0) then
           nf = nf + 1
           inode(i, j) = nf
        end if
     end do
  end do
  allocate(f(9 * nf), fn(9 * nf), uold(nf), dest(0:8, nf), node(nf))

  ! destination of each post-collision population (1-based position in fn)
  do j = 1, ny
     do i = 1, nx
        n = inode(i, j)
        if (n == 0) cycle
        node(n) = i + (j - 1) * nx
        do k = 0, 8
           ip = modulo(i - 1 + cx(k), nx) + 1
           jp = modulo(j - 1 + cy(k), ny) + 1
           if (inode(ip, jp) == 0) then
              dest(k, n) = 9 * (n - 1) + opp(k) + 1
           else
              dest(k, n) = 9 * (inode(ip, jp) - 1) + k + 1
           end if
        end do
     end do
  end do

  fx = force
  om_p = 1. / tau
  if (mode == 1) then
     om_m = 1. / (0.5 + lam / (tau - 0.5))
  else
     om_m = om_p
  end if
  cp = 1. - 0.5 * om_p
  cm = 1. - 0.5 * om_m

  do n = 1, nf
     f(9 * (n - 1) + 1 : 9 * n) = w
  end do
  uold = 0.
  hist = 0d0
  ih = 0
  resid = 1d0
  iters = 0

  do it = 1, maxit
     do n = 1, nf
        base = 9 * (n - 1)
        fl = f(base + 1 : base + 9)
        rho = 0.
        u = 0.
        v = 0.
        do k = 0, 8
           rho = rho + fl(k)
           u = u + cx(k) * fl(k)
           v = v + cy(k) * fl(k)
        end do
        u = (u + 0.5 * fx) / rho
        v = v / rho
        usq = 1.5 * (u * u + v * v)
        do k = 0, 8
           cu = 3. * (cx(k) * u + cy(k) * v)
           feq(k) = w(k) * rho * (1. + cu + 0.5 * cu * cu - usq)
           src(k) = w(k) * (3. * (cx(k) - u) + 3. * cu * cx(k)) * fx
        end do
        fn(dest(0, n)) = fl(0) - om_p * (fl(0) - feq(0)) + cp * src(0)
        do k = 1, 8
           fs = 0.5 * (fl(k) + fl(opp(k)))
           fa = 0.5 * (fl(k) - fl(opp(k)))
           es = 0.5 * (feq(k) + feq(opp(k)))
           ea = 0.5 * (feq(k) - feq(opp(k)))
           sp = 0.5 * (src(k) + src(opp(k)))
           sm = 0.5 * (src(k) - src(opp(k)))
           fn(dest(k, n)) = fl(k) - om_p * (fs - es) - om_m * (fa - ea) + cp * sp + cm * sm
        end do
     end do
     f = fn
     iters = it

     if (mod(it, nchk) == 0) then
        du = 0.
        umax = 0.
        do n = 1, nf
           base = 9 * (n - 1)
           fl = f(base + 1 : base + 9)
           u = (sum(fl * cx) + 0.5 * fx) / sum(fl)
           du = max(du, abs(u - uold(n)))
           umax = max(umax, abs(u))
           uold(n) = u
        end do
        resid = du / max(umax, 1e-30) / nchk
        ih = ih + 1
        if (ih <= nhist) hist(ih) = resid
        if (resid < tol) exit
     end if
  end do

  ux = 0d0
  uy = 0d0
  do n = 1, nf
     base = 9 * (n - 1)
     fl = f(base + 1 : base + 9)
     rho = sum(fl)
     i = modulo(node(n) - 1, nx) + 1
     j = (node(n) - 1) / nx + 1
     ux(i, j) = (sum(fl * cx) + 0.5 * fx) / rho
     uy(i, j) = sum(fl * cy) / rho
  end do
  deallocate(f, fn, uold, dest, node, inode)
end subroutine perm2d


! Volume flux through every cross-section x = const (per unit depth):
! constant along x in a steady state, whatever the geometry.
subroutine flux2d(nx, ny, ux, q)
  implicit none
  integer, intent(in) :: nx, ny
  real(8), intent(in) :: ux(nx, ny)
  real(8), intent(out) :: q(nx)
  integer :: i, j
  q = 0d0
  do j = 1, ny
     do i = 1, nx
        q(i) = q(i) + ux(i, j)
     end do
  end do
end subroutine flux2d
