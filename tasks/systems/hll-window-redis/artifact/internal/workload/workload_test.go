package workload

import "testing"

var small = Params{Seed: 1, Minutes: 3, Users: 50000, EventsPerMinute: 2000, HotUsers: 300, HotShare: 40}

func TestMinuteDeterministic(t *testing.T) {
	a, b := Minute(small, 1), Minute(small, 1)
	if len(a) != small.EventsPerMinute {
		t.Fatalf("%d events, want %d", len(a), small.EventsPerMinute)
	}
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("event %d differs between two calls: %d vs %d", i, a[i], b[i])
		}
	}
}

func TestMinutesDiffer(t *testing.T) {
	a, b := Minute(small, 0), Minute(small, 1)
	same := 0
	for i := range a {
		if a[i] == b[i] {
			same++
		}
	}
	if same > len(a)/10 {
		t.Fatalf("minutes 0 and 1 agree in %d of %d positions", same, len(a))
	}
}

func TestIDRange(t *testing.T) {
	for m := 0; m < small.Minutes; m++ {
		for _, u := range Minute(small, m) {
			if u < 1 || u > small.Users {
				t.Fatalf("minute %d: user %d outside [1, %d]", m, u, small.Users)
			}
		}
	}
}

func TestHotShare(t *testing.T) {
	hot := 0
	ev := Minute(small, 2)
	for _, u := range ev {
		if u <= small.HotUsers {
			hot++
		}
	}
	share := 100 * float64(hot) / float64(len(ev))
	if share < 35 || share > 45 {
		t.Fatalf("hot share %.1f%%, want about %d%%", share, small.HotShare)
	}
}

func TestBelowBounds(t *testing.T) {
	r := New(7)
	for i := 0; i < 10000; i++ {
		if v := r.Below(13); v >= 13 {
			t.Fatalf("Below(13) = %d", v)
		}
	}
}

func TestMul64(t *testing.T) {
	cases := []struct{ a, b, hi, lo uint64 }{
		{0, 0, 0, 0},
		{1 << 63, 2, 1, 0},
		{^uint64(0), ^uint64(0), ^uint64(0) - 1, 1},
		{0x12345678, 0x9abcdef, 0, 0x12345678 * 0x9abcdef},
	}
	for _, c := range cases {
		hi, lo := mul64(c.a, c.b)
		if hi != c.hi || lo != c.lo {
			t.Errorf("mul64(%#x, %#x) = %#x:%#x, want %#x:%#x", c.a, c.b, hi, lo, c.hi, c.lo)
		}
	}
}
