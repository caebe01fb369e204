#!/bin/bash
# Reference deployment of lfs-cleaner-rust (run in the workdir).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends rustc cargo python3 >/dev/null

bash "$HERE/fix_legacy.sh"
cargo build --release --offline
# one run that exercises the cleaner (make smoke does not) and the read-back check
./target/release/lfsclean --policy banded --util 90 --updates 60000 --data-dir data/check
rm -rf data/check
