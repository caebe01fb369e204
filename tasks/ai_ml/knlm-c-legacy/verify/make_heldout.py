#!/usr/bin/env python3
"""Host-side generator of the hidden held-out text (verify/inputs/heldout.txt; never staged itself).

240 sentences (seed 77) and 80 running-text paragraphs of 150-600 words (seed 78), interleaved
in a fixed shuffled order (seed 79).  Run from the task directory:

    python3 verify/make_heldout.py > verify/inputs/heldout.txt
"""
import pathlib
import random
import subprocess
import sys
import tempfile

GEN = pathlib.Path(__file__).resolve().parent.parent / "artifact" / "tools" / "make_corpus.py"


def lines(*args):
    with tempfile.TemporaryDirectory() as d:
        out = pathlib.Path(d) / "x.txt"
        subprocess.run([sys.executable, str(GEN), *args, "--out", str(out)], check=True)
        return out.read_text().splitlines()


def main():
    rows = lines("--seed", "77", "--sentences", "240") + \
        lines("--seed", "78", "--sentences", "80", "--paragraphs", "150", "600")
    random.Random(79).shuffle(rows)
    sys.stdout.write("".join(r + "\n" for r in rows))


if __name__ == "__main__":
    main()
