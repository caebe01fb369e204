function [x, k] = kdv_grid(N, L)
  % KDV_GRID  collocation points on [-L/2, L/2) and the matching wavenumbers
  % in FFT order, with the Nyquist mode set to zero (odd derivatives).
  N = double(N);
  x = -L/2 + (0:N-1)' * (L / N);
  k = [0:N/2-1, 0, -N/2+1:-1]' * (2*pi / L);
end
