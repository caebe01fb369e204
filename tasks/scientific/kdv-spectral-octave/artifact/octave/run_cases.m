% RUN_CASES  batch driver: octave-cli run_cases.m CASES_IN RESULTS_OUT
args = argv();
if numel(args) < 2
  error("usage: octave-cli run_cases.m CASES_IN RESULTS_OUT");
end
here = fileparts(mfilename("fullpath"));
addpath(here);
cases = read_cases(args{1});
out = fopen(args{2}, "w");
fprintf(out, "c1,c2,N,dt,T,steps,end_fast,end_slow,traj_fast,traj_slow,speed_fast,speed_slow,res_fast,res_slow,mass_drift,l2_drift,seconds\n");
for i = 1:numel(cases)
  s = cases(i);
  r = collision(s.c1, s.c2, s.N, s.dt);
  fprintf(out, "%.6g,%.6g,%d,%.6g,%.10g,%d,%.12g,%.12g,%.12g,%.12g,%.10g,%.10g,%.3e,%.3e,%.3e,%.3e,%.1f\n", ...
          r.c1, r.c2, r.N, r.dt, r.T, r.steps, r.end_fast, r.end_slow, r.traj_fast, r.traj_slow, ...
          r.speed_fast, r.speed_slow, r.res_fast, r.res_slow, r.mass_drift, r.l2_drift, r.seconds);
  printf("  case %d/%d: c1=%g c2=%g N=%d dt=%g  end %+.6f %+.6f  traj %+.6f %+.6f  (%.0f s)\n", ...
         i, numel(cases), r.c1, r.c2, r.N, r.dt, r.end_fast, r.end_slow, r.traj_fast, r.traj_slow, r.seconds);
  fflush(stdout);
end
fclose(out);
