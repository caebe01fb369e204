function [v, hist] = kdv_ifrk4(v, k, dt, nst, every, observer)
  % KDV_IFRK4  nst steps of integrating-factor RK4 for u_t + 6 u u_x + u_xxx = 0,
  % acting on the Fourier coefficients v (column).  The dispersive term is
  % integrated exactly, the nonlinear term -3 (u^2)_x by classical RK4.
  %   every, observer : optional; observer(v) is called after every `every`
  %   steps and its (row) results are collected in hist, one row per call
  g = -3i * k;
  E = exp(0.5i * dt * k.^3);
  E2 = E.^2;
  hist = [];
  if nargin < 6
    every = nst + 1;
  end
  j = 0;
  for n = 1:nst
    a = g .* fft(real(ifft(v)).^2);
    b = g .* fft(real(ifft(E .* (v + 0.5*dt*a))).^2);
    c = g .* fft(real(ifft(E .* v + 0.5*dt*b)).^2);
    d = g .* fft(real(ifft(E2 .* v + dt * E .* c)).^2);
    v = E2 .* v + dt/6 * (E2 .* a + 2 * E .* (b + c) + d);
    if mod(n, every) == 0
      j = j + 1;
      row = observer(v);
      if j == 1
        hist = zeros(floor(nst / double(every)), numel(row));
      end
      hist(j, :) = row;
    end
  end
end
