#!/bin/bash
# Quick manual check with the Mosquitto command-line clients (no Python):
# leave a persistent QoS 1 session, publish a burst, reconnect and count.
#   tools/pub_burst.sh [messages]
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-200}
read -r HOST PORT USER_ PASS TOPIC < <(python3 -c '
import json; b = json.load(open("conf/broker.json"))
print(b["host"], b["port"], b["username"], b["password"], b["topic"] + "/burst")')
AUTH=(-h "$HOST" -p "$PORT" -u "$USER_" -P "$PASS")

# create the persistent session (-c: clean session off) and leave
mosquitto_sub "${AUTH[@]}" -i burst-sub -c -q 1 -t "$TOPIC" -W 1 >/dev/null 2>&1 || true
for i in $(seq 0 $((N - 1))); do
    printf '%08d|burst\n' "$i"
done | mosquitto_pub "${AUTH[@]}" -i burst-pub -q 1 -t "$TOPIC" -l
GOT=$(mosquitto_sub "${AUTH[@]}" -i burst-sub -c -q 1 -t "$TOPIC" -W 3 2>/dev/null | wc -l || true)
echo "published $N, received $GOT after reconnect"
