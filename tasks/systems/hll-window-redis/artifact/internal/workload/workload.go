// Package workload generates the seeded stream of (minute, user) events.
package workload

// SplitMix64 is the generator used for every random draw of the benchmark.
type SplitMix64 struct{ s uint64 }

func New(seed uint64) *SplitMix64 { return &SplitMix64{s: seed} }

func (r *SplitMix64) Next() uint64 {
	r.s += 0x9E3779B97F4A7C15
	z := r.s
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// Below returns a draw in [0, n) (multiply-shift, no modulo bias worth noting here).
func (r *SplitMix64) Below(n uint64) uint64 {
	hi, _ := mul64(r.Next(), n)
	return hi
}

func mul64(a, b uint64) (hi, lo uint64) {
	const mask32 = 1<<32 - 1
	a0, a1 := a&mask32, a>>32
	b0, b1 := b&mask32, b>>32
	w0 := a0 * b0
	t := a1*b0 + w0>>32
	w1 := t&mask32 + a0*b1
	hi = a1*b1 + t>>32 + w1>>32
	lo = a * b
	return
}

// Params of the event stream.
type Params struct {
	Seed            uint64
	Minutes         int
	Users           uint64
	EventsPerMinute int
	HotUsers        uint64 // a hot set that reappears every minute
	HotShare        int    // percent of events from the hot set
}

// Minute returns the user ids of the events in minute m (with repeats).
// Each minute has its own generator so minutes can be produced independently.
func Minute(p Params, m int) []uint64 {
	r := New(p.Seed*1000003 + uint64(m))
	out := make([]uint64, 0, p.EventsPerMinute)
	for range p.EventsPerMinute {
		if int(r.Below(100)) < p.HotShare {
			out = append(out, 1+r.Below(p.HotUsers))
		} else {
			out = append(out, 1+p.HotUsers+r.Below(p.Users-p.HotUsers))
		}
	}
	return out
}
