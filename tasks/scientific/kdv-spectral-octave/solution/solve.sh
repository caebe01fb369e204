#!/bin/bash
# Reference deployment of kdv-spectral-octave (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Octave itself (run_quick.sh only needs this), plus the Octave Forge "signal" package for
# findpeaks (find_crests.m does `pkg load signal`), plus Python with NumPy for the driver.
apt-get install -y -qq --no-install-recommends \
    octave octave-signal python3 python3-numpy >/dev/null

# config/kdv.cfg points at Octave.app on the author's Mac
sed -i "s|^binary = .*|binary = $(command -v octave-cli)|" config/kdv.cfg

# Octave >= 7: a range whose endpoints are integers (idivide returns int32) is an int32
# array, and int32 * double rounds; Octave 6 made it a double range.  Keep the snapshot
# steps double, at the source, so the snapshot times are not rounded.
sed -i 's|every = max(1, idivide(int32(nst), int32(opts.nsnap)));|every = double(max(1, idivide(int32(nst), int32(opts.nsnap))));|' \
    octave/collision.m
# The run ends at nst * dt, which equals T only when T is a multiple of dt (true for every
# case of the paper, not in general): measure the free flight to the time actually reached.
sed -i 's|r.end_fast = xf - (x1 + c1 \* T);|r.end_fast = xf - (x1 + c1 * nst * dt);|; s|r.end_slow = xs - (x2 + c2 \* T);|r.end_slow = xs - (x2 + c2 * nst * dt);|' \
    octave/collision.m
grep -q 'every = double(max' octave/collision.m
grep -q 'c1 \* nst \* dt' octave/collision.m
grep -q 'c2 \* nst \* dt' octave/collision.m

bash run_quick.sh
