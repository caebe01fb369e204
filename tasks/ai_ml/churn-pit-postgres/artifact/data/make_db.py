#!/usr/bin/env python3
"""Generate the synthetic subscription database as a PostgreSQL script (standard library only).

    python3 data/make_db.py [--seed 8] [--customers 800] > data/churn.sql

Tables
  customers(customer_id, signup_date, plan, region)
  snapshots(customer_id, taken_at timestamptz, usage_hours, tickets_30d, discount)
  labels(customer_id, label_date date, churned)
  plans(plan, monthly_fee)                       -- reference table, not used by train.py

The feature pipeline writes one snapshot per customer per day from a nightly batch job; the
event store stamps every snapshot in UTC. Label dates are the retention team's calendar dates.
Churn is decided from the behaviour before the label date; a customer who churns files a
cancellation request from the label date on, so snapshots taken from then on leak the label.
"""
import argparse
import datetime as dt
import math
import random

EPOCH = dt.date(2023, 1, 9)
OFFICE = dt.timezone(dt.timedelta(hours=9))  # the retention team's office clock
HORIZON = 230  # days of snapshots after EPOCH
PLANS = {"basic": 9.0, "pro": 29.0, "team": 79.0}
REGIONS = ["kanto", "kansai", "chubu", "kyushu", "hokkaido"]


def job_time(rng, day):
    """When the nightly job snapshotted the office day `day` (an aware datetime, office clock)."""
    start = dt.datetime.combine(EPOCH + dt.timedelta(days=day), dt.time(0, 0), OFFICE)
    if rng.random() < 0.08:  # a late run: after midnight, on the next office day
        return start + dt.timedelta(hours=24, minutes=rng.randint(5, 170))
    return start + dt.timedelta(hours=21, minutes=rng.randint(0, 175))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=8)
    ap.add_argument("--customers", type=int, default=800)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    out = ["BEGIN;",
           "CREATE TABLE plans (plan text PRIMARY KEY, monthly_fee numeric(6,2));",
           "CREATE TABLE customers (customer_id int PRIMARY KEY, signup_date date, plan text,"
           " region text);",
           "CREATE TABLE snapshots (customer_id int, taken_at timestamptz, usage_hours double precision,"
           " tickets_30d int, discount boolean);",
           "CREATE TABLE labels (customer_id int PRIMARY KEY, label_date date, churned boolean);"]
    plans = [f"{p}\t{fee:.2f}" for p, fee in PLANS.items()]
    cust, snaps, labels = [], [], []
    for cid in range(1, a.customers + 1):
        signup = rng.randint(0, 60)
        plan = rng.choice(list(PLANS))
        region = rng.choice(REGIONS)
        label_day = rng.randint(100, 200)
        base = rng.uniform(2, 20) * {"basic": 0.7, "pro": 1.0, "team": 1.4}[plan]
        trend = rng.gauss(0, 0.04)
        discount = rng.random() < 0.3
        frustration = rng.random()
        u_end = max(0.0, base * (1 + trend * (label_day - signup) / 7))
        z = -0.5 - 0.12 * u_end + 2.2 * frustration - 0.6 * discount + (0.5 if plan == "basic" else 0.0)
        churned = rng.random() < 1 / (1 + math.exp(-z))
        label_at = dt.datetime.combine(EPOCH + dt.timedelta(days=label_day), dt.time(0, 0), OFFICE)
        cancel_at = label_at + dt.timedelta(minutes=rng.randint(0, 720))  # the request, if churned
        tickets = []  # days of the support tickets filed so far
        for day in range(signup, HORIZON + 1):
            taken = job_time(rng, day)
            u = max(0.0, base * (1 + trend * (day - signup) / 7) + rng.gauss(0, 1.5))
            if rng.random() < (0.02 + 0.06 * frustration):
                tickets.append(day)
            t = sum(1 for d in tickets if day - d < 30)
            if churned and taken >= cancel_at:
                t += 2 + (day - label_day > 3)  # the cancellation request and its follow-ups
                u *= 0.3
            snaps.append(f"{cid}\t{taken.astimezone(dt.timezone.utc):%Y-%m-%d %H:%M:%S}+00\t{u:.3f}\t{t}\t"
                         f"{'t' if discount else 'f'}")
        cust.append(f"{cid}\t{EPOCH + dt.timedelta(days=signup)}\t{plan}\t{region}")
        labels.append(f"{cid}\t{EPOCH + dt.timedelta(days=label_day)}\t{'t' if churned else 'f'}")
    for table, rows in (("plans", plans), ("customers", cust), ("snapshots", snaps), ("labels", labels)):
        out.append(f"COPY {table} FROM stdin;")
        out.extend(rows)
        out.append("\\.")
    out.append("CREATE INDEX snapshots_cust_taken ON snapshots (customer_id, taken_at);")
    out.append("COMMIT;")
    out.append("ANALYZE plans; ANALYZE customers; ANALYZE snapshots; ANALYZE labels;")
    print("\n".join(out))


if __name__ == "__main__":
    main()
