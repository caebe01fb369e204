// Package km implements Lloyd's k-means with random and k-means++ seeding.
package km

import "math/rand"

// Blobs draws n points in d dimensions around `centers` cluster centres (uniform in
// [-10, 10]^d) with isotropic Gaussian spread; cluster sizes are unequal (for 2,400 points and
// 12 centres: 31 to 369 points).
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

// Labels returns the generating cluster of each point of Blobs(_, n, centers, _, _).
func Labels(n, centers int) []int {
	total := centers * (centers + 1) / 2
	out := make([]int, n)
	for i := range n {
		r := (i * total) / n
		c := 0
		for acc := 1; acc <= r; acc += c + 2 {
			c++
		}
		out[i] = min(c, centers-1)
	}
	return out
}
