import pytest

from copyspan.registry import Registry


def test_register_and_build():
    R = Registry("things")

    @R.register("thing")
    class Thing(object):
        def __init__(self, a, b=2):
            self.a, self.b = a, b

    t = R.build({"type": "thing", "a": 1, "notes": "ignored"})
    assert (t.a, t.b) == (1, 2)
    assert "thing" in R and len(R) == 1


def test_duplicate():
    R = Registry("things")
    R.register("x")(object)
    with pytest.raises(KeyError):
        R.register("x")(object)
    R.register("x", force=True)(dict)
    assert R.get("x") is dict


def test_suggestions():
    R = Registry("things")
    R.register("gru_tagger")(object)
    with pytest.raises(KeyError) as e:
        R.get("gru_taggr")
    assert "gru_tagger" in str(e.value)
