#!/bin/bash
# Make the Go 1.22 sources build with Debian bookworm's Go 1.19.
set -e
# go.mod: no toolchain directive before Go 1.21; declare the language level we build with
sed -i '/^toolchain /d; s/^go 1\.22$/go 1.19/' go.mod
# range over an integer (Go 1.22) -> classic loops
sed -i 's/for range c\.np {/for k := 0; k < c.np; k++ {/' internal/resp/resp.go
sed -i 's/for i := range n {/for i := 0; i < n; i++ {/' internal/resp/resp.go
sed -i 's/for range p\.EventsPerMinute {/for k := 0; k < p.EventsPerMinute; k++ {/' internal/workload/workload.go
sed -i 's/for m := range p\.Minutes {/for m := 0; m < p.Minutes; m++ {/' cmd/hllwin/main.go
sed -i 's/for i := range len(s) {/for i := 0; i < len(s); i++ {/' cmd/hllwin/main.go
# slices (Go 1.21) -> local helpers; min builtin (Go 1.21) -> helper
sed -i '/^\t"slices"$/d; s/return slices\.Clip(out), nil/return out[:len(out):len(out)], nil/' internal/resp/resp.go
sed -i '/^\t"slices"$/d; s/slices\.Max(errs)/maxOf(errs)/; s/hi := min(lo+500, len(users))/hi := lo + 500\n\t\t\tif hi > len(users) {\n\t\t\t\thi = len(users)\n\t\t\t}/' cmd/hllwin/main.go
cat >> cmd/hllwin/main.go <<'GO'

func maxOf(xs []float64) float64 {
	m := xs[0]
	for _, x := range xs[1:] {
		if x > m {
			m = x
		}
	}
	return m
}
GO
