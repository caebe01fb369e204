// Package km implements Lloyd's k-means with random and k-means++ seeding.
package km

import (
	"math"
	"math/rand"
	"slices"
)

// Blobs draws n points in d dimensions around `centers` cluster centres (uniform in
// [-10, 10]^d) with isotropic Gaussian spread; cluster sizes are unequal (weights 1..centers).
func Blobs(seed int64, n, centers, d int, spread float64) [][]float64 {
	rng := rand.New(rand.NewSource(seed))
	mu := make([][]float64, centers)
	for c := range centers {
		mu[c] = make([]float64, d)
		for j := range d {
			mu[c][j] = rng.Float64()*20 - 10
		}
	}
	total := centers * (centers + 1) / 2
	X := make([][]float64, 0, n)
	for i := range n {
		// cluster c gets weight c+1
		r := (i * total) / n
		c := 0
		for acc := 1; acc <= r; acc += c + 2 {
			c++
		}
		c = min(c, centers-1)
		p := make([]float64, d)
		for j := range d {
			p[j] = mu[c][j] + spread*rng.NormFloat64()
		}
		X = append(X, p)
	}
	return X
}

func dist2(a, b []float64) float64 {
	s := 0.0
	for j := range a {
		t := a[j] - b[j]
		s += t * t
	}
	return s
}

// Init picks k initial centres: "random" (k distinct points) or "kmeans++" (D^2 sampling).
func Init(rng *rand.Rand, X [][]float64, k int, method string) [][]float64 {
	n := len(X)
	C := make([][]float64, 0, k)
	if method == "random" {
		idx := rng.Perm(n)[:k]
		slices.Sort(idx)
		for _, i := range idx {
			C = append(C, slices.Clone(X[i]))
		}
		return C
	}
	C = append(C, slices.Clone(X[rng.Intn(n)]))
	D := make([]float64, n)
	for i := range n {
		D[i] = dist2(X[i], C[0])
	}
	for len(C) < k {
		sum := 0.0
		for _, v := range D {
			sum += v
		}
		u := rng.Float64() * sum
		next := n - 1
		for i, v := range D {
			u -= v
			if u <= 0 {
				next = i
				break
			}
		}
		C = append(C, slices.Clone(X[next]))
		for i := range n {
			D[i] = min(D[i], dist2(X[i], C[len(C)-1]))
		}
	}
	return C
}

// Lloyd runs Lloyd iterations until no assignment changes (or maxIter); returns the centres,
// the number of iterations and the within-cluster sum of squares.
func Lloyd(X [][]float64, C [][]float64, maxIter int) ([][]float64, int, float64) {
	n, k, d := len(X), len(C), len(X[0])
	assign := make([]int, n)
	for i := range assign {
		assign[i] = -1
	}
	iters := 0
	for iters < maxIter {
		iters++
		changed := false
		for i := range n {
			best, arg := math.Inf(1), 0
			for c := range k {
				if v := dist2(X[i], C[c]); v < best {
					best, arg = v, c
				}
			}
			if assign[i] != arg {
				assign[i], changed = arg, true
			}
		}
		if !changed {
			break
		}
		sums := make([][]float64, k)
		counts := make([]int, k)
		for c := range k {
			sums[c] = make([]float64, d)
		}
		for i := range n {
			counts[assign[i]]++
			for j := range d {
				sums[assign[i]][j] += X[i][j]
			}
		}
		for c := range k {
			if counts[c] == 0 {
				continue // keep an empty cluster's centre where it is
			}
			for j := range d {
				C[c][j] = sums[c][j] / float64(counts[c])
			}
		}
	}
	sse := 0.0
	for i := range n {
		sse += dist2(X[i], C[assign[i]])
	}
	return C, iters, sse
}
