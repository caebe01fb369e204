#!/bin/bash
# Predicts 1 when x > THRESHOLD (from model.conf; the starter's threshold is poor).
THRESHOLD=1000
[ -f model.conf ] && . ./model.conf
awk -v th="$THRESHOLD" '{print ($1 > th) ? 1 : 0}' "$1"
