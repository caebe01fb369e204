#!/bin/bash
# Submit the large sweep (configs/hpc.yaml) to the group's SLURM cluster.
#   bash scripts/hpc_submit.sh [extra args for sweep_k.py]
#SBATCH --job-name=loadprof-sweep
#SBATCH --partition=short
#SBATCH --cpus-per-task=16
#SBATCH --time=02:00:00
#SBATCH --output=/scratch/hrosen/loadprof/logs/%x-%j.out
set -euo pipefail
module load anaconda3/2020.11
source activate loadprof
cd /home/hrosen/code/loadprof
export OMP_NUM_THREADS=1
mkdir -p /scratch/hrosen/loadprof/results
srun python scripts/sweep_k.py --config configs/hpc.yaml \
    --out /scratch/hrosen/loadprof/results/sweep_${SLURM_JOB_ID}.csv --gap "$@"
