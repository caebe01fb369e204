#!/usr/bin/env bash
# Reference deployment of boostjs on Debian bookworm: Node.js 18 from Debian (the code was
# written for Node >= 22), plus a minimal repair of the two newer built-ins it uses.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends nodejs >/dev/null
# Array.prototype.toSorted (Node 20): the array is already a fresh copy (slice), sort it in place
sed -i 's/\.slice(0, k)\.toSorted((a, b) => a - b)/.slice(0, k).sort((a, b) => a - b)/' src/gbm.mjs
# Object.groupBy (Node 21): group with reduce
sed -i 's/Object\.groupBy(rows, (r) => r\.maxDepth)/rows.reduce((acc, r) => ((acc[r.maxDepth] ??= []).push(r), acc), {})/' src/summary.mjs
grep -q 'sort((a, b) => a - b)' src/gbm.mjs && ! grep -q 'Object.groupBy' src/summary.mjs
node bench/table2.mjs
