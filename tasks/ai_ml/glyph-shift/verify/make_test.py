#!/usr/bin/env python3
"""Make the hidden test set of glyph-shift (run once, on the host, from anywhere):

    python3 verify/make_test.py

writes verify/inputs/test.csv (staged, unlabeled: id,p0..p143) and verify/test_labels.csv
(host only). Same distribution as the artifact's data/make_glyphs.py (its own `sample`
function, label = randrange(10)), but the randomness is not Python's Mersenne Twister:
every glyph draws from a SHA-256 counter-mode stream keyed by the 64-bit SEED below and
the glyph's index. So neither the public generator with any seed nor MT state recovery
from the staged pixels reproduces the labels; only this file (host-side) holds SEED.
"""
import hashlib
import importlib.util
import os
import random

SEED = 0x7a0774a6e67dde8e  # secrets.randbits(64), chosen once on 2026-11-24; host-side only
N = 1500

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


def stream(i):
    return HashRandom(SEED.to_bytes(8, "big") + b"glyph" + i.to_bytes(4, "big"))


def main():
    spec = importlib.util.spec_from_file_location(
        "make_glyphs", os.path.join(HERE, "..", "artifact", "data", "make_glyphs.py"))
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    os.makedirs(os.path.join(HERE, "inputs"), exist_ok=True)
    with open(os.path.join(HERE, "inputs", "test.csv"), "w") as fx, \
            open(os.path.join(HERE, "test_labels.csv"), "w") as fy:
        fx.write(",".join(["id"] + [f"p{j}" for j in range(gen.SIZE * gen.SIZE)]) + "\n")
        fy.write("id,label\n")
        for i in range(N):
            rng = stream(i)
            gid = "t-" + rng.getrandbits(40).to_bytes(5, "big").hex()
            y = rng.randrange(gen.CLASSES)
            x = gen.sample(rng, y)
            fx.write(",".join([gid] + [str(v) for v in x]) + "\n")
            fy.write(f"{gid},{y}\n")
    print(f"wrote {N} test glyphs")


if __name__ == "__main__":
    main()
