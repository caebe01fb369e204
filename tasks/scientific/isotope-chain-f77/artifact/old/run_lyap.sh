#!/bin/sh
# Thesis fig. 4.3: inverse localisation length vs. frequency for three
# mass ratios (transfer matrix, 10^6 steps).  Needs old/lyap built with
# Makefile.alpha (or by hand: f77 -O -o lyap lyap.f).
#
#   sh run_lyap.sh [outdir]
set -e
cd "$(dirname "$0")"
out=${1:-lyap_out}
mkdir -p "$out"
LYAP=${LYAP:-./lyap}
[ -x "$LYAP" ] || { echo "run_lyap.sh: $LYAP not built" >&2; exit 1; }

for r in 1.5 2.0 4.0; do
    cat > "$out/deck_$r" <<DECK
1000000 10 19980417
0.30 $r
0.02 1.98 50
DECK
    "$LYAP" < "$out/deck_$r" > "$out/lyap_$r.out"
    echo "r = $r: $(grep -c '^ ' "$out/lyap_$r.out") lines -> $out/lyap_$r.out"
done
