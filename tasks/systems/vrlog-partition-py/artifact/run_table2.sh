#!/bin/bash
# Reproduce Table 2: five nodes on this machine, the five fault scripts of
# scenarios/table2/.  Extra arguments: --scripts "A.fs B.fs" --tag NAME
set -e
cd "$(dirname "$0")"
TAG=table2
SCRIPTS="scenarios/table2/*.fs"
while [ $# -gt 0 ]; do
    case "$1" in
        --scripts) SCRIPTS="$2"; shift 2 ;;
        --tag) TAG="$2"; shift 2 ;;
        *) echo "usage: $0 [--scripts 'A.fs ...'] [--tag NAME]" >&2; exit 2 ;;
    esac
done
mkdir -p results
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
python3 -m harness.run_experiment --config conf/local.ini --out "results/$TAG" \
    --title "Table 2 ($TAG)" $SCRIPTS
