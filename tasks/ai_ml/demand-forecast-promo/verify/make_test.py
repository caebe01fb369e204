#!/usr/bin/env python3
"""Make the hidden evaluation panel of demand-forecast-promo (run once, on the host):

    python3 verify/make_test.py

writes verify/inputs/panel.csv (staged: 80 series, 280 observed days and 28 horizon days
with empty sales) and verify/truth.csv (host only: the horizon's actual sales). It runs the
artifact's own `panel()` (data/make_panel.py), so the distribution is the public
generator's, but that function's `random.Random(seed)` is replaced by a SHA-256
counter-mode stream keyed by the 64-bit SEED below (secrets.randbits(64), written only
here). The horizon sales are drawn from that stream together with the history, so with the
public generator's Mersenne Twister they could be recomputed from a seed or from the MT
state (recoverable from the history draws); from a keyed SHA-256 stream they cannot.
"""
import hashlib
import importlib.util
import os
import random
import types

SEED = 0x80449a8345f1773a  # secrets.randbits(64), chosen once on 2026-11-24; host-side only

HERE = os.path.dirname(os.path.abspath(__file__))


class HashRandom(random.Random):
    """random.Random whose bits come from SHA-256(key || counter): a keyed CSPRNG."""

    def __init__(self, key: bytes):
        self._key, self._ctr, self._buf = key, 0, b""
        super().__init__(0)

    def seed(self, *args, **kwargs):  # the stream is fixed by the key
        self.gauss_next = None

    def _bytes(self, n):
        while len(self._buf) < n:
            self._buf += hashlib.sha256(self._key + self._ctr.to_bytes(8, "big")).digest()
            self._ctr += 1
        out, self._buf = self._buf[:n], self._buf[n:]
        return out

    def getrandbits(self, k):
        if k <= 0:
            return 0
        n = (k + 7) // 8
        return int.from_bytes(self._bytes(n), "big") >> (8 * n - k)

    def random(self):
        return self.getrandbits(53) * 2.0 ** -53


def main():
    spec = importlib.util.spec_from_file_location(
        "make_panel", os.path.join(HERE, "..", "artifact", "data", "make_panel.py"))
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    key = SEED.to_bytes(8, "big") + b"demand-panel"
    gen.random = types.SimpleNamespace(Random=lambda _seed: HashRandom(key))
    rows, truth = gen.panel(None)
    os.makedirs(os.path.join(HERE, "inputs"), exist_ok=True)
    with open(os.path.join(HERE, "inputs", "panel.csv"), "w", newline="") as f:
        w = gen.csv.writer(f)
        w.writerow(["series", "day", "weekday", "promo", "sales"])
        w.writerows(rows)
    with open(os.path.join(HERE, "truth.csv"), "w", newline="") as f:
        w = gen.csv.writer(f)
        w.writerow(["series", "day", "sales"])
        w.writerows(truth)
    print(f"wrote {len(rows)} panel rows, {len(truth)} hidden horizon days")


if __name__ == "__main__":
    main()
