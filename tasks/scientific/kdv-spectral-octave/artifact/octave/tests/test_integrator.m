% TEST_INTEGRATOR  the solver against exact solutions over short times
% (run from octave/):  octave-cli tests/test_integrator.m
here = fileparts(fileparts(mfilename("fullpath")));
addpath(here);
fails = 0;
L = 100;
% one soliton: travels at speed c without change of shape
for c = [1 4]
  [x, k] = kdv_grid(512, L);
  u0 = soliton(x, c, -10);
  T = 1; dt = 0.001;
  v = kdv_ifrk4(fft(u0), k, dt, round(T / dt));
  err = max(abs(real(ifft(v)) - soliton(x, c, -10 + c*T)));
  if err > 1e-6
    printf("FAIL soliton c=%g err=%.2e\n", c, err); fails++;
  end
end
% two solitons before and through the collision, against Hirota's solution
[x, k] = kdv_grid(384, L);
u0 = two_soliton_exact(x, 0, 4, 1, -30, -15);
T = 6; dt = 0.001;
v = kdv_ifrk4(fft(u0), k, dt, round(T / dt));
err = max(abs(real(ifft(v)) - two_soliton_exact(x, T, 4, 1, -30, -15)));
if err > 1e-6
  printf("FAIL two solitons err=%.2e\n", err); fails++;
end
% invariants conserved by the scheme
[M0, P0] = invariants(fft(u0), k, L);
[M1, P1] = invariants(v, k, L);
if abs(M1 - M0) > 1e-10 || abs(P1 / P0 - 1) > 1e-7
  printf("FAIL invariants %.3e %.3e\n", M1 - M0, P1 / P0 - 1); fails++;
end
% ETDRK4 and IFRK4 agree
w = kdv_etdrk4(fft(u0), k, dt, round(T / dt));
if max(abs(real(ifft(w - v)))) > 1e-6
  printf("FAIL etdrk4 vs ifrk4 %.2e\n", max(abs(real(ifft(w - v))))); fails++;
end
if fails
  exit(1);
end
printf("all integrator tests passed\n");
