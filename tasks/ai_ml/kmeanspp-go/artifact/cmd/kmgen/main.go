// kmgen writes the synthetic blobs of kmtable as a point file (CSV with a header), e.g. to try
// other tools on the same data or to check a point file round trip.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"

	"example.org/kmeanspp/internal/dataio"
	"example.org/kmeanspp/internal/km"
)

func main() {
	seed := flag.Int64("seed", 1, "data seed")
	n := flag.Int("n", 2400, "points")
	centers := flag.Int("centers", 12, "generating clusters")
	d := flag.Int("d", 2, "dimensions")
	spread := flag.Float64("spread", 0.9, "Gaussian spread")
	labels := flag.Bool("labels", false, "append the generating cluster as a last column")
	out := flag.String("out", "-", "output file (- for stdout)")
	flag.Parse()

	X := km.Blobs(*seed, *n, *centers, *d, *spread)
	header := dataio.DefaultHeader(*d)
	if *labels {
		lab := km.Labels(*n, *centers)
		for i := range X {
			X[i] = append(X[i], float64(lab[i]))
		}
		header = append(header, "cluster")
	}
	w := os.Stdout
	if *out != "-" {
		f, err := os.Create(*out)
		if err != nil {
			fmt.Fprintln(os.Stderr, "kmgen:", err)
			os.Exit(1)
		}
		defer f.Close()
		w = f
	}
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	if err := dataio.Write(bw, header, X); err != nil {
		fmt.Fprintln(os.Stderr, "kmgen:", err)
		os.Exit(1)
	}
}
