#!/bin/bash
# Reference deployment of kdv-spectral-octave (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Octave itself (run_quick.sh only needs this), plus the Octave Forge "signal" package for
# findpeaks (collision.m does `pkg load signal`), plus Python with NumPy for the driver.
apt-get install -y -qq --no-install-recommends \
    octave octave-signal python3 python3-numpy >/dev/null

# config/kdv.cfg points at Octave.app on the author's Mac
sed -i "s|^binary = .*|binary = $(command -v octave-cli)|" config/kdv.cfg

bash run_quick.sh
bash run_tables.sh
