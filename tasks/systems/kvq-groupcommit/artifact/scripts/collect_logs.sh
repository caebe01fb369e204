#!/bin/bash
# Gather node logs after a run: local (data/node-*.log) or, with --testbed,
# from every machine in conf/cluster.conf.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-results/logs}
mkdir -p "$OUT"
if [ "${1:-}" = "--testbed" ]; then
    HOSTS=$(awk -F'[ =:]+' '/^\[nodes\]/{f=1;next} /^\[/{f=0} f && NF>=3 {print $2}' conf/cluster.conf)
    for h in $HOSTS; do
        scp -q "kvq@$h:/var/log/kvq/node.log" "$OUT/$h.log" || echo "no log on $h"
    done
else
    cp data/node-*.log "$OUT/" 2>/dev/null || echo "no local logs (data/ is removed after a run unless keep_data = yes)"
fi
ls -l "$OUT"
