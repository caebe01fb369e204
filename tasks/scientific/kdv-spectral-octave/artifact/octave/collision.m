function r = collision(c1, c2, N, dt, opts)
  % COLLISION  overtaking collision of a fast (c1) and a slow (c2) KdV soliton;
  % returns the shift of both, measured two ways:
  %   end state  : crest positions at the end against the free flight x0 + c T
  %   trajectory : jump between straight-line fits before and after (fit_shift)
  if nargin < 5
    opts = struct();
  end
  if ! isfield(opts, "L"), opts.L = 100; end
  if ! isfield(opts, "nsnap"), opts.nsnap = 400; end
  pkg load signal
  L = opts.L;
  x1 = -30; x2 = -15;                  % fast one behind the slow one
  T = 30 / (c1 - c2);                  % until they are as far apart again
  [x, k] = kdv_grid(N, L);
  u0 = soliton(x, c1, x1) + soliton(x, c2, x2);
  v = fft(u0);
  nst = round(T / dt);
  every = max(1, idivide(int32(nst), int32(opts.nsnap)));
  hmin = 0.25 * c2;
  tic;
  [v, hist] = kdv_ifrk4(v, k, dt, nst, every, @(w) crest_row(w, x, k, L, hmin));
  r.seconds = toc;
  % end state
  [xf, xs, ok] = find_crests(v, x, k, L, hmin);
  if ! ok
    error("collision: the two solitons are not separated at T = %g", T);
  end
  r.c1 = c1; r.c2 = c2; r.N = double(N); r.dt = dt; r.T = T; r.steps = nst;
  r.end_fast = xf - (x1 + c1 * T);
  r.end_slow = xs - (x2 + c2 * T);
  % trajectories: unwrap the periodic positions along the free flight
  snap = every:every:nst;
  t = snap(:) * dt;
  t = t(1:rows(hist));
  pf = hist(:, 1); ps = hist(:, 2);
  pf = pf + L * round((x1 + c1 * t - pf) / L);
  ps = ps + L * round((x2 + c2 * t - ps) / L);
  [r.traj_fast, r.speed_fast, r.res_fast] = fit_shift(t, pf, T);
  [r.traj_slow, r.speed_slow, r.res_slow] = fit_shift(t, ps, T);
  % invariants of the scheme: mass (k = 0 mode) and the L2 norm
  u = real(ifft(v));
  r.mass_drift = abs(real(v(1)) - sum(u0)) / abs(sum(u0));
  r.l2_drift = abs(sum(u.^2) - sum(u0.^2)) / sum(u0.^2);
end

function row = crest_row(w, x, k, L, hmin)
  [xf, xs] = find_crests(w, x, k, L, hmin);
  row = [xf, xs];
end
