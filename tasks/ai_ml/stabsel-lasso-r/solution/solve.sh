#!/usr/bin/env bash
# Reference deployment of stabsel: R and its packages from Debian (CRAN is not reachable),
# a `python` command for reproduce.sh, a data directory that exists on this machine, and the
# collation the paper's runs had.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends r-base-core r-cran-glmnet r-cran-yaml r-cran-optparse \
    python3 python-is-python3 >/dev/null
# config.yml points at the author's home directory; keep the data inside the artifact.
sed -i 's#^data_dir: .*#data_dir: data#' config.yml
# The paper ran in the C locale (docs/sessionInfo.txt); the image's C.UTF-8 collates with ICU,
# which orders mixed-case and punctuated scenario names differently, and the scenarios share one
# random stream in that order. Every R process of the study must collate as C.
echo 'LC_COLLATE=C' >> /etc/R/Renviron   # read by every R process, also under --vanilla
bash reproduce.sh
