## Table 1: rule-of-thumb vs. cross-validated bandwidths for Nadaraya-Watson regression.
## Usage: octave-cli run_table.m DATA_DIR OUT_CSV
addpath (fullfile (fileparts (mfilename ("fullpath")), "src"));
args = argv ();
if numel (args) < 2
  error ("usage: octave-cli run_table.m DATA_DIR OUT_CSV");
endif
data_dir = args{1};
out_csv = args{2};
names = {"sine", "bumps", "step", "chirp"};
grid = logspace (-2.5, -0.5, 41);
[d, ~] = fileparts (out_csv);
if ! isempty (d) && ! exist (d, "dir")
  mkdir (d);
endif
fid = fopen (out_csv, "w");
fprintf (fid, "function,h_rot,mse_rot,h_cv,mse_cv\n");
for i = 1:numel (names)
  D = dlmread (fullfile (data_dir, [names{i} ".csv"]), ",", 1, 0);
  T = dlmread (fullfile (data_dir, [names{i} "_truth.csv"]), ",", 1, 0);
  ok = finite (D(:, 2));
  x = D(ok, 1);  y = D(ok, 2);
  h_rot = rot_bandwidth (x);
  h_cv = cv_bandwidth (x, y, grid, 10);
  mse_rot = mean ((nw_predict (x, y, T(:, 1), h_rot) - T(:, 2)) .^ 2);
  mse_cv = mean ((nw_predict (x, y, T(:, 1), h_cv) - T(:, 2)) .^ 2);
  fprintf (fid, "%s,%.6f,%.6f,%.6f,%.6f\n", names{i}, h_rot, mse_rot, h_cv, mse_cv);
  printf ("%-6s  h_rot %.4f  MSE %.5f   h_cv %.4f  MSE %.5f\n", names{i}, h_rot, mse_rot, h_cv, mse_cv);
endfor
fclose (fid);
printf ("wrote %s\n", out_csv);
