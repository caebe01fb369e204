// Command hllwin measures per-minute distinct-user counting in Redis with
// exact sets versus HyperLogLogs: memory per minute and the error of
// windowed counts (Table 4 of the paper).
package main

import (
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"

	"hllwin/internal/resp"
	"hllwin/internal/workload"
)

type config struct {
	Redis struct {
		Socket   string `json:"socket"`
		Password string `json:"password"`
		DB       int    `json:"db"`
	} `json:"redis"`
	Stream struct {
		Seed            uint64 `json:"seed"`
		Minutes         int    `json:"minutes"`
		Users           uint64 `json:"users"`
		EventsPerMinute int    `json:"events_per_minute"`
		HotUsers        uint64 `json:"hot_users"`
		HotShare        int    `json:"hot_share"`
	} `json:"stream"`
	Windows []int `json:"windows"`
	Stride  int   `json:"stride"`
}

// server settings recorded with the results
var recorded = []string{"set-max-intset-entries", "hll-sparse-max-bytes", "maxmemory-policy", "unixsocket"}

const prefix = "hllwin"

func must(err error, what string) {
	if err != nil {
		log.Fatalf("%s: %v", what, err)
	}
}

func main() {
	cfgPath := flag.String("config", "conf/bench.json", "benchmark configuration")
	outDir := flag.String("out", "results", "output directory")
	smoke := flag.Bool("smoke", false, "only generate the stream and print its statistics (no server)")
	flag.Parse()

	var cfg config
	raw, err := os.ReadFile(*cfgPath)
	must(err, "reading config")
	must(json.Unmarshal(raw, &cfg), "parsing config")
	p := workload.Params{Seed: cfg.Stream.Seed, Minutes: cfg.Stream.Minutes, Users: cfg.Stream.Users,
		EventsPerMinute: cfg.Stream.EventsPerMinute, HotUsers: cfg.Stream.HotUsers, HotShare: cfg.Stream.HotShare}

	if *smoke {
		distinct := map[uint64]bool{}
		for m := range p.Minutes {
			for _, u := range workload.Minute(p, m) {
				distinct[u] = true
			}
		}
		fmt.Printf("smoke: %d minutes, %d events, %d distinct users\n",
			p.Minutes, p.Minutes*p.EventsPerMinute, len(distinct))
		return
	}

	c, err := resp.Dial(cfg.Redis.Socket)
	must(err, "connecting to redis at "+cfg.Redis.Socket)
	defer c.Close()
	if cfg.Redis.Password != "" {
		_, err = c.Do("AUTH", cfg.Redis.Password)
		must(err, "AUTH")
	}
	_, err = c.Do("SELECT", cfg.Redis.DB)
	must(err, "SELECT")
	_, err = c.Do("FLUSHDB")
	must(err, "FLUSHDB")

	settings := map[string]string{}
	for _, name := range recorded {
		kv, err := resp.Strings(c.Do("CONFIG", "GET", name))
		must(err, "CONFIG GET "+name)
		if len(kv) == 2 {
			settings[name] = kv[1]
		}
	}
	info, err := c.Do("INFO", "server")
	must(err, "INFO")
	settings["redis_version"] = field(info.(string), "redis_version")

	// load: one set and one HLL per minute, pipelined in batches
	for m := range p.Minutes {
		users := workload.Minute(p, m)
		setKey := fmt.Sprintf("%s:set:%d", prefix, m)
		hllKey := fmt.Sprintf("%s:hll:%d", prefix, m)
		for lo := 0; lo < len(users); lo += 500 {
			hi := min(lo+500, len(users))
			sargs := []any{"SADD", setKey}
			hargs := []any{"PFADD", hllKey}
			for _, u := range users[lo:hi] {
				sargs = append(sargs, u)
				hargs = append(hargs, u)
			}
			must(c.Send(sargs...), "SADD")
			must(c.Send(hargs...), "PFADD")
		}
		_, err := c.Flush()
		must(err, fmt.Sprintf("loading minute %d", m))
	}

	// memory of the per-minute structures (SAMPLES 0: every element counted)
	var setBytes, hllBytes, setCard int64
	for m := range p.Minutes {
		sb, err := resp.Int(c.Do("MEMORY", "USAGE", fmt.Sprintf("%s:set:%d", prefix, m), "SAMPLES", 0))
		must(err, "MEMORY USAGE")
		hb, err := resp.Int(c.Do("MEMORY", "USAGE", fmt.Sprintf("%s:hll:%d", prefix, m), "SAMPLES", 0))
		must(err, "MEMORY USAGE")
		n, err := resp.Int(c.Do("SCARD", fmt.Sprintf("%s:set:%d", prefix, m)))
		must(err, "SCARD")
		setBytes += sb
		hllBytes += hb
		setCard += n
	}

	// windowed counts, computed server-side by lua/window.lua
	script, err := os.ReadFile("lua/window.lua")
	must(err, "reading lua/window.lua")
	sha, err := c.Do("SCRIPT", "LOAD", string(script))
	must(err, "SCRIPT LOAD")

	type row struct {
		Window, Start     int
		Exact, Estimate   int64
		RelErrPct         float64
	}
	var rows []row
	for _, w := range cfg.Windows {
		for start := 0; start+w <= p.Minutes; start += cfg.Stride {
			v, err := c.Do("EVALSHA", sha.(string), 0, prefix, start, w)
			must(err, "EVALSHA window.lua")
			pair := v.([]any)
			ex, est := pair[0].(int64), pair[1].(int64)
			rows = append(rows, row{w, start, ex, est, 100 * float64(est-ex) / float64(ex)})
		}
	}

	must(os.MkdirAll(*outDir, 0o755), "creating output directory")
	f, err := os.Create(filepath.Join(*outDir, "windows.csv"))
	must(err, "windows.csv")
	cw := csv.NewWriter(f)
	cw.Write([]string{"window", "start", "exact", "estimate", "rel_err_pct"})
	for _, r := range rows {
		cw.Write([]string{strconv.Itoa(r.Window), strconv.Itoa(r.Start), strconv.FormatInt(r.Exact, 10),
			strconv.FormatInt(r.Estimate, 10), strconv.FormatFloat(r.RelErrPct, 'f', 3, 64)})
	}
	cw.Flush()
	f.Close()

	type summaryRow struct {
		Window       int     `json:"window"`
		Queries      int     `json:"queries"`
		MeanExact    float64 `json:"mean_exact"`
		MeanAbsErr   float64 `json:"mean_abs_rel_err_pct"`
		MaxAbsErr    float64 `json:"max_abs_rel_err_pct"`
	}
	var table []summaryRow
	for _, w := range cfg.Windows {
		var errs []float64
		var exSum float64
		for _, r := range rows {
			if r.Window == w {
				errs = append(errs, math.Abs(r.RelErrPct))
				exSum += float64(r.Exact)
			}
		}
		var s float64
		for _, e := range errs {
			s += e
		}
		table = append(table, summaryRow{w, len(errs), round(exSum/float64(len(errs)), 1),
			round(s/float64(len(errs)), 3), round(slices.Max(errs), 3)})
	}
	summary := map[string]any{
		"settings":             settings,
		"seed":                 p.Seed,
		"minutes":              p.Minutes,
		"set_bytes_per_minute": round(float64(setBytes)/float64(p.Minutes), 1),
		"hll_bytes_per_minute": round(float64(hllBytes)/float64(p.Minutes), 1),
		"distinct_per_minute":  round(float64(setCard)/float64(p.Minutes), 1),
		"memory_ratio":         round(float64(setBytes)/float64(hllBytes), 2),
		"table4":               table,
	}
	out, _ := json.MarshalIndent(summary, "", "  ")
	must(os.WriteFile(filepath.Join(*outDir, "summary.json"), append(out, '\n'), 0o644), "summary.json")

	fmt.Printf("Redis %s  set-max-intset-entries=%s  hll-sparse-max-bytes=%s\n",
		settings["redis_version"], settings["set-max-intset-entries"], settings["hll-sparse-max-bytes"])
	fmt.Printf("per minute: %.1f distinct users, set %.1f B, HLL %.1f B (ratio %.2f)\n",
		float64(setCard)/float64(p.Minutes), float64(setBytes)/float64(p.Minutes),
		float64(hllBytes)/float64(p.Minutes), float64(setBytes)/float64(hllBytes))
	fmt.Println("Table 4: window  queries  mean_exact  mean|err|%  max|err|%")
	for _, t := range table {
		fmt.Printf("         %6d  %7d  %10.1f  %9.3f  %8.3f\n", t.Window, t.Queries, t.MeanExact, t.MeanAbsErr, t.MaxAbsErr)
	}
}

func round(x float64, d int) float64 {
	p := math.Pow(10, float64(d))
	return math.Round(x*p) / p
}

func field(info, key string) string {
	for _, line := range splitLines(info) {
		if len(line) > len(key) && line[:len(key)] == key && line[len(key)] == ':' {
			return line[len(key)+1:]
		}
	}
	return ""
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := range len(s) {
		if s[i] == '\n' {
			out = append(out, trimCR(s[start:i]))
			start = i + 1
		}
	}
	return append(out, trimCR(s[start:]))
}

func trimCR(s string) string {
	if len(s) > 0 && s[len(s)-1] == '\r' {
		return s[:len(s)-1]
	}
	return s
}
