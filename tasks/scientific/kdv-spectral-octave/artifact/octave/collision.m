function r = collision(c1, c2, N, dt)
  % COLLISION  overtaking collision of a fast (c1) and a slow (c2) KdV soliton;
  % returns the measured position shifts of both after the interaction.
  pkg load signal
  L = 100;
  x1 = -30; x2 = -15;                  % fast one behind the slow one
  T = 30 / (c1 - c2);                  % until they are as far apart again
  x = -L/2 + (0:N-1)' * L / N;
  u0 = soliton(x, c1, x1) + soliton(x, c2, x2);
  [v, x, k] = kdv_ifrk4(u0, L, dt, T);
  u = real(ifft(v));
  % the collision sheds a small dispersive tail with u < 0: look at the positive part
  [pks, locs] = findpeaks(max(u, 0), "MinPeakHeight", 0.25 * c2, "MinPeakDistance", 8);
  if numel(pks) < 2
    error("collision: found %d solitons after the collision", numel(pks));
  end
  [~, order] = sort(pks, "descend");
  xf = spectral_peak(v, k, L, x(locs(order(1))));   % fast = taller
  xs = spectral_peak(v, k, L, x(locs(order(2))));
  r.c1 = c1; r.c2 = c2; r.N = N; r.dt = dt; r.T = T;
  r.shift_fast = xf - (x1 + c1 * T);
  r.shift_slow = xs - (x2 + c2 * T);
  % invariants: mass and momentum drift
  r.mass_drift = abs(real(v(1)) - sum(u0)) / abs(sum(u0));
  r.l2_drift = abs(sum(u.^2) - sum(u0.^2)) / sum(u0.^2);
end
