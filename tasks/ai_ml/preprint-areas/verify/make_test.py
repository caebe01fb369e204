#!/usr/bin/env python3
"""Make the hidden evaluation graph of preprint-areas (run once, on the host):

    python3 verify/make_test.py

writes verify/inputs/graph.json (staged: the graph with its 4% revealed areas only) and
verify/answers.json (host only: the unrevealed areas). It runs the artifact's own
`graph()` from data/make_graph.py, so the distribution is the public generator's, but that
function's `random.Random(seed)` is replaced by a SHA-256 counter-mode stream keyed by the
64-bit SEED below (secrets.randbits(64), written only here). So no seed of the public
generator, and no Mersenne-Twister state recovery from the staged graph, reproduces the
hidden areas.
"""
import hashlib
import importlib.util
import json
import os
import random
import types

SEED = 0x7e48e6de926027cf  # secrets.randbits(64), chosen once on 2026-11-24; host-side only

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
        "make_graph", os.path.join(HERE, "..", "artifact", "data", "make_graph.py"))
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    key = SEED.to_bytes(8, "big") + b"preprint-graph"
    gen.random = types.SimpleNamespace(Random=lambda _seed: HashRandom(key))
    g, hidden = gen.graph(None)
    os.makedirs(os.path.join(HERE, "inputs"), exist_ok=True)
    with open(os.path.join(HERE, "inputs", "graph.json"), "w") as f:
        json.dump(g, f)
    with open(os.path.join(HERE, "answers.json"), "w") as f:
        json.dump({str(i): v for i, v in hidden.items()}, f)
    print(f"wrote a graph of {len(g['nodes'])} preprints, {len(g['edges'])} citations, "
          f"{len(hidden)} unrevealed")


if __name__ == "__main__":
    main()
