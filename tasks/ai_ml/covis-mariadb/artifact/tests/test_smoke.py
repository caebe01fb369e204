"""`make smoke`: the SQLite end-to-end check (no server)."""
from covis import smoke


def test_smoke_runs(capsys):
    assert smoke.main(seed=3) == 0
    assert "smoke OK" in capsys.readouterr().out
