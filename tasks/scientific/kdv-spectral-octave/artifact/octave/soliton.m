function u = soliton(x, c, x0)
  % SOLITON  one KdV soliton of speed c centred at x0:
  %   u = c/2 sech^2(sqrt(c)/2 (x - x0))
  u = 0.5 * c * sech(0.5 * sqrt(c) * (x - x0)).^2;
end
