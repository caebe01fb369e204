from hpsearch import space


def test_sample_is_reproducible():
    a = space.sample(10, seed=3)
    b = space.sample(10, seed=3)
    assert a == b


def test_sample_ranges():
    for c in space.sample(200, seed=1):
        assert c["hidden"] in (8, 16, 32, 64)
        assert c["activation"] in ("tanh", "relu")
        assert 1e-3 <= c["lr"] <= 0.5
        assert 1e-6 <= c["l2"] <= 3e-2
        assert c["batch"] in (32, 64, 128)


def test_trial_seeds_differ():
    seeds = {c["seed"] for c in space.sample(100, seed=5)}
    assert len(seeds) == 100


def test_trial_seed_does_not_depend_on_n():
    assert space.sample(5, 9)[3]["seed"] == space.sample(50, 9)[3]["seed"]


def test_grid_size():
    assert len(space.grid(3)) == 4 * 2 * 3 * 3 * 3
