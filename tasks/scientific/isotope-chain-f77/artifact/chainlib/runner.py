"""Write a CHAIN input deck and run the binary on it."""
import os
import subprocess

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_BIN = os.path.join(HERE, "bin", "chain")


def make_deck(n, nreal, seed, conc, ratio, prcut, nbin):
    return "%d %d %d\n%.6f %.6f\n%.6f %d\n" % (n, nreal, seed, conc, ratio, prcut, nbin)


def run_chain(deck, binary=None):
    binary = binary or os.environ.get("CHAIN_BIN", DEFAULT_BIN)
    if not os.path.exists(binary):
        raise SystemExit("CHAIN binary not found at %s: build it with `make` first" % binary)
    proc = subprocess.run([binary], input=deck, capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit("CHAIN failed (%d):\n%s%s" % (proc.returncode, proc.stdout, proc.stderr))
    return proc.stdout
