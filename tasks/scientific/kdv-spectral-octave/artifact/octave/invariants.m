function [M, P, H] = invariants(v, k, L)
  % INVARIANTS  the first three conserved quantities of KdV from the Fourier
  % coefficients: mass int u, momentum int u^2, energy int (u^3 - u_x^2/2).
  N = numel(v);
  h = L / N;
  u = real(ifft(v));
  ux = real(ifft(1i * k .* v));
  M = h * sum(u);
  P = h * sum(u.^2);
  H = h * sum(u.^3 - 0.5 * ux.^2);
end
