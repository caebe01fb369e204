// Package hll is a client-side HyperLogLog with the parameters Redis uses
// (p = 14, 16384 six-bit registers, MurmurHash64A with seed 0xadc83b19), so
// that a sketch built here and a key built with PFADD agree register for
// register when they see the same decimal ids.
//
// The first draft of the paper estimated windows on the client from the
// registers of each minute (read with GET on the dense keys) and merged them
// here. The Lua script in lua/window.lua replaced that in v0.3; the package
// is still used by cmd/hllsweep, which needs no server.
package hll

import (
	"encoding/binary"
	"math"
	"math/bits"
	"strconv"
)

const (
	P         = 14
	Registers = 1 << P
	hashSeed  = 0xadc83b19
	// PackedBytes is the size of the registers in Redis's dense layout.
	PackedBytes = (Registers*6 + 7) / 8
)

// Sketch is a HyperLogLog with one byte per register (unpacked).
type Sketch struct {
	reg [Registers]uint8
	buf []byte
}

func New() *Sketch { return &Sketch{} }

// murmur64a is MurmurHash64A, the hash Redis applies to PFADD elements.
func murmur64a(key []byte, seed uint64) uint64 {
	const m = 0xc6a4a7935bd1e995
	const r = 47
	h := seed ^ uint64(len(key))*m
	n := len(key) / 8
	for i := 0; i < n; i++ {
		k := binary.LittleEndian.Uint64(key[8*i:])
		k *= m
		k ^= k >> r
		k *= m
		h ^= k
		h *= m
	}
	tail := key[8*n:]
	switch len(tail) {
	case 7:
		h ^= uint64(tail[6]) << 48
		fallthrough
	case 6:
		h ^= uint64(tail[5]) << 40
		fallthrough
	case 5:
		h ^= uint64(tail[4]) << 32
		fallthrough
	case 4:
		h ^= uint64(tail[3]) << 24
		fallthrough
	case 3:
		h ^= uint64(tail[2]) << 16
		fallthrough
	case 2:
		h ^= uint64(tail[1]) << 8
		fallthrough
	case 1:
		h ^= uint64(tail[0])
		h *= m
	}
	h ^= h >> r
	h *= m
	h ^= h >> r
	return h
}

// Add adds one element and reports whether a register changed (PFADD's reply).
func (s *Sketch) Add(elem []byte) bool {
	h := murmur64a(elem, hashSeed)
	idx := h & (Registers - 1)
	h >>= P
	h |= 1 << (64 - P) // bounds the run length at 64-P+1
	count := uint8(bits.TrailingZeros64(h) + 1)
	if count > s.reg[idx] {
		s.reg[idx] = count
		return true
	}
	return false
}

// AddUint adds a user id the way the benchmark sends it: as a decimal string.
func (s *Sketch) AddUint(u uint64) bool {
	s.buf = strconv.AppendUint(s.buf[:0], u, 10)
	return s.Add(s.buf)
}

// Merge sets every register to the maximum of both sketches (PFMERGE).
func (s *Sketch) Merge(o *Sketch) {
	for i, r := range o.reg {
		if r > s.reg[i] {
			s.reg[i] = r
		}
	}
}

// Count is the HLL estimate with linear counting for small cardinalities.
// Redis 5+ uses Ertl's improved estimator instead; the two differ by a few
// tenths of a percent below ~5*Registers and agree above.
func (s *Sketch) Count() uint64 {
	var sum float64
	zeros := 0
	for _, r := range s.reg {
		sum += math.Ldexp(1, -int(r))
		if r == 0 {
			zeros++
		}
	}
	m := float64(Registers)
	alpha := 0.7213 / (1 + 1.079/m)
	est := alpha * m * m / sum
	if est <= 2.5*m && zeros > 0 {
		est = m * math.Log(m/float64(zeros))
	}
	return uint64(est + 0.5)
}

// Pack returns the registers in the dense layout (6 bits each, LSB first).
func (s *Sketch) Pack() []byte {
	out := make([]byte, PackedBytes)
	for i, r := range s.reg {
		bit := i * 6
		b, sh := bit/8, uint(bit%8)
		out[b] |= byte(r&63) << sh
		if sh > 2 {
			out[b+1] |= byte(r&63) >> (8 - sh)
		}
	}
	return out
}

// Unpack is the inverse of Pack.
func Unpack(buf []byte) *Sketch {
	s := New()
	for i := range s.reg {
		bit := i * 6
		b, sh := bit/8, uint(bit%8)
		v := uint(buf[b]) >> sh
		if sh > 2 {
			v |= uint(buf[b+1]) << (8 - sh)
		}
		s.reg[i] = uint8(v & 63)
	}
	return s
}

// NonZero is the number of registers that have seen an element.
func (s *Sketch) NonZero() int {
	n := 0
	for _, r := range s.reg {
		if r != 0 {
			n++
		}
	}
	return n
}
