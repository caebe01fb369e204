! driver2d.f90 -- stand-alone driver of perm2d for profiling (see Makefile)
!
! usage: ./driver2d L R tau mode
program driver2d
  implicit none
  integer :: n, mode, i, j, iters, c
  real(8) :: r, tau, resid, t0, t1, k, nu, force
  integer, allocatable :: solid(:,:)
  real(8), allocatable :: ux(:,:), uy(:,:), hist(:)
  character(len=32) :: arg

  n = 40; r = 10d0; tau = 1d0; mode = 1
  if (command_argument_count() >= 4) then
     call get_command_argument(1, arg); read(arg, *) n
     call get_command_argument(2, arg); read(arg, *) r
     call get_command_argument(3, arg); read(arg, *) tau
     call get_command_argument(4, arg); read(arg, *) mode
  end if
  allocate(solid(n, n), ux(n, n), uy(n, n), hist(20000))
  c = n / 2
  do j = 1, n
     do i = 1, n
        solid(i, j) = 0
        if (real(i - 1 - c, 8)**2 + real(j - 1 - c, 8)**2 <= r * r) solid(i, j) = 1
     end do
  end do
  nu = (tau - 0.5d0) / 3d0
  force = 1d-5 * nu * nu
  call cpu_time(t0)
  call perm2d(n, n, solid, tau, 0.1875d0, force, mode, 2000000, 100, 1d-10, &
              ux, uy, iters, resid, hist, 20000)
  call cpu_time(t1)
  k = sum(ux) / (n * n) * nu / force
  print '(a,i4,a,f6.2,a,f6.3,a,i1,a,es14.6,a,i8,a,f8.2,a)', 'L=', n, ' R=', r, ' tau=', tau, &
        ' mode=', mode, ' k/R^2=', k / (r * r), ' steps=', iters, ' (', t1 - t0, ' s)'
end program driver2d
