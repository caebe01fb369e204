#!/usr/bin/env python3
"""Make the hidden hold-out set of floodlead-routing (run once, on the host, from anywhere):

    python3 verify/make_test.py

Runs the generator of the public data (verify/make_basin.py, host only: the artifact ships the
data, never the generator; same basin, same storms, same telemetry habits as the public record)
for five later years (2023-2027), every draw coming from NumPy's
PCG64 seeded with the 64-bit SECRET below (secrets.randbits(64), written only here; verify/
stays on the host), and cuts its forecast episodes. Writes

  verify/inputs/holdout/{gauges,rain,origins}.csv   staged at verify time: the 168 h up to
                                                   each origin, nothing after it
  verify/truth.csv                                 host only: episode,lead,q_down

Nothing in the sandbox can reproduce it: the generator is not there, the seed is 64 bits and no
integer of the staged files is the seed; the episode ids (the generator's first draws) are the
only direct trace of it, and PCG64's 128-bit state is not recoverable from them. The discharge
after an origin is driven by storms drawn after it, which nothing staged contains.
"""
import importlib.util
import os
import tempfile

SECRET = 0xEEAAB28DFA597C00  # secrets.randbits(64), drawn once on 2026-11-28; host only
N_MIN = 250
SPACING = 60           # hours between two origins at least: about 280 episodes in five years

HERE = os.path.dirname(os.path.abspath(__file__))
ARTIFACT = os.path.join(HERE, "..", "artifact")


def generator():
    spec = importlib.util.spec_from_file_location("make_basin", os.path.join(HERE, "make_basin.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    mb = generator()
    with tempfile.TemporaryDirectory() as tmp:      # the public files are the generator's output
        mb.main(["--public", tmp])
        for name in ("gauges_2017_2022.csv", "rain_2017_2022.csv", "sample_truth.csv",
                     "sample_episodes/gauges.csv", "sample_episodes/rain.csv", "sample_episodes/origins.csv"):
            with open(os.path.join(tmp, name)) as a, open(os.path.join(ARTIFACT, "data", name)) as b:
                assert a.read() == b.read(), "data/%s differs from the generator" % name
    out = os.path.join(HERE, "inputs", "holdout")
    n = mb.holdout(SECRET, out, os.path.join(HERE, "truth.csv"), mb.HOLDOUT_YEARS, SPACING)
    assert n >= N_MIN, n
    print("hidden hold-out: %d episodes" % n)


if __name__ == "__main__":
    main()
