#!/usr/bin/env python
# Generate the synthetic credit data set used in the paper.
#   python data/gen_credit.py SEED N > data/credit.csv
import sys
import os

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), '..'))
from lcg import LCG

FIELDS = ['age', 'income', 'debt_pct', 'years_employed', 'n_cards']


def applicant(rng):
    age = rng.randint(18, 79)
    years = min(rng.randint(0, 40), age - 18)
    income = rng.randint(12, 60) + years * rng.randint(1, 4) + rng.randint(0, 30)
    debt = rng.randint(0, 100)
    cards = rng.randint(0, 9)
    risk = 0
    if debt > 55:
        risk += 2
    if income < 40:
        risk += 1
    if years < 3:
        risk += 1
    if cards > 6:
        risk += 1
    if age < 25 and debt > 35:
        risk += 1
    noise = rng.random()
    default = 1 if (risk >= 3 and noise < 0.85) or (risk < 3 and noise < 0.08) else 0
    return [age, income, debt, years, cards, default]


def main():
    seed, n = int(sys.argv[1]), int(sys.argv[2])
    rng = LCG(seed)
    print ','.join(FIELDS + ['default'])
    for i in xrange(n):
        print ','.join(str(v) for v in applicant(rng))


if __name__ == '__main__':
    main()
