function xp = spectral_peak(v, k, L, xg)
  % SPECTRAL_PEAK  maximum of the Fourier interpolant near the grid point xg
  % (Newton iteration on u'(x) = 0, derivatives from the coefficients)
  N = numel(v);
  x0 = -L/2;
  xp = xg;
  for it = 1:30
    e = exp(1i * k * (xp - x0));
    d1 = real(sum(1i * k .* v .* e)) / N;
    d2 = real(sum(-(k.^2) .* v .* e)) / N;
    step = d1 / d2;
    xp = xp - step;
    if abs(step) < 1e-13
      break;
    end
  end
end
