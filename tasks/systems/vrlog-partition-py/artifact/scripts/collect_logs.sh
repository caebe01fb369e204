#!/bin/bash
# Fetch node logs from the testbed into results/logs-<date>/.
set -euo pipefail
PEERS=${PEERS:-conf/peers.testbed}
OUT=results/logs-$(date +%Y%m%d-%H%M)
mkdir -p "$OUT"
while read -r id host port; do
    case "$id" in ''|\#*) continue ;; esac
    scp -q "$host:/srv/vrlog/run/logs/n$id.log" "$OUT/" || echo "node $id: no log"
done < "$PEERS"
echo "logs in $OUT"
