#!/bin/bash
# Reference deployment of hll-window-redis (run in the workdir).
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Go 1.19 still builds net with cgo by default: it needs a C compiler
apt-get install -y -qq --no-install-recommends redis-server golang-go gcc libc6-dev >/dev/null

# 1. sources were written for Go 1.22 (toolchain directive, range-over-int, slices, min)
bash "$HERE/fix_go119.sh"
go test ./...

# 2. Redis: socket + password from conf/bench.json, encoding settings from the paper (Sec. 3)
cat > /etc/redis/hllwin.conf <<'CONF'
unixsocket /run/redis/hllwin.sock
unixsocketperm 770
requirepass hllwin-7f3a
set-max-intset-entries 4096
hll-sparse-max-bytes 8000
CONF
chown redis:redis /etc/redis/hllwin.conf
grep -q '^include /etc/redis/hllwin.conf' /etc/redis/redis.conf || echo 'include /etc/redis/hllwin.conf' >> /etc/redis/redis.conf

# stop a server the package may have started, then start with the new configuration
for p in /proc/[0-9]*; do
    if [ "$(cat $p/comm 2>/dev/null)" = redis-server ]; then kill "${p#/proc/}" || true; fi
done
sleep 1
bash run_experiment.sh
