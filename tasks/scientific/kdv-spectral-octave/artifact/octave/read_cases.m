function C = read_cases(fname)
  % READ_CASES  case file: one collision per line, "c1 c2 N dt"; # comments
  fid = fopen(fname, "r");
  if fid < 0
    error("read_cases: cannot open %s", fname);
  end
  D = textscan(fid, "%f %f %d %f", "CommentStyle", "#");
  fclose(fid);
  C = struct("c1", num2cell(D{1}), "c2", num2cell(D{2}), "N", num2cell(D{3}), ...
             "dt", num2cell(D{4}));
end
