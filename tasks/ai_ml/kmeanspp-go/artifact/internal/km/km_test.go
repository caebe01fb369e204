package km

import (
	"math"
	"math/rand"
	"slices"
	"testing"
)

func TestBlobsSizes(t *testing.T) {
	lab := Labels(2400, 12)
	sizes := Sizes(lab, 12)
	if lo, hi := slices.Min(sizes), slices.Max(sizes); lo != 31 || hi != 369 {
		t.Fatalf("cluster sizes %v: smallest %d, largest %d", sizes, lo, hi)
	}
	if sum := func() int {
		s := 0
		for _, v := range sizes {
			s += v
		}
		return s
	}(); sum != 2400 {
		t.Fatalf("sizes sum to %d", sum)
	}
}

func TestBlobsDeterministic(t *testing.T) {
	a, b := Blobs(7, 100, 3, 2, 1), Blobs(7, 100, 3, 2, 1)
	for i := range a {
		for j := range a[i] {
			if a[i][j] != b[i][j] {
				t.Fatal("Blobs is not deterministic")
			}
		}
	}
}

func TestInitDistinct(t *testing.T) {
	X := Blobs(3, 500, 5, 2, 0.5)
	for _, m := range Methods {
		C := Init(rand.New(rand.NewSource(1)), X, 8, m)
		if len(C) != 8 {
			t.Fatalf("%s: %d centres", m, len(C))
		}
		for a := range C {
			for b := 0; b < a; b++ {
				if dist2(C[a], C[b]) == 0 {
					t.Fatalf("%s: centres %d and %d coincide", m, a, b)
				}
			}
		}
	}
}

func TestInitDoesNotAlias(t *testing.T) {
	X := [][]float64{{0, 0}, {1, 1}, {5, 5}}
	C := Init(rand.New(rand.NewSource(2)), X, 2, "kmeans++")
	C[0][0] = 99
	for _, x := range X {
		if x[0] == 99 {
			t.Fatal("centres alias data rows")
		}
	}
}

func TestLloydTwoClusters(t *testing.T) {
	X := [][]float64{{0, 0}, {0, 1}, {10, 0}, {10, 1}}
	res := Lloyd(X, [][]float64{{0, 0}, {5, 0}}, Options{MaxIter: 300})
	if math.Abs(res.SSE-1.0) > 1e-12 {
		t.Fatalf("SSE %v, want 1", res.SSE)
	}
	if res.Assign[0] != res.Assign[1] || res.Assign[2] != res.Assign[3] || res.Assign[0] == res.Assign[2] {
		t.Fatalf("assignment %v", res.Assign)
	}
}

func TestLloydMonotone(t *testing.T) {
	X := Blobs(5, 600, 6, 2, 0.9)
	C := Init(rand.New(rand.NewSource(9)), X, 6, "random")
	prev := math.Inf(1)
	for it := 1; it <= 10; it++ {
		res := Lloyd(X, cloneAll(C), Options{MaxIter: it})
		if res.SSE > prev+1e-9 {
			t.Fatalf("SSE rose from %v to %v at %d iterations", prev, res.SSE, it)
		}
		prev = res.SSE
	}
}

func cloneAll(C [][]float64) [][]float64 {
	out := make([][]float64, len(C))
	for i := range C {
		out[i] = append([]float64(nil), C[i]...)
	}
	return out
}

func TestARI(t *testing.T) {
	if v := ARI([]int{0, 0, 1, 1}, []int{1, 1, 0, 0}); math.Abs(v-1) > 1e-12 {
		t.Fatalf("ARI of a relabeling = %v", v)
	}
}

func TestSilhouetteSeparated(t *testing.T) {
	X := [][]float64{{0, 0}, {0, 0.1}, {10, 0}, {10, 0.1}}
	if s := Silhouette(X, []int{0, 0, 1, 1}, 2); s < 0.9 {
		t.Fatalf("silhouette %v for two far clusters", s)
	}
}

func TestMiniBatchNearLloyd(t *testing.T) {
	X := Blobs(4, 1200, 6, 2, 0.9)
	C := Init(rand.New(rand.NewSource(3)), X, 6, "kmeans++")
	full := Lloyd(X, cloneAll(C), Options{MaxIter: 300})
	mb := MiniBatch(rand.New(rand.NewSource(4)), X, cloneAll(C), 100, 200)
	if mb.SSE < full.SSE*0.999 || mb.SSE > full.SSE*1.5 {
		t.Fatalf("mini-batch SSE %v, Lloyd %v", mb.SSE, full.SSE)
	}
}

func TestLloydMaxIter(t *testing.T) {
	X := Blobs(6, 900, 9, 2, 0.9)
	C := Init(rand.New(rand.NewSource(5)), X, 12, "random")
	if res := Lloyd(X, C, Options{MaxIter: 2}); res.Iters != 2 {
		t.Fatalf("%d iterations with MaxIter 2", res.Iters)
	}
}
