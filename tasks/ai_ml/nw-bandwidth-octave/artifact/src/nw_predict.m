## -*- texinfo -*-
## yhat = nw_predict (x, y, xq, h)
## Nadaraya-Watson estimate at the query points xq with a Gaussian kernel of bandwidth h.
function yhat = nw_predict (x, y, xq, h)
  W = normpdf ((xq(:) - x(:)') / h);          # |xq| x |x| kernel weights
  yhat = (W * y(:)) ./ sum (W, 2);
endfunction
