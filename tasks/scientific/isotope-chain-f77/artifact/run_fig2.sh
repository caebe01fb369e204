#!/bin/sh
# Fig. 2 of the paper: the census for a sweep of light minority isotopes.
#
#   sh run_fig2.sh [input]            (default: config/fig2.in)
#
# The input is the flat `key value` format of the 2006 scripts (see config/fig2.in);
# a long `ratios` list may go on over indented continuation lines.  The input is
# turned into the driver's configuration, so every mass ratio gets the same deck
# and disorder stream as in run_table1.py, and results/<name>.csv gets one row per
# mass ratio, with the onset also in units of omega_top (the axis of Fig. 2).
set -e
cd "$(dirname "$0")"
in=${1:-config/fig2.in}
[ -r "$in" ] || { echo "run_fig2.sh: cannot read $in" >&2; exit 1; }
mkdir -p results
cfg=results/.$(basename "$in" .in).cfg

# flat input -> [chain] / [output] configuration
awk '
/^\s*(#|$)/ { next }
/^\s+\S/   { if (key != "") val[key] = val[key] " " $0; next }
            { key = $1; $1 = ""; if (!(key in val)) keys[++n] = key; val[key] = $0 }
END {
    print "[chain]"
    for (i = 1; i <= n; i++) {
        v = val[keys[i]]
        gsub(/\s+/, " ", v); gsub(/^ | $/, "", v)
        if (keys[i] == "name") name = v; else print keys[i] " = " v
    }
    print "\n[output]\nname = " (name == "" ? "fig2" : name)
}' "$in" > "$cfg"
name=$(sed -n 's/^name = //p' "$cfg")

python3 run_table1.py "$cfg"

# onset in units of omega_top = 2/sqrt(min(1, r))
awk -F, -v OFS=, '
        { sub(/\r$/, "") }
NR == 1 { print $0, "omega_top", "x_loc"; next }
        { wt = 2 / sqrt($1 < 1 ? $1 : 1)
          print $0, sprintf("%.5f", wt), ($6 == "nan" ? "nan" : sprintf("%.5f", $6 / wt)) }
' "results/$name.csv" > "results/$name.csv.tmp"
mv "results/$name.csv.tmp" "results/$name.csv"
echo "fig2: $(($(wc -l < "results/$name.csv") - 1)) mass ratios -> results/$name.csv"
