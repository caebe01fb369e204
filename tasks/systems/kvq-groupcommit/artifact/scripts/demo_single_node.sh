#!/bin/bash
# Single-node demo: start one kvqd, write 50 keys, read them back, stop.
#   make demo   (or: bash scripts/demo_single_node.sh)
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=build/bin
CONF=conf/demo.conf
DATA=data/demo
N=${N:-50}

[ -x "$BIN/kvqd" ] || { echo "demo: build first (make)"; exit 1; }
rm -rf "$DATA"
mkdir -p "$DATA"
"$BIN/kvqd" --id 0 --listen 127.0.0.1:7399 --peers n0=127.0.0.1:7399 \
    --config "$CONF" --data "$DATA/node-0" --log "$DATA/kvqd.log" &
PID=$!
trap 'kill $PID 2>/dev/null || true; wait $PID 2>/dev/null || true' EXIT

for i in $(seq 1 50); do
    "$BIN/kvq-cli" -c "$CONF" ping 0 >/dev/null 2>&1 && break
    sleep 0.1
done

ok=0
for i in $(seq 1 "$N"); do
    "$BIN/kvq-cli" -c "$CONF" put "demo$i" "value-$i" "$i" >/dev/null
done
for i in $(seq 1 "$N"); do
    got=$("$BIN/kvq-cli" -c "$CONF" get "demo$i" | awk '{print $1}')
    [ "$got" = "value-$i" ] && ok=$((ok + 1))
done
"$BIN/kvq-cli" -c "$CONF" stats 0 | grep -E '^(keys|wal_flushes|digest)='
"$BIN/kvq-cli" -c "$CONF" shutdown 0 || true
echo "demo: $ok/$N keys read back"
[ "$ok" -eq "$N" ] && echo "demo: OK"
