package lb

import "testing"

func without(servers []string, j int) []string {
	out := append([]string{}, servers[:j]...)
	return append(out, servers[j+1:]...)
}

// Plain ring and rendezvous hashing only move the keys of the server that
// leaves; every other key keeps its server (by name).
func TestRemovalMovesOnlyOwnKeys(t *testing.T) {
	cfg := smallConfig()
	keys := MakeKeys(cfg)
	servers := ServerNames(cfg.Servers)
	gone := 5
	for _, name := range []string{"ring", "hrw"} {
		p, _ := New(name, cfg.VNodes, cfg.BoundC)
		before := p.Assign(servers, keys)
		rest := without(servers, gone)
		after := p.Assign(rest, keys)
		for i := range keys {
			if before[i] != gone && servers[before[i]] != rest[after[i]] {
				t.Fatalf("%s: key %d moved from %s to %s", name, i,
					servers[before[i]], rest[after[i]])
			}
		}
	}
}

// Jump hash is monotone: growing n to n+1 moves a key to bucket n or not at all.
func TestJumpMonotone(t *testing.T) {
	for k := uint64(0); k < 5000; k++ {
		h := mix64(k)
		for n := 1; n < 50; n++ {
			a, b := jump(h, n), jump(h, n+1)
			if a < 0 || a >= n {
				t.Fatalf("jump(%d, %d) = %d out of range", h, n, a)
			}
			if b != a && b != n {
				t.Fatalf("jump(%d): %d servers -> %d, %d servers -> %d", h, n, a, n+1, b)
			}
		}
	}
}

func TestJumpSpreadsEvenly(t *testing.T) {
	const n, m = 10, 100000
	count := make([]int, n)
	for k := uint64(0); k < m; k++ {
		count[jump(mix64(k), n)]++
	}
	for i, c := range count {
		if c < m/n*9/10 || c > m/n*11/10 {
			t.Errorf("bucket %d has %d of %d keys", i, c, m)
		}
	}
}

func TestAssignIsDeterministic(t *testing.T) {
	cfg := smallConfig()
	keys := MakeKeys(cfg)
	servers := ServerNames(cfg.Servers)
	for _, name := range []string{"ring", "ring-bounded", "ring-2c", "jump", "hrw"} {
		p, _ := New(name, cfg.VNodes, cfg.BoundC)
		a := p.Assign(servers, keys)
		b := p.Assign(servers, keys)
		for i := range a {
			if a[i] != b[i] {
				t.Fatalf("%s: key %d placed on %d then %d", name, i, a[i], b[i])
			}
		}
	}
}

// The two-choice ring should balance at least as well as the plain ring.
func TestTwoChoiceBalancesBetterThanRing(t *testing.T) {
	cfg := smallConfig()
	keys := MakeKeys(cfg)
	ring := Evaluate("ring", cfg, keys)
	two := Evaluate("ring-2c", cfg, keys)
	if two.PeakToMean > ring.PeakToMean {
		t.Errorf("ring-2c peak/mean %.3f above ring %.3f", two.PeakToMean, ring.PeakToMean)
	}
}

func TestUnknownPolicy(t *testing.T) {
	if _, err := New("maglev", 64, 1.25); err == nil {
		t.Error("expected an error for an unknown policy")
	}
}

func BenchmarkRingAssign(b *testing.B) {
	cfg := smallConfig()
	cfg.Keys = 20000
	keys := MakeKeys(cfg)
	servers := ServerNames(40)
	p, _ := New("ring", 64, 0)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Assign(servers, keys)
	}
}

func BenchmarkTwoChoiceAssign(b *testing.B) {
	cfg := smallConfig()
	cfg.Keys = 20000
	keys := MakeKeys(cfg)
	servers := ServerNames(40)
	p, _ := New("ring-2c", 64, 0)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Assign(servers, keys)
	}
}
