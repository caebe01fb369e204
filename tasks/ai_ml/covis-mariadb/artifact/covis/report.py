"""Result files and the printed version of Table 3."""
import json
import os

from .vendor.tabulate_lite import tabulate

LABELS = {"popularity": "Popularity", "covis": "Co-visitation (w=3)", "covis+lr": "Co-vis + LR ranker"}


def table3_rows(results, k):
    rows = []
    for method, vals in results.items():
        rows.append([LABELS.get(method, method), vals[f"hr{k}"], vals[f"mrr{k}"], vals[f"ndcg{k}"],
                     vals["coverage"]])
    return rows


def render(doc, k=10, fmt="simple"):
    stats = doc["dataset"]
    lines = [
        "dataset %s: %d items, %d events, %d sessions; %d train / %d test queries; %d co-visitation pairs"
        % (stats["name"], stats["n_items"], stats["n_events"], stats["n_sessions"],
           stats["n_train_queries"], stats["n_test_queries"], stats["n_pairs"]),
        "",
        tabulate(table3_rows(doc["table3"], k), headers=["method", f"HR@{k}", f"MRR@{k}", f"NDCG@{k}", "cand. cov."],
                 tablefmt=fmt),
    ]
    return "\n".join(lines)


def write_json(doc, path):
    d = os.path.dirname(path)
    if d:
        os.makedirs(d, exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f, indent=2, sort_keys=True)
        f.write("\n")
    os.replace(tmp, path)


def write_markdown(doc, path, k=10):
    with open(path, "w") as f:
        f.write(render(doc, k, fmt="pipe"))
        f.write("\n")
