function [v, x, k] = kdv_ifrk4(u0, L, dt, T)
  % KDV_IFRK4  Fourier pseudo-spectral integration of u_t + 6 u u_x + u_xxx = 0
  % on the periodic interval [-L/2, L/2), integrating-factor RK4 in time.
  %   u0 : initial values on the N-point grid (column)
  %   returns the Fourier coefficients v at time T, the grid x and wavenumbers k
  N = numel(u0);
  x = -L/2 + (0:N-1)' * L / N;
  k = [0:N/2-1, 0, -N/2+1:-1]' * (2*pi/L);   % Nyquist mode zeroed
  v = fft(u0(:));
  g = -3i * k;                 % -6 u u_x = -3 (u^2)_x
  E = exp(0.5i * dt * k.^3);   % exact half step of u_t = -u_xxx
  E2 = E.^2;
  nst = round(T / dt);
  for n = 1:nst
    a = g .* fft(real(ifft(v)).^2);
    b = g .* fft(real(ifft(E .* (v + 0.5*dt*a))).^2);
    c = g .* fft(real(ifft(E .* v + 0.5*dt*b)).^2);
    d = g .* fft(real(ifft(E2 .* v + dt * E .* c)).^2);
    v = E2 .* v + dt/6 * (E2 .* a + 2 * E .* (b + c) + d);
  end
end
