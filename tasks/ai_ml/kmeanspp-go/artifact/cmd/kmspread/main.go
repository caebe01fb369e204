// kmspread measures how much the mean and best SSE of one configuration move between disjoint
// sets of restart seeds (seed sets s = 0..sets-1 use generator seeds base + s*restarts + r).
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

func stats(v []float64) (mean, sd float64) {
	for _, x := range v {
		mean += x
	}
	mean /= float64(len(v))
	for _, x := range v {
		sd += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(sd / float64(len(v)-1))
}

func main() {
	data := flag.String("data", "", "point file (CSV); synthetic blobs (seed 1) when empty")
	k := flag.Int("k", 8, "clusters")
	method := flag.String("init", "kmeans++", "seeding: random or kmeans++")
	restarts := flag.Int("restarts", 20, "restarts per seed set")
	sets := flag.Int("sets", 5, "disjoint seed sets")
	base := flag.Int64("base", 1000, "first generator seed")
	flag.Parse()
	if *sets < 2 {
		fmt.Fprintln(os.Stderr, "kmspread: -sets must be at least 2")
		os.Exit(2)
	}

	X := km.Blobs(1, 2400, 12, 2, 0.9)
	if *data != "" {
		ds, err := dataio.ReadFile(*data)
		if err != nil {
			fmt.Fprintln(os.Stderr, "kmspread:", err)
			os.Exit(1)
		}
		X = ds.Points
	}
	means := make([]float64, 0, *sets)
	bests := make([]float64, 0, *sets)
	fmt.Println("set,mean_sse,best_sse")
	for s := range *sets {
		sum, best := 0.0, math.Inf(1)
		for r := range *restarts {
			seed := *base + int64(s**restarts+r)
			rng := rand.New(rand.NewSource(seed))
			res := km.Lloyd(X, km.Init(rng, X, *k, *method), km.Options{MaxIter: 300})
			sum += res.SSE
			best = math.Min(best, res.SSE)
		}
		means = append(means, sum/float64(*restarts))
		bests = append(bests, best)
		fmt.Printf("%d,%.4f,%.4f\n", s, means[s], best)
	}
	m, sd := stats(means)
	b, sdb := stats(bests)
	fmt.Printf("# mean SSE %.4f +- %.4f (%.2f%%), best SSE %.4f +- %.4f (%.2f%%)\n", m, sd, 100*sd/m, b, sdb, 100*sdb/b)
}
