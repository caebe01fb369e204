! adi2d_compact.f90 -- DRAFT (2016-04): compact fourth-order version of legacy/adi2d.f.
!
! Douglas-Gunn splitting of (Bx By) u_t = nu (Ax By + Bx Ay) u / h^2 on the periodic unit
! square, with Bx, By = tridiag(1, 10, 1) / 12 and Ax, Ay = tridiag(1, -2, 1) in each
! direction. Still second order in time: the Richardson step of the 1D paper is not
! applied yet (see docs/derivation.md, "Open points"). Not built, not used by the paper.
module adi2d_compact
  implicit none
  private
  public :: dg_step, apply_b, apply_a

  integer, parameter :: dp = kind(1.0d0)

  interface
    subroutine cyctri(a, b, c, alpha, beta, r, x, n, bb, u, z, w)
      integer :: n
      double precision :: a(n), b(n), c(n), alpha, beta, r(n), x(n)
      double precision :: bb(n), u(n), z(n), w(n)
    end subroutine cyctri
  end interface

contains

  ! y = B x along one periodic line
  subroutine apply_b(n, x, y)
    integer, intent(in) :: n
    real(dp), intent(in) :: x(n)
    real(dp), intent(out) :: y(n)
    integer :: j
    do j = 1, n
      y(j) = (x(modulo(j - 2, n) + 1) + 10.0_dp * x(j) + x(modulo(j, n) + 1)) / 12.0_dp
    end do
  end subroutine apply_b

  ! y = A x along one periodic line
  subroutine apply_a(n, x, y)
    integer, intent(in) :: n
    real(dp), intent(in) :: x(n)
    real(dp), intent(out) :: y(n)
    integer :: j
    do j = 1, n
      y(j) = x(modulo(j - 2, n) + 1) - 2.0_dp * x(j) + x(modulo(j, n) + 1)
    end do
  end subroutine apply_a

  ! One Douglas-Gunn step of size dt for u(n, n); r = nu dt / (2 h^2).
  subroutine dg_step(n, r, u)
    integer, intent(in) :: n
    real(dp), intent(in) :: r
    real(dp), intent(inout) :: u(n, n)
    real(dp) :: rhs(n, n), tmp(n), line(n), t1(n), t2(n)
    real(dp) :: a(n), b(n), c(n), bb(n), uu(n), z(n), w(n), sol(n)
    real(dp) :: lo, di
    integer :: i, j

    ! right-hand side: (Bx By + r (Ax By + Bx Ay)) u
    do j = 1, n
      call apply_b(n, u(:, j), t1)
      call apply_a(n, u(:, j), t2)
      rhs(:, j) = t1 + r * t2          ! (Bx + r Ax) u, line by line in x
    end do
    do i = 1, n
      line = rhs(i, :)
      call apply_b(n, line, tmp)
      rhs(i, :) = tmp                  ! By applied
      call apply_a(n, u(i, :), t2)
      call apply_b(n, t2, t1)
      ! the cross term r Bx Ay u is approximated by r Ay u here (draft: fourth order lost)
      rhs(i, :) = rhs(i, :) + r * t2
    end do

    ! (Bx - r Ax) v = rhs along x, then (By - r Ay) u = v along y
    lo = 1.0_dp / 12.0_dp - r
    di = 10.0_dp / 12.0_dp + 2.0_dp * r
    a = lo
    b = di
    c = lo
    do j = 1, n
      line = rhs(:, j)
      call cyctri(a, b, c, lo, lo, line, sol, n, bb, uu, z, w)
      rhs(:, j) = sol
    end do
    do i = 1, n
      line = rhs(i, :)
      call cyctri(a, b, c, lo, lo, line, sol, n, bb, uu, z, w)
      u(i, :) = sol
    end do
  end subroutine dg_step

end module adi2d_compact
