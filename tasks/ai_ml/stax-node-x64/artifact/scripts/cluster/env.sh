# Environment for every job on the lab cluster (sourced by reproduce.sh and the sbatch files).
module purge
module load gcc/9.3.0 cuda/11.1 cudnn/8.0.5
source "$HOME/miniconda3/etc/profile.d/conda.sh"
conda activate nodefit

# JAX settings used for all numbers in the paper
export JAX_ENABLE_X64=1
export XLA_PYTHON_CLIENT_PREALLOCATE=false
export TF_CPP_MIN_LOG_LEVEL=2
export OMP_NUM_THREADS=4

export NODEFIT_RESULTS=${NODEFIT_RESULTS:-$HOME/scratch/nodefit/results}
mkdir -p "$NODEFIT_RESULTS"
