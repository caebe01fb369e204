% DUMP_TRAJECTORY  crest positions of one collision at every snapshot, for the
% trajectory plots:  octave-cli dump_trajectory.m c1 c2 N dt OUT_CSV
1;
function row = crest_pair(w, x, k, L, hmin)
  [xf, xs] = find_crests(w, x, k, L, hmin);
  row = [xf, xs];
end

args = argv();
if numel(args) < 5
  error("usage: octave-cli dump_trajectory.m c1 c2 N dt OUT_CSV");
end
c1 = str2double(args{1}); c2 = str2double(args{2});
N = str2double(args{3}); dt = str2double(args{4});
here = fileparts(mfilename("fullpath"));
addpath(here);
pkg load signal
L = 100;
T = 30 / (c1 - c2);
[x, k] = kdv_grid(N, L);
v = fft(soliton(x, c1, -30) + soliton(x, c2, -15));
nst = round(T / dt);
every = max(1, round(nst / 1000));
hmin = 0.25 * c2;
[~, hist] = kdv_ifrk4(v, k, dt, nst, every, @(w) crest_pair(w, x, k, L, hmin));
fid = fopen(args{5}, "w");
fprintf(fid, "# t, x_fast, x_slow  (c1=%g c2=%g N=%d dt=%g; NaN while merged)\n", c1, c2, N, dt);
for j = 1:rows(hist)
  fprintf(fid, "%.6f,%.10f,%.10f\n", j * every * dt, hist(j, 1), hist(j, 2));
end
fclose(fid);
