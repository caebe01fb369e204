package km

import "math"

// SSE is the within-cluster sum of squared distances of an assignment.
func SSE(X, C [][]float64, lab []int) float64 {
	s := 0.0
	for i, x := range X {
		s += dist2(x, C[lab[i]])
	}
	return s
}

// Sizes counts the points of each of k clusters.
func Sizes(lab []int, k int) []int {
	out := make([]int, k)
	for _, c := range lab {
		out[c]++
	}
	return out
}

// Silhouette is the mean silhouette coefficient of an assignment (O(n^2); for small data).
func Silhouette(X [][]float64, lab []int, k int) float64 {
	n := len(X)
	sizes := Sizes(lab, k)
	total := 0.0
	for i := range n {
		if sizes[lab[i]] <= 1 {
			continue
		}
		sum := make([]float64, k)
		for j := range n {
			if j != i {
				sum[lab[j]] += math.Sqrt(dist2(X[i], X[j]))
			}
		}
		a := sum[lab[i]] / float64(sizes[lab[i]]-1)
		b := math.Inf(1)
		for c := range k {
			if c != lab[i] && sizes[c] > 0 {
				b = min(b, sum[c]/float64(sizes[c]))
			}
		}
		total += (b - a) / max(a, b)
	}
	return total / float64(n)
}

// ARI is the adjusted Rand index between two labelings of the same points.
func ARI(a, b []int) float64 {
	type pair struct{ x, y int }
	nij := map[pair]int{}
	ai, bj := map[int]int{}, map[int]int{}
	for i := range a {
		nij[pair{a[i], b[i]}]++
		ai[a[i]]++
		bj[b[i]]++
	}
	c2 := func(m int) float64 { return float64(m) * float64(m-1) / 2 }
	var sij, sa, sb float64
	for _, v := range nij {
		sij += c2(v)
	}
	for _, v := range ai {
		sa += c2(v)
	}
	for _, v := range bj {
		sb += c2(v)
	}
	exp := sa * sb / c2(len(a))
	return (sij - exp) / ((sa+sb)/2 - exp)
}
