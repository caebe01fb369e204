#!/bin/bash
# Reproduce Table 2: start the broker service and run the offline-queue benchmark.
set -e
cd "$(dirname "$0")"
service mosquitto start >/dev/null 2>&1 || true
python3 bench/offline_queue.py
