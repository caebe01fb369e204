// Command lbsim reproduces Table 2: load balance and key movement of five
// placement policies on a Zipf-weighted key population.
package main

import (
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strconv"
	"sync"

	"lbsim/internal/lb"
)

// runAll runs the jobs on a fixed number of workers and returns their
// results in job order.
func runAll(jobs []func() lb.Row, workers int) []lb.Row {
	out := make([]lb.Row, len(jobs))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				out[i] = jobs[i]()
			}
		}()
	}
	for i := range jobs {
		next <- i
	}
	close(next)
	wg.Wait()
	return out
}

func main() {
	cfgPath := flag.String("config", "conf/experiment.json", "experiment configuration")
	outDir := flag.String("out", "results", "output directory")
	only := flag.String("policy", "", "run a single policy (quick check)")
	keysN := flag.Int("keys", 0, "override the number of keys")
	flag.Parse()

	var cfg lb.Config
	raw, err := os.ReadFile(*cfgPath)
	if err != nil {
		log.Fatal(err)
	}
	if err := json.Unmarshal(raw, &cfg); err != nil {
		log.Fatalf("%s: %v", *cfgPath, err)
	}
	if *keysN > 0 {
		cfg.Keys = *keysN
	}
	if *only != "" {
		cfg.Policies = []string{*only}
	}
	if cfg.Workers < 1 {
		cfg.Workers = 1
	}
	keys := lb.MakeKeys(cfg)

	// one job per policy; each job evaluates its policy on the shared keys
	var jobs []func() lb.Row
	for _, name := range cfg.Policies {
		jobs = append(jobs, func() lb.Row { return lb.Evaluate(name, cfg, keys) })
	}
	rows := runAll(jobs, cfg.Workers)

	if *only != "" {
		r := rows[0]
		fmt.Printf("%s: peak/mean %.3f, moved on remove %.2f%%, on add %.2f%%\n",
			*only, r.PeakToMean, r.MovedRemove, r.MovedAdd)
		return
	}

	if err := os.MkdirAll(*outDir, 0o755); err != nil {
		log.Fatal(err)
	}
	f, err := os.Create(filepath.Join(*outDir, "table2.csv"))
	if err != nil {
		log.Fatal(err)
	}
	w := csv.NewWriter(f)
	w.Write([]string{"policy", "peak_to_mean", "moved_remove_pct", "moved_add_pct", "max_keys"})
	for i, r := range rows {
		w.Write([]string{cfg.Policies[i], strconv.FormatFloat(r.PeakToMean, 'f', 4, 64),
			strconv.FormatFloat(r.MovedRemove, 'f', 3, 64), strconv.FormatFloat(r.MovedAdd, 'f', 3, 64),
			strconv.Itoa(r.MaxKeys)})
	}
	w.Flush()
	if err := f.Close(); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("wrote %s (%d policies, %d keys, %d servers)\n",
		filepath.Join(*outDir, "table2.csv"), len(rows), cfg.Keys, cfg.Servers)
}
