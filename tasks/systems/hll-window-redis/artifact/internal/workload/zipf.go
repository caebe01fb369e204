package workload

import "math"

// Zipf draws user ids with a Zipf(s) popularity over [1, n] by inverting a
// table of the cumulative weights. It was the stream of the first draft
// (s = 1.1 over 400k users); reviewers found the per-minute cardinality too
// sensitive to s, and v0.3 moved to the hot-set mixture of Minute. No
// experiment uses it now.
type Zipf struct {
	r   *SplitMix64
	cdf []float64
}

// NewZipf builds the table (8 bytes per user).
func NewZipf(seed uint64, n uint64, s float64) *Zipf {
	cdf := make([]float64, n)
	var sum float64
	for i := uint64(0); i < n; i++ {
		sum += 1 / math.Pow(float64(i+1), s)
		cdf[i] = sum
	}
	for i := range cdf {
		cdf[i] /= sum
	}
	return &Zipf{r: New(seed), cdf: cdf}
}

// Next returns a user id in [1, n].
func (z *Zipf) Next() uint64 {
	u := float64(z.r.Next()>>11) / (1 << 53)
	lo, hi := 0, len(z.cdf)-1
	for lo < hi {
		mid := (lo + hi) / 2
		if z.cdf[mid] < u {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return uint64(lo) + 1
}

// ZipfMinute is the v0.2 counterpart of Minute.
func ZipfMinute(seed uint64, m int, events int, z *Zipf) []uint64 {
	z.r = New(seed*1000003 + uint64(m))
	out := make([]uint64, 0, events)
	for i := 0; i < events; i++ {
		out = append(out, z.Next())
	}
	return out
}
