#!/usr/bin/env python3
"""Synthetic storefront interaction log for the co-visitation feature-store study.

Writes two tab-separated files into --out:
  items.tsv   sku <TAB> category <TAB> price_cents
  events.tsv  user_id <TAB> session_id <TAB> sku <TAB> ts <TAB> kind

SKUs are three-character vendor codes over [0-9A-Za-z]; they are case-sensitive
("aB7" and "Ab7" are different products). Timestamps are Unix seconds (UTC).
The same seed always produces byte-identical files.

Profiles: "web" (the storefront's web log: short sessions, the paper's Tables 1 and 3)
and "app" (the shop's mobile app: fewer, much longer browsing sessions; Table 4).
"""
import argparse
import itertools
import os
import random

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
T0 = 1682899200  # 2023-05-01 00:00:00 UTC
DAY = 86400
# session length = 2 + min(int(Exp(mean)), cap); default number of sessions
PROFILES = {"web": (3.5, 14, 10000), "app": (60.0, 298, 2000)}


def make_items(rng, n_items, n_cat):
    seen = set()
    items = []
    while len(items) < n_items:
        sku = "".join(rng.choice(ALPHABET) for _ in range(3))
        if sku in seen:
            continue
        seen.add(sku)
        cat = rng.randrange(n_cat)
        price = int(round(rng.lognormvariate(7.5 + 0.03 * cat, 0.6)))
        items.append((sku, cat, max(price, 99)))
    return items


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=20230611)
    ap.add_argument("--out", default="data/raw")
    ap.add_argument("--items", type=int, default=6000)
    ap.add_argument("--users", type=int, default=3000)
    ap.add_argument("--sessions", type=int, default=None)
    ap.add_argument("--profile", choices=sorted(PROFILES), default="web")
    ap.add_argument("--days", type=int, default=60)
    ap.add_argument("--categories", type=int, default=40)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    mean_len, cap_len, n_sessions = PROFILES[args.profile]
    if args.sessions is not None:
        n_sessions = args.sessions

    items = make_items(rng, args.items, args.categories)
    n = len(items)
    by_cat = {}
    for i, (_, cat, _) in enumerate(items):
        by_cat.setdefault(cat, []).append(i)
    # Zipf-like popularity, shuffled over items
    ranks = list(range(n))
    rng.shuffle(ranks)
    pop = [1.0 / (r + 10) ** 0.9 for r in ranks]
    # each item has a few complements, mostly from its own category
    comps = []
    for i, (_, cat, _) in enumerate(items):
        cs = []
        while len(cs) < 5:
            j = rng.choice(by_cat[cat]) if rng.random() < 0.7 else rng.randrange(n)
            if j != i and j not in cs:
                cs.append(j)
        comps.append(cs)
    comp_w = [0.4, 0.25, 0.15, 0.12, 0.08]
    cum_pop = list(itertools.accumulate(pop))
    cat_cum = {c: list(itertools.accumulate(pop[i] for i in idx)) for c, idx in by_cat.items()}

    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "items.tsv"), "w") as f:
        for sku, cat, price in items:
            f.write(f"{sku}\t{cat}\t{price}\n")

    events = []
    for s in range(n_sessions):
        user = rng.randrange(args.users)
        start = T0 + rng.randrange(args.days * DAY)
        length = 2 + min(int(rng.expovariate(1 / mean_len)), cap_len)
        cur = rng.choices(range(n), cum_weights=cum_pop)[0]
        ts = start
        for k in range(length):
            kind = "view" if rng.random() < 0.85 else "cart"
            events.append((user, s + 1, items[cur][0], ts, kind))
            ts += 20 + int(rng.expovariate(1 / 90))
            r = rng.random()
            for _ in range(10):
                if r < 0.55:
                    nxt = rng.choices(comps[cur], weights=comp_w)[0]
                elif r < 0.8:
                    c = items[cur][1]
                    nxt = rng.choices(by_cat[c], cum_weights=cat_cum[c])[0]
                else:
                    nxt = rng.choices(range(n), cum_weights=cum_pop)[0]
                if nxt != cur:
                    break
                r = rng.random()
            cur = nxt
    events.sort(key=lambda e: (e[3], e[1]))
    with open(os.path.join(args.out, "events.tsv"), "w") as f:
        for e in events:
            f.write("%d\t%d\t%s\t%d\t%s\n" % e)
    print(f"wrote {n} items and {len(events)} events to {args.out}")


if __name__ == "__main__":
    main()
