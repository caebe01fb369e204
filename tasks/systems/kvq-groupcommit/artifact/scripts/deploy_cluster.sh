#!/bin/bash
# Push the build to the testbed machines listed in conf/cluster.conf and
# install the node configuration.  Needs ssh access as the kvq user and
# sudo on every machine.
set -euo pipefail
cd "$(dirname "$0")/.."

CONF=${1:-conf/cluster.conf}
HOSTS=$(awk -F'[ =:]+' '/^\[nodes\]/{f=1;next} /^\[/{f=0} f && NF>=3 {print $2}' "$CONF")
REMOTE_BIN=/opt/kvq/bin

make -s all
for h in $HOSTS; do
    echo "== $h"
    ssh "kvq@$h" "sudo mkdir -p $REMOTE_BIN /etc/kvq /srv/kvq /var/log/kvq && sudo chown kvq: /srv/kvq /var/log/kvq"
    scp -q build/bin/kvqd build/bin/kvq-cli build/bin/kvq-wal-dump "kvq@$h:/tmp/"
    ssh "kvq@$h" "sudo mv /tmp/kvqd /tmp/kvq-cli /tmp/kvq-wal-dump $REMOTE_BIN/"
    scp -q "$CONF" "kvq@$h:/tmp/kvqd.conf"
    ssh "kvq@$h" "sudo mv /tmp/kvqd.conf /etc/kvq/kvqd.conf"
done
echo "deployed to: $HOSTS"
