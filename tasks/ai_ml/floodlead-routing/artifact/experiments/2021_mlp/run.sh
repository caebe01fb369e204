#!/usr/bin/env bash
# Re-run the 2021 network comparison: ridge (configs/default.toml) vs. the network, three seeds.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 -m tarrowcast.cli backtest --config configs/default.toml | tail -1
for seed in 0 1 2; do
    sed "s/^seed = .*/seed = $seed/" configs/mlp_2021.toml > /tmp/mlp_seed$seed.toml
    sed -i "s|^dir = \"data\"|dir = \"$(pwd)/data\"|" /tmp/mlp_seed$seed.toml
    echo "seed $seed: $(python3 -m tarrowcast.cli backtest --config /tmp/mlp_seed$seed.toml | tail -1)"
done
