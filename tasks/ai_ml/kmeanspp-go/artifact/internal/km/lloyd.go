package km

import "math"

// Options control Lloyd's iterations.
type Options struct {
	MaxIter int     // upper bound on the number of assignment steps
	Tol     float64 // stop once an assignment step lowers the SSE by less than Tol (relative)
}

// Result of one k-means run.
type Result struct {
	Centers [][]float64
	Assign  []int
	Iters   int
	SSE     float64
}

// assign gives every point its nearest centre; it returns the SSE of that assignment and
// whether any point changed cluster.
func assign(X, C [][]float64, lab []int) (float64, bool) {
	changed := false
	sse := 0.0
	for i, x := range X {
		best, arg := math.Inf(1), 0
		for c := range C {
			if v := dist2(x, C[c]); v < best {
				best, arg = v, c
			}
		}
		if lab[i] != arg {
			lab[i], changed = arg, true
		}
		sse += best
	}
	return sse, changed
}

// update moves every non-empty centre to the mean of its points; an empty cluster keeps its
// centre.
func update(X, C [][]float64, lab []int) {
	k, d := len(C), len(X[0])
	sums := make([][]float64, k)
	counts := make([]int, k)
	for c := range k {
		sums[c] = make([]float64, d)
	}
	for i, x := range X {
		counts[lab[i]]++
		for j := range d {
			sums[lab[i]][j] += x[j]
		}
	}
	for c := range k {
		if counts[c] == 0 {
			continue
		}
		for j := range d {
			C[c][j] = sums[c][j] / float64(counts[c])
		}
	}
}

// Lloyd runs Lloyd iterations from the centres C (updated in place) until no assignment
// changes, the SSE stalls (Options.Tol) or Options.MaxIter steps; it returns the final
// centres, assignment, number of assignment steps and within-cluster sum of squares.
func Lloyd(X [][]float64, C [][]float64, opt Options) Result {
	lab := make([]int, len(X))
	for i := range lab {
		lab[i] = -1
	}
	iters := 0
	prev := math.Inf(1)
	for iters < opt.MaxIter {
		iters++
		sse, changed := assign(X, C, lab)
		if !changed || (opt.Tol > 0 && prev-sse <= opt.Tol*sse) {
			break
		}
		prev = sse
		update(X, C, lab)
	}
	return Result{Centers: C, Assign: lab, Iters: iters, SSE: SSE(X, C, lab)}
}
