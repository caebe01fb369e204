#!/bin/sh
# Generate compile_commands.json for editors (needs bear).
set -e
cd "$(dirname "$0")/.."
make clean
bear -- make all
