"""A pytest plugin for the benchmark (-p probe_plugin): at the end of the session, writes to
$DEPLOYBENCH_PROBE_OUT whether litellm (or anything of the model agent) was ever imported."""

from __future__ import annotations

import json
import os
import sys


def pytest_unconfigure(config):
    out = os.environ.get("DEPLOYBENCH_PROBE_OUT")
    if not out:
        return
    names = sorted(sys.modules)
    with open(out, "w") as f:
        json.dump({
            "litellm": "litellm" in sys.modules,
            "model_agent": "pytest_deploybench.agents.model" in sys.modules,
            "docker": "docker" in sys.modules,
            "modules": len(names),
            "deploybench_modules": [n for n in names if n.startswith("pytest_deploybench")],
        }, f, indent=1)
