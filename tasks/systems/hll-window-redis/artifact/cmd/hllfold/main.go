// Command hllfold is the v0.2 rollup experiment: it loads the per-minute
// HyperLogLogs, folds them into 5-minute keys with lua/fold.lua and answers
// windows from the rollups (windows must then start and end on a block
// boundary). Superseded by the on-the-fly merge of lua/window.lua, which
// answers any window; kept because Sec. 5 of the v1 submission used it.
//
//	go run ./cmd/hllfold -config conf/bench-small.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"

	"hllwin/internal/resp"
	"hllwin/internal/workload"
)

type config struct {
	Redis struct {
		Addr     string `json:"addr"`
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
}

const prefix = "hllfold"

func main() {
	cfgPath := flag.String("config", "conf/bench-small.json", "configuration")
	block := flag.Int("block", 5, "minutes per rollup key")
	keep := flag.Bool("keep", false, "keep the keys after the run")
	flag.Parse()

	var cfg config
	raw, err := os.ReadFile(*cfgPath)
	if err != nil {
		log.Fatal(err)
	}
	if err := json.Unmarshal(raw, &cfg); err != nil {
		log.Fatalf("%s: %v", *cfgPath, err)
	}
	if cfg.Redis.Addr == "" {
		cfg.Redis.Addr = "127.0.0.1:6379"
	}
	p := workload.Params{Seed: cfg.Stream.Seed, Minutes: cfg.Stream.Minutes, Users: cfg.Stream.Users,
		EventsPerMinute: cfg.Stream.EventsPerMinute, HotUsers: cfg.Stream.HotUsers, HotShare: cfg.Stream.HotShare}

	c, err := resp.Dial(cfg.Redis.Addr)
	if err != nil {
		log.Fatalf("redis at %s: %v", cfg.Redis.Addr, err)
	}
	defer c.Close()
	if cfg.Redis.Password != "" {
		if _, err := c.Do("AUTH", cfg.Redis.Password); err != nil {
			log.Fatal(err)
		}
	}
	if _, err := c.Do("SELECT", cfg.Redis.DB); err != nil {
		log.Fatal(err)
	}

	exact := make([]map[uint64]bool, 0, p.Minutes/(*block))
	for m := 0; m < p.Minutes; m++ {
		if m%*block == 0 {
			exact = append(exact, map[uint64]bool{})
		}
		args := []any{"PFADD", fmt.Sprintf("%s:hll:%d", prefix, m)}
		for _, u := range workload.Minute(p, m) {
			args = append(args, u)
			exact[len(exact)-1][u] = true
		}
		if _, err := c.Do(args...); err != nil {
			log.Fatalf("minute %d: %v", m, err)
		}
	}

	script, err := os.ReadFile("lua/fold.lua")
	if err != nil {
		log.Fatal(err)
	}
	n, err := resp.Int(c.Do("EVAL", string(script), 0, prefix, p.Minutes, *block))
	if err != nil {
		log.Fatal("fold.lua: ", err)
	}
	fmt.Printf("%d rollup keys of %d minutes\n", n, *block)
	fmt.Println("block  exact  estimate  err%    bytes")
	for b := 0; b < int(n); b++ {
		key := fmt.Sprintf("%s:hll%d:%d", prefix, *block, b)
		est, err := resp.Int(c.Do("PFCOUNT", key))
		if err != nil {
			log.Fatal(err)
		}
		mem, err := resp.Int(c.Do("MEMORY", "USAGE", key))
		if err != nil {
			log.Fatal(err)
		}
		ex := len(exact[b])
		fmt.Printf("%5d  %5d  %8d  %+.3f  %6d\n", b, ex, est, 100*float64(est-int64(ex))/float64(ex), mem)
	}

	if !*keep {
		keys, err := resp.Strings(c.Do("KEYS", prefix+":*"))
		if err != nil {
			log.Fatal(err)
		}
		for _, k := range keys {
			c.Send("DEL", k)
		}
		if _, err := c.Flush(); err != nil {
			log.Fatal(err)
		}
	}
}
