import pytest

from chainlib.parse import parse_summary


def test_scalars(sample_output):
    res = parse_summary(sample_output)
    assert res["n"] == 60
    assert res["nreal"] == 4
    assert res["ratio"] == pytest.approx(2.0)
    assert res["heavy_frac"] == pytest.approx(0.30)
    assert 0.0 < res["mean_pr"] < 2.0 / 3.0
    assert 0.0 <= res["loc_frac"] <= 1.0


def test_histogram(sample_output):
    res = parse_summary(sample_output)
    assert len(res["bins"]) == 10
    assert res["counts"].sum() == 60 * 4
    # bin centres are equally spaced
    steps = res["bins"][1:] - res["bins"][:-1]
    assert steps == pytest.approx([steps[0]] * len(steps))


def test_pr_falls_with_frequency(sample_output):
    res = parse_summary(sample_output)
    pr = res["bin_pr"]
    assert pr[0] > pr[-1]


def test_missing_block_is_an_error():
    with pytest.raises(ValueError):
        parse_summary(" CHAIN: DSTEV INFO = 3\n")
