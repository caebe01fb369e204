#!/bin/bash
# Reference solution of pump-fault-tabular (run by --agent=oracle in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

# 1. Deploy: the base image has no Python.
apt-get update -qq
apt-get install -y -qq --no-install-recommends python3-numpy >/dev/null

# 2. Improve: the starter is linear in the raw readings, but the risk depends on
#    |rpm - design speed| (a square), on temperature x load (an interaction) and jumps
#    with overdue service. Expand the standardised readings with all squares and
#    pairwise products (8 + 36 features), standardise again, and train longer with
#    a little L2. Same command line and output format as the starter.
python3 - <<'PY'
import re
src = open("train.py").read()
new_model = '''def expand(Z):
    """Standardised readings plus all their squares and pairwise products."""
    d = Z.shape[1]
    return np.hstack([Z] + [Z[:, i:i + 1] * Z[:, j:j + 1] for i in range(d) for j in range(i, d)])


def fit(X, y, lr=0.5, epochs=2000, l2=1e-3):
    """Logistic regression on quadratic features, batch gradient descent with L2."""
    mu, sd = X.mean(axis=0), X.std(axis=0)
    Q = expand((X - mu) / sd)
    qmu, qsd = Q.mean(axis=0), Q.std(axis=0)
    Q = (Q - qmu) / qsd
    w = np.zeros(Q.shape[1])
    b = 0.0
    for _ in range(epochs):
        p = sigmoid(Q @ w + b)
        w -= lr * (Q.T @ (p - y) / len(y) + l2 * w)
        b -= lr * np.mean(p - y)
    return mu, sd, qmu, qsd, w, b


def predict(model, X):
    mu, sd, qmu, qsd, w, b = model
    Q = (expand((X - mu) / sd) - qmu) / qsd
    return (sigmoid(Q @ w + b) >= 0.5).astype(int)


def main():'''
src, n = re.subn(r"def fit\(.*?\ndef main\(\):", lambda m: new_model, src, flags=re.S)
assert n == 1, "train.py does not look like the starter"
open("train.py", "w").write(src)
PY

# 3. Sanity run: validation accuracy (the starter reports about 0.70).
python3 train.py --train data/train.csv --test data/train.csv --out /tmp/train_predictions.csv
