"""Generates the survey point files (plot coordinates in km, as exported from a spreadsheet:
UTF-8 with a byte-order mark, CRLF line ends, no header row). Not shipped in the artifact's code;
the public example is shipped as data, the held-out one stays in verify/inputs/."""
import random
import sys


def survey(seed, n, sites):
    rng = random.Random(seed)
    centres = [(rng.uniform(0, 40), rng.uniform(0, 25), rng.uniform(0.4, 1.6)) for _ in range(sites)]
    weights = [rng.uniform(0.3, 3.0) for _ in range(sites)]
    rows = []
    for _ in range(n):
        cx, cy, s = rng.choices(centres, weights)[0]
        rows.append((cx + rng.gauss(0, s), cy + rng.gauss(0, s * rng.uniform(0.6, 1.0))))
    return rows


def write(path, rows):
    body = "".join(f"{x:.6f},{y:.6f}\r\n" for x, y in rows)
    with open(path, "wb") as f:
        f.write(b"\xef\xbb\xbf" + body.encode())


if __name__ == "__main__":
    seed, n, sites, path = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    write(path, survey(seed, n, sites))
