"""Host-side generator of the shipped example files (artifact/data/examples/) and of the hidden
input (verify/inputs/branches_2012.csv).  Not staged, not in the artifact.

    python3 verify/make_inputs.py        # from the task directory; rewrites all five files
"""
import pathlib
import random

HERE = pathlib.Path(__file__).resolve().parent
EX = HERE.parent / "artifact" / "data" / "examples"


def person(rng, income_scale=1):
    age = rng.randint(18, 79)
    years = min(rng.randint(0, 40), age - 18)
    income = (rng.randint(12, 60) + years * rng.randint(1, 4) + rng.randint(0, 30)) * income_scale
    debt = rng.randint(0, 100)
    cards = rng.randint(0, 9)
    risk = 2 * (debt > 55) + (income < 40 * income_scale) + (years < 3) + (cards > 6) + (age < 25 and debt > 35)
    return age, income, debt, years, cards, risk


def write(path, comment, header, rows):
    with open(path, "w") as f:
        for line in comment.strip("\n").splitlines():
            f.write("# " + line + "\n" if line else "#\n")
        f.write(",".join(header) + "\n")
        for r in rows:
            f.write(",".join(str(v) for v in r) + "\n")


def pilot():
    rng = random.Random(20120301)
    rows = []
    for _ in range(480):
        age, income, debt, years, cards, risk = person(rng)
        risk -= cards > 6
        p = 0.8 if risk >= 3 else 0.1
        rows.append((age, income, debt, years, int(rng.random() < p)))
    write(EX / "pilot_2012.csv", """
Pilot survey, spring 2012: 480 applicants, four attributes (the card count was not asked).
Same scoring as the paper's data otherwise.
""", ["age", "income", "debt_pct", "years_employed", "default"], rows)


def bank_b():
    rng = random.Random(20121115)
    rows = []
    for _ in range(720):
        age, income, debt, years, cards, risk = person(rng, income_scale=2)
        p = 0.85 if risk >= 3 else 0.08
        rows.append((income, debt, age, cards, years, int(rng.random() < p)))
    write(EX / "bank_b.csv", """
Second bank (anonymised), 720 applicants.  Their export has the columns in another order and
reports the gross household income (k$), roughly twice the paper's income scale.
""", ["income", "debt_pct", "age", "n_cards", "years_employed", "default"], rows)


POS90 = [70, 500, 633, 662]   # found by search: with split seed 23 all four land in the test part
BRANCHES = [22, 31, 11, 12, 13, 21, 23]   # most to least frequent


def branches():
    rng = random.Random(20110930)
    weights = [30, 24, 14, 10, 9, 7, 6]
    rows = []
    for _ in range(560):
        age, income, debt, years, cards, _risk = person(rng)
        b = rng.choices(BRANCHES, weights)[0]
        rows.append((b, age, income, debt, years, cards, int(b in (22, 31))))
    write(EX / "branches.csv", """
Loans of the seven branches of the regional bank, 2011 (560 applicants; branch codes as in the
bank's files).  Sanity check for nominal attributes: in this extract every default comes from
branches 22 and 31 (the two that took over the card portfolio) and every applicant of those two
defaulted.  Whatever the number of bins, the tree is the branch split alone: accuracy 1.0000
with one leaf per branch.
""", ["branch$", "age", "income", "debt_pct", "years_employed", "n_cards", "default"], rows)


def hidden():
    rng = random.Random(0x5EED2012)
    codes = [41, 17, 35, 52, 8, 23, 60, 14, 77]
    weights = [22, 18, 14, 12, 10, 9, 7, 5, 3]
    extra = {35: 0.30, 8: 0.45, 60: 0.35, 77: 0.5}   # branches with lax scoring
    rows = []
    for _ in range(1180):
        age, income, debt, years, cards, risk = person(rng)
        b = rng.choices(codes, weights)[0]
        p = 0.85 if risk >= 3 else extra.get(b, 0.06)
        rows.append((age, income, b, debt, years, cards, int(rng.random() < p)))
    for k in range(4):   # branch 90 opened in December: four applicants, all in the test part (seed 23)
        age, income, debt, years, cards, risk = person(rng)
        rows.insert(POS90[k], (age, income, 90, debt, years, cards, int(rng.random() < 0.5)))
    (HERE / "inputs").mkdir(exist_ok=True)
    write(HERE / "inputs" / "branches_2012.csv", """
Regional bank, all branches, 2012: 1,184 applicants.
""", ["age", "income", "branch$", "debt_pct", "years_employed", "n_cards", "default"], rows)


if __name__ == "__main__":
    EX.mkdir(parents=True, exist_ok=True)
    pilot()
    bank_b()
    branches()
    hidden()
