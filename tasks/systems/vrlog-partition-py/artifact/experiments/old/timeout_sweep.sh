#!/bin/bash
# Election-timeout sweep on the testbed (0.4, view-change protocol).
# Values are milliseconds: 0.4 still ran on wall-clock timers.
set -euo pipefail
for t in 100 150 200 300 500; do
    sed "s/^election_timeout_ms = .*/election_timeout_ms = $t/" conf/testbed.ini > /tmp/vrlog-sweep.ini
    CONF=/tmp/vrlog-sweep.ini scripts/launch_testbed.sh scenarios/table2/*.fs
    mv results/testbed.json "results/timeout-$t.json"
done
