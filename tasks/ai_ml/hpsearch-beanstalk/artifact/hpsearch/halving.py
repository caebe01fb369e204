"""Synchronous successive halving (the schedule of Section 3).

Rung r trains its trials for `min_epochs * eta**r` epochs. When every trial of a rung has reported,
the best `len(rung) // eta` (by validation accuracy, then validation loss, then trial id) are
promoted. The schedule itself knows nothing of brokers or workers: the coordinator asks it what
to run next and tells it what came back.
"""


def rank_key(result):
    """Sort key: higher accuracy first, then lower loss, then the lower trial id."""
    loss = result.get("val_loss")
    if loss is None or loss != loss:  # NaN
        loss = float("inf")
    return (-float(result.get("val_acc", 0.0)), float(loss), int(result["trial"]))


class SuccessiveHalving:
    def __init__(self, configs, min_epochs=1, eta=3, n_rungs=4):
        if eta < 2:
            raise ValueError("eta must be >= 2")
        self.configs = {c["trial"]: c for c in configs}
        self.min_epochs = int(min_epochs)
        self.eta = int(eta)
        self.n_rungs = int(n_rungs)
        self.rungs = [sorted(self.configs)]
        self.results = [dict()]

    @property
    def rung(self):
        return len(self.rungs) - 1

    def epochs(self, rung=None):
        r = self.rung if rung is None else rung
        return self.min_epochs * self.eta ** r

    def pending(self):
        """Trials of the current rung that have not reported yet."""
        done = self.results[-1]
        return [t for t in self.rungs[-1] if t not in done]

    def report(self, trial, result):
        """Record a result for the current rung. Returns False for a trial not in the rung or
        one that already reported (a redelivered job)."""
        if trial not in self.rungs[-1] or trial in self.results[-1]:
            return False
        r = dict(result)
        r["trial"] = trial
        self.results[-1][trial] = r
        return True

    def complete(self):
        return not self.pending()

    def finished(self):
        return len(self.rungs) >= self.n_rungs and self.complete()

    def ranked(self, rung=None):
        r = self.rung if rung is None else rung
        return sorted(self.results[r].values(), key=rank_key)

    def promote(self):
        """Close the current rung with whatever results it has and open the next one.

        Trials that never reported are simply not candidates (a worker that lost a job is
        treated like a diverged run); the next rung takes the top len(reported) // eta.
        """
        ranked = self.ranked()
        k = max(1, len(ranked) // self.eta)
        nxt = sorted(r["trial"] for r in ranked[:k])
        self.rungs.append(nxt)
        self.results.append({})
        return nxt

    def best(self):
        ranked = self.ranked(len(self.rungs) - 1)
        if not ranked:
            raise RuntimeError("no results in the last rung")
        return ranked[0]

    def summary(self):
        return [{"rung": i, "epochs": self.epochs(i), "trials": len(t),
                 "reported": len(self.results[i])} for i, t in enumerate(self.rungs)]
