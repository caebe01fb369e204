#!/usr/bin/env python3
"""Generate the synthetic subscription database as a PostgreSQL script (standard library only).

    python3 data/make_db.py [--seed 8] > data/churn.sql

Tables: customers(customer_id, signup_day, plan), snapshots(customer_id, day, usage_hours,
tickets_30d, discount), labels(customer_id, label_day, churned). Snapshots are weekly. Churn is
decided from the behaviour *before* label_day; after a churn decision the customer files
cancellation tickets, so tickets recorded after label_day leak the label.
"""
import argparse
import math
import random


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=8)
    ap.add_argument("--customers", type=int, default=800)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    out = ["BEGIN;",
           "CREATE TABLE customers (customer_id int PRIMARY KEY, signup_day int, plan text);",
           "CREATE TABLE snapshots (customer_id int, day int, usage_hours double precision,"
           " tickets_30d int, discount boolean);",
           "CREATE TABLE labels (customer_id int PRIMARY KEY, label_day int, churned boolean);"]
    cust, snaps, labels = [], [], []
    for cid in range(1, a.customers + 1):
        signup = rng.randint(0, 60)
        plan = rng.choice(["basic", "pro", "team"])
        label_day = rng.randint(100, 200)
        base = rng.uniform(2, 20) * {"basic": 0.7, "pro": 1.0, "team": 1.4}[plan]
        trend = rng.gauss(0, 0.04)
        discount = rng.random() < 0.3
        frustration = rng.random()
        # churn decided from behaviour up to label_day
        u_end = max(0.0, base * (1 + trend * (label_day - signup) / 7))
        z = -0.5 - 0.12 * u_end + 2.2 * frustration - 0.6 * discount + (0.5 if plan == "basic" else 0.0)
        churned = rng.random() < 1 / (1 + math.exp(-z))
        for day in range(signup, 231, 7):
            u = max(0.0, base * (1 + trend * (day - signup) / 7) + rng.gauss(0, 1.5))
            t = sum(1 for _ in range(4) if rng.random() < 0.15 + 0.35 * frustration)
            if churned and day > label_day:
                t += rng.randint(2, 5)  # cancellation tickets after the decision
                u *= 0.3
            snaps.append(f"{cid}\t{day}\t{u:.3f}\t{t}\t{'t' if discount else 'f'}")
        cust.append(f"{cid}\t{signup}\t{plan}")
        labels.append(f"{cid}\t{label_day}\t{'t' if churned else 'f'}")
    for table, rows in (("customers", cust), ("snapshots", snaps), ("labels", labels)):
        out.append(f"COPY {table} FROM stdin;")
        out.extend(rows)
        out.append("\\.")
    out.append("CREATE INDEX snapshots_cust_day ON snapshots (customer_id, day);")
    out.append("COMMIT;")
    print("\n".join(out))


if __name__ == "__main__":
    main()
