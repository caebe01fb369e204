! ftcs.f90 -- explicit (forward Euler, central differences) reference scheme for
! u_t = nu u_xx on (0,1), u = 0 at both ends. Stable for nu dt / h^2 <= 1/2 only.
! Used in the preprint's introduction to motivate implicit schemes; not built by the
! Makefile and not called from Python.
module ftcs
  use iso_c_binding, only: c_int, c_double
  implicit none
  private
  public :: ftcs_error

  real(c_double), parameter :: pi = 3.14159265358979323846264338327950288_c_double

contains

  function ftcs_error(n, nu, kwave, t_final, nsteps) result(err) bind(C, name="ftcs_error")
    integer(c_int), value :: n, kwave, nsteps
    real(c_double), value :: nu, t_final
    real(c_double) :: err
    real(c_double) :: h, dt, mu, decay
    real(c_double), allocatable :: u(:), un(:), exact(:)
    integer :: j, step

    h = 1.0_c_double / n
    dt = t_final / nsteps
    mu = nu * dt / (h * h)
    if (mu > 0.5_c_double) then
      err = -1.0_c_double          ! unstable: refuse
      return
    end if
    allocate(u(0:n), un(0:n), exact(0:n))
    do j = 0, n
      u(j) = sin(kwave * pi * j * h)
    end do
    u(0) = 0.0_c_double
    u(n) = 0.0_c_double
    do step = 1, nsteps
      un(0) = 0.0_c_double
      un(n) = 0.0_c_double
      do j = 1, n - 1
        un(j) = u(j) + mu * (u(j - 1) - 2.0_c_double * u(j) + u(j + 1))
      end do
      u = un
    end do
    decay = exp(-nu * (kwave * pi)**2 * t_final)
    do j = 0, n
      exact(j) = decay * sin(kwave * pi * j * h)
    end do
    err = maxval(abs(u - exact)) / maxval(abs(exact))
  end function ftcs_error

end module ftcs
