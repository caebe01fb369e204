#!/usr/bin/env bash
# Control the search's beanstalkd (a systemd user unit on the workstation; see deploy/).
#   bash scripts/broker.sh start|stop|restart|status
# After `restart` and `start` this waits until the broker accepts connections again.
set -euo pipefail
cd "$(dirname "$0")/.."

UNIT=beanstalkd-hpsearch.service
PORT=$(sed -n 's/^port *= *//p' conf/broker.ini)

wait_up() {
  for _ in $(seq 1 50); do
    if (exec 3<>/dev/tcp/127.0.0.1/"$PORT") 2>/dev/null; then return 0; fi
    sleep 0.2
  done
  echo "broker did not come up on port $PORT" >&2
  return 1
}

case "${1:-}" in
  start)
    systemctl --user start "$UNIT"
    wait_up
    ;;
  stop)
    systemctl --user stop "$UNIT"
    ;;
  restart)
    systemctl --user restart "$UNIT"
    wait_up
    ;;
  status)
    systemctl --user status "$UNIT" --no-pager
    ;;
  install)
    mkdir -p ~/.config/systemd/user ~/.config/hpsearch
    cp deploy/beanstalkd-hpsearch.service ~/.config/systemd/user/
    [ -f ~/.config/hpsearch/broker.env ] || cp deploy/broker.env.example ~/.config/hpsearch/broker.env
    systemctl --user daemon-reload
    systemctl --user enable "$UNIT"
    ;;
  *)
    echo "usage: $0 start|stop|restart|status|install" >&2
    exit 2
    ;;
esac
