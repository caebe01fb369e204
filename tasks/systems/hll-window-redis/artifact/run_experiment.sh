#!/bin/bash
# Reproduce Table 4: build the client, start the Redis service if needed,
# run the measurement.
set -e
cd "$(dirname "$0")"
go build -o bin/hllwin ./cmd/hllwin

SOCK=$(python3 -c 'import json;print(json.load(open("conf/bench.json"))["redis"]["socket"])' 2>/dev/null \
       || sed -n 's/.*"socket": *"\([^"]*\)".*/\1/p' conf/bench.json)
service redis-server start >/dev/null 2>&1 || true
for i in $(seq 1 30); do
    [ -S "$SOCK" ] && break
    sleep 1
done
[ -S "$SOCK" ] || { echo "no redis socket at $SOCK" >&2; exit 1; }

./bin/hllwin -config conf/bench.json -out results
