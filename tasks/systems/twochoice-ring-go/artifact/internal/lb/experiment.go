package lb

import (
	"fmt"
	"math"
)

// Config of one experiment (conf/experiment.json).
type Config struct {
	Seed     uint64   `json:"seed"`
	Servers  int      `json:"servers"`
	Keys     int      `json:"keys"`
	ZipfS    float64  `json:"zipf_s"`
	VNodes   int      `json:"vnodes"`
	BoundC   float64  `json:"bound_c"`
	Remove   int      `json:"remove_server"`
	Policies []string `json:"policies"`
	Workers  int      `json:"workers"`
	// Racks maps a rack name to its servers (optional). With FailRack the
	// server that leaves takes its whole rack down with it.
	Racks    map[string][]string `json:"racks,omitempty"`
	FailRack bool                `json:"fail_rack,omitempty"`
}

// Row is one line of Table 2.
type Row struct {
	Policy      string
	PeakToMean  float64
	MovedRemove float64 // % of keys that change server when one server leaves
	MovedAdd    float64 // % of keys that change server when one server joins
	MaxKeys     int     // most keys on one server
}

// MakeKeys returns the seeded key population with Zipf request weights.
func MakeKeys(cfg Config) []Key {
	keys := make([]Key, cfg.Keys)
	for i := range keys {
		name := fmt.Sprintf("obj-%016x", mix64(cfg.Seed*0x100000001b3+uint64(i)))
		w := int64(1e6 / math.Pow(float64(i+1), cfg.ZipfS))
		if w < 1 {
			w = 1
		}
		keys[i] = Key{Name: name, Weight: w}
	}
	return keys
}

// ServerNames returns the names of n servers.
func ServerNames(n int) []string {
	s := make([]string, n)
	for i := range s {
		s[i] = fmt.Sprintf("cache-%02d", i)
	}
	return s
}

// Evaluate runs one policy on the base, shrunk and grown server sets.
func Evaluate(name string, cfg Config, keys []Key) Row {
	p, err := New(name, cfg.VNodes, cfg.BoundC)
	if err != nil {
		panic(err)
	}
	servers := ServerNames(cfg.Servers)
	base := p.Assign(servers, keys)

	load := make([]int64, len(servers))
	count := make([]int, len(servers))
	var total int64
	for i, s := range base {
		load[s] += keys[i].Weight
		count[s]++
		total += keys[i].Weight
	}
	var peak int64
	maxKeys := 0
	for i := range load {
		if load[i] > peak {
			peak = load[i]
		}
		if count[i] > maxKeys {
			maxKeys = count[i]
		}
	}

	// one server leaves, or its whole rack (jump hash can only lose the last
	// buckets: it is evaluated on its natural removal, the highest-numbered
	// servers)
	down := map[int]bool{cfg.Remove: true}
	if cfg.FailRack {
		rackOf := make(map[string]string)
		for rack, members := range cfg.Racks {
			for _, s := range members {
				rackOf[s] = rack
			}
		}
		for i, s := range servers {
			if rackOf[s] == rackOf[servers[cfg.Remove]] {
				down[i] = true
			}
		}
	}
	if name == "jump" {
		k := len(down)
		down = map[int]bool{}
		for i := len(servers) - k; i < len(servers); i++ {
			down[i] = true
		}
	}
	shrunk := make([]string, 0, len(servers)-1)
	idx := make([]int, 0, len(servers)-1)
	for i, s := range servers {
		if !down[i] {
			shrunk = append(shrunk, s)
			idx = append(idx, i)
		}
	}
	after := p.Assign(shrunk, keys)
	movedR := 0
	for i := range keys {
		if idx[after[i]] != base[i] {
			movedR++
		}
	}

	grown := append(append([]string{}, servers...), fmt.Sprintf("cache-%02d", cfg.Servers))
	after = p.Assign(grown, keys)
	movedA := 0
	for i := range keys {
		if after[i] != base[i] {
			movedA++
		}
	}

	mean := float64(total) / float64(len(servers))
	return Row{
		Policy:      name,
		PeakToMean:  float64(peak) / mean,
		MovedRemove: 100 * float64(movedR) / float64(len(keys)),
		MovedAdd:    100 * float64(movedA) / float64(len(keys)),
		MaxKeys:     maxKeys,
	}
}
