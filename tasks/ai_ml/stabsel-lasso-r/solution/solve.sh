#!/usr/bin/env bash
# Reference deployment of stabsel: R and its packages from Debian (CRAN is not reachable),
# a `python` command for reproduce.sh, and a data directory that exists on this machine.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends r-base-core r-cran-glmnet r-cran-yaml r-cran-optparse \
    python3 python-is-python3 >/dev/null
# config.yml points at the author's home directory; keep the data inside the artifact.
sed -i 's#^data_dir: .*#data_dir: data#' config.yml
bash reproduce.sh
