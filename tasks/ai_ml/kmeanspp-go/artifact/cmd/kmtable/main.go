// kmtable reproduces Table 3: k-means with random vs. k-means++ seeding, on synthetic blobs or
// on a point file (-data).
package main

import (
	"flag"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"slices"

	"example.org/kmeanspp/internal/config"
	"example.org/kmeanspp/internal/dataio"
	"example.org/kmeanspp/internal/km"
)

func die(err error) {
	fmt.Fprintln(os.Stderr, "kmtable:", err)
	os.Exit(1)
}

func main() {
	seed := flag.Int64("seed", 1, "data seed (synthetic data) and restart seed offset")
	data := flag.String("data", "", "point file (CSV, one point per row) instead of synthetic data")
	out := flag.String("out", "results/table3.csv", "output CSV")
	cfgPath := flag.String("config", "configs/paper.json", "experiment settings")
	restarts := flag.Int("restarts", 0, "restarts per configuration (0: from the config)")
	flag.Parse()

	cfg, err := config.Load(*cfgPath)
	if err != nil {
		die(err)
	}
	if *restarts > 0 {
		cfg.Restarts = *restarts
	}
	var X [][]float64
	if *data != "" {
		ds, err := dataio.ReadFile(*data)
		if err != nil {
			die(err)
		}
		X = ds.Points
		fmt.Printf("data: %s: %d points, %d dimensions\n", *data, len(X), ds.Dim())
	} else {
		X = km.Blobs(*seed, cfg.N, cfg.Centers, cfg.Dim, cfg.Spread)
		fmt.Printf("data: blobs seed %d: %d points, %d dimensions\n", *seed, len(X), cfg.Dim)
	}
	fmt.Println("config:", cfg)
	opt := km.Options{MaxIter: cfg.MaxIter, Tol: cfg.Tol}

	if err := os.MkdirAll(filepath.Dir(*out), 0o755); err != nil {
		die(err)
	}
	f, err := os.Create(*out)
	if err != nil {
		die(err)
	}
	defer f.Close()
	fmt.Fprintln(f, "k,init,mean_sse,best_sse,median_iters")
	for _, k := range cfg.Ks {
		if k > len(X) {
			die(fmt.Errorf("k=%d exceeds the number of points (%d)", k, len(X)))
		}
		for _, method := range cfg.Methods {
			sses := make([]float64, 0, cfg.Restarts)
			iters := make([]int, 0, cfg.Restarts)
			for r := range cfg.Restarts {
				rng := rand.New(rand.NewSource(*seed*cfg.SeedBase + int64(r)))
				C := km.Init(rng, X, k, method)
				res := km.Lloyd(X, C, opt)
				sses = append(sses, res.SSE)
				iters = append(iters, res.Iters)
			}
			mean := 0.0
			for _, v := range sses {
				mean += v
			}
			mean /= float64(len(sses))
			slices.Sort(iters)
			best := slices.Min(sses)
			med := iters[len(iters)/2]
			fmt.Fprintf(f, "%d,%s,%.4f,%.4f,%d\n", k, method, mean, best, med)
			fmt.Printf("k=%2d %-8s mean SSE %10.4f  best %10.4f  median iterations %d\n", k, method, mean, best, med)
		}
	}
	fmt.Println("wrote", *out)
}
