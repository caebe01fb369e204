! heat1d.f90 -- Crank-Nicolson solvers for u_t = nu u_xx on (0,1), u = 0 at both ends.
!
! The test problem has the exact solution u(x,t) = exp(-nu (k pi)^2 t) sin(k pi x).
! heat1d_error() integrates it to t_final and returns the relative max-norm error.
!
!   scheme 1 (CN2): second-order central differences in space, Crank-Nicolson in time.
!   scheme 2 (CC4): fourth-order compact (Numerov) differences in space,
!                   Crank-Nicolson in time with one Richardson extrapolation step:
!                   u = (4 u(dt/2) - u(dt)) / 3.
!
! bc = 1: u = 0 at both ends (interior unknowns x_j = j/n, j = 1..n-1).
! bc = 2: periodic on (0,1) (unknowns x_j = j/n, j = 0..n-1); the exact solution is then
!         u(x,t) = exp(-nu (2 k pi)^2 t) sin(2 k pi x) and the cyclic systems are solved
!         by CYCTRI (src/cyctri.f).
!
! Built as a shared library and called from Python through ctypes (bind(C)).
module heat1d
  use iso_c_binding, only: c_int, c_double
  implicit none
  private
  public :: heat1d_error

  interface
    subroutine cyctri(a, b, c, alpha, beta, r, x, n, bb, u, z, w)
      integer :: n
      double precision :: a(n), b(n), c(n), alpha, beta, r(n), x(n)
      double precision :: bb(n), u(n), z(n), w(n)
    end subroutine cyctri
  end interface

  real(c_double), parameter :: pi = 3.14159265358979323846264338327950288_c_double

contains

  ! Advance the interior values u(1:n-1) from t = 0 to t_end by Crank-Nicolson steps of size dt.
  subroutine cn_advance(n, nu, dt, t_end, compact, u)
    integer, intent(in) :: n
    real(c_double), intent(in) :: nu, dt, t_end
    logical, intent(in) :: compact
    real(c_double), intent(inout) :: u(n - 1)
    real(c_double) :: h, r, lo, di, ro, rdi, m, t
    real(c_double) :: rhs(n - 1), c(n - 1)
    integer :: j, m1

    m1 = n - 1
    h = 1.0_c_double / n
    r = nu * dt / (2.0_c_double * h * h)
    if (compact) then
      ! (B - r A) u_new = (B + r A) u_old, B = tridiag(1, 10, 1) / 12, A = tridiag(1, -2, 1)
      lo = 1.0_c_double / 12.0_c_double - r
      di = 10.0_c_double / 12.0_c_double + 2.0_c_double * r
      ro = 1.0_c_double / 12.0_c_double + r
      rdi = 10.0_c_double / 12.0_c_double - 2.0_c_double * r
    else
      lo = -r
      di = 1.0_c_double + 2.0_c_double * r
      ro = r
      rdi = 1.0_c_double - 2.0_c_double * r
    end if

    t = 0.0_c_double
    do while (t_end - t > spacing(t_end))
      ! right-hand side, with the zero boundary values
      do j = 1, m1
        rhs(j) = rdi * u(j)
        if (j > 1) rhs(j) = rhs(j) + ro * u(j - 1)
        if (j < m1) rhs(j) = rhs(j) + ro * u(j + 1)
      end do
      ! Thomas algorithm for the constant tridiagonal matrix (lo, di, lo)
      c(1) = lo / di
      rhs(1) = rhs(1) / di
      do j = 2, m1
        m = di - lo * c(j - 1)
        c(j) = lo / m
        rhs(j) = (rhs(j) - lo * rhs(j - 1)) / m
      end do
      u(m1) = rhs(m1)
      do j = m1 - 1, 1, -1
        u(j) = rhs(j) - c(j) * u(j + 1)
      end do
      t = t + dt
    end do
  end subroutine cn_advance

  ! Advance the n periodic values u(1:n) from t = 0 to t_end by Crank-Nicolson steps of size dt.
  subroutine cn_advance_periodic(n, nu, dt, t_end, compact, u)
    integer, intent(in) :: n
    real(c_double), intent(in) :: nu, dt, t_end
    logical, intent(in) :: compact
    real(c_double), intent(inout) :: u(n)
    real(c_double) :: h, r, lo, di, ro, rdi, t
    real(c_double) :: rhs(n), a(n), b(n), c(n), bb(n), uu(n), z(n), w(n)
    integer :: j

    h = 1.0_c_double / n
    r = nu * dt / (2.0_c_double * h * h)
    if (compact) then
      lo = 1.0_c_double / 12.0_c_double - r
      di = 10.0_c_double / 12.0_c_double + 2.0_c_double * r
      ro = 1.0_c_double / 12.0_c_double + r
      rdi = 10.0_c_double / 12.0_c_double - 2.0_c_double * r
    else
      lo = -r
      di = 1.0_c_double + 2.0_c_double * r
      ro = r
      rdi = 1.0_c_double - 2.0_c_double * r
    end if
    a = lo
    b = di
    c = lo

    t = 0.0_c_double
    do while (t_end - t > spacing(t_end))
      rhs(1) = rdi * u(1) + ro * (u(n) + u(2))
      do j = 2, n - 1
        rhs(j) = rdi * u(j) + ro * (u(j - 1) + u(j + 1))
      end do
      rhs(n) = rdi * u(n) + ro * (u(n - 1) + u(1))
      call cyctri(a, b, c, lo, lo, rhs, u, n, bb, uu, z, w)
      t = t + dt
    end do
  end subroutine cn_advance_periodic

  function heat1d_error(n, nu, kwave, t_final, nsteps, scheme, bc) result(err) &
      bind(C, name="heat1d_error")
    integer(c_int), value :: n, kwave, nsteps, scheme, bc
    real(c_double), value :: nu, t_final
    real(c_double) :: err
    real(c_double) :: x, dt, decay, wn
    real(c_double), allocatable :: u0(:), u(:), uf(:), exact(:)
    integer :: j, m

    if ((bc /= 1 .and. bc /= 2) .or. n < 4) then
      err = -1.0_c_double
      return
    end if

    if (bc == 2) then
      m = n
      wn = 2 * kwave * pi
    else
      m = n - 1
      wn = kwave * pi
    end if
    allocate(u0(m), u(m), uf(m), exact(m))
    decay = exp(-nu * wn**2 * t_final)
    do j = 1, m
      if (bc == 2) then
        x = real(j - 1, c_double) / n
      else
        x = real(j, c_double) / n
      end if
      u0(j) = sin(wn * x)
      exact(j) = decay * u0(j)
    end do
    dt = t_final / nsteps

    select case (scheme)
    case (1)
      u = u0
      call advance(.false., dt, u)
    case (2)
      u = u0
      call advance(.true., dt, u)
      uf = u0
      call advance(.true., dt / 2, uf)
      u = (4.0_c_double * uf - u) / 3.0_c_double
    case default
      err = -1.0_c_double
      return
    end select

    err = maxval(abs(u - exact)) / maxval(abs(exact))

  contains

    subroutine advance(compact, step, v)
      logical, intent(in) :: compact
      real(c_double), intent(in) :: step
      real(c_double), intent(inout) :: v(:)
      if (bc == 2) then
        call cn_advance_periodic(n, nu, step, t_final, compact, v)
      else
        call cn_advance(n, nu, step, t_final, compact, v)
      end if
    end subroutine advance
  end function heat1d_error

end module heat1d
