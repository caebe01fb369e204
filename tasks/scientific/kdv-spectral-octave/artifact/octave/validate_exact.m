% VALIDATE_EXACT  compare the IFRK4 solver with the exact two-soliton solution
% over a short interval (before the periodic images matter).  Not part of the
% tables; used while choosing N and dt (see docs/numerics.md).
here = fileparts(mfilename("fullpath"));
addpath(here);
c1 = 4; c2 = 1; L = 100;
Ns = [192 256 384 512];
dts = [0.002 0.001 0.0005];
T = 4;
printf("%6s %9s %12s\n", "N", "dt", "max error");
for N = Ns
  [x, k] = kdv_grid(N, L);
  for dt = dts
    u0 = two_soliton_exact(x, 0, c1, c2, -30, -15);
    v = kdv_ifrk4(fft(u0), k, dt, round(T / dt));
    ue = two_soliton_exact(x, T, c1, c2, -30, -15);
    printf("%6d %9.5f %12.3e\n", N, dt, max(abs(real(ifft(v)) - ue)));
  end
end
