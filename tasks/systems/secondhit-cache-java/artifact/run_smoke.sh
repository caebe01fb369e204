#!/bin/bash
# Quick check that the build and the simulator work (synthetic trace, seconds).
set -e
cd "$(dirname "$0")"
ant -q jar
java $(cat conf/jvm.options) -jar build/jar/cachesim.jar --config conf/smoke.properties --out results --name smoke
