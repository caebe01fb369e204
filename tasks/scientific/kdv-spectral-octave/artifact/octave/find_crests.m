function [xf, xs, ok] = find_crests(v, x, k, L, hmin)
  % FIND_CRESTS  positions of the tallest (fast) and second tallest (slow)
  % crest of u = ifft(v), refined on the Fourier interpolant.  ok is false
  % while the two solitons are merged into one hump.
  u = real(ifft(v));
  % the collision sheds a small dispersive tail with u < 0: look at the positive part
  [pks, locs] = findpeaks(max(u, 0), "MinPeakHeight", hmin, "MinPeakDistance", 8);
  ok = numel(pks) >= 2;
  xf = NaN; xs = NaN;
  if ! ok
    return;
  end
  [~, order] = sort(pks, "descend");
  xf = spectral_peak(v, k, L, x(locs(order(1))));
  xs = spectral_peak(v, k, L, x(locs(order(2))));
end
