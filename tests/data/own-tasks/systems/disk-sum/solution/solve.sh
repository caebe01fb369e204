#!/bin/bash
set -e
echo "SCALE=1" > sum.conf
