#!/bin/sh
# Large caches on the crawler excerpt (examples/crawl.trace.gz, 140,000 requests).
#
# Every miss inserts one object (no admission filter here: rejected = 0) and the cache
# holds at most CAPACITY objects, so misses - evictions <= capacity for every policy.
# At 100000 the whole working set fits: nothing is evicted and every policy takes the
# compulsory misses only (misses = the distinct objects that -v reports).
set -e
cd "$(dirname "$0")/.."
for p in fifo lru clock tclock; do
    ./cachesim -v -o output.format=csv -p "$p" -c 75000,100000 examples/crawl.trace.gz
done
