% TEST_GRID  small self-tests of the spectral building blocks (run from octave/):
%   octave-cli tests/test_grid.m
here = fileparts(fileparts(mfilename("fullpath")));
addpath(here);
fails = 0;
L = 100;
for N = [64 128 256]
  [x, k] = kdv_grid(N, L);
  % derivative of a smooth periodic function
  u = sin(2*pi*3*x/L);
  ux = real(ifft(1i * k .* fft(u)));
  err = max(abs(ux - 2*pi*3/L * cos(2*pi*3*x/L)));
  if err > 1e-12
    printf("FAIL derivative N=%d err=%.2e\n", N, err); fails++;
  end
  % the Nyquist mode must not contribute to odd derivatives
  if k(N/2 + 1) != 0
    printf("FAIL Nyquist N=%d\n", N); fails++;
  end
end
% spectral_peak on a known maximum
[x, k] = kdv_grid(512, L);
u = soliton(x, 4, 1.2345);
xp = spectral_peak(fft(u), k, L, x(find(u == max(u), 1)));
if abs(xp - 1.2345) > 1e-7
  printf("FAIL spectral_peak %.12f\n", xp); fails++;
end
% mass and momentum of one soliton
[M, P] = invariants(fft(u), k, L);
if abs(M - 4) > 1e-8 || abs(P - 2/3*8) > 1e-8
  printf("FAIL invariants %.12f %.12f\n", M, P); fails++;
end
if fails
  exit(1);
end
printf("all grid tests passed\n");
