package main

import (
	"math"
	"testing"
)

func TestStats(t *testing.T) {
	m, sd := stats([]float64{2, 4, 4, 4, 5, 5, 7, 9})
	if m != 5 {
		t.Fatalf("mean %v", m)
	}
	if want := math.Sqrt(32.0 / 7); math.Abs(sd-want) > 1e-12 {
		t.Fatalf("sd %v, want %v", sd, want)
	}
}

func TestStatsConstant(t *testing.T) {
	if _, sd := stats([]float64{3, 3, 3}); sd != 0 {
		t.Fatalf("sd of a constant sample is %v", sd)
	}
}
