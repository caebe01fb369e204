#!/usr/bin/env python
# ID3 decision trees on equally wide bins of integer attributes.
import math

from lcg import LCG


def load(path):
    rows = []
    header = None
    f = open(path)
    for line in f:
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        if header is None:
            header = line.split(',')
            continue
        rows.append(map(int, line.split(',')))
    f.close()
    return header, rows


def nominal_columns(header):
    return [j for j, name in enumerate(header[:-1]) if name.endswith('$')]


class Binner(object):
    """Equal-width bins over the training range of every attribute."""

    def __init__(self, nbins, nominal=()):
        self.nbins = nbins
        self.nominal = list(nominal)
        self.codes = {}

    def fit(self, rows, n_attr):
        self.lo = [min(r[j] for r in rows) for j in xrange(n_attr)]
        self.hi = [max(r[j] for r in rows) for j in xrange(n_attr)]
        for j in self.nominal:
            counts = {}
            for r in rows:
                counts[r[j]] = counts.get(r[j], 0) + 1
            ranked = sorted(counts.items(), cmp=lambda a, b: cmp(b[1], a[1]) or cmp(a[0], b[0]))
            self.codes[j] = dict((c, min(i, self.nbins - 1)) for i, (c, n) in enumerate(ranked))
        return self

    def bin(self, j, x):
        if j in self.codes:
            return self.codes[j].get(x, self.nbins - 1)
        x = max(self.lo[j], min(self.hi[j], x))
        return (x - self.lo[j]) * self.nbins / (self.hi[j] - self.lo[j] + 1)

    def transform(self, rows, n_attr):
        return [[self.bin(j, r[j]) for j in xrange(n_attr)] + [r[-1]] for r in rows]


def entropy(rows):
    counts = {}
    for r in rows:
        counts[r[-1]] = counts.get(r[-1], 0) + 1
    h = 0.0
    for c in counts.values():
        p = float(c) / len(rows)
        h -= p * math.log(p, 2)
    return h


def majority(rows):
    counts = {}
    for r in rows:
        counts[r[-1]] = counts.get(r[-1], 0) + 1
    ranked = sorted(counts.items(), cmp=lambda a, b: cmp(b[1], a[1]) or cmp(a[0], b[0]))
    return ranked[0][0]


def partition(rows, j):
    parts = {}
    for r in rows:
        if not parts.has_key(r[j]):
            parts[r[j]] = []
        parts[r[j]].append(r)
    return parts


def grow(rows, attrs, depth, max_depth, min_leaf):
    node = {'label': majority(rows), 'n': len(rows)}
    if depth >= max_depth or len(rows) < min_leaf or entropy(rows) == 0.0:
        return node
    base = entropy(rows)
    best_gain, best_attr = 1e-9, None
    for j in attrs:
        parts = partition(rows, j)
        if len(parts) < 2:
            continue
        rem = 0.0
        for v, sub in parts.iteritems():
            rem += float(len(sub)) / len(rows) * entropy(sub)
        if base - rem > best_gain:
            best_gain, best_attr = base - rem, j
    if best_attr is None:
        return node
    node['attr'] = best_attr
    node['children'] = {}
    rest = [a for a in attrs if a != best_attr]
    for v, sub in partition(rows, best_attr).iteritems():
        node['children'][v] = grow(sub, rest, depth + 1, max_depth, min_leaf)
    return node


def predict(node, r):
    while node.has_key('attr'):
        child = node['children'].get(r[node['attr']])
        if child is None:
            break
        node = child
    return node['label']


def leaves(node):
    if not node.has_key('attr'):
        return 1
    return sum(leaves(c) for c in node['children'].values())


def split(rows, seed, test_fraction):
    rows = list(rows)
    LCG(seed).shuffle(rows)
    n_test = int(round(len(rows) * test_fraction))
    return rows[n_test:], rows[:n_test]


def run(rows, n_attr, nbins, max_depth, seed, test_fraction=0.25, nominal=()):
    train, test = split(rows, seed, test_fraction)
    binner = Binner(nbins, nominal).fit(train, n_attr)
    btrain, btest = binner.transform(train, n_attr), binner.transform(test, n_attr)
    min_leaf = len(btrain) / 50
    tree = grow(btrain, range(n_attr), 0, max_depth, min_leaf)
    correct = sum(1 for r in btest if predict(tree, r) == r[-1])
    return float(correct) / len(btest), leaves(tree), len(train), len(test)


# --- inspection helpers (used by tree_io.py, tools/ and the exp_*.py scripts) ---

def depth(node):
    if not node.has_key('attr'):
        return 0
    return 1 + max(depth(c) for c in node['children'].itervalues())


def count_nodes(node):
    if not node.has_key('attr'):
        return 1
    return 1 + sum(count_nodes(c) for c in node['children'].itervalues())


def rules(node, names, path=()):
    """Leaf rules as (conditions, label, n); conditions are (attribute name, bin) pairs."""
    if not node.has_key('attr'):
        return [(path, node['label'], node['n'])]
    out = []
    for v, child in sorted(node['children'].iteritems()):
        out.extend(rules(child, names, path + ((names[node['attr']], v),)))
    return out


def attribute_usage(node, counts=None):
    """How often every attribute is tested in the tree (for the discussion section)."""
    if counts is None:
        counts = {}
    if node.has_key('attr'):
        counts[node['attr']] = counts.get(node['attr'], 0) + 1
        for c in node['children'].itervalues():
            attribute_usage(c, counts)
    return counts


def fit(rows, n_attr, nbins, max_depth, min_leaf=None, nominal=()):
    """Bin and grow on all rows (no split); returns (binner, tree)."""
    binner = Binner(nbins, nominal).fit(rows, n_attr)
    brows = binner.transform(rows, n_attr)
    if min_leaf is None:
        min_leaf = len(brows) / 50
    return binner, grow(brows, range(n_attr), 0, max_depth, min_leaf)
