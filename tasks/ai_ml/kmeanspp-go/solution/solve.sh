#!/usr/bin/env bash
# Reference deployment of kmeanspp: Debian bookworm has Go 1.19 and the Go toolchain/module
# downloads are unreachable, so make the code Go 1.19 compatible (the changes do not alter the
# computation).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends golang-go python3 >/dev/null
python3 - <<'PYEOF'
import pathlib, re
def sub(path, pairs, regex=()):
    p = pathlib.Path(path); s = p.read_text()
    for a, b in pairs:
        assert a in s, (path, a); s = s.replace(a, b)
    for a, b in regex:
        s, n = re.subn(a, b, s); assert n, (path, a)
    p.write_text(s)
# go.mod: Go 1.19 knows neither three-part versions nor the toolchain directive
sub("go.mod", [("go 1.22.1", "go 1.19"), ("\ntoolchain go1.22.4\n", "")])
# range over an int (Go 1.22) -> counted loops; min builtin and package slices (Go 1.21) -> helpers
ints = r"(centers|d|n|k|\*restarts)"
sub("internal/km/km.go",
    [('\t"slices"\n', '\t"sort"\n'),
     ("slices.Sort(idx)", "sort.Ints(idx)"),
     ("c = min(c, centers-1)", "if c > centers-1 {\n\t\t\tc = centers - 1\n\t\t}"),
     ("D[i] = min(D[i], dist2(X[i], C[len(C)-1]))", "if v := dist2(X[i], C[len(C)-1]); v < D[i] {\n\t\t\t\tD[i] = v\n\t\t\t}")],
    [(r"slices\.Clone\((X\[(?:rng\.Intn\(n\)|i|next)\])\)", r"append([]float64(nil), \1...)"),
     (r"for (\w+) := range " + ints + r" \{", r"for \1 := 0; \1 < \2; \1++ {")])
sub("cmd/kmtable/main.go",
    [('\t"slices"\n', '\t"sort"\n'),
     ("slices.Sort(iters)", "sort.Ints(iters)"),
     ("best := slices.Min(sses)", "best := sses[0]\n\t\t\tfor _, v := range sses {\n\t\t\t\tif v < best {\n\t\t\t\t\tbest = v\n\t\t\t\t}\n\t\t\t}")],
    [(r"for (\w+) := range " + ints + r" \{", r"for \1 := 0; \1 < \2; \1++ {")])
PYEOF
gofmt -l . && go vet ./...
bash run_table.sh
