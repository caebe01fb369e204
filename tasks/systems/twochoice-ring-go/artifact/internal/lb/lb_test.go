package lb

import "testing"

func smallConfig() Config {
	return Config{Seed: 1, Servers: 8, Keys: 2000, ZipfS: 0.8, VNodes: 32, BoundC: 1.25, Remove: 3}
}

func TestEveryPolicyAssignsInRange(t *testing.T) {
	cfg := smallConfig()
	keys := MakeKeys(cfg)
	servers := ServerNames(cfg.Servers)
	for _, name := range []string{"ring", "ring-bounded", "ring-2c", "jump", "hrw"} {
		p, err := New(name, cfg.VNodes, cfg.BoundC)
		if err != nil {
			t.Fatal(err)
		}
		for i, s := range p.Assign(servers, keys) {
			if s < 0 || s >= len(servers) {
				t.Fatalf("%s: key %d on server %d", name, i, s)
			}
		}
	}
}

func TestConsistentPoliciesMoveLittle(t *testing.T) {
	cfg := smallConfig()
	keys := MakeKeys(cfg)
	for _, name := range []string{"ring", "jump", "hrw"} {
		r := Evaluate(name, cfg, keys)
		// one of 8 servers leaves: about 1/8 of the keys should move
		if r.MovedRemove > 25 || r.MovedAdd > 25 {
			t.Errorf("%s moved too much: %+v", name, r)
		}
	}
}

func TestBoundedRespectsCapacity(t *testing.T) {
	cfg := smallConfig()
	r := Evaluate("ring-bounded", cfg, MakeKeys(cfg))
	if r.PeakToMean > cfg.BoundC+0.01 {
		t.Errorf("peak/mean %.3f above bound %.2f", r.PeakToMean, cfg.BoundC)
	}
}
