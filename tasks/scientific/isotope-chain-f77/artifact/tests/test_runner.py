import math

import pytest

from chainlib.parse import parse_summary
from chainlib.runner import make_deck, run_chain


def test_deck_has_three_cards():
    deck = make_deck(400, 24, 19980417, 0.3, 2.0, 0.05, 20)
    cards = deck.splitlines()
    assert cards[0].split() == ["400", "24", "19980417"]
    assert [float(x) for x in cards[1].split()] == [0.3, 2.0]
    assert cards[2].split()[1] == "20"


def test_missing_binary(tmp_path):
    with pytest.raises(SystemExit):
        run_chain(make_deck(10, 1, 1, 0.3, 2.0, 0.05, 10), str(tmp_path / "nope"))


def test_pure_chain(chain_binary):
    # c = 0: no disorder, every mode extended, top of the band just below 2
    res = parse_summary(run_chain(make_deck(100, 1, 12345, 0.0, 2.0, 0.05, 10), chain_binary))
    assert res["heavy_frac"] == 0.0
    assert res["loc_frac"] == 0.0
    assert res["omega_max"] == pytest.approx(2.0 * math.cos(math.pi / 202), rel=1e-6)


def test_same_seed_same_census(chain_binary):
    deck = make_deck(80, 3, 4711, 0.3, 3.0, 0.05, 10)
    assert run_chain(deck, chain_binary) == run_chain(deck, chain_binary)


def test_heavier_isotope_localises_more(chain_binary):
    lo = parse_summary(run_chain(make_deck(200, 4, 99, 0.3, 1.5, 0.05, 20), chain_binary))
    hi = parse_summary(run_chain(make_deck(200, 4, 99, 0.3, 4.0, 0.05, 20), chain_binary))
    assert hi["loc_frac"] > lo["loc_frac"]
    assert hi["mean_pr"] < lo["mean_pr"]
