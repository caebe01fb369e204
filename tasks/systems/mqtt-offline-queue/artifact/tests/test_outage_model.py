import pytest

from bench.outage_model import dropped, needed, parse_time, quantile, report


def test_parse_both_formats():
    assert parse_time("2021-10-04T06:00:00") == parse_time("2021-10-04 06:00:00")
    with pytest.raises(ValueError):
        parse_time("04.10.2021 06:00")


def test_quantile_nearest_rank():
    v = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    assert quantile(v, 0.5) == 5
    assert quantile(v, 0.9) == 9
    assert quantile(v, 1.0) == 10
    assert quantile(v, 0.0) == 1


def test_needed_rounds_up():
    assert needed(10.0, 12.5) == 125
    assert needed(10.01, 12.5) == 126


def test_dropped():
    assert dropped(400, 12.5, 5000) == 0
    assert dropped(480, 12.5, 5000) == 1000


def test_report_mentions_limit():
    outages = [{"controller": "c1", "cause": "firmware", "seconds": 300.0},
               {"controller": "c2", "cause": "power", "seconds": 600.0}]
    text = report(outages, 10.0, 5000)
    assert "max_queued_messages 5000: 1 outages lose messages, 1000 messages in total" in text
