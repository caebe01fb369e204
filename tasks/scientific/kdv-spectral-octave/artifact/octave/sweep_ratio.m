% SWEEP_RATIO  Figure 2: shifts against the speed ratio c2/c1 at fixed c1.
%   octave-cli sweep_ratio.m OUT_CSV [c1 N dt]
% On the group server this runs from tools/run_sweep.py with config/cluster.cfg.
args = argv();
if numel(args) < 1
  error("usage: octave-cli sweep_ratio.m OUT_CSV [c1 N dt]");
end
c1 = 4; N = 512; dt = 0.0005;
if numel(args) >= 4
  c1 = str2double(args{2}); N = str2double(args{3}); dt = str2double(args{4});
end
here = fileparts(mfilename("fullpath"));
addpath(here);
ratios = [0.0625 0.2 0.25 0.375 0.4 0.5 0.6];
out = fopen(args{1}, "w");
fprintf(out, "ratio,c1,c2,end_fast,end_slow,traj_fast,traj_slow\n");
for q = ratios
  r = collision(c1, q * c1, N, dt);
  fprintf(out, "%.4f,%.6g,%.6g,%.10f,%.10f,%.10f,%.10f\n", q, c1, q*c1, ...
          r.end_fast, r.end_slow, r.traj_fast, r.traj_slow);
  printf("ratio %.4f done (%.0f s)\n", q, r.seconds);
  fflush(stdout);
end
fclose(out);
