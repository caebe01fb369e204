# knlm environment -- source this before running the experiments
export KNLM_ROOT=/home/akira/src/knlm
export KNLM_BIN=$KNLM_ROOT/build/knlm
export KNLM_DATA=$KNLM_ROOT/data/markov-prose
