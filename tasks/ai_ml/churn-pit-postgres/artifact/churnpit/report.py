"""Printing and writing result tables."""
import json
import os


def line(name, row):
    return (f"{name:16s} train AUC {row['train_auc']:.4f}  test AUC {row['test_auc']:.4f}"
            f"  [{row['test_auc_ci'][0]:.3f}, {row['test_auc_ci'][1]:.3f}]"
            f"  ({row['train']} / {row['test']} customers)")


def markdown(table):
    out = ["| features | train customers | test customers | train AUC | test AUC | 95% CI |",
           "|---|---|---|---|---|---|"]
    for name, r in table.items():
        out.append(f"| {name.replace('_', ' ')} | {r['train']} | {r['test']} | {r['train_auc']:.4f} "
                   f"| {r['test_auc']:.4f} | {r['test_auc_ci'][0]:.3f}–{r['test_auc_ci'][1]:.3f} |")
    return "\n".join(out)


def write_json(path, doc):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        json.dump(doc, f, indent=2)
        f.write("\n")
