% QUICK_CHECK  a few seconds: spectral derivative of a soliton and a short
% single-soliton run of the integrator (no collision, no extra packages).
here = fileparts(mfilename("fullpath"));
addpath(here);
L = 100; N = 256; c = 4;
[x, k] = kdv_grid(N, L);
u = soliton(x, c, 0);
ux = real(ifft(1i * k .* fft(u)));
exact = -0.5 * c * sqrt(c) * sech(0.5*sqrt(c)*x).^2 .* tanh(0.5*sqrt(c)*x);
printf("spectral derivative error (N=%d): %.2e\n", N, max(abs(ux - exact)));
T = 2; dt = 0.002;
v = kdv_ifrk4(fft(u), k, dt, round(T / dt));
[~, i] = max(real(ifft(v)));
xp = spectral_peak(v, k, L, x(i));
printf("single soliton, c=%g, T=%g: position %.6f (exact %.6f)\n", c, T, xp, c*T);
if abs(xp - c*T) < 1e-3
  printf("quick check passed\n");
else
  printf("quick check FAILED\n");
  exit(1);
end
