function [shift, speed, rms_res] = fit_shift(t, xc, T)
  % FIT_SHIFT  phase shift of one crest from its trajectory: straight lines
  % with a common speed through the first and the last quarter of the run;
  % the shift is the jump between the two lines.
  pre = t <= 0.25 * T;
  post = t >= 0.75 * T;
  sel = (pre | post) & isfinite(xc);
  tm = mean(t(sel));
  A = [double(pre(sel)), double(post(sel)), t(sel) - tm];
  p = A \ xc(sel);
  shift = p(2) - p(1);
  speed = p(3);
  rms_res = sqrt(mean((A * p - xc(sel)).^2));
end
