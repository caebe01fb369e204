#!/usr/bin/env python3
"""Make the hidden test set of heatloss-audit (run once, on the host, from anywhere):

    python3 verify/make_test.py

Draws N_TEST audit records with the generator of the public files (verify/make_audits.py,
host only since round 3; the artifact ships its data, not its generator: same
buildings, same firms, same export habits as the public files), every draw coming from
NumPy's PCG64 seeded with the 128-bit SECRET below (secrets.randbits(128), written only
here; verify/ stays on the host). It also checks that the public files equal the generator's
output. Writes

  verify/inputs/test.csv     staged at verify time: the records without heating_kwh
  verify/test_labels.csv     host only: record_id,heating_kwh

Even with the generator it could not be reproduced: no seed below 2^20 and no integer of the staged
file is the secret, and PCG64's state is not recoverable from rounded normal draws.
"""
import csv
import importlib.util
import os
import tempfile

import numpy as np

SECRET = 0xF08D7D4086C889AF1ADB4B193C004D04  # secrets.randbits(128), drawn once on 2026-11-24; host only
N_TEST = 1500

HERE = os.path.dirname(os.path.abspath(__file__))
ARTIFACT = os.path.join(HERE, "..", "artifact")


def generator():
    spec = importlib.util.spec_from_file_location("make_audits", os.path.join(HERE, "make_audits.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ma = generator()
    rng = np.random.default_rng(ma.PUBLIC_SEED)
    with tempfile.TemporaryDirectory() as tmp:
        for name, n in (("train.csv", ma.N_TRAIN), ("dev.csv", ma.N_DEV)):
            recs, ys = ma.generate(rng, n)
            ma.write(os.path.join(tmp, name), recs, ys)
            with open(os.path.join(tmp, name)) as a, open(os.path.join(ARTIFACT, "data", name)) as b:
                assert a.read() == b.read(), "data/%s differs from the generator" % name
    recs, ys = ma.generate(np.random.default_rng(SECRET), N_TEST)
    ids = [r["record_id"] for r in recs]
    assert len(set(ids)) == len(ids), "duplicate record ids: draw again"
    os.makedirs(os.path.join(HERE, "inputs"), exist_ok=True)
    ma.write(os.path.join(HERE, "inputs", "test.csv"), recs)
    ma.write_labels(os.path.join(HERE, "test_labels.csv"), recs, ys)
    print("hidden test: %d records, median %.0f kWh" % (len(ys), float(np.median(ys))))


if __name__ == "__main__":
    main()
