// kmelbow prints the elbow curve (best SSE over restarts for k = 1..kmax) and the silhouette
// of the best run, to choose k for a new point set.
package main

import (
	"flag"
	"fmt"
	"math"
	"math/rand"
	"os"

	"example.org/kmeanspp/internal/dataio"
	"example.org/kmeanspp/internal/km"
)

func main() {
	data := flag.String("data", "", "point file (CSV); synthetic blobs when empty")
	seed := flag.Int64("seed", 1, "data seed (synthetic data) and restart seed offset")
	kmax := flag.Int("kmax", 20, "largest k")
	restarts := flag.Int("restarts", 10, "restarts per k")
	sil := flag.Bool("silhouette", false, "also print the silhouette of the best run (O(n^2))")
	flag.Parse()

	X := km.Blobs(*seed, 2400, 12, 2, 0.9)
	if *data != "" {
		ds, err := dataio.ReadFile(*data)
		if err != nil {
			fmt.Fprintln(os.Stderr, "kmelbow:", err)
			os.Exit(1)
		}
		X = ds.Points
	}
	fmt.Println("k,best_sse,drop,silhouette")
	prev := math.NaN()
	for k := 1; k <= *kmax && k <= len(X); k++ {
		var best km.Result
		best.SSE = math.Inf(1)
		for r := range *restarts {
			rng := rand.New(rand.NewSource(*seed*1000 + int64(r)))
			res := km.Lloyd(X, km.Init(rng, X, k, "kmeans++"), km.Options{MaxIter: 300})
			if res.SSE < best.SSE {
				best = res
			}
		}
		s := math.NaN()
		if *sil && k > 1 {
			s = km.Silhouette(X, best.Assign, k)
		}
		fmt.Printf("%d,%.4f,%.4f,%.4f\n", k, best.SSE, prev-best.SSE, s)
		prev = best.SSE
	}
}
