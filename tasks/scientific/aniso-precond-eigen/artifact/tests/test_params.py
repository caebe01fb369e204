"""Tests of the parameter-file reader and the driver's output layout.

    python3 -m pytest tests/

The driver is imported as a module; nothing here runs the C++ program except
test_driver_end_to_end, which is skipped when build/aniso_solve does not exist.
"""
import os
import subprocess
import sys
import textwrap

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)

import run_table2  # noqa: E402


def write(tmp_path, text, name="p.txt"):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return str(path)


def test_read_params_basic(tmp_path):
    path = write(tmp_path, """\
        n = 32
        eps = 1 1e-2
        theta = 0 30
        """)
    prm = run_table2.read_params(path)
    assert prm["n"] == "32"
    assert prm["eps"].split() == ["1", "1e-2"]
    assert prm["theta"].split() == ["0", "30"]


def test_read_params_comments_and_blank_lines(tmp_path):
    path = write(tmp_path, """\
        # a comment line

        n = 16   # trailing comment
        eps = 1e-3
        theta = 45
        name = small
        """)
    prm = run_table2.read_params(path)
    assert prm == {"n": "16", "eps": "1e-3", "theta": "45", "name": "small"}


def test_read_params_value_with_equals(tmp_path):
    path = write(tmp_path, "solvers = ldlt\nnote = a=b\n")
    prm = run_table2.read_params(path)
    assert prm["note"] == "a=b"


def test_shipped_params_parse():
    for fname in ("table2.txt", "techreport_table1.txt"):
        prm = run_table2.read_params(os.path.join(ROOT, "params", fname))
        assert int(prm["n"]) > 0
        assert all(float(e) > 0 for e in prm["eps"].split())
        assert prm["name"]


def test_table2_params_match_paper():
    prm = run_table2.read_params(os.path.join(ROOT, "params", "table2.txt"))
    assert prm["n"] == "96"
    assert [float(t) for t in prm["theta"].split()] == [0.0, 30.0, 45.0]
    assert prm["tol"] == "1e-8"


def test_find_binary_env(tmp_path, monkeypatch):
    exe = tmp_path / "aniso_solve"
    exe.write_text("#!/bin/sh\n")
    exe.chmod(0o755)
    monkeypatch.setenv("ANISO_BIN", str(exe))
    assert run_table2.find_binary() == str(exe)


@pytest.mark.skipif(not os.path.exists(os.path.join(ROOT, "build", "aniso_solve")),
                    reason="build/aniso_solve not built")
def test_driver_end_to_end(tmp_path):
    path = write(tmp_path, """\
        n = 12
        eps = 1 1e-2
        theta = 0 30
        solvers = jacobi-cg,ldlt
        name = e2e
        """)
    subprocess.run([sys.executable, os.path.join(ROOT, "run_table2.py"), path],
                   cwd=str(tmp_path), check=True, capture_output=True)
    csv = (tmp_path / "results" / "e2e.csv").read_text().splitlines()
    assert csv[0] == ",".join(run_table2.COLUMNS)
    assert len(csv) == 1 + 2 * 2 * 2
    assert (tmp_path / "results" / "e2e_iters.txt").exists()
