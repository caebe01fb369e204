#!/usr/bin/env bash
# Reference deployment: beanstalkd, Python and numpy from Debian; the queue client from PyPI
# (greenstalk: the pinned beanstalkc 0.4.0 is Python 2 only and does not build); the systemd
# broker script replaced by a plain daemon WITH its binlog on the port conf/broker.ini names;
# the author's data path fixed.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
SOL=${DEPLOYBENCH_SOLUTION_DIR:-$(dirname "$0")}

apt-get update -qq
apt-get install -y -qq --no-install-recommends beanstalkd python3 python3-numpy python3-pip procps >/dev/null
pip install -q --break-system-packages greenstalk==2.0.2

# scripts/broker.sh: no systemd here; start beanstalkd itself, persistent (-b), on port 11322
install -m 755 "$SOL/broker.sh" scripts/broker.sh

# conf/search.ini points at the author's home directory; run_search.sh generates data/sensors.npz
sed -i 's#^data = .*#data = data/sensors.npz#' conf/search.ini

bash scripts/broker.sh start
bash run_search.sh
python3 -m hpsearch.report results/table2.json
