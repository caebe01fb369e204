// Command lbdump writes the per-key placement of one policy before and after
// the departure of one server, for the per-weight analysis in
// scripts/movement_by_weight.py (journal version; not used by Table 2).
//
//	go run ./cmd/lbdump -policy ring-2c > results/dump_ring-2c.csv
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"

	"lbsim/internal/lb"
)

func main() {
	cfgPath := flag.String("config", "conf/experiment.json", "experiment configuration")
	policy := flag.String("policy", "ring", "policy to dump")
	limit := flag.Int("limit", 0, "dump only the first N keys (0: all)")
	flag.Parse()

	raw, err := os.ReadFile(*cfgPath)
	if err != nil {
		log.Fatal(err)
	}
	var cfg lb.Config
	if err := json.Unmarshal(raw, &cfg); err != nil {
		log.Fatalf("%s: %v", *cfgPath, err)
	}
	p, err := lb.New(*policy, cfg.VNodes, cfg.BoundC)
	if err != nil {
		log.Fatal(err)
	}
	keys := lb.MakeKeys(cfg)
	servers := lb.ServerNames(cfg.Servers)
	gone := cfg.Remove
	if *policy == "jump" {
		gone = len(servers) - 1
	}
	rest := make([]string, 0, len(servers)-1)
	for i, s := range servers {
		if i != gone {
			rest = append(rest, s)
		}
	}
	before := p.Assign(servers, keys)
	after := p.Assign(rest, keys)

	n := len(keys)
	if *limit > 0 && *limit < n {
		n = *limit
	}
	w := bufio.NewWriter(os.Stdout)
	defer w.Flush()
	fmt.Fprintln(w, "rank,key,weight,before,after")
	for i := 0; i < n; i++ {
		fmt.Fprintf(w, "%d,%s,%d,%s,%s\n", i+1, keys[i].Name, keys[i].Weight,
			servers[before[i]], rest[after[i]])
	}
}
