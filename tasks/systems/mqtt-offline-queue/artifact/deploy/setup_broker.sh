#!/bin/bash
# Install Mosquitto's configuration for the benchmark on a Debian/Ubuntu
# gateway: the listener and account of conf/broker.json, from
# deploy/mosquitto/mqttq.conf.in. Run as root.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$HERE")"
CONF_D=/etc/mosquitto/conf.d
PASSWD=/etc/mosquitto/passwd

field() {
    python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]])' "$ROOT/conf/broker.json" "$1"
}
HOST="$(field host)"
PORT="$(field port)"
USER_="$(field username)"
PASS="$(field password)"

if ! command -v mosquitto >/dev/null; then
    apt-get install -y mosquitto mosquitto-clients
fi

mkdir -p "$CONF_D"
sed -e "s/@HOST@/$HOST/" -e "s/@PORT@/$PORT/" "$HERE/mosquitto/mqttq.conf.in" > "$CONF_D/mqttq.conf"
echo "wrote $CONF_D/mqttq.conf"

mosquitto_passwd -c -b "$PASSWD" "$USER_" "$PASS"
chown mosquitto: "$PASSWD"
chmod 600 "$PASSWD"
echo "wrote $PASSWD (user $USER_)"

systemctl enable mosquitto
systemctl restart mosquitto
systemctl --no-pager status mosquitto | head -n 5
