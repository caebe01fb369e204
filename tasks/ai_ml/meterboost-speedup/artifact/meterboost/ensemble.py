"""The tree ensemble: model/ensemble.json (format: docs/model_format.md).

A multi-class gradient-boosted ensemble: round r contributes one regression tree per condition;
a row's raw score for condition k is base_score[k] plus the leaf values it reaches in the trees of
class k, in file order; the probabilities are the softmax of the four raw scores.

Split convention (the trainer's, meterboost.binning): a row goes LEFT when its feature value is
<= the threshold, RIGHT when it is greater; a missing value (NaN) goes the way `default_left`
says (learned per split).
"""
import json
from dataclasses import dataclass, field

from . import schema

FORMAT = "meterboost-ensemble/2"


@dataclass
class Node:
    feature: int = -1
    threshold: float = 0.0
    left: int = -1
    right: int = -1
    default_left: bool = True
    value: float = 0.0       # leaves only

    @property
    def is_leaf(self):
        return self.left < 0


@dataclass
class Tree:
    klass: int
    nodes: list = field(default_factory=list)

    def depth(self, i=0):
        n = self.nodes[i]
        return 0 if n.is_leaf else 1 + max(self.depth(n.left), self.depth(n.right))

    def n_leaves(self):
        return sum(1 for n in self.nodes if n.is_leaf)


@dataclass
class Ensemble:
    classes: tuple
    features: tuple
    base_score: list
    trees: list
    meta: dict = field(default_factory=dict)

    @property
    def n_classes(self):
        return len(self.classes)

    def summary(self):
        depths = [t.depth() for t in self.trees]
        return {"trees": len(self.trees), "classes": len(self.classes), "features": len(self.features),
                "max_depth": max(depths) if depths else 0,
                "leaves": sum(t.n_leaves() for t in self.trees)}

    # -- (de)serialisation ---------------------------------------------------------------------
    def to_dict(self):
        trees = []
        for t in self.trees:
            nodes = []
            for n in t.nodes:
                if n.is_leaf:
                    nodes.append({"leaf": n.value})
                else:
                    nodes.append({"f": n.feature, "t": n.threshold, "l": n.left, "r": n.right,
                                  "m": "l" if n.default_left else "r"})
            trees.append({"class": t.klass, "nodes": nodes})
        return {"format": FORMAT, "classes": list(self.classes), "features": list(self.features),
                "base_score": list(self.base_score), "meta": self.meta, "trees": trees}

    @classmethod
    def from_dict(cls, d):
        if d.get("format") != FORMAT:
            raise ValueError(f"unsupported model format {d.get('format')!r} (expected {FORMAT})")
        trees = []
        for td in d["trees"]:
            nodes = []
            for nd in td["nodes"]:
                if "leaf" in nd:
                    nodes.append(Node(value=float(nd["leaf"])))
                else:
                    nodes.append(Node(feature=int(nd["f"]), threshold=float(nd["t"]), left=int(nd["l"]),
                                      right=int(nd["r"]), default_left=nd.get("m", "l") == "l"))
            trees.append(Tree(int(td["class"]), nodes))
        return cls(tuple(d["classes"]), tuple(d["features"]), [float(v) for v in d["base_score"]],
                   trees, d.get("meta", {}))

    def save(self, path):
        with open(path, "w") as f:
            json.dump(self.to_dict(), f, separators=(",", ":"))

    @classmethod
    def load(cls, path):
        with open(path) as f:
            ens = cls.from_dict(json.load(f))
        if tuple(ens.features) != schema.FEATURES:
            raise ValueError(f"{path}: feature order {ens.features} does not match meterboost.schema.FEATURES")
        if tuple(ens.classes) != schema.CLASSES:
            raise ValueError(f"{path}: classes {ens.classes} do not match meterboost.schema.CLASSES")
        return ens
