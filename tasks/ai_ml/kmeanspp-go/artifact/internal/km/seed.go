package km

import (
	"fmt"
	"math/rand"
	"slices"
)

// Methods lists the seeding methods Init knows.
var Methods = []string{"random", "kmeans++"}

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
	switch method {
	case "random":
		return initRandom(rng, X, k)
	case "kmeans++":
		return initPlusPlus(rng, X, k)
	}
	panic(fmt.Sprintf("km: unknown seeding method %q", method))
}

func initRandom(rng *rand.Rand, X [][]float64, k int) [][]float64 {
	idx := rng.Perm(len(X))[:k]
	slices.Sort(idx)
	C := make([][]float64, 0, k)
	for _, i := range idx {
		C = append(C, slices.Clone(X[i]))
	}
	return C
}

func initPlusPlus(rng *rand.Rand, X [][]float64, k int) [][]float64 {
	n := len(X)
	C := make([][]float64, 0, k)
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
