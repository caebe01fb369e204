! lbmcore.f90 -- D2Q9 lattice Boltzmann kernel for force-driven channel flow
!
! The flow is uniform along the channel (x), so only the cross-channel
! direction (y) is resolved: populations f(0:8, ny), streaming in y only,
! half-way bounce-back at both walls (walls at y = 0 and y = ny).
! Guo forcing; BGK (mode 0) or two-relaxation-time TRT (mode 1) collision,
! the TRT "magic" parameter lam = (tau+ - 1/2)(tau- - 1/2).
!
! Built as the Python extension lbmflow._lbmcore by f2py (see setup.py).

subroutine channel(ny, tau, lam, force, maxit, tol, mode, u, iters, resid)
  implicit none
  integer, intent(in) :: ny, maxit, mode
  real(8), intent(in) :: tau, lam, force, tol
  real(8), intent(out) :: u(ny), resid
  integer, intent(out) :: iters
  integer, parameter :: cx(0:8) = (/0, 1, 0, -1, 0, 1, -1, -1, 1/)
  integer, parameter :: cy(0:8) = (/0, 0, 1, 0, -1, 1, 1, -1, -1/)
  integer, parameter :: opp(0:8) = (/0, 3, 4, 1, 2, 7, 8, 5, 6/)
  real(8), parameter :: w(0:8) = (/4d0/9d0, 1d0/9d0, 1d0/9d0, 1d0/9d0, 1d0/9d0, &
                                   1d0/36d0, 1d0/36d0, 1d0/36d0, 1d0/36d0/)
  real(8) :: f(0:8, ny), fp(0:8, ny), feq(0:8), src(0:8), uold(ny)
  real(8) :: rho, ux, cu, om_p, om_m, sp, sm, fs, fa, es, ea, taum
  integer :: j, k, it, jj

  om_p = 1d0 / tau
  if (mode == 1) then
     taum = 0.5d0 + lam / (tau - 0.5d0)
     om_m = 1d0 / taum
  else
     om_m = om_p
  end if
  do j = 1, ny
     f(:, j) = w
  end do
  u = 0d0
  resid = 1d0
  iters = 0
  do it = 1, maxit
     uold = u
     ! collide
     do j = 1, ny
        rho = sum(f(:, j))
        ux = (sum(f(:, j) * cx) + 0.5d0 * force) / rho
        u(j) = ux
        do k = 0, 8
           cu = cx(k) * ux
           feq(k) = w(k) * rho * (1d0 + 3d0 * cu + 4.5d0 * cu * cu - 1.5d0 * ux * ux)
           src(k) = w(k) * (3d0 * (cx(k) - ux) * force + 9d0 * cu * cx(k) * force)
        end do
        do k = 0, 8
           fs = 0.5d0 * (f(k, j) + f(opp(k), j))
           fa = 0.5d0 * (f(k, j) - f(opp(k), j))
           es = 0.5d0 * (feq(k) + feq(opp(k)))
           ea = 0.5d0 * (feq(k) - feq(opp(k)))
           sp = 0.5d0 * (src(k) + src(opp(k)))
           sm = 0.5d0 * (src(k) - src(opp(k)))
           fp(k, j) = f(k, j) - om_p * (fs - es) - om_m * (fa - ea) &
                      + (1d0 - 0.5d0 * om_p) * sp + (1d0 - 0.5d0 * om_m) * sm
        end do
     end do
     ! stream in y, bounce back at the walls
     do j = 1, ny
        do k = 0, 8
           jj = j - cy(k)
           if (jj < 1 .or. jj > ny) then
              f(k, j) = fp(opp(k), j)
           else
              f(k, j) = fp(k, jj)
           end if
        end do
     end do
     iters = it
     if (it > 1) then
        resid = maxval(abs(u - uold)) / max(maxval(abs(u)), 1d-300)
        if (resid < tol) exit
     end if
  end do
end subroutine channel
