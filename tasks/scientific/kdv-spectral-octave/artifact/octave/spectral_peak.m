function [xp, nit, last] = spectral_peak(v, k, L, xg)
  % SPECTRAL_PEAK  maximum of the Fourier interpolant near the point xg:
  % Newton's method on u'(x) = 0 with both derivatives from the coefficients v.
  %   returns the position, the number of iterations and the size of the last step
  N = numel(v);
  x0 = -L/2;
  xp = xg;
  last = Inf;
  for nit = 1:30
    e = exp(1i * k * (xp - x0));
    d1 = real(sum(1i * k .* v .* e)) / N;
    d2 = real(sum(-(k.^2) .* v .* e)) / N;
    step = d1 / d2;
    xp = xp - step;
    last = abs(step);
    if last < 1e-13
      break;
    end
  end
end
