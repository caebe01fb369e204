package hll

import (
	"bytes"
	"math"
	"testing"
)

func relErr(est uint64, n int) float64 {
	return math.Abs(float64(est)-float64(n)) / float64(n)
}

func TestEmpty(t *testing.T) {
	if c := New().Count(); c != 0 {
		t.Fatalf("empty sketch counts %d", c)
	}
}

func TestAddReportsChange(t *testing.T) {
	s := New()
	if !s.AddUint(42) {
		t.Fatal("first add of 42 changed nothing")
	}
	if s.AddUint(42) {
		t.Fatal("second add of 42 changed a register")
	}
}

func TestAccuracy(t *testing.T) {
	for _, n := range []int{1000, 20000, 100000} {
		s := New()
		for i := 0; i < n; i++ {
			s.AddUint(uint64(i) + 1)
		}
		if e := relErr(s.Count(), n); e > 0.05 {
			t.Errorf("n=%d: estimate %d, relative error %.4f", n, s.Count(), e)
		}
	}
}

func TestMergeIsUnion(t *testing.T) {
	a, b, u := New(), New(), New()
	for i := uint64(0); i < 30000; i++ {
		if i < 20000 {
			a.AddUint(i)
		}
		if i >= 10000 {
			b.AddUint(i)
		}
		u.AddUint(i)
	}
	a.Merge(b)
	if a.reg != u.reg {
		t.Fatal("merged registers differ from the sketch of the union")
	}
}

func TestPackRoundTrip(t *testing.T) {
	s := New()
	for i := uint64(0); i < 50000; i++ {
		s.AddUint(i * 7919)
	}
	p := s.Pack()
	if len(p) != PackedBytes {
		t.Fatalf("packed %d bytes, want %d", len(p), PackedBytes)
	}
	back := Unpack(p)
	if back.reg != s.reg {
		t.Fatal("Unpack(Pack(s)) differs from s")
	}
	if !bytes.Equal(back.Pack(), p) {
		t.Fatal("second Pack differs")
	}
}

func TestMurmurTail(t *testing.T) {
	seen := map[uint64]string{}
	for _, k := range []string{"", "1", "12", "123", "1234", "12345", "123456", "1234567", "12345678", "123456789"} {
		h := murmur64a([]byte(k), hashSeed)
		if prev, ok := seen[h]; ok {
			t.Fatalf("%q and %q hash alike", prev, k)
		}
		seen[h] = k
	}
}
