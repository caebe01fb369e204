"""Export trees for inspection: Graphviz dot, or a flat text dump.

    python3 -m meterboost.export --tree 0 --format dot > tree0.dot
    python3 -m meterboost.export --tree 0 --format text
"""
import argparse

from . import schema
from .ensemble import Ensemble


def to_dot(tree, names=schema.FEATURES):
    lines = ["digraph tree {", "  node [shape=box, fontname=Helvetica];"]
    for i, n in enumerate(tree.nodes):
        if n.is_leaf:
            lines.append(f'  n{i} [label="leaf {n.value:+.4f}", style=filled, fillcolor="#eeeeee"];')
        else:
            miss = "yes" if n.default_left else "no"
            lines.append(f'  n{i} [label="{names[n.feature]} <= {n.threshold:g}\\nmissing: {miss}"];')
            lines.append(f'  n{i} -> n{n.left} [label="yes"];')
            lines.append(f'  n{i} -> n{n.right} [label="no"];')
    lines.append("}")
    return "\n".join(lines)


def to_text(tree, names=schema.FEATURES, i=0, indent=0):
    n = tree.nodes[i]
    pad = "  " * indent
    if n.is_leaf:
        return [f"{pad}leaf {n.value:+.6f}"]
    miss = "left" if n.default_left else "right"
    out = [f"{pad}if {names[n.feature]} <= {n.threshold!r} (missing -> {miss}):"]
    out += to_text(tree, names, n.left, indent + 1)
    out.append(f"{pad}else:")
    out += to_text(tree, names, n.right, indent + 1)
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description="export one tree of the ensemble")
    ap.add_argument("--model", default="model/ensemble.json")
    ap.add_argument("--tree", type=int, default=0)
    ap.add_argument("--format", choices=("dot", "text"), default="text")
    a = ap.parse_args(argv)
    ens = Ensemble.load(a.model)
    tree = ens.trees[a.tree]
    print(f"# tree {a.tree} (class {schema.CLASSES[tree.klass]}, depth {tree.depth()}, {tree.n_leaves()} leaves)")
    print(to_dot(tree) if a.format == "dot" else "\n".join(to_text(tree)))


if __name__ == "__main__":
    main()
