"""Experiment configuration: conf/experiment.json (or the file given with
--config) names the seeds, the scale preset and the index configurations."""
import json
import os

from . import workload

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class Experiment:
    def __init__(self, path):
        with open(path) as fh:
            raw = json.load(fh)
        self.path = path
        if "seeds" in raw:
            self.seeds = [int(s) for s in raw["seeds"]]
        else:                                  # 0.2 format: one seed
            self.seeds = [int(raw["seed"])]
        self.scale_name = raw.get("scale", "paper")
        self.scale = workload.scale(self.scale_name)
        self.scale.update(raw.get("scale_overrides", {}))
        self.configs = list(raw["configs"])
        self.qtypes = list(raw.get("queries", ["Q1", "Q2", "Q3", "Q4"]))

    def describe(self):
        return "seeds %s, scale %s (%d sensors x %d steps, %d live), configs %s" % (
            ",".join(map(str, self.seeds)), self.scale_name, self.scale["sensors"],
            self.scale["steps"], self.scale["live_steps"], "/".join(self.configs))


def path(*parts):
    return os.path.join(ROOT, *parts)


def sql_blocks(name):
    """Blocks of an SQL file, keyed by the word after '-- @'."""
    blocks, cur = {}, None
    with open(path("sql", name)) as fh:
        for line in fh:
            if line.startswith("-- @"):
                cur = line[4:].split()[0]
                blocks[cur] = []
            elif cur and line.strip() and not line.startswith("--"):
                blocks[cur].append(line.strip())
    return blocks
