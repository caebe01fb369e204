#!/bin/bash
# Show the tail of the broker's log (Debian's package logs to a file).
LOG=${1:-/var/log/mosquitto/mosquitto.log}
if [ ! -r "$LOG" ]; then
    echo "no readable log at $LOG (log_dest in /etc/mosquitto/mosquitto.conf?)" >&2
    exit 1
fi
tail -n "${LINES:-40}" "$LOG"
