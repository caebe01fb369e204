% PLOT_COLLISION  space-time picture of one collision (Figure 1 of the paper).
%   octave plot_collision.m [c1 c2]   writes figures/collision_<c1>_<c2>.png
args = argv();
c1 = 4; c2 = 1;
if numel(args) >= 2
  c1 = str2double(args{1}); c2 = str2double(args{2});
end
here = fileparts(mfilename("fullpath"));
addpath(here);
L = 100; N = 256; dt = 0.002;
T = 30 / (c1 - c2);
[x, k] = kdv_grid(N, L);
v = fft(soliton(x, c1, -30) + soliton(x, c2, -15));
nframes = 120;
every = max(1, round(T / dt / nframes));
[~, frames] = kdv_ifrk4(v, k, dt, round(T / dt), every, @(w) real(ifft(w))');
t = (1:rows(frames)) * every * dt;
figure("visible", "off");
imagesc(x, t, frames);
axis xy; colormap(flipud(gray));
xlabel("x"); ylabel("t");
title(sprintf("overtaking collision, c_1 = %g, c_2 = %g", c1, c2));
outdir = fullfile(here, "..", "figures");
if ! exist(outdir, "dir"), mkdir(outdir); end
print(fullfile(outdir, sprintf("collision_%g_%g.png", c1, c2)), "-dpng", "-r150");
