# Source this before running anything on the cluster:  source scripts/env.sh
# (sets up CUDA, the conda env and the variables the code reads)

module purge
module load cuda/11.1 cudnn/8.0.5
source "$HOME/miniconda3/etc/profile.d/conda.sh"
conda activate copyspan

export COPYSPAN_HOME=/mnt/nfs/$USER/copyspan
export COPYSPAN_CACHE=$COPYSPAN_HOME/cache
export COPYSPAN_EVAL_SPLIT=test
export COPYSPAN_LOGLEVEL=INFO
export CUDA_VISIBLE_DEVICES=${CUDA_VISIBLE_DEVICES:-0,1}
export OMP_NUM_THREADS=4
export PYTHONPATH=$COPYSPAN_HOME/code:$PYTHONPATH

cd "$COPYSPAN_HOME/code"
