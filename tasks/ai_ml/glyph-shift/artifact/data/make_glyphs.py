#!/usr/bin/env python3
"""Seeded generator of noisy 12x12 glyph images (standard library only).

Ten glyph classes; each class is a fixed set of strokes on a 12x12 grid (built from a fixed
lexicon seed). A sample is its class template, randomly shifted by up to 3 pixels in each
direction, sometimes thickened, with random pixel flips and a random ink intensity.

    python3 data/make_glyphs.py --seed 1 --n 2000 --out data/train.csv [--no-labels]
CSV columns: id, label (unless --no-labels), p0..p143 (intensities 0..1, row-major).
"""
import argparse
import random

SIZE = 12
CLASSES = 10
LEXICON_SEED = 99


def _templates():
    rng = random.Random(LEXICON_SEED)
    out = []
    for _ in range(CLASSES):
        on = set()
        for _ in range(rng.randint(3, 4)):  # strokes
            r, c = rng.randint(3, 8), rng.randint(3, 8)
            dr, dc = rng.choice([(0, 1), (1, 0), (1, 1), (1, -1)])
            for k in range(rng.randint(3, 5)):
                rr, cc = r + k * dr, c + k * dc
                if 2 <= rr < SIZE - 2 and 2 <= cc < SIZE - 2:
                    on.add((rr, cc))
        out.append(on)
    return out


TEMPLATES = _templates()


def sample(rng, label):
    dr, dc = rng.randint(-3, 3), rng.randint(-3, 3)
    on = {(r + dr, c + dc) for r, c in TEMPLATES[label]}
    if rng.random() < 0.4:  # thicker pen
        on |= {(r, c + 1) for r, c in on}
    ink = rng.uniform(0.5, 1.0)
    img = []
    for r in range(SIZE):
        for c in range(SIZE):
            v = ink if (r, c) in on else 0.0
            if rng.random() < 0.07:
                v = ink - v if v else rng.uniform(0.3, 1.0)
            img.append(round(v, 3))
    return img


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--out", required=True)
    ap.add_argument("--no-labels", action="store_true")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    with open(a.out, "w") as f:
        cols = ["id"] + ([] if a.no_labels else ["label"]) + [f"p{i}" for i in range(SIZE * SIZE)]
        f.write(",".join(cols) + "\n")
        for i in range(a.n):
            y = rng.randrange(CLASSES)
            x = sample(rng, y)
            f.write(",".join([f"g{a.seed}-{i}"] + ([] if a.no_labels else [str(y)]) + [str(v) for v in x]) + "\n")


if __name__ == "__main__":
    main()
