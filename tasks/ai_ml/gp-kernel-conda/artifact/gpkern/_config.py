"""Run-time settings of gpkern.

Every setting can be overridden with an environment variable.  The conda
environment of the paper sets them on activation (conda/activate.d/
gpkern_vars.sh is installed into $CONDA_PREFIX/etc/conda/activate.d by
``make env``); the defaults below are the light ones used by the unit tests
and by ``python -m gpkern.demo``.
"""
import os


def _get(name, default, cast):
    raw = os.environ.get(name)
    if raw is None or raw.strip() == "":
        return cast(default)
    try:
        return cast(raw)
    except ValueError as exc:  # pragma: no cover - configuration error
        raise ValueError(f"bad value for {name}: {raw!r}") from exc


#: diagonal jitter added to K on top of the noise variance
JITTER = _get("GPKERN_JITTER", "1e-8", float)

#: number of optimiser starts (the first from the data heuristic, the rest random)
RESTARTS = _get("GPKERN_RESTARTS", "1", int)

#: L-BFGS-B iteration cap per start
MAXITER = _get("GPKERN_MAXITER", "500", int)

#: seed of the random restarts
SEED = _get("GPKERN_SEED", "0", int)

#: where experiments write their JSON/CSV files
RESULTS_DIR = _get("GPKERN_RESULTS", "results", str)

#: verbosity of the optimiser log (0 quiet, 1 one line per start, 2 per iteration)
VERBOSE = _get("GPKERN_VERBOSE", "1", int)


def describe():
    """One line with the effective settings (printed by the experiment scripts)."""
    return (f"jitter={JITTER:g} restarts={RESTARTS} maxiter={MAXITER} "
            f"seed={SEED} results={RESULTS_DIR}")
