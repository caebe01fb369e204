#!/bin/bash
# Reference deployment of mqtt-offline-queue (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends mosquitto python3 python3-paho-mqtt >/dev/null

# Debian's init script in a container (no systemd): the runtime directory is missing,
# and start-stop-daemon writes the pid file as root before mosquitto (running as user
# mosquitto) tries to write it again and exits. Keep the pid file to the init script.
mkdir -p /run/mosquitto
chown mosquitto:mosquitto /run/mosquitto
sed -i 's|^pid_file |#pid_file |' /etc/mosquitto/mosquitto.conf

# the benchmark's listener and account (conf/broker.json), and the queue settings of
# the paper (Sec. 3): 5000 queued messages per client, QoS 0 queued too
cat > /etc/mosquitto/conf.d/bench.conf <<'CONF'
listener 1884 127.0.0.1
password_file /etc/mosquitto/passwd
max_queued_messages 5000
queue_qos0_messages true
CONF
mosquitto_passwd -c -b /etc/mosquitto/passwd bench offline-q7
chown mosquitto:mosquitto /etc/mosquitto/passwd
chmod 600 /etc/mosquitto/passwd

service mosquitto restart || service mosquitto start
bash run_table2.sh
