#!/usr/bin/env bash
# Reference deployment of the bandwidth study on Debian bookworm (Octave 7.3).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# `pkg install -forge statistics` needs Octave Forge (unreachable): Debian packages it.
apt-get install -y -qq --no-install-recommends octave octave-statistics python3 >/dev/null
# finite() was removed in Octave 7: isfinite() is the same function
sed -i 's/\bfinite (/isfinite (/g' run_table.m src/cv_bandwidth.m
# normpdf lives in the statistics package, which the author loaded from ~/.octaverc
sed -i '0,/^addpath/s//pkg load statistics\naddpath/' run_table.m
# Octave 7 changed iqr() to interpolated quartiles (quantile method 5); the paper's Octave 4.2
# took the empirical quartiles (empirical_inv, = quantile method 1). Only the survey designs,
# where IQR/1.34 < sd, see it.
sed -i 's|iqr (x)|diff (empirical_inv ([1/4; 3/4], x))|' src/rot_bandwidth.m
head -4 run_table.m
cat src/rot_bandwidth.m
sh run.sh
