#!/bin/bash
# Unit tests (R and Python); run from the repository root.
set -e
cd "$(dirname "$0")/.."
for t in tests/test_*.R; do
  Rscript --vanilla "$t"
done
python -m unittest discover -s tests -p 'test_*.py'
