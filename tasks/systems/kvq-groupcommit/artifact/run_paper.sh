#!/bin/bash
# Every table of the paper: Table 2, then Table 3.
set -euo pipefail
cd "$(dirname "$0")"
bash run_table2.sh
bash run_table3.sh
