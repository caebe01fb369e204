"""Unit tests of the payload codec (no broker needed): python3 -m pytest tests"""
import pytest

from bench.common import MIN_PAYLOAD, payload, sequence_of, summarize


def test_size_is_exact():
    for size in (MIN_PAYLOAD, 16, 48, 65, 1024):
        assert len(payload(4104, 7, size)) == size


def test_sequence_round_trip():
    for i in (0, 1, 999, 5999, 12345678):
        assert sequence_of(payload(1, i, 48)) == i


def test_seed_changes_body_not_sequence():
    a, b = payload(1, 5, 48), payload(2, 5, 48)
    assert a != b
    assert a[:9] == b[:9]


def test_too_small():
    with pytest.raises(ValueError):
        payload(1, 0, MIN_PAYLOAD - 1)


def test_foreign_body():
    assert sequence_of(b"hello world") == -1


def test_summarize_complete_queue():
    bodies = [payload(3, i, 32) for i in range(10)]
    s = summarize(bodies, 3, 32)
    assert s == {"delivered": 10, "distinct": 10, "first": 0, "last": 9, "in_order": 1, "intact": 1}


def test_summarize_detects_reorder_and_damage():
    bodies = [payload(3, i, 32) for i in (0, 2, 1)]
    assert summarize(bodies, 3, 32)["in_order"] == 0
    damaged = [payload(3, 0, 32)[:-1] + b"x"]
    assert summarize(damaged, 3, 32)["intact"] == 0


def test_summarize_empty():
    assert summarize([], 3, 32)["first"] == -1
