## -*- texinfo -*-
## h = rot_bandwidth (x)
## Silverman's rule of thumb, h = 0.9 min(sd, IQR/1.34) n^(-1/5).
function h = rot_bandwidth (x)
  s = min (std (x), iqr (x) / 1.34);
  h = 0.9 * s * numel (x) ^ (-1/5);
endfunction
