package lb

import (
	"fmt"
	"sort"
)

// Policy assigns every key (in the given order) to one of the servers.
// Load-aware policies see the keys' weights as they are placed.
type Policy interface {
	Assign(servers []string, keys []Key) []int
}

// New returns the policy called name.
func New(name string, vnodes int, boundC float64) (Policy, error) {
	switch name {
	case "ring":
		return &Ring{VNodes: vnodes}, nil
	case "ring-bounded":
		return &Ring{VNodes: vnodes, BoundC: boundC}, nil
	case "ring-2c":
		return &TwoChoice{VNodes: vnodes}, nil
	case "jump":
		return Jump{}, nil
	case "hrw":
		return HRW{}, nil
	}
	return nil, fmt.Errorf("unknown policy %q", name)
}

type point struct {
	h   uint64
	srv int
}

func buildRing(servers []string, vnodes int) []point {
	pts := make([]point, 0, len(servers)*vnodes)
	for i, s := range servers {
		for v := 0; v < vnodes; v++ {
			pts = append(pts, point{hash64(fmt.Sprintf("%s#%d", s, v), 0), i})
		}
	}
	sort.Slice(pts, func(a, b int) bool {
		if pts[a].h != pts[b].h {
			return pts[a].h < pts[b].h
		}
		return pts[a].srv < pts[b].srv
	})
	return pts
}

func successor(pts []point, h uint64) int {
	i := sort.Search(len(pts), func(i int) bool { return pts[i].h >= h })
	if i == len(pts) {
		i = 0
	}
	return i
}

// Ring is consistent hashing with virtual nodes; with BoundC > 0 a server
// whose load would exceed BoundC times the average is skipped clockwise.
type Ring struct {
	VNodes int
	BoundC float64
}

func (r *Ring) Assign(servers []string, keys []Key) []int {
	pts := buildRing(servers, r.VNodes)
	out := make([]int, len(keys))
	load := make([]int64, len(servers))
	var total int64
	for _, k := range keys {
		total += k.Weight
	}
	capacity := int64(r.BoundC * float64(total) / float64(len(servers)))
	for i, k := range keys {
		j := successor(pts, hash64(k.Name, 0))
		if r.BoundC > 0 {
			for n := 0; n < len(pts) && load[pts[j].srv]+k.Weight > capacity; n++ {
				j = (j + 1) % len(pts)
			}
		}
		out[i] = pts[j].srv
		load[out[i]] += k.Weight
	}
	return out
}

// TwoChoice hashes every key twice onto the ring and takes the owner with
// the smaller load so far (ties: the first choice).
type TwoChoice struct{ VNodes int }

func (t *TwoChoice) Assign(servers []string, keys []Key) []int {
	pts := buildRing(servers, t.VNodes)
	out := make([]int, len(keys))
	load := make([]int64, len(servers))
	for i, k := range keys {
		a := pts[successor(pts, hash64(k.Name, 0))].srv
		b := pts[successor(pts, hash64(k.Name, 0x5bd1e995))].srv
		if load[b] < load[a] {
			a = b
		}
		out[i] = a
		load[a] += k.Weight
	}
	return out
}

// Jump is jump consistent hashing over the server list (by position).
type Jump struct{}

func (Jump) Assign(servers []string, keys []Key) []int {
	out := make([]int, len(keys))
	for i, k := range keys {
		out[i] = jump(hash64(k.Name, 0), len(servers))
	}
	return out
}

func jump(key uint64, n int) int {
	var b, j int64 = -1, 0
	for j < int64(n) {
		b = j
		key = key*2862933555777941757 + 1
		j = int64(float64(b+1) * (float64(int64(1)<<31) / float64((key>>33)+1)))
	}
	return int(b)
}

// HRW is rendezvous hashing: the server with the highest hash(key, server).
type HRW struct{}

func (HRW) Assign(servers []string, keys []Key) []int {
	salts := make([]uint64, len(servers))
	for i, s := range servers {
		salts[i] = hash64(s, 0x9e3779b97f4a7c15)
	}
	out := make([]int, len(keys))
	for i, k := range keys {
		best, bh := 0, uint64(0)
		kh := hash64(k.Name, 0)
		for j, salt := range salts {
			if h := mix64(kh ^ salt); j == 0 || h > bh {
				best, bh = j, h
			}
		}
		out[i] = best
	}
	return out
}
