#!/usr/bin/env bash
# Launch the cluster version of the search (conf/search_cluster.ini): one SLURM array of workers
# against the shared broker on the head node, and the coordinator on the login node.
# Not needed for Table 2, which runs on one machine (run_search.sh).
#
#   bash scripts/launch_slurm.sh [NWORKERS]
set -euo pipefail
cd "$(dirname "$0")/.."

NW=${1:-48}
export HPS_BROKER_HOST=${HPS_BROKER_HOST:-head01.ml.internal}
export HPS_BROKER_PORT=${HPS_BROKER_PORT:-11300}
export HPS_DATA=${HPS_DATA:-/scratch/$USER/hpsearch/sensors_v1.npz}
PART=$(sed -n 's/^partition *= *//p' conf/search_cluster.ini)
WALL=$(sed -n 's/^walltime *= *//p' conf/search_cluster.ini)

module load python/3.6 2>/dev/null || true
source ~/venvs/hpsearch/bin/activate

mkdir -p logs/slurm
sbatch --parsable --array=1-"$NW" --partition="$PART" --time="$WALL" --cpus-per-task=1 \
  --output=logs/slurm/worker-%a.out \
  --wrap "python -m hpsearch.worker --search conf/search_cluster.ini --name w\$SLURM_ARRAY_TASK_ID --idle-exit 600" \
  > logs/slurm/array.id
echo "worker array $(cat logs/slurm/array.id) submitted"

python -m hpsearch.coordinator --search conf/search_cluster.ini --workers "$NW" \
  --out results/cluster_v1.json
