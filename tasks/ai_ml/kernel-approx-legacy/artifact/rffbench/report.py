"""Turn results tables into the paper's Markdown and LaTeX tables."""
import pandas as pd

LABELS = {"exact": "exact KRR", "rff": "RFF", "orf": "ORF", "nystroem": "Nyström"}


def _cell(row, digits):
    fmt = "%%.%df" % digits
    if row["method"] == "exact" or row["rmse_std"] == 0:
        return fmt % row["rmse_mean"]
    return (fmt + " ± " + fmt) % (row["rmse_mean"], row["rmse_std"])


def to_markdown(table, digits=6):
    lines = ["| method | m | RMSE |", "|---|---|---|"]
    for _, row in table.iterrows():
        lines.append("| %s | %d | %s |" % (LABELS.get(row["method"], row["method"]),
                                          int(row["components"]), _cell(row, digits)))
    return "\n".join(lines)


def to_latex(table, digits=4, caption="Test RMSE (mean $\\pm$ std over seeds)."):
    body = []
    for _, row in table.iterrows():
        cell = _cell(row, digits).replace("±", "$\\pm$")
        body.append("%s & %d & %s \\\\" % (LABELS.get(row["method"], row["method"]),
                                           int(row["components"]), cell))
    return "\n".join(["\\begin{table}[t]", "\\centering", "\\begin{tabular}{lrr}", "\\toprule",
                      "method & $m$ & RMSE \\\\", "\\midrule"] + body +
                     ["\\bottomrule", "\\end{tabular}", "\\caption{%s}" % caption, "\\end{table}"])


def relative_to_exact(table):
    """RMSE of every row divided by the exact KRR row (the 'within x%' statements)."""
    exact = float(table.loc[table["method"] == "exact", "rmse_mean"].iloc[0])
    out = table[["method", "components", "rmse_mean"]].copy()
    out["vs_exact"] = out["rmse_mean"] / exact - 1.0
    return out


def load(path):
    return pd.read_csv(path)
