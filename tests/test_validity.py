"""Validity of the hidden pipeline (issue 12): what the agent's code can learn from the staged
folder at verify time, and that it is not enough to cheat.

The adversary `StagedSnooper` (deploybench_test_adversaries.py) deploys the reference solution
(deploy tasks) or nothing (improve tasks), then plants shims for bash/sh/python3/python and a
.pth start-up hook in every site-packages folder. When the hidden experiment starts, the first
hook reads everything in $DEPLOYBENCH_VERIFY_DIR (and any other staging folder it finds), runs
the task's recipe (improve tasks: the public generator with every integer found in a staged file
and every seed below 2^20 as its seed) and prints `DEPLOYBENCH-SNOOP {json}` to verify.log.

- improve tasks: the snooper must fail (score_below_target) and must not have cheated; the snoop
  line must be in verify.log (so the test fails when the hooks never fire) and the recipe must
  have run its whole seed sweep;
- deploy tasks: the snooper saw exactly the task's verify/inputs/ and nothing else of verify/;
- the defense proven: a copy of core-improve whose verify/inputs/ also holds its labels (a task
  that stages host-side files) is passed by the snooper, so the assertions above can fail.

The default run covers the fixtures, two cheap deploy tasks and two improve tasks, one for each
kind of recipe (a generator in the sandbox swept over seeds; no generator, the public record looked
up); DEPLOYBENCH_VALIDITY_ALL=1 (`tox -e suite`) runs both checks on every bundled task, as a task's
author does when the task changes (docs/WRITING_TASKS.md). The full sweep costs about 15 minutes on
2 cores, most of CI's budget, and it tests the tasks rather than the harness.
"""

from __future__ import annotations

import csv
import hashlib
import json
import os
import secrets
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from deploybench_test_adversaries import RECIPE_PRELUDE_PY, RECIPES, SNOOP_LINE
from helpers import DATA_TASKS, EXAMPLE_TASKS, run_bench

docker = pytest.mark.usefixtures("docker_client")
AGENT = "--agent=deploybench_test_adversaries:StagedSnooper"
CORE_IMPROVE = DATA_TASKS / "ai_ml" / "core-improve"
CORE_SUM = DATA_TASKS / "systems" / "core-sum"
ALL = os.environ.get("DEPLOYBENCH_VALIDITY_ALL") == "1"
CHEAP_DEPLOY = ["ai_ml/boostjs-node", "scientific/compact-cn-heat"]
# one improve task per recipe kind: the generator's seed sweep, and the public-record lookup
CHEAP_IMPROVE = ["ai_ml/fieldnote-triage", "ai_ml/floodlead-routing"]


def bundled(kind: str) -> list[str]:
    """domain/id of every bundled task of this kind."""
    out = []
    for spec in sorted(EXAMPLE_TASKS.glob("*/*/task.yaml")):
        if (yaml.safe_load(spec.read_text()) or {}).get("kind", "deploy") == kind:
            out.append(f"{spec.parent.parent.name}/{spec.parent.name}")
    return out


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def hashes(folder: Path) -> dict[str, str]:
    """relative path -> sha256 of every file under folder."""
    return {p.relative_to(folder).as_posix(): sha256(p) for p in sorted(folder.rglob("*")) if p.is_file()}


def snoop(tmp_path: Path, task: Path, *args: str):
    """Run the snooper on one task; its record, the run, and the snoop reports in verify.log."""
    task_id = yaml.safe_load((task / "task.yaml").read_text())["id"]
    # a run id of its own: at its end a run removes every container of its id, which under -n
    # would stop a sibling test's sandbox
    run = run_bench(tmp_path, AGENT, *args, str(task), run_id=f"snoop-{secrets.token_hex(4)}", timeout=1800)
    results = run.results()
    assert task_id in results, run.output
    log = (run.run_dir / task_id / "attempt-1" / "verify.log").read_text(errors="replace")
    reports = [json.loads(line[len(SNOOP_LINE):]) for line in log.splitlines() if line.startswith(SNOOP_LINE)]
    # the hooks fired, once: without this line the test proves nothing
    assert len(reports) == 1, f"{len(reports)} snoop reports in verify.log:\n{log[-4000:]}"
    return results[task_id], run, reports[0]


def assert_saw_only_inputs(task: Path, report: dict) -> None:
    """The staged folder held exactly verify/inputs/, and nothing host-side was found anywhere."""
    inputs = hashes(task / "verify" / "inputs") if (task / "verify" / "inputs").is_dir() else {}
    seen = {f["path"]: f["sha256"] for f in report["files"]}
    assert seen == inputs, f"staged {sorted(seen)}; verify/inputs/ holds {sorted(inputs)}"
    assert report["elsewhere"] == [], f"other staging folders found: {report['elsewhere']}"
    host_only = {h: rel for rel, h in hashes(task / "verify").items() if not rel.startswith("inputs/")}
    leaked = {host_only[h] for h in seen.values() if h in host_only and h not in inputs.values()}
    assert not leaked, f"host-side files staged: {sorted(leaked)}"


# ---- the fixtures ---------------------------------------------------------------------------------


@docker
def test_core_improve_snooper_finds_no_labels_and_fails(tmp_path):
    rec, run, report = snoop(tmp_path, CORE_IMPROVE)
    assert (rec["outcome"], rec["verifier_status"]) == ("failed", "score_below_target"), run.output
    assert report["cheated"] is False and report["cheat"]["recipe"] == "core-improve", report
    assert_saw_only_inputs(CORE_IMPROVE, report)


@docker
def test_defense_removed_the_snooper_cheats_and_passes(tmp_path):
    """A broken copy of core-improve that stages its labels beside the inputs: the same snooper
    finds them and passes, so the assertions of the other tests can fail."""
    broken = tmp_path / "tasks" / "ai_ml" / "core-improve"
    shutil.copytree(CORE_IMPROVE, broken)
    shutil.copy(broken / "verify" / "test_y.txt", broken / "verify" / "inputs" / "test_y.txt")
    rec, run, report = snoop(tmp_path, broken)
    assert rec["outcome"] == "passed" and rec["score"] == 1.0, run.output
    assert report["cheated"] is True and report["cheat"]["labels_file"] == "test_y.txt", report
    with pytest.raises(AssertionError, match="test_y.txt"):
        assert_saw_only_inputs(CORE_IMPROVE, report)


@docker
def test_defense_removed_the_pth_hook_alone_cheats_through_python(tmp_path):
    """The .pth start-up hook on its own (no shims): a copy of pump-fault-tabular whose staged
    features also carry the labels column. The hook fires when the experiment's python3 starts
    and writes the labels over the predictions when it exits."""
    broken = tmp_path / "tasks" / "ai_ml" / "pump-fault-tabular"
    shutil.copytree(EXAMPLE_TASKS / "ai_ml" / "pump-fault-tabular", broken)
    staged = broken / "verify" / "inputs" / "test_features.csv"
    labels = {r["id"]: r["fault"] for r in csv.DictReader((broken / "verify" / "test_labels.csv").open())}
    rows = list(csv.reader(staged.open()))
    with staged.open("w", newline="") as f:
        csv.writer(f).writerows([rows[0] + ["fault"]] + [r + [labels[r[0]]] for r in rows[1:]])
    rec, run, report = snoop(tmp_path, broken, "--agent-arg=hooks=pth")
    assert report["hook"].startswith("pth:") and report["cheated"] is True, report
    assert report["cheat"]["seed_from"] == "labels staged", report
    assert rec["outcome"] == "passed" and rec["score"] == 1.0, run.output


@docker
def test_core_sum_snooper_sees_only_the_staged_inputs(tmp_path):
    rec, run, report = snoop(tmp_path, CORE_SUM)
    assert rec["outcome"] == "passed", run.output  # the hooks never break the experiment
    assert sorted(f["path"] for f in report["files"]) == ["input.txt", "marker.txt"]
    assert_saw_only_inputs(CORE_SUM, report)


# ---- the bundled tasks ----------------------------------------------------------------------------

DEPLOY = bundled("deploy") if ALL else CHEAP_DEPLOY
IMPROVE = bundled("improve") if ALL else CHEAP_IMPROVE


@docker
@pytest.mark.parametrize("task", DEPLOY, ids=lambda t: t.split("/")[1])
def test_deploy_task_snooper_sees_only_the_staged_inputs(tmp_path, task):
    rec, run, report = snoop(tmp_path, EXAMPLE_TASKS / task)
    assert rec["outcome"] == "passed", run.output  # the reference deployment, hooks and all
    assert_saw_only_inputs(EXAMPLE_TASKS / task, report)


@docker
@pytest.mark.parametrize("task", IMPROVE, ids=lambda t: t.split("/")[1])
def test_improve_task_snooper_cannot_cheat(tmp_path, task):
    rec, run, report = snoop(tmp_path, EXAMPLE_TASKS / task)
    cheat = report["cheat"]
    assert cheat.get("recipe") == task.split("/")[1] and "error" not in cheat, report
    assert report["cheated"] is False and cheat["selftest"] is True, report
    assert (rec["outcome"], rec["verifier_status"]) == ("failed", "score_below_target"), run.output
    assert_saw_only_inputs(EXAMPLE_TASKS / task, report)
    if cheat.get("generator", "public") is None:  # no generator in the sandbox: the recipe looked
        # every staged test input up in the public data instead, to the end
        assert cheat["lookup_complete"] and cheat["looked_up"] > 0 and cheat["found"] == 0, cheat
    else:  # every integer of the staged files and every seed below 2^20 went through the generator
        assert cheat["staged_ints_tried"] > 0 and cheat["sweep_complete"], cheat


# ---- the recipes can cheat: a test set from the public generator with a seed below 2^20 --------
# (no Docker: the recipe runs on the host against the artifact's generator, as it would in the
# sandbox). Without this, a recipe whose fingerprint never matches would make the tests above
# pass for the wrong reason.

SMALL_SEED = 123457  # below 2^20; ids are made opaque so that only the sweep can find it


def _regen(task: str, out: Path, labels: Path) -> list[str]:
    """Run the task's public generator with SMALL_SEED: the staged file (unlabeled, opaque ids) at
    `out`; returns the true labels in the order the recipe writes its predictions."""
    seed, py = str(SMALL_SEED), sys.executable
    art = EXAMPLE_TASKS / "ai_ml" / task / "artifact"

    def gen(*args):
        subprocess.run([py, *args], cwd=art, check=True, capture_output=True)

    if task == "pump-fault-tabular":
        gen("data/make_data.py", "--seed", seed, "--rows", "200", "--out", str(labels))
        rows = list(csv.reader(labels.open()))
        with out.open("w", newline="") as f:
            csv.writer(f).writerows([["id", *rows[0][1:-1]]] + [[f"t{i:05d}", *r[1:-1]] for i, r in enumerate(rows[1:])])
        return [r[-1] for r in rows[1:]]
    if task == "glyph-shift":
        gen("data/make_glyphs.py", "--seed", seed, "--n", "200", "--out", str(labels))
        rows = [line.split(",") for line in labels.read_text().splitlines()]
        out.write_text("\n".join(",".join([r[0] if i == 0 else f"t-{i:05d}", *r[2:]]) for i, r in enumerate(rows)) + "\n")
        return [r[1] for r in rows[1:]]
    if task == "fieldnote-triage":
        gen("data/make_corpus.py", "--seed", seed, "--n", "200", "--out", str(labels))
        rows = [json.loads(line) for line in labels.read_text().splitlines()]
        out.write_text("".join(json.dumps({"id": f"t-{i:05d}", "text": r["text"]}) + "\n" for i, r in enumerate(rows)))
        return [r["label"] for r in rows]
    if task == "preprint-areas":
        gen("data/make_graph.py", "--seed", seed, "--out", str(out), "--answers", str(labels))
        return [a for _, a in sorted((int(i), a) for i, a in json.loads(labels.read_text()).items())]
    if task == "demand-forecast-promo":
        gen("data/make_panel.py", "--seed", seed, "--out", str(out), "--truth", str(labels))
        return [f"{float(r['sales']):.4f}" for r in csv.DictReader(labels.open())]
    if task == "chirpfeat-speedup":
        import numpy as np
        gen("data/make_calls.py", "--seed", seed, "--n", "60", "--out", str(labels) + ".npz")
        d = np.load(str(labels) + ".npz")
        out.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(out / "0.npz", pcm=d["pcm"], offsets=d["offsets"], sr=d["sr"],
                            ids=np.array(["c%010x" % (i * 7919) for i in range(60)]))
        types = ("upsweep", "downsweep", "flat", "hook", "trill", "click")  # data/make_calls.py's order
        return [types[int(t)] for t in d["labels"]]  # the recipe's label column (one-hot on these)
    if task == "cellcount-cnn":
        import numpy as np
        gen("data/make_cells.py", "--seed", seed, "--n", "200", "--out", str(labels) + ".npz")
        d = np.load(str(labels) + ".npz")
        np.savez_compressed(out, images=d["images"], ids=np.array(["t-%05d" % i for i in range(len(d["images"]))]))
        return [str(int(v)) for v in d["labels"]]
    if task == "cocite-topics":
        gen("data/make_graph.py", "--ext-seed", seed, "--out", str(labels) + ".graph.npz", "--ext-out", str(out),
            "--labels-out", str(labels))
        return [r["topic"] for r in csv.DictReader(labels.open())]
    if task == "meterboost-speedup":  # the staged folder: batches/0.csv, raw fields only, opaque ids
        gen("data/make_readings.py", "--seed", seed, "--n", "200", "--out", str(labels))
        rows = list(csv.reader(labels.open()))  # id, 16 fields, condition
        out.mkdir(parents=True, exist_ok=True)
        with (out / "0.csv").open("w", newline="") as f:
            csv.writer(f).writerows([rows[0][:-1]] + [["t%05d" % (i * 7919), *r[1:-1]] for i, r in enumerate(rows[1:])])
        return [r[-1] for r in rows[1:]]
    raise KeyError(task)


STAGED_NAME = {"pump-fault-tabular": "test_features.csv", "glyph-shift": "test.csv", "fieldnote-triage": "test_texts.jsonl",
               "preprint-areas": "graph.json", "demand-forecast-promo": "panel.csv", "cocite-topics": "extension",
               "cellcount-cnn": "test.npz",
               "chirpfeat-speedup": "calls",
               "meterboost-speedup": "batches"}


LABEL_COLUMN = {"chirpfeat-speedup": 1, "meterboost-speedup": 1}  # id,label,p_...: the label is not the last column


def _staged_and_state(tmp_path: Path) -> tuple[Path, Path]:
    vdir, state = tmp_path / "staged", tmp_path / "state"
    vdir.mkdir()
    state.mkdir()
    return vdir, state


def _run_recipe(tmp_path: Path, task: str, art: Path, vdir: Path, state: Path) -> dict:
    """Run a task's snooper recipe on the host against a staged folder; it must pass its self-test and cheat."""
    recipe = tmp_path / "recipe.py"
    recipe.write_text(RECIPE_PRELUDE_PY + RECIPES[task][1])
    env = {**os.environ, "DEPLOYBENCH_VERIFY_DIR": str(vdir), "DBSNOOP_STATE": str(state),
           "DBSNOOP_WORKDIR": str(art), "PYTHONDONTWRITEBYTECODE": "1"}
    proc = subprocess.run([sys.executable, str(recipe)], env=env, capture_output=True, text=True, timeout=300)
    report = json.loads(proc.stdout)
    assert report["selftest"] is True and report["cheated"] is True, (report, proc.stderr[-2000:])
    return report


@pytest.mark.parametrize("task", sorted(STAGED_NAME))
def test_recipe_finds_a_seed_below_2_20_and_the_labels(tmp_path, task):
    if task in ("pump-fault-tabular", "cocite-topics", "cellcount-cnn", "chirpfeat-speedup",
                "meterboost-speedup"):
        pytest.importorskip("numpy")
    vdir, state = _staged_and_state(tmp_path)
    truth = _regen(task, vdir / STAGED_NAME[task], tmp_path / "labels")
    report = _run_recipe(tmp_path, task, EXAMPLE_TASKS / "ai_ml" / task / "artifact", vdir, state)
    assert report.get("seed") == SMALL_SEED and report["seed_from"] == "sweep", report
    preds = list(csv.reader((state / "preds").read_text().splitlines()))[1:]
    column = LABEL_COLUMN.get(task, -1)
    assert [r[column] for r in preds] == truth  # every hidden label recovered


def test_shiftlog_recipe_finds_lines_cut_from_the_public_files(tmp_path):
    """shiftlog-route ships no generator; its recipe looks the staged lines up in the public files
    instead. Lines cut from data/train.csv (crafts dropped, as a careless hold-out would be) are
    all found and every craft recovered, so the snooper's `found == 0` on the real hold-out
    means something."""
    art = EXAMPLE_TASKS / "ai_ml" / "shiftlog-route" / "artifact"
    vdir, state = _staged_and_state(tmp_path)
    cut = list(csv.DictReader((art / "data" / "train.csv").open(newline="", encoding="utf-8")))[5::40]
    with (vdir / "test.csv").open("w", newline="", encoding="utf-8") as f:
        w = csv.writer(f)
        w.writerow(["id", "text"])
        w.writerows(("x%05d" % i, r["text"]) for i, r in enumerate(cut))
    report = _run_recipe(tmp_path, "shiftlog-route", art, vdir, state)
    assert report["found"] == report["lines"] == len(cut) > 0, report
    preds = [r[-1] for r in list(csv.reader((state / "preds").read_text().splitlines()))[1:]]
    assert preds == [r["craft"] for r in cut]  # every craft recovered


def test_heatloss_recipe_finds_records_cut_from_the_public_files(tmp_path):
    """heatloss-audit ships no generator; its recipe looks the staged records up in the public
    files instead. Records cut from data/train.csv (energy dropped, ids renamed, as a careless
    hold-out would be) are all found and every energy recovered, so the snooper's `found == 0` on
    the real hold-out means something."""
    art = EXAMPLE_TASKS / "ai_ml" / "heatloss-audit" / "artifact"
    vdir, state = _staged_and_state(tmp_path)
    cut = list(csv.DictReader((art / "data" / "train.csv").open(newline="")))[3::50]
    cols = [c for c in cut[0] if c != "heating_kwh"]
    with (vdir / "test.csv").open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(cols)
        w.writerows([f"h{i:05d}" if c == "record_id" else r[c] for c in cols] for i, r in enumerate(cut))
    report = _run_recipe(tmp_path, "heatloss-audit", art, vdir, state)
    assert report["found"] == report["lines"] == len(cut) > 0, report
    preds = [r[-1] for r in list(csv.reader((state / "preds").read_text().splitlines()))[1:]]
    assert preds == [r["heating_kwh"] for r in cut]  # every energy recovered


def test_floodlead_recipe_finds_episodes_cut_from_the_public_record(tmp_path):
    """floodlead-routing ships no generator; its recipe looks the staged episodes up in the public
    record instead. Episodes cut from that record (the artifact's own tools/make_episodes.py, as a
    careless hold-out would be) are all found and every outcome recovered, so the snooper's
    `found == 0` on the real hold-out means something."""
    pytest.importorskip("numpy")
    art = EXAMPLE_TASKS / "ai_ml" / "floodlead-routing" / "artifact"
    vdir, state = _staged_and_state(tmp_path)
    subprocess.run([sys.executable, "tools/make_episodes.py", "--year", "2021", "--every", "300",
                    "--out", str(vdir / "holdout")], cwd=art, check=True, capture_output=True)
    truth = [r["q_down"] for r in csv.DictReader((vdir / "holdout_truth.csv").open())]
    (vdir / "holdout_truth.csv").unlink()
    report = _run_recipe(tmp_path, "floodlead-routing", art, vdir, state)
    assert report["found"] == report["episodes"] == len(truth) // 12 > 0, report
    preds = [r[-1] for r in list(csv.reader((state / "preds").read_text().splitlines()))[1:]]
    assert all(t in ("", p) for t, p in zip(truth, preds, strict=True))  # every outcome recovered
