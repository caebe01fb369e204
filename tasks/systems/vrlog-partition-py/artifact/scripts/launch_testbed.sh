#!/bin/bash
# Start the five nodes on the rack-B testbed (conf/testbed.ini) over ssh and
# run the driver from the control host.  Kept for the record: the machines
# were returned in 2022-05 and the addresses are reused.
set -euo pipefail
CONF=${CONF:-conf/testbed.ini}
PEERS=${PEERS:-conf/peers.testbed}
REMOTE_DIR=/opt/vrlog
SSH="ssh -o BatchMode=yes -o ConnectTimeout=5"

while read -r id host port; do
    case "$id" in ''|\#*) continue ;; esac
    echo "== node $id on $host:$port"
    rsync -a --delete --exclude run --exclude results ./ "$host:$REMOTE_DIR/"
    $SSH "$host" "cd $REMOTE_DIR && make -s native && \
        sudo systemctl restart vrlog-node@$id.service"
done < "$PEERS"

sleep 2
exec /opt/vrlog/venv/bin/python -m harness.run_experiment --config "$CONF" \
    --out results/testbed "$@"
