import pandas as pd

from rffbench.report import relative_to_exact, to_latex, to_markdown


def _table():
    return pd.DataFrame({"method": ["exact", "rff", "nystroem"], "components": [100, 10, 10],
                         "rmse_mean": [0.5, 1.0, 0.75], "rmse_std": [0.0, 0.1, 0.05],
                         "fit_seconds": [0.1, 0.01, 0.02]})


def test_markdown():
    md = to_markdown(_table(), digits=2).splitlines()
    assert md[2] == "| exact KRR | 100 | 0.50 |"
    assert md[3] == "| RFF | 10 | 1.00 ± 0.10 |"


def test_latex_has_every_row():
    tex = to_latex(_table())
    assert tex.count("\\\\") == 4
    assert "Nyström" in tex


def test_relative():
    rel = relative_to_exact(_table())
    assert list(rel["vs_exact"]) == [0.0, 1.0, 0.5]
