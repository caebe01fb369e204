"""Smoke tests of aniso_solve (needs build/aniso_solve; skipped otherwise).

These run in a few seconds on small grids. They check the CSV format, that every solver
converges, and that the direct solver's error behaves like a second-order method.
"""
import os
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXE = os.environ.get("ANISO_BIN", os.path.join(ROOT, "build", "aniso_solve"))

pytestmark = pytest.mark.skipif(not os.path.exists(EXE), reason="aniso_solve not built")

SOLVERS = ["jacobi-cg", "ichol-cg", "ilut-bicgstab", "ldlt"]


def run(*args):
    out = subprocess.run([EXE] + [str(a) for a in args], check=True, capture_output=True,
                         text=True).stdout
    rows = []
    for line in out.strip().splitlines():
        n, eps, theta, solver, iters, relres, err, conv = line.split(",")
        rows.append(dict(n=int(n), eps=float(eps), theta=float(theta), solver=solver,
                         iters=int(iters), relres=float(relres), err=float(err),
                         converged=conv == "1"))
    return rows


def test_header():
    out = subprocess.run([EXE, "--n", "8", "--solvers", "ldlt", "--header"], check=True,
                         capture_output=True, text=True).stdout
    assert out.splitlines()[0] == "n,eps,theta_deg,solver,iters,relres,err,converged"


@pytest.mark.parametrize("theta", [0, 30, 45])
@pytest.mark.parametrize("eps", [1.0, 1e-2])
def test_all_solvers_converge(eps, theta):
    rows = run("--n", 24, "--eps", eps, "--theta", theta)
    assert [r["solver"] for r in rows] == SOLVERS
    for r in rows:
        assert r["converged"], r
        assert r["relres"] <= 1e-8 * 1.01, r


def test_direct_solver_has_no_iterations():
    (r,) = run("--n", 16, "--solvers", "ldlt")
    assert r["iters"] == 0


def test_iterative_agree_with_direct():
    rows = run("--n", 32, "--eps", 1e-2, "--theta", 30)
    direct = rows[-1]["err"]
    for r in rows[:-1]:
        assert abs(r["err"] - direct) <= 1e-3 * direct + 1e-9, r


def test_second_order():
    e1 = run("--n", 15, "--eps", 1e-2, "--theta", 30, "--solvers", "ldlt")[0]["err"]
    e2 = run("--n", 31, "--eps", 1e-2, "--theta", 30, "--solvers", "ldlt")[0]["err"]
    assert 3.0 < e1 / e2 < 5.0


def test_bad_arguments():
    p = subprocess.run([EXE, "--n", "2"], capture_output=True, text=True)
    assert p.returncode == 1 and "grid too small" in p.stderr
    p = subprocess.run([EXE, "--n", "8", "--solvers", "ssor-cg"], capture_output=True, text=True)
    assert p.returncode == 1 and "unknown solver" in p.stderr
