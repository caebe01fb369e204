#!/usr/bin/env python3
"""How skewed is the key population? Share of the total weight held by the
top-k keys for the weights lbsim uses, floor(1e6 / rank^s).

    python3 scripts/zipf_weights.py 200000 0.8

This is what motivated the 40-server setup: with s = 0.8 the single hottest
key alone is a noticeable fraction of one server's fair share.
"""
import math
import sys


def weights(n, s):
    return [max(1, int(1e6 / math.pow(i + 1, s))) for i in range(n)]


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200000
    s = float(sys.argv[2]) if len(sys.argv) > 2 else 0.8
    servers = int(sys.argv[3]) if len(sys.argv) > 3 else 40
    w = weights(n, s)
    total = sum(w)
    fair = total / servers
    print("keys %d, zipf s %.2f, total weight %d, fair share per server %.0f" % (n, s, total, fair))
    acc = 0
    marks = {1, 10, 100, 1000, 10000, n}
    for i, x in enumerate(w, 1):
        acc += x
        if i in marks:
            print("top %7d keys: %6.2f%% of the weight (%.2f fair shares)" % (i, 100 * acc / total, acc / fair))
    print("hottest key / fair share: %.3f" % (w[0] / fair))


if __name__ == "__main__":
    main()
