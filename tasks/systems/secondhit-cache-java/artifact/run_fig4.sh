#!/bin/bash
# Figure 4: hit ratio and writes of second-hit admission against the ghost-list size.
set -e
cd "$(dirname "$0")"
ant -q jar
mkdir -p results/fig4
for g in 0.5 1 2 4 8 16; do
    sed "s/^policies=.*/policies=secondhit/" conf/sweep-ghost.properties > results/fig4/ghost-$g.properties
    echo "secondhit.ghost_factor=$g" >> results/fig4/ghost-$g.properties
    java $(cat conf/jvm.options) -jar build/jar/cachesim.jar --config results/fig4/ghost-$g.properties \
        --out results/fig4 --name ghost-$g
done
python3 scripts/fig4_collect.py results/fig4
