import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "scripts"))

from churnpit import report  # noqa: E402

ROW = {"train": 10, "test": 5, "train_auc": 0.81234, "test_auc": 0.7, "test_auc_ci": [0.61, 0.79]}


def test_line_and_markdown():
    assert "train AUC 0.8123" in report.line("point_in_time", ROW)
    md = report.markdown({"point_in_time": ROW})
    assert md.splitlines()[2].startswith("| point in time | 10 | 5 | 0.8123 | 0.7000 |")


def test_write_json_creates_directory(tmp_path):
    path = tmp_path / "sub" / "t.json"
    report.write_json(str(path), {"a": 1})
    assert json.loads(path.read_text()) == {"a": 1}


def test_read_calibration(tmp_path):
    import make_figures

    p = tmp_path / "calibration.txt"
    p.write_text("point_in_time: Brier 0.1712\n  predicted  observed      n\n"
                 "      0.037     0.000     66\n      0.154     0.205     44\n")
    curves = make_figures.read_calibration(str(p))
    assert curves["point_in_time"]["brier"] == 0.1712
    assert curves["point_in_time"]["bins"][1] == (0.154, 0.205, 44.0)
