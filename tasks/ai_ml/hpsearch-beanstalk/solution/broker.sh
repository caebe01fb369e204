#!/usr/bin/env bash
# Control the search's beanstalkd on this machine (no systemd): a plain daemon with its binlog,
# so that queued and reserved jobs survive `restart` (Section 4.2) and a machine restart.
#   bash scripts/broker.sh start|stop|restart|status
set -euo pipefail
cd "$(dirname "$0")/.."

PORT=$(sed -n 's/^port *= *//p' conf/broker.ini)
BINLOG=/var/lib/beanstalkd/hpsearch
LOG=/var/log/hpsearch-beanstalkd.log

up() { (exec 3<>/dev/tcp/127.0.0.1/"$PORT") 2>/dev/null; }
pids() { pgrep -f "^/usr/bin/beanstalkd -l 127.0.0.1 -p $PORT( |$)" || true; }

start() {
  if up; then return 0; fi
  mkdir -p "$BINLOG"
  # a process that was just killed can hold the port and the binlog lock for a moment after it
  # has left the process list: retry the launch until one stays up
  for _ in $(seq 1 20); do
    setsid /usr/bin/beanstalkd -l 127.0.0.1 -p "$PORT" -b "$BINLOG" </dev/null >>"$LOG" 2>&1 &
    local pid=$!
    for _ in $(seq 1 25); do
      up && return 0
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.2
    done
    sleep 0.3
  done
  echo "beanstalkd did not come up on port $PORT (see $LOG)" >&2
  return 1
}

stop() {
  local p
  p=$(pids)
  [ -n "$p" ] && kill $p
  for _ in $(seq 1 50); do [ -z "$(pids)" ] && ! up && return 0; sleep 0.1; done
  echo "beanstalkd did not stop" >&2
  return 1
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  restart) stop; start ;;
  status) if up; then echo "beanstalkd up on port $PORT"; else echo "beanstalkd down"; exit 3; fi ;;
  *) echo "usage: $0 start|stop|restart|status" >&2; exit 2 ;;
esac
