function v = kdv_etdrk4(v, k, dt, nst)
  % KDV_ETDRK4  exponential time differencing RK4 (Cox & Matthews form, with
  % the phi-functions evaluated by contour integrals as Kassam & Trefethen
  % suggest; the coefficients stay complex since L is imaginary).  An alternative to kdv_ifrk4; slower per step here, and not
  % used for the tables.
  Lk = 1i * k.^3;                      % linear part: u_t = -u_xxx
  E = exp(dt * Lk);  E2 = exp(dt * Lk / 2);
  M = 32;
  r = exp(1i * pi * ((1:M) - 0.5) / M);
  LR = dt * Lk(:, ones(M, 1)) + r(ones(numel(k), 1), :);
  Q  = dt * mean((exp(LR/2) - 1) ./ LR, 2);
  f1 = dt * mean((-4 - LR + exp(LR) .* (4 - 3*LR + LR.^2)) ./ LR.^3, 2);
  f2 = dt * mean((2 + LR + exp(LR) .* (-2 + LR)) ./ LR.^3, 2);
  f3 = dt * mean((-4 - 3*LR - LR.^2 + exp(LR) .* (4 - LR)) ./ LR.^3, 2);
  g = -3i * k;
  nl = @(w) g .* fft(real(ifft(w)).^2);
  for n = 1:nst
    Nv = nl(v);
    a = E2 .* v + Q .* Nv;   Na = nl(a);
    b = E2 .* v + Q .* Na;   Nb = nl(b);
    c = E2 .* a + Q .* (2*Nb - Nv);   Nc = nl(c);
    v = E .* v + Nv .* f1 + 2 * (Na + Nb) .* f2 + Nc .* f3;
  end
end
