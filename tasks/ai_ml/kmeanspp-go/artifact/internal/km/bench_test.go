package km

import (
	"math/rand"
	"testing"
)

// go test -bench . ./internal/km

func benchLloyd(b *testing.B, k int, method string) {
	X := Blobs(1, 2400, 12, 2, 0.9)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		rng := rand.New(rand.NewSource(int64(1000 + i%20)))
		Lloyd(X, Init(rng, X, k, method), Options{MaxIter: 300})
	}
}

func BenchmarkLloydK8Random(b *testing.B)    { benchLloyd(b, 8, "random") }
func BenchmarkLloydK8PlusPlus(b *testing.B)  { benchLloyd(b, 8, "kmeans++") }
func BenchmarkLloydK16Random(b *testing.B)   { benchLloyd(b, 16, "random") }
func BenchmarkLloydK16PlusPlus(b *testing.B) { benchLloyd(b, 16, "kmeans++") }

func BenchmarkInitPlusPlusK16(b *testing.B) {
	X := Blobs(1, 2400, 12, 2, 0.9)
	rng := rand.New(rand.NewSource(1))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Init(rng, X, 16, "kmeans++")
	}
}
