#!/usr/bin/env python3
"""Seeded generator of the synthetic FieldNotes corpus (pure standard library).

Every note is a short technician report about one of six fault families.  Notes are
built from function words, a shared shop-floor vocabulary, the family's own cue words,
cue words of a look-alike family, and the checklist phrases technicians write when
they rule something out ("no <cue>", "not <cue>", "without <cue>").

    python3 data/make_corpus.py --seed 20240611 --n 1800 --out data/train.jsonl
"""
import argparse
import json
import random

FAMILIES = ["hydraulic", "electrical", "firmware", "structural", "thermal", "sensor"]
# each family is most often confused with one look-alike family
LOOKALIKE = {"hydraulic": "thermal", "thermal": "hydraulic", "electrical": "sensor",
             "sensor": "electrical", "firmware": "structural", "structural": "firmware"}
FUNCTION = ("the a an and of to in on at for was is were be been it this that with "
            "by from as after before then but or so we i they he she unit shift").split()
NEGATORS = ["no", "not", "without"]
ONSETS = ["b", "br", "c", "ch", "d", "dr", "f", "g", "gr", "h", "k", "kl", "l", "m", "n", "p",
          "pl", "r", "s", "sk", "st", "t", "tr", "v", "w", "z"]
NUCLEI = ["a", "e", "i", "o", "u", "ai", "ea", "ou", "oo"]
CODAS = ["", "n", "r", "l", "k", "st", "m", "nd", "x", "t"]
VOCAB_SEED = 7  # the lexicon is fixed; only the notes depend on --seed


def _lexicon():
    rng = random.Random(VOCAB_SEED)
    seen = set(FUNCTION) | set(NEGATORS)
    words = []
    while len(words) < 400 + 6 * 30:
        w = "".join(rng.choice(ONSETS) + rng.choice(NUCLEI) for _ in range(rng.choice([1, 2, 2, 3])))
        w += rng.choice(CODAS)
        if w not in seen and len(w) > 2:
            seen.add(w)
            words.append(w)
    shared = words[:400]
    cues = {f: words[400 + 30 * i: 430 + 30 * i] for i, f in enumerate(FAMILIES)}
    return shared, cues


SHARED, CUES = _lexicon()
_ZIPF = [1.0 / (r + 1) ** 1.05 for r in range(len(SHARED))]


def note(rng, family):
    cues, look = CUES[family], CUES[LOOKALIKE[family]]
    toks = []
    length = rng.randint(28, 70)
    while len(toks) < length:
        u = rng.random()
        if u < 0.40:
            toks.append(rng.choice(FUNCTION))
        elif u < 0.80:
            toks.append(rng.choices(SHARED, weights=_ZIPF)[0])
        elif u < 0.865:
            toks.append(rng.choice(cues))
        elif u < 0.91:
            toks.append(rng.choice(look))
        elif u < 0.975:
            # ruled-out checklist item: almost always about the look-alike family
            src = look if rng.random() < 0.85 else cues
            toks += [rng.choice(NEGATORS), rng.choice(src)]
        else:
            toks.append(rng.choice(CUES[rng.choice(FAMILIES)]))
    return " ".join(toks)


def corpus(seed, n):
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        fam = rng.choice(FAMILIES)
        rows.append({"id": f"n{seed % 1000:03d}-{i:05d}", "text": note(rng, fam), "label": fam})
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20240611)
    ap.add_argument("--n", type=int, default=1800)
    ap.add_argument("--out", required=True)
    ap.add_argument("--no-labels", action="store_true", help="write texts only (for test sets)")
    a = ap.parse_args()
    with open(a.out, "w") as f:
        for r in corpus(a.seed, a.n):
            if a.no_labels:
                r = {"id": r["id"], "text": r["text"]}
            f.write(json.dumps(r) + "\n")


if __name__ == "__main__":
    main()
