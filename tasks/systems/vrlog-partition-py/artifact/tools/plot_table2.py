"""Figure 3 of the workshop talk: messages by type per scenario (stacked bars).

    python3 tools/plot_table2.py results/table2.json fig3.pdf
"""
import json
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
import pandas as pd  # noqa: E402

ORDER = ["AppendEntries", "AppendEntriesReply", "RequestVote", "RequestVoteReply",
         "PreVote", "PreVoteReply"]


def frame(path):
    with open(path) as fh:
        doc = json.load(fh)
    rows = []
    for name, r in sorted(doc["scenarios"].items()):
        row = {"scenario": name}
        row.update(r["msgs"])
        rows.append(row)
    return pd.DataFrame(rows).set_index("scenario")[ORDER]


def main(src, dst):
    df = frame(src)
    fig, ax = plt.subplots(figsize=(6, 3.2))
    bottom = np.zeros(len(df))
    for col in ORDER:
        ax.bar(df.index, df[col].values, bottom=bottom, label=col)
        bottom += df[col].values
    ax.set_ylabel("messages")
    ax.legend(fontsize=6, ncol=2)
    plt.xticks(rotation=30, ha="right", fontsize=7)
    fig.tight_layout()
    fig.savefig(dst)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
