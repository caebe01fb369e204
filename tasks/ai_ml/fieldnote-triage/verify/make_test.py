#!/usr/bin/env python3
"""Make the hidden test set of fieldnote-triage (run once, on the host):

    python3 verify/make_test.py

writes verify/inputs/test_texts.jsonl (staged: {"id", "text"} per note, no labels) and
verify/test_labels.csv (host only). Notes are drawn like the artifact's data/make_corpus.py
draws its splits (family = choice(FAMILIES), text = its `note()`), but the randomness is a
SHA-256 counter-mode stream keyed by the 64-bit SEED below (secrets.randbits(64), written
only here) and the note's index, not Python's Mersenne Twister: neither a seed of the
public generator nor MT state recovery from the staged texts reproduces the labels.
"""
import csv
import hashlib
import importlib.util
import json
import os
import random

SEED = 0x9cf96345be0df9bc  # secrets.randbits(64), chosen once on 2026-11-24; host-side only
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


def main():
    spec = importlib.util.spec_from_file_location(
        "make_corpus", os.path.join(HERE, "..", "artifact", "data", "make_corpus.py"))
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    os.makedirs(os.path.join(HERE, "inputs"), exist_ok=True)
    with open(os.path.join(HERE, "inputs", "test_texts.jsonl"), "w") as fx, \
            open(os.path.join(HERE, "test_labels.csv"), "w", newline="") as fy:
        w = csv.writer(fy)
        w.writerow(["id", "label"])
        for i in range(N):
            rng = HashRandom(SEED.to_bytes(8, "big") + b"fieldnote" + i.to_bytes(4, "big"))
            nid = "t-" + rng.getrandbits(40).to_bytes(5, "big").hex()
            fam = rng.choice(gen.FAMILIES)
            fx.write(json.dumps({"id": nid, "text": gen.note(rng, fam)}) + "\n")
            w.writerow([nid, fam])
    print(f"wrote {N} test notes")


if __name__ == "__main__":
    main()
