#!/usr/bin/env bash
# Reference deployment of kmeanspp: Debian bookworm has Go 1.19 and the Go toolchain/module
# downloads are unreachable, so make the code Go 1.19 compatible (the changes do not alter the
# computation); then run Lloyd to convergence as the paper does and read every point of a file.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends golang-go python3 >/dev/null
python3 - <<'PYEOF'
import pathlib, re
def sub(path, pairs=(), regex=()):
    p = pathlib.Path(path); s = p.read_text()
    for a, b in pairs:
        assert a in s, (path, a); s = s.replace(a, b)
    for a, b in regex:
        s, n = re.subn(a, b, s); assert n, (path, a)
    p.write_text(s)
# go.mod: Go 1.19 knows neither three-part versions nor the toolchain directive
sub("go.mod", [("go 1.22.1", "go 1.19"), ("\ntoolchain go1.22.4\n", "")])
# package slices (Go 1.21): a local package of the same name with the four functions used
pathlib.Path("internal/slices").mkdir(exist_ok=True)
pathlib.Path("internal/slices/slices.go").write_text('''// Package slices: the parts of Go 1.21's package slices this module uses.
package slices

import "sort"

func Sort(s []int) { sort.Ints(s) }

func Clone(s []float64) []float64 { return append([]float64(nil), s...) }

func Min[T int | float64](s []T) T {
	m := s[0]
	for _, v := range s[1:] {
		if v < m {
			m = v
		}
	}
	return m
}

func Max[T int | float64](s []T) T {
	m := s[0]
	for _, v := range s[1:] {
		if v > m {
			m = v
		}
	}
	return m
}
''')
# min/max builtins (Go 1.21): package-level generic functions in package km
pathlib.Path("internal/km/minmax.go").write_text('''package km

func min[T int | float64](a, b T) T {
	if b < a {
		return b
	}
	return a
}

func max[T int | float64](a, b T) T {
	if b > a {
		return b
	}
	return a
}
''')
ints = r"(centers|d|n|k|cfg\.Restarts|\*restarts|\*sets)"
for p in pathlib.Path(".").rglob("*.go"):
    s = p.read_text()
    s = s.replace('\t"slices"\n', '\t"example.org/kmeanspp/internal/slices"\n')
    # range over an int (Go 1.22) -> counted loops
    s = re.sub(r"for (\w+) := range " + ints + r" \{", r"for \1 := 0; \1 < \2; \1++ {", s)
    s = re.sub(r"for range (\w+) \{", r"for it := 0; it < \1; it++ {", s)
    p.write_text(s)
# the paper runs Lloyd until no point changes cluster: no SSE-stall tolerance from a local file
pathlib.Path("kmeans.local.json").unlink()
# spreadsheet exports start with a UTF-8 byte-order mark: it must not turn the first point into a header
sub("internal/dataio/csv.go", [("\tds := &Dataset{Name: name}\n",
    '\tds := &Dataset{Name: name}\n\trecs[0][0] = strings.TrimPrefix(recs[0][0], "\\ufeff")\n')])
PYEOF
gofmt -l . && go vet ./... && go test ./...
bash run_table.sh
