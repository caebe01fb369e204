## -*- texinfo -*-
## [h, score] = cv_bandwidth (x, y, grid, k)
## K-fold cross-validation over a bandwidth grid; folds are interleaved (i mod k) over the
## sorted sample, so the result does not depend on a random number generator.
function [h, score] = cv_bandwidth (x, y, grid, k)
  n = numel (x);
  fold = mod (0:n-1, k)' + 1;
  score = zeros (size (grid));
  for g = 1:numel (grid)
    err = [];
    for f = 1:k
      tr = fold != f;
      te = fold == f;
      yhat = nw_predict (x(tr), y(tr), x(te), grid(g));
      r = yhat - y(te);
      err = [err; r(finite (r))];
    endfor
    score(g) = mean (err .^ 2);
  endfor
  [~, best] = min (score);
  h = grid(best);
endfunction
