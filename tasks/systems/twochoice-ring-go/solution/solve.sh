#!/bin/bash
# Reference deployment of twochoice-ring-go (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends golang-go python3 >/dev/null

# The code was written for Go 1.22 (go.mod), where every loop iteration has its
# own variable. Debian bookworm's Go 1.19 builds it without complaint, but all
# job closures then share one `name` and every row evaluates the last policy.
sed -i 's|^\tfor _, name := range cfg.Policies {$|&\n\t\tname := name // per-iteration copy for Go < 1.22|' cmd/lbsim/main.go
grep -q 'name := name' cmd/lbsim/main.go

# Rack failure: a server listed in no rack is a rack of its own (README). The
# zero-value lookup put every unracked server in one rack "", so an unracked
# server's failure took all unracked servers down.
sed -i 's|if rackOf\[s\] == rackOf\[servers\[cfg.Remove\]\] {|if r, ok := rackOf[s]; ok \&\& r == rackOf[servers[cfg.Remove]] {|' internal/lb/experiment.go
grep -q 'ok && r == rackOf' internal/lb/experiment.go

go test ./...
bash run_table2.sh
