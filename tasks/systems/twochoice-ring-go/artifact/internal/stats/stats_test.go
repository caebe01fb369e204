package stats

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestMeanStdDev(t *testing.T) {
	xs := []float64{2, 4, 4, 4, 5, 5, 7, 9}
	if !near(Mean(xs), 5) {
		t.Errorf("mean %v", Mean(xs))
	}
	if !near(StdDev(xs), 2) {
		t.Errorf("stddev %v", StdDev(xs))
	}
	if !near(CoV(xs), 0.4) {
		t.Errorf("cov %v", CoV(xs))
	}
}

func TestQuantile(t *testing.T) {
	xs := []float64{5, 1, 4, 2, 3}
	cases := map[float64]float64{0: 1, 0.25: 2, 0.5: 3, 0.9: 4.6, 1: 5}
	for q, want := range cases {
		if got := Quantile(xs, q); !near(got, want) {
			t.Errorf("q=%v: got %v want %v", q, got, want)
		}
	}
	if xs[0] != 5 {
		t.Error("Quantile sorted its input")
	}
	if !math.IsNaN(Quantile(nil, 0.5)) {
		t.Error("empty input should give NaN")
	}
}

func TestGini(t *testing.T) {
	if g := Gini([]float64{3, 3, 3, 3}); !near(g, 0) {
		t.Errorf("equal loads: gini %v", g)
	}
	// all load on one of four: (n-1)/n
	if g := Gini([]float64{0, 0, 0, 8}); !near(g, 0.75) {
		t.Errorf("one hot server: gini %v", g)
	}
}

func TestMaxOverMean(t *testing.T) {
	if r := MaxOverMean([]float64{1, 1, 1, 5}); !near(r, 2.5) {
		t.Errorf("max/mean %v", r)
	}
}
