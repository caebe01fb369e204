#!/usr/bin/env bash
# Learning-rate sweep for the scratch and warm-start GRUs (Appendix C), one SLURM job per point.
#   bash scripts/sweep_lr.sh [--dry-run]
set -e
cd "$(dirname "$0")/.."
DRY=0
[ "$1" = "--dry-run" ] && DRY=1

for exp in table2_scratch table2_warmstart; do
    for lr in 0.0003 0.001 0.003 0.01; do
        for seed in 2021 2022 2023; do
            name="sweep_${exp}_lr${lr}_s${seed}"
            cmd="python train.py --config configs/experiments/$exp.yaml --opts optim.lr=$lr seed=$seed name=$name"
            if [ $DRY = 1 ]; then
                echo "$cmd"
            else
                sbatch --job-name="$name" --export=ALL,CMD="$cmd" scripts/slurm_train.sbatch
            fi
        done
    done
done
