// Command sweep prints the load balance of the ring policies as the number of
// virtual nodes (or the Zipf exponent) varies. It produced Figure 1 of the
// June draft; the figure was cut for the workshop version (see docs/NOTES.md)
// and the command is kept for the journal version.
//
//	go run ./cmd/sweep -config conf/sweep_vnodes.json > results/sweep.csv
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"strings"

	"lbsim/internal/lb"
	"lbsim/internal/stats"
)

// sweepConfig extends the experiment configuration with the values to sweep.
type sweepConfig struct {
	lb.Config
	VNodeList []int     `json:"vnode_list"`
	ZipfList  []float64 `json:"zipf_list"`
}

func loads(p lb.Policy, servers []string, keys []lb.Key) []float64 {
	out := make([]float64, len(servers))
	for i, s := range p.Assign(servers, keys) {
		out[s] += float64(keys[i].Weight)
	}
	return out
}

func main() {
	cfgPath := flag.String("config", "conf/sweep_vnodes.json", "sweep configuration")
	header := flag.Bool("header", true, "print the CSV header")
	flag.Parse()

	raw, err := os.ReadFile(*cfgPath)
	if err != nil {
		log.Fatal(err)
	}
	var cfg sweepConfig
	if err := json.Unmarshal(raw, &cfg); err != nil {
		log.Fatalf("%s: %v", *cfgPath, err)
	}
	if len(cfg.VNodeList) == 0 {
		cfg.VNodeList = []int{cfg.VNodes}
	}
	if len(cfg.ZipfList) == 0 {
		cfg.ZipfList = []float64{cfg.ZipfS}
	}
	servers := lb.ServerNames(cfg.Servers)

	if *header {
		fmt.Println("policy,vnodes,zipf_s,peak_to_mean,cov,gini,p99_over_mean")
	}
	for _, s := range cfg.ZipfList {
		c := cfg.Config
		c.ZipfS = s
		keys := lb.MakeKeys(c)
		for _, v := range cfg.VNodeList {
			for _, name := range cfg.Policies {
				if !strings.HasPrefix(name, "ring") {
					continue // jump and hrw have no virtual nodes
				}
				p, err := lb.New(name, v, c.BoundC)
				if err != nil {
					log.Fatal(err)
				}
				l := loads(p, servers, keys)
				m := stats.Mean(l)
				fmt.Printf("%s,%d,%.2f,%.4f,%.4f,%.4f,%.4f\n", name, v, s,
					stats.MaxOverMean(l), stats.CoV(l), stats.Gini(l),
					stats.Quantile(l, 0.99)/m)
			}
		}
		fmt.Fprintf(os.Stderr, "zipf %.2f done\n", s)
	}
}
