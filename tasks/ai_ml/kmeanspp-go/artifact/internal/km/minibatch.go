package km

import "math/rand"

// MiniBatch runs mini-batch k-means (per-centre learning rate 1/count) from the centres C
// (updated in place) for the given number of batches; it returns the final assignment and SSE
// of the full data. An experiment we did not pursue in the paper.
func MiniBatch(rng *rand.Rand, X, C [][]float64, batch, batches int) Result {
	counts := make([]int, len(C))
	idx := make([]int, batch)
	near := make([]int, batch)
	for range batches {
		for b := range idx {
			idx[b] = rng.Intn(len(X))
		}
		for b, i := range idx {
			best, arg := dist2(X[i], C[0]), 0
			for c := 1; c < len(C); c++ {
				if v := dist2(X[i], C[c]); v < best {
					best, arg = v, c
				}
			}
			near[b] = arg
		}
		for b, i := range idx {
			c := near[b]
			counts[c]++
			eta := 1 / float64(counts[c])
			for j := range C[c] {
				C[c][j] += eta * (X[i][j] - C[c][j])
			}
		}
	}
	lab := make([]int, len(X))
	for i := range lab {
		lab[i] = -1
	}
	sse, _ := assign(X, C, lab)
	return Result{Centers: C, Assign: lab, Iters: batches, SSE: sse}
}
