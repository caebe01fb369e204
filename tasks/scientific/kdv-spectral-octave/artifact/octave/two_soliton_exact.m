function u = two_soliton_exact(x, t, c1, c2, x1, x2)
  % TWO_SOLITON_EXACT  exact two-soliton solution of u_t + 6 u u_x + u_xxx = 0
  % on the real line (Hirota's tau function), u = 2 (log tau)_xx with
  %   tau = 1 + e1 + e2 + A12 e1 e2,  ei = exp(2 ki (x - ci t - xi0)),
  %   A12 = ((k1 - k2) / (k1 + k2))^2,  ki = sqrt(ci)/2.
  % The phases are chosen so that, long before the collision, the crests
  % travel along x1 + c1 t and x2 + c2 t.
  k1 = sqrt(c1) / 2;  k2 = sqrt(c2) / 2;
  A = ((k1 - k2) / (k1 + k2))^2;
  d = log(A);                                  % < 0
  % before the collision tau ~ 1 + e1 near the fast crest and ~ e1 (1 + A e2) near the slow one
  p1 = 2 * k1 * (x - c1 * t - x1);
  p2 = 2 * k2 * (x - c2 * t - x2) - d;
  % log(tau) evaluated stably as a log-sum-exp of the four terms
  terms = [zeros(size(p1(:))), p1(:), p2(:), p1(:) + p2(:) + d];
  m = max(terms, [], 2);
  w = exp(terms - m);
  s = sum(w, 2);
  % derivatives of log(tau) from the weights: (log tau)_x = sum(w .* a) / s
  a = [zeros(size(p1(:))), 2*k1*ones(size(p1(:))), 2*k2*ones(size(p1(:))), 2*(k1+k2)*ones(size(p1(:)))];
  m1 = sum(w .* a, 2) ./ s;
  m2 = sum(w .* a.^2, 2) ./ s;
  u = reshape(2 * (m2 - m1.^2), size(x));
end
