#!/bin/sh
# Quick check that the build works: one family, one dimension, a small budget, one thread
# (compare with the README).
set -e
cd "$(dirname "$0")/.."
./target/release/genzmc --seed 2718 --families peak --dims 4 --n 2^10 --replicas 8 --threads 1
