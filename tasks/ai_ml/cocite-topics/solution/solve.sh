#!/usr/bin/env bash
# Reference solution of cocite-topics (run by --agent=oracle in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

# 1. Deploy. The image has Python 3.11 and NumPy but not SciPy (citetopics.graph imports
#    scipy.sparse even for the feature-only starter). requirements.txt pins numpy 1.21.6 /
#    scipy 1.7.3, which have no wheels for Python 3.11: take Debian's SciPy instead.
apt-get update -qq
apt-get install -y -qq --no-install-recommends python3-scipy >/dev/null

# 2. Improve. The starter ignores the citations; the extension's papers are the newest, so
#    they have references (out-links into the labelled graph) but almost no citers. The kit's
#    propagation default ("incoming": aggregate the papers that cite you) therefore gives the
#    new papers nothing. Propagate over references and citers alike (symmetric normalisation,
#    two hops), and add each paper's neighbour-topic profile: the revealed topics of the papers
#    it cites and of the papers citing it, as fractions, plus log counts. Fractions, not counts:
#    old public papers have hundreds of citers, new ones none (degree bias); and the profile
#    is a learned input, not a vote, so the habitual cross-topic citations (topic a cites the
#    benchmarks of topic b) become evidence instead of noise. Only direct neighbours' topics,
#    never a paper's own (no self-loops, no second hop over labels): no label leakage.
python3 - <<'PY'
import re
path = "citetopics/features.py"
src = open(path).read()
helper = '''

def neighbour_topics(g):
    """Per paper and direction (references, citers): the fraction of each revealed topic among
    its direct neighbours, and log(1 + number of neighbours with a revealed topic)."""
    k = g.n_classes
    onehot = np.zeros((g.n, k))
    known = g.y >= 0
    onehot[known, g.y[known]] = 1.0
    blocks = []
    for direction in ("outgoing", "incoming"):
        counts = G.adjacency(g.edges, g.n, direction) @ onehot
        total = counts.sum(axis=1, keepdims=True)
        blocks += [counts / np.maximum(total, 1.0), np.log1p(total)]
    return np.hstack(blocks)
'''
src = src.replace("\n\ndef build(g, cfg):", helper + "\n\ndef build(g, cfg):", 1)
old = '''    hops = int(cfg.get("hops", 0))
    if hops <= 0:
        return x
'''
new = '''    hops = int(cfg.get("hops", 0))
    extra = [neighbour_topics(g)] if cfg.get("neighbour_topics", False) else []
    if hops <= 0:
        return np.hstack([x] + extra)
'''
assert old in src, "features.py does not look like the starter"
src = src.replace(old, new)
old = '''    return np.hstack(blocks) if cfg.get("concat", True) else blocks[-1]'''
assert old in src
src = src.replace(old, '''    return np.hstack((blocks if cfg.get("concat", True) else blocks[-1:]) + extra)''')
open(path, "w").write(src)

cfg = "configs/baseline.toml"
text = open(cfg).read()
text, n = re.subn(r"hops = 0 .*\n", 'hops = 2\nneighbour_topics = true\n\n[graph]\ndirection = "both"\nnorm = "sym"\nself_loops = true\n', text)
assert n == 1, "baseline.toml does not look like the starter"
open(cfg, "w").write(text)
PY

# 3. Extensions arrive as monthly batch files; io.load_extension concatenates them in
#    os.listdir order, which on this platform (ext4/overlayfs) is hash order, not the months'
#    order. The citations use global indices (offset + position), so every batch must land at
#    its own offset: order the batches by their offset.
python3 - <<'PY'
path = "citetopics/io.py"
src = open(path).read()
old = """    return {
        "ids": np.concatenate([b["ids"] for b in batches]),"""
assert old in src, "io.py does not look like the starter"
src = src.replace(old, """    batches.sort(key=lambda b: int(b["offset"]))
""" + old, 1)
open(path, "w").write(src)
PY

# 4. Sanity run on the dev extension (the starter scores about 0.53 there).
bash run.sh
bash run.sh data/dev_batches >/dev/null
python3 - <<'PY'
import csv
want = {r["id"]: r["topic"] for r in csv.DictReader(open("data/dev_labels.csv"))}
got = {r["id"]: r["topic"] for r in csv.DictReader(open("predictions/topics.csv"))}
print("dev batches accuracy: %.4f" % (sum(got[k] == v for k, v in want.items()) / len(want)))
PY
