% RUN_CASES  batch driver: octave-cli run_cases.m CASES_IN RESULTS_OUT
%   CASES_IN    text file, one case per line: c1 c2 N dt   (# comments allowed)
%   RESULTS_OUT CSV written here, one line per case
args = argv();
if numel(args) < 2
  error("usage: octave-cli run_cases.m CASES_IN RESULTS_OUT");
end
here = fileparts(mfilename("fullpath"));
addpath(here);
fid = fopen(args{1}, "r");
if fid < 0
  error("cannot open %s", args{1});
end
cases = [];
while true
  line = fgetl(fid);
  if ! ischar(line), break; end
  line = strtrim(regexprep(line, "#.*$", ""));
  if isempty(line), continue; end
  cases(end+1, :) = sscanf(line, "%f")';
end
fclose(fid);
out = fopen(args{2}, "w");
fprintf(out, "c1,c2,N,dt,T,shift_fast,shift_slow,mass_drift,l2_drift\n");
for i = 1:rows(cases)
  r = collision(cases(i,1), cases(i,2), cases(i,3), cases(i,4));
  fprintf(out, "%.6g,%.6g,%d,%.6g,%.6g,%.12g,%.12g,%.3e,%.3e\n", r.c1, r.c2, r.N, r.dt, r.T, ...
          r.shift_fast, r.shift_slow, r.mass_drift, r.l2_drift);
  printf("  case %d/%d: c1=%g c2=%g N=%d  shifts %+.6f %+.6f\n", i, rows(cases), ...
         r.c1, r.c2, r.N, r.shift_fast, r.shift_slow);
  fflush(stdout);
end
fclose(out);
