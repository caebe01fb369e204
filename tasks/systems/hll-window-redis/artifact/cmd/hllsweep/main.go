// Command hllsweep is the offline experiment of the first draft (Fig. 2 of
// the v1 submission, dropped in the workshop version): the relative error of
// a p=14 HyperLogLog as a function of cardinality, over many seeds, computed
// entirely on the client with internal/hll. No server is needed.
//
//	go run ./cmd/hllsweep -trials 50 -out results/sweep.csv
package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"

	"hllwin/internal/hll"
	"hllwin/internal/workload"
)

func main() {
	trials := flag.Int("trials", 20, "sketches per cardinality")
	seed := flag.Uint64("seed", 424242, "base seed")
	maxCard := flag.Int("max", 1000000, "largest cardinality")
	out := flag.String("out", "", "CSV output (default: stdout table only)")
	flag.Parse()

	var cards []int
	for c := 100.0; int(c) <= *maxCard; c *= math.Sqrt(10) {
		cards = append(cards, int(c))
	}

	type point struct {
		card               int
		mean, p50, p99, mx float64
	}
	var pts []point
	for _, n := range cards {
		errs := make([]float64, 0, *trials)
		for t := 0; t < *trials; t++ {
			r := workload.New(*seed*7919 + uint64(t))
			s := hll.New()
			seen := make(map[uint64]struct{}, n)
			for len(seen) < n {
				u := 1 + r.Below(1<<40)
				if _, dup := seen[u]; dup {
					continue
				}
				seen[u] = struct{}{}
				s.AddUint(u)
			}
			est := float64(s.Count())
			errs = append(errs, 100*math.Abs(est-float64(n))/float64(n))
		}
		sort.Float64s(errs)
		var sum float64
		for _, e := range errs {
			sum += e
		}
		pts = append(pts, point{n, sum / float64(len(errs)), quantile(errs, 0.5), quantile(errs, 0.99), errs[len(errs)-1]})
	}

	fmt.Println("cardinality  mean|err|%  p50%    p99%    max%")
	for _, p := range pts {
		fmt.Printf("%11d  %9.3f  %6.3f  %6.3f  %6.3f\n", p.card, p.mean, p.p50, p.p99, p.mx)
	}
	fmt.Printf("(theory: 1.04/sqrt(%d) = %.3f%% standard error)\n", hll.Registers, 104/math.Sqrt(hll.Registers))

	if *out == "" {
		return
	}
	if err := os.MkdirAll(filepath.Dir(*out), 0o755); err != nil {
		log.Fatal(err)
	}
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	defer f.Close()
	w := csv.NewWriter(f)
	w.Write([]string{"cardinality", "trials", "mean_abs_err_pct", "p50_pct", "p99_pct", "max_pct"})
	for _, p := range pts {
		w.Write([]string{strconv.Itoa(p.card), strconv.Itoa(*trials), ff(p.mean), ff(p.p50), ff(p.p99), ff(p.mx)})
	}
	w.Flush()
	if err := w.Error(); err != nil {
		log.Fatal(err)
	}
}

func ff(x float64) string { return strconv.FormatFloat(x, 'f', 4, 64) }

// quantile of sorted xs, nearest rank.
func quantile(xs []float64, q float64) float64 {
	i := int(math.Ceil(q*float64(len(xs)))) - 1
	if i < 0 {
		i = 0
	}
	return xs[i]
}
