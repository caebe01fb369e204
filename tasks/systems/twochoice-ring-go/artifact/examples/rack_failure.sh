#!/bin/bash
# Table 2's departure as a rack failure (fail_rack): the server that leaves
# takes its rack down with it. cache-17 is one of the four servers added last
# (cache-17, cache-18, cache-38, cache-39) that are not racked yet, so it goes
# down alone: ring, jump and hrw move only the keys it held, about 1 in 40.
set -e
cd "$(dirname "$0")/.."
go build -o bin/lbsim ./cmd/lbsim
for p in ring jump hrw; do
	./bin/lbsim -config examples/rack_failure.json -policy "$p"
done
