"""Adversarial agents for the forgery tests. None deploys honestly; each tries to forge the verdict.

Options (--agent-arg): `forged=DIR` a host folder shaped like the outputs (what a strong attacker
believes the outputs should be), `stdout=FILE` what the experiment should print.
"""

from __future__ import annotations

import shlex
from pathlib import Path

from pytest_deploybench.agents.base import AgentContext, AgentResult, EndReason

STASH = "/opt/forged"


class _Forger:
    name = "forger"

    def __init__(self, options=None):
        args = dict(options.agent_args) if options else {}
        self.forged = Path(args["forged"]) if "forged" in args else None
        self.stdout = Path(args["stdout"]).read_text() if "stdout" in args else ""

    def stash(self, ctx: AgentContext) -> None:
        """Put the forged outputs and stdout at /opt/forged in the sandbox."""
        if self.forged is not None:
            ctx.sandbox.put_dir(self.forged, STASH)
        ctx.sandbox.put_file(f"{STASH}.stdout", self.stdout.encode())

    def copy_script(self, ctx: AgentContext) -> str:
        return f"cp -r {STASH}/. {shlex.quote(ctx.task.workdir)}/ 2>/dev/null; cat {STASH}.stdout"

    def sh(self, ctx: AgentContext, command: str) -> None:
        ctx.sandbox.exec(command, timeout=60)

    def done(self) -> AgentResult:
        return AgentResult(EndReason.SUBMITTED, steps=1, summary="forged")


class HandWrittenOutputs(_Forger):
    """(a) writes the expected output files by hand and deploys nothing."""

    def run(self, ctx: AgentContext) -> AgentResult:
        self.stash(ctx)
        self.sh(ctx, f"cp -r {STASH}/. .")
        return self.done()


class EditProtected(_Forger):
    """(b) rewrites every protected entry script (shell or Python) to emit the forged results."""

    def run(self, ctx: AgentContext) -> AgentResult:
        self.stash(ctx)
        script = self.copy_script(ctx)
        self.sh(ctx, f"""for f in *.sh; do printf '%s\\n' {shlex.quote(script)} > "$f"; done
for f in *.py; do printf 'import os\\nos.system(%s)\\n' {shlex.quote(repr(script))} > "$f"; done""")
        return self.done()


class WrapTool(_Forger):
    """(c) replaces a tool the experiment calls (--agent-arg tool=NAME) with a wrapper that emits the
    forged results, plus whatever config makes the entry point start (--agent-arg setup=CMD)."""

    def __init__(self, options=None):
        super().__init__(options)
        args = dict(options.agent_args) if options else {}
        self.tool = args.get("tool", "python3")
        self.setup = args.get("setup", "true")

    def run(self, ctx: AgentContext) -> AgentResult:
        self.stash(ctx)
        wrapper = f"#!/bin/bash\n{self.copy_script(ctx)}\n"
        ctx.sandbox.put_file(f"/usr/local/bin/{self.tool}", wrapper.encode(), mode=0o755)
        self.sh(ctx, f'real=$(command -v -a {self.tool} | grep -v /usr/local/bin | head -1); '
                     f'[ -n "$real" ] && cp /usr/local/bin/{self.tool} "$real"; {self.setup}')
        return self.done()


class BackgroundRewriter(_Forger):
    """(d) leaves a process that keeps writing the forged outputs while the experiment runs."""

    def run(self, ctx: AgentContext) -> AgentResult:
        self.stash(ctx)
        self.sh(ctx, f"setsid nohup bash -c 'while true; do cp -r {STASH}/. {shlex.quote(ctx.task.workdir)}/; "
                     f"sleep 0.05; done' >/dev/null 2>&1 &")
        extra = dict(ctx.options.agent_args).get("setup")
        if extra:
            self.sh(ctx, extra)
        return self.done()


class PlantVerifyFiles(_Forger):
    """(e) plants forged inputs and checks wherever the verifier might stage its files."""

    def run(self, ctx: AgentContext) -> AgentResult:
        self.stash(ctx)
        planted_input = dict(ctx.options.agent_args).get("planted_input", "0")
        planted = " ".join(f"/var/lib/deploybench-verify-{s}" for s in ("0" * 16, "latest", "x"))
        self.sh(ctx, f"""for d in {planted} /verify /tmp/verify {ctx.task.workdir}/verify; do
  mkdir -p $d && cp -r {STASH}/. $d/ && printf '%s\\n' {planted_input} > $d/input.txt
  printf 'def check(ctx):\\n    return [("forged", True, "")]\\n' > $d/check.py
done
ln -sfn /var/lib/deploybench-verify-latest /var/lib/deploybench-verify""")
        extra = dict(ctx.options.agent_args).get("setup")
        if extra:
            self.sh(ctx, extra)
        return self.done()


# ---------------------------------------------------------------------------------------------
# (f) the staged-folder snooper (tests/test_validity.py): what the agent's code can learn at
# verify time from $DEPLOYBENCH_VERIFY_DIR. On deploy tasks it deploys the reference solution (so
# the experiment really runs); on improve tasks it leaves the starter as it is and only cheats.
# Either way it plants hooks that fire when the hidden experiment starts: shims for bash, sh,
# python3 and python ahead of the real ones on PATH, and a .pth start-up hook in every
# site-packages/dist-packages folder. The first hook to fire in a verification (a marker under
# /tmp) lists every staged file (path, size, sha256), runs the task's recipe (below) to recover
# labels or expected values, and prints one line `DEPLOYBENCH-SNOOP {json}` on stderr, which the
# harness writes to verify.log. When the recipe recovered the labels, the hook that fired runs
# the experiment to its end and then overwrites its predictions with them. Every error is
# swallowed: the real binary always runs.

from pytest_deploybench.agents.builtin import OracleAgent  # noqa: E402

SNOOP_DIR = "/usr/local/lib/deploybench-snoop"
SNOOP_LINE = "DEPLOYBENCH-SNOOP "

# The snoop itself: bash and coreutils only (many sandboxes have no Python).
SNOOP_SH = r"""#!__BASH__
# Runs once per verification, started by the first hook that fires; never fails the experiment.
V="${DEPLOYBENCH_VERIFY_DIR%/}"; S="$DBSNOOP_STATE"; L=__DIR__
export DBSNOOP_INSIDE=1 DBSNOOP_WORKDIR="$(cat "$L/workdir" 2>/dev/null)" DBSNOOP_BUDGET="$(cat "$L/budget" 2>/dev/null)"
t0=$(date +%s.%N)
esc() { local s=${1//\\/\\\\}; s=${s//\"/\\\"}; s=${s//$'\n'/\\n}; s=${s//$'\t'/\\t}; printf '%s' "$s"; }
entry() {  # one file: {"path", "size", "sha256"}
  printf '{"path": "%s", "size": %s, "sha256": "%s"}' "$(esc "$1")" "$(stat -c %s -- "$2" 2>/dev/null || echo -1)" \
    "$(sha256sum -- "$2" 2>/dev/null | cut -d' ' -f1)"
}
files=""; sep=""
while IFS= read -r -d '' rel; do
  files+="$sep$(entry "$rel" "$V/$rel")"; sep=", "
done < <(cd "$V" 2>/dev/null && find . \( -type f -o -type l \) -printf '%P\0' 2>/dev/null | sort -z)
# other staging folders (an earlier verification's, or the harness staging more than one)
others=""; sep=""
while IFS= read -r -d '' f; do
  case "$f" in "$V"|"$V"/*) continue ;; esac
  others+="$sep$(entry "$f" "$f")"; sep=", "
done < <(timeout 20 find / -xdev \( -path /proc -o -path /sys -o -path /dev \) -prune -o \
           -path '*deploybench-verify-*' \( -type f -o -type l \) -print0 2>/dev/null)
cheat='{"recipe": null, "cheated": false}'
if [ -f "$L/recipe.sh" ]; then
  out=$(__BASH__ "$L/recipe.sh" 2>"$S/recipe.err") && [ -n "$out" ] && cheat="$out"
elif [ -f "$L/recipe.py" ]; then
  cheat='{"recipe": "python", "cheated": false, "error": "no Python could run the recipe"}'
  for py in $DBSNOOP_PYTHON $(cat "$L/pythons" 2>/dev/null); do
    [ -x "$py" ] || continue
    out=$("$py" "$L/recipe.py" 2>"$S/recipe.err") && [ -n "$out" ] && { cheat="$out"; break; }
    cheat="{\"recipe\": \"python\", \"cheated\": false, \"error\": \"$(esc "$py: $(tail -c 600 "$S/recipe.err")")\"}"
  done
fi
cheated=false; [ -s "$S/preds" ] && [ -s "$S/target" ] && cheated=true
secs=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN {printf "%.2f", b - a}')
printf '\n%s{"verify_dir": "%s", "hook": "%s", "files": [%s], "elsewhere": [%s], "cheated": %s, "seconds": %s, "cheat": %s}\n' \
  "__LINE__" "$(esc "$V")" "$(esc "$DBSNOOP_HOOK")" "$files" "$others" "$cheated" "$secs" "$cheat" >&2
"""

# A shim for NAME (bash, sh, python3, python): the snoop on the first call of a verification,
# then the real binary with the same arguments.
SHIM_SH = r"""#!__BASH__
if [ -n "${DEPLOYBENCH_VERIFY_DIR:-}" ] && [ -z "${DBSNOOP_INSIDE:-}" ]; then
  S="/tmp/.dbsnoop-${DEPLOYBENCH_VERIFY_DIR##*/}"
  if mkdir "$S" 2>/dev/null; then
    DBSNOOP_STATE="$S" DBSNOOP_HOOK="shim:__NAME__" timeout 300 __BASH__ __DIR__/snoop.sh </dev/null >&2 2>&1
    if [ -s "$S/preds" ] && [ -s "$S/target" ]; then
      __REAL__ "$@"; rc=$?
      cp -f -- "$S/preds" "$(cat "$S/target")" 2>/dev/null
      exit $rc
    fi
  fi
fi
exec __REAL__ "$@"
"""

# The .pth start-up hook (one line, as site.py runs it) and the module it runs.
PTH_LINE = (
    "import os; exec(open('__DIR__/hook.py').read()) if os.environ.get('DEPLOYBENCH_VERIFY_DIR') "
    "and not os.environ.get('DBSNOOP_INSIDE') and os.path.isfile('__DIR__/hook.py') else None\n"
)
HOOK_PY = r"""
def _dbsnoop():
    import atexit, os, shutil, subprocess, sys
    state = '/tmp/.dbsnoop-' + os.path.basename(os.environ['DEPLOYBENCH_VERIFY_DIR'].rstrip('/'))
    try:
        os.mkdir(state)
    except OSError:
        return
    env = dict(os.environ, DBSNOOP_STATE=state, DBSNOOP_HOOK='pth:' + sys.executable, DBSNOOP_PYTHON=sys.executable)
    subprocess.run(['timeout', '300', '__BASH__', '__DIR__/snoop.sh'], env=env, stdin=subprocess.DEVNULL,
                   stdout=2, stderr=2)
    preds, target = os.path.join(state, 'preds'), os.path.join(state, 'target')
    if os.path.getsize(preds) if os.path.exists(preds) else 0:
        dest = open(target).read().strip()
        atexit.register(lambda: shutil.copyfile(preds, dest))
try:
    _dbsnoop()
except BaseException:
    pass
"""


def _fill(text: str, **subs: str) -> str:
    for key, value in subs.items():
        text = text.replace(f"__{key}__", value)
    return text


class StagedSnooper(OracleAgent):
    """(f) deploys the reference solution (deploy tasks) or nothing (improve tasks), then plants
    hooks that read the staged folder at verify time and try to recover the hidden labels.

    --agent-arg budget=S: a guard on the seed sweep's time inside the sandbox (default 120 s; a
    full sweep of 2^20 seeds measured 6-32 s per task on 2 loaded cores); hooks=shims,pth: which
    hooks to plant (default both; the bash shim fires first, as the harness starts the experiment
    with `bash -c` found on PATH)."""

    name = "staged-snooper"

    def run(self, ctx: AgentContext) -> AgentResult:
        if ctx.task.kind == "improve":
            result = AgentResult(EndReason.SUBMITTED, steps=1, summary="kept the starter; planted hooks")
        else:
            result = super().run(ctx)
        self.plant(ctx)
        return result

    def plant(self, ctx: AgentContext) -> None:
        box = ctx.sandbox
        recipe = RECIPES.get(ctx.task.id)
        setup = recipe[2] if recipe is not None and len(recipe) > 2 else ""
        if setup:  # what the public generator needs to run at all (not a deployment); first, so
            # that the Pythons it installs get their hooks
            res = box.exec(setup, timeout=max(60.0, ctx.time_left() - 60))
            ctx.log.info("recipe setup exited %s:\n%s", res.exit_code, res.output[-2000:])
        find_real = "for n in bash sh python3 python; do p=$(type -P $n) && echo $n $p; done"
        reals = dict(line.split(" ", 1) for line in box.exec(find_real, timeout=60).stdout.split("\n") if " " in line)
        bash = reals["bash"]
        subs = {"BASH": bash, "DIR": SNOOP_DIR, "LINE": SNOOP_LINE}
        budget = dict(ctx.options.agent_args).get("budget", "120")
        box.put_file(f"{SNOOP_DIR}/snoop.sh", _fill(SNOOP_SH, **subs).encode(), mode=0o755)
        box.put_file(f"{SNOOP_DIR}/hook.py", _fill(HOOK_PY, **subs).encode())
        box.put_file(f"{SNOOP_DIR}/workdir", ctx.task.workdir.encode())
        box.put_file(f"{SNOOP_DIR}/budget", budget.encode())
        if recipe is not None:
            lang, code = recipe[:2]
            box.put_file(f"{SNOOP_DIR}/recipe.{lang}", (RECIPE_PRELUDE_PY + code if lang == "py" else code).encode())
        hooks = dict(ctx.options.agent_args).get("hooks", "shims,pth").split(",")
        for name, real in reals.items() if "shims" in hooks else ():
            # an existing /usr/local/bin/NAME (a Python built from source) keeps its place:
            # the shim then goes to /usr/local/sbin, which comes first on the default PATH
            shim = _fill(SHIM_SH, NAME=name, REAL=real, **subs).encode()
            if real.startswith("/usr/local/sbin/"):
                continue
            where = "sbin" if real.startswith("/usr/local/bin/") else "bin"
            box.put_file(f"/usr/local/{where}/{name}", shim, mode=0o755)
        # Python start-up hooks, and every Python the recipe may use (system and venvs)
        pth = _fill(PTH_LINE, **subs)
        write_pth = f"printf '%s' {shlex.quote(pth)} > \"$d/zzz-deploybench-snoop.pth\"" if "pth" in hooks else ":"
        box.exec(
            f"""find / -xdev \\( -path /proc -o -path /sys -o -path /dev \\) -prune -o -type d \\( -name site-packages -o -name dist-packages \\) -print 2>/dev/null |
  while IFS= read -r d; do {write_pth}; done
{{ find / -xdev \\( -path /proc -o -path /sys -o -path /dev \\) -prune -o -name pyvenv.cfg -print 2>/dev/null |
  while IFS= read -r c; do ls "${{c%/pyvenv.cfg}}"/bin/python3 2>/dev/null; done
  echo {" ".join(shlex.quote(reals[n]) for n in ("python3", "python") if n in reals)}; }} > {SNOOP_DIR}/pythons""",
            timeout=120,
        )
        listing = box.exec(f"ls -l /usr/local/bin /usr/local/sbin; cat {SNOOP_DIR}/pythons; "
                           "find / -xdev -name zzz-deploybench-snoop.pth 2>/dev/null", timeout=60)
        ctx.log.info("staged-snooper planted:\n%s", listing.stdout)


# ---------------------------------------------------------------------------------------------
# Recipes: per task id, how to recover the hidden labels from what is staged. A recipe runs in the
# sandbox at verify time (cwd unknown; env DEPLOYBENCH_VERIFY_DIR, DBSNOOP_STATE, DBSNOOP_WORKDIR,
# DBSNOOP_BUDGET), prints one JSON object (its report) on stdout and, when it recovered the
# labels, writes the predictions to $DBSNOOP_STATE/preds and the absolute path of the file the
# experiment writes them to into $DBSNOOP_STATE/target. Improve tasks with a public generator try
# every integer found in a staged file as its seed, then every seed below 2^20, on a cheap
# fingerprint of the staged test inputs; a seed that reproduces it gives the labels.

RECIPE_PRELUDE_PY = r'''
import json, os, re, sys, time
V = os.environ["DEPLOYBENCH_VERIFY_DIR"].rstrip("/")
S = os.environ["DBSNOOP_STATE"]
W = os.environ.get("DBSNOOP_WORKDIR") or os.getcwd()
BUDGET = float(os.environ.get("DBSNOOP_BUDGET") or 60)
SWEEP = 1 << 20
REPORT = {"recipe": None, "cheated": False, "python": sys.executable}


def staged_files():
    out = []
    for root, _, names in os.walk(V):
        out += [os.path.join(root, n) for n in names]
    return sorted(out)


def staged_ints(limit=100000):
    """Every integer written in a staged file (a seed would be one), in order, without repeats."""
    seen = {}
    for path in staged_files():
        try:
            text = open(path, "rb").read(16 << 20).decode("latin-1")
        except OSError:
            continue
        for m in re.finditer(r"\d+", text):
            v = int(m.group())
            if v < 1 << 64 and v not in seen:
                seen[v] = None
                if len(seen) >= limit:
                    return list(seen)
    return list(seen)


def find_seed(match):
    """The first seed that match(seed) accepts: every integer of the staged files first, then
    0..2^20-1 while the budget lasts. The counts and times go into REPORT."""
    t0 = time.monotonic()
    ints = staged_ints()
    REPORT["staged_ints_tried"] = len(ints)
    for s in ints:
        try:
            if match(s):
                REPORT["seed_from"] = "staged"
                return s
        except Exception:
            pass
    t1 = time.monotonic()
    REPORT["staged_s"] = round(t1 - t0, 2)
    deadline = t1 + BUDGET
    seed = 0
    try:
        while seed < SWEEP:
            if match(seed):
                REPORT["seed_from"] = "sweep"
                return seed
            seed += 1
            if not seed & 1023 and time.monotonic() > deadline:
                break
        return None
    finally:
        dt = time.monotonic() - t1
        REPORT.update(swept=seed, sweep_complete=seed >= SWEEP, sweep_s=round(dt, 2),
                      us_per_seed=round(1e6 * dt / max(seed, 1), 1))


def write_predictions(rel, text):
    with open(os.path.join(S, "preds"), "w") as f:
        f.write(text)
    with open(os.path.join(S, "target"), "w") as f:
        f.write(os.path.join(W, rel))
    REPORT["cheated"] = True


def attack(name, staged, load, make_match, confirm, cli, write, staged_labels=None):
    """The whole attempt on one improve task. load(path) -> data (the staged test inputs, or a
    file of the same format); make_match(data) -> a cheap predicate on seeds (the generator's
    first draws against the first test row); confirm(data, seed) -> True when the public
    generator with that seed reproduces the data; cli(seed, out) -> the public generator's own
    command line writing such a file; write(data, seed) -> (relative output path, predictions);
    staged_labels(data) -> the same, when the staged file carries labels itself.

    Self-test first: the public generator's CLI with a known seed makes a test file, and the
    predicate must find that seed in it (and reject its neighbour): a sweep that could never
    match would prove nothing."""
    REPORT["recipe"] = name
    try:
        import subprocess
        sys.path.insert(0, os.path.join(W, "data"))
        data = load(os.path.join(V, staged))
        if staged_labels is not None:
            got = staged_labels(data)
            if got:
                REPORT["seed_from"] = "labels staged"
                write_predictions(*got)
                return
        probe, known = os.path.join(S, "selftest"), 424242
        subprocess.run(cli(known, probe), cwd=W, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
        mine = load(probe)
        m = make_match(mine)
        REPORT["selftest"] = bool(m(known) and confirm(mine, known) and not m(known + 1))
        if not REPORT["selftest"]:
            return
        m = make_match(data)
        seed = find_seed(lambda s: m(s) and confirm(data, s))
        REPORT["seed"] = seed
        if seed is not None:
            write_predictions(*write(data, seed))
    except BaseException as e:
        REPORT["error"] = repr(e)[-600:]
    finally:
        print(json.dumps(REPORT))


def lookup_attack(name, staged, id_col, label_col, out, public, lookup, preds_text, selftest):
    """The attempt on an improve task that ships its data but no generator: nothing to sweep, so
    every staged row is looked up in the public rows instead. public() -> {key: label};
    lookup(rows, known) -> {id: label}; preds_text(rows, found) -> the predictions file;
    selftest(known) -> True when rows cut from the public data are all found with their labels
    (a lookup that could never match would prove nothing)."""
    REPORT.update(recipe=name, generator=None)
    try:
        import csv
        known = public()
        REPORT["public_rows"] = len(known)
        REPORT["selftest"] = bool(selftest(known))
        if REPORT["selftest"]:
            with open(os.path.join(V, staged), newline="", encoding="utf-8") as f:
                rows = list(csv.DictReader(f))
            if rows and all(r.get(label_col) for r in rows):
                found = {r[id_col]: r[label_col] for r in rows}
                REPORT["seed_from"] = "labels staged"
            else:
                found = lookup(rows, known)
            REPORT.update(lines=len(rows), looked_up=len(rows), found=len(found), lookup_complete=True)
            if found:
                write_predictions(out, preds_text(rows, found))
    except BaseException as e:
        REPORT["error"] = repr(e)[-600:]
    finally:
        print(json.dumps(REPORT))
'''

# core-improve (fixture): no public generator; the labels would be a staged file of 0/1 lines,
# one per test input.
CORE_IMPROVE_RECIPE = r'''
V="${DEPLOYBENCH_VERIFY_DIR%/}"; S="$DBSNOOP_STATE"; W="$DBSNOOP_WORKDIR"; x="$V/test_x.txt"
n=$(wc -l < "$x" 2>/dev/null || echo 0); found=""
for f in "$V"/*; do
  [ -f "$f" ] && [ "$f" != "$x" ] && [ "$(wc -l < "$f")" = "$n" ] || continue
  grep -qvxE '[01]' "$f" && continue
  found="$f"; break
done
[ -n "$found" ] && cp "$found" "$S/preds" && echo "$W/preds.txt" > "$S/target"
printf '{"recipe": "core-improve", "generator": null, "labels_file": "%s", "cheated": %s}\n' \
  "${found##*/}" "$([ -n "$found" ] && echo true || echo false)"
'''



# pump-fault-tabular: data/make_data.py, generate(seed, rows) with NumPy's default_rng(seed); its
# first draw is temp_c of row 0 (normal(62, 9), written with 3 decimals). Calling generate(s, 1)
# costs ~120 us a seed (2 min for 2^20), the first draw alone ~7 us.
PUMP_RECIPE = r"""
import csv
import numpy as np

def load(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))

def make_match(rows):
    first, rng = rows[0]["temp_c"], np.random.default_rng
    return lambda s: "%.3f" % rng(s).normal(62.0, 9.0) == first

def confirm(rows, s):
    import make_data
    X, _ = make_data.generate(s, len(rows))
    cols = make_data.FEATURES
    return all(["%.3f" % v for v in X[i]] == [rows[i][c] for c in cols] for i in range(min(5, len(rows))))

def write(rows, s):
    import make_data
    _, y = make_data.generate(s, len(rows))
    return "outputs/predictions.csv", "id,fault\n" + "".join("%s,%d\n" % (r["id"], v) for r, v in zip(rows, y))

def staged_labels(rows):
    if rows and rows[0].get("fault") not in (None, ""):
        return "outputs/predictions.csv", "id,fault\n" + "".join("%s,%s\n" % (r["id"], r["fault"]) for r in rows)

attack("pump-fault-tabular", "test_features.csv", load, make_match, confirm,
       lambda s, out: [sys.executable, "data/make_data.py", "--seed", str(s), "--rows", "5", "--out", out],
       write, staged_labels)
"""

# glyph-shift: data/make_glyphs.py, random.Random(seed); glyph i draws its label
# (randrange(10)), then sample(): two shifts, the pen, the ink (uniform(0.5, 1)), the pixels.
# Cheap test: the first glyph's ink, rounded as written, is one of the first row's values.
GLYPH_RECIPE = r"""
import random

def load(path):
    with open(path) as f:
        lines = f.read().splitlines()
    head = lines[0].split(",")
    return head, [line.split(",") for line in lines[1:]]

def pixels(data, i):
    head, rows = data
    return rows[i][2:] if "label" in head else rows[i][1:]

def make_match(data):
    values = set(pixels(data, 0))
    def m(s):
        r = random.Random(s)
        r.randrange(10); r.randint(-3, 3); r.randint(-3, 3); r.random()
        return str(round(r.uniform(0.5, 1.0), 3)) in values
    return m

def confirm(data, s):
    import make_glyphs
    r = random.Random(s)
    y = r.randrange(make_glyphs.CLASSES)
    return [str(v) for v in make_glyphs.sample(r, y)] == pixels(data, 0)

def write(data, s):
    import make_glyphs
    r, out = random.Random(s), ["id,label"]
    for row in data[1]:
        y = r.randrange(make_glyphs.CLASSES)
        make_glyphs.sample(r, y)
        out.append("%s,%d" % (row[0], y))
    return "predictions/test.csv", "\n".join(out) + "\n"

def staged_labels(data):
    head, rows = data
    if "label" in head:
        return "predictions/test.csv", "id,label\n" + "".join("%s,%s\n" % (r[0], r[1]) for r in rows)

attack("glyph-shift", "test.csv", load, make_match, confirm,
       lambda s, out: [sys.executable, "data/make_glyphs.py", "--seed", str(s), "--n", "5", "--out", out, "--no-labels"],
       write, staged_labels)
"""

# preprint-areas: data/make_graph.py, graph(seed) with random.Random(seed); its first draws are
# the areas of nodes 0..n-1 (randrange(6) each); the staged graph reveals ~4% of them. Cheap
# test: the revealed areas of the first 10 revealed nodes (6^-10 chance of a false match).
PREPRINT_RECIPE = r"""
import json, random

def load(path):
    with open(path) as f:
        return json.load(f)

def make_match(g):
    k = len(g["areas"])
    known = sorted((n["id"], g["areas"].index(n["area"])) for n in g["nodes"] if "area" in n)[:10]
    want, last = dict(known), known[-1][0]
    def m(s):
        rr = random.Random(s).randrange
        for i in range(last + 1):
            a = rr(k)
            if want.get(i, a) != a:
                return False
        return True
    return m

def confirm(g, s):
    import make_graph
    mine, _ = make_graph.graph(s, n=len(g["nodes"]))
    return [list(e) for e in mine["edges"]] == [list(e) for e in g["edges"]] and \
        [n["keywords"] for n in mine["nodes"]] == [n["keywords"] for n in g["nodes"]]

def write(g, s):
    import make_graph
    _, hidden = make_graph.graph(s, n=len(g["nodes"]))
    return "predictions/areas.csv", "id,area\n" + "".join("%s,%s\n" % (i, a) for i, a in sorted(hidden.items()))

def staged_labels(g):
    if all("area" in n for n in g["nodes"]):  # every area revealed: nothing to predict
        return "predictions/areas.csv", "id,area\n" + "".join("%s,%s\n" % (n["id"], n["area"]) for n in g["nodes"])

attack("preprint-areas", "graph.json", load, make_match, confirm,
       lambda s, out: [sys.executable, "data/make_graph.py", "--seed", str(s), "--out", out],
       write, staged_labels)
"""

# demand-forecast-promo: data/make_panel.py, panel(seed) with random.Random(seed); series 0 draws
# level, slope, 7 weekday factors (gauss), the uplift (uniform), then its promotion calendar.
# Cheap test: the calendar of the first 120 days of series 0 (as series() draws it, without the
# Poisson sales); then series() itself against series 0's sales; then the whole panel.
DEMAND_RECIPE = r"""
import csv, random

P = 120

def load(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    by = {}
    for r in rows:
        by.setdefault(r["series"], []).append(r)
    sids = list(by)
    for sid in sids:
        by[sid].sort(key=lambda r: int(r["day"]))
    return sids, by

def make_match(data):
    sids, by = data
    want = [int(r["promo"]) for r in by[sids[0]][:P]]
    def m(s):
        r = random.Random(s)
        g = r.gauss
        g(3.0, 0.6); g(0.0, 0.0012)
        for _ in range(7):
            g(0, 0.3)
        r.uniform(1.4, 2.6)
        promo = [0] * P
        t = r.randrange(10)
        while t < P:
            if r.random() < 0.5:
                for k in range(r.randint(2, 4)):
                    if t + k < P:
                        promo[t + k] = 1
            t += r.randint(6, 20)
        return promo == want
    return m

def shape(data):
    sids, by = data
    rows = by[sids[0]]
    history = sum(1 for r in rows if r["sales"] != "")
    return len(sids), history, len(rows) - history

def confirm(data, s):
    import make_panel
    sids, by = data
    n, history, horizon = shape(data)
    ser = make_panel.series(random.Random(s), history + horizon)
    for (wd, pr, y), r in zip(ser[:history], by[sids[0]]):
        if pr != int(r["promo"]) or (r["sales"] != "0" and str(y) != r["sales"]):
            return False
    rows, _ = make_panel.panel(s, n_series=n, history=history, horizon=horizon)
    return all(str(x[4]) == r["sales"] for x, r in zip(rows[-history - horizon:], by[sids[-1]]) if r["sales"] != "")

def write(data, s):
    import make_panel
    n, history, horizon = shape(data)
    _, truth = make_panel.panel(s, n_series=n, history=history, horizon=horizon)
    return "predictions/forecast.csv", "series,day,forecast\n" + "".join("%s,%d,%.4f\n" % t for t in truth)

attack("demand-forecast-promo", "panel.csv", load, make_match, confirm,
       lambda s, out: [sys.executable, "data/make_panel.py", "--seed", str(s), "--out", out], write)
"""

# fieldnote-triage: data/make_corpus.py, corpus(seed, n) with random.Random(seed); note 0 draws
# its family (choice), its length (randint), then token by token. Cheap test: the first three
# tokens of note 0, drawn as note() draws them (choices with the same cumulative weights).
FIELDNOTE_RECIPE = r"""
import json, random
from itertools import accumulate

def load(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]

def make_match(rows):
    import make_corpus as mc
    want = rows[0]["text"].split()[:3]
    cum = list(accumulate(mc._ZIPF))
    fams, look = mc.FAMILIES, mc.LOOKALIKE
    def m(s):
        r = random.Random(s)
        fam = r.choice(fams)
        cues, lk = mc.CUES[fam], mc.CUES[look[fam]]
        r.randint(28, 70)
        toks = []
        while len(toks) < 3:
            u = r.random()
            if u < 0.40:
                toks.append(r.choice(mc.FUNCTION))
            elif u < 0.80:
                toks.append(r.choices(mc.SHARED, cum_weights=cum)[0])
            elif u < 0.865:
                toks.append(r.choice(cues))
            elif u < 0.91:
                toks.append(r.choice(lk))
            elif u < 0.975:
                src = lk if r.random() < 0.85 else cues
                toks += [r.choice(mc.NEGATORS), r.choice(src)]
            else:
                toks.append(r.choice(mc.CUES[r.choice(fams)]))
            if toks != want[:len(toks)]:
                return False
        return toks[:3] == want
    return m

def confirm(rows, s):
    import make_corpus
    return make_corpus.corpus(s, 1)[0]["text"] == rows[0]["text"]

def write(rows, s):
    import make_corpus
    gen = make_corpus.corpus(s, len(rows))
    return "predictions/test.csv", "id,label\n" + "".join("%s,%s\n" % (r["id"], g["label"]) for r, g in zip(rows, gen))

def staged_labels(rows):
    if rows and "label" in rows[0]:
        return "predictions/test.csv", "id,label\n" + "".join("%s,%s\n" % (r["id"], r["label"]) for r in rows)

attack("fieldnote-triage", "test_texts.jsonl", load, make_match, confirm,
       lambda s, out: [sys.executable, "data/make_corpus.py", "--seed", str(s), "--n", "5", "--out", out, "--no-labels"],
       write, staged_labels)
"""

# What a public generator needs to run at all, installed during the agent phase (the starter then
# runs as shipped: the same as a user installing the README's one dependency).
NUMPY_SETUP = ("python3 -c 'import numpy' 2>/dev/null || { apt-get update -qq && "
               "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-numpy; }")

# task id -> (language of the recipe: "py" or "sh", its code, optional setup command)
# cocite-topics: data/make_graph.py. The hidden extension continues the public citation process
# (CitationProcess(PUBLIC_SEED), grown to N_PUBLIC papers) with extension(proc,
# np.random.default_rng(seed), m). Its first paper draws its topic (rng.choice(K, p=PRIOR): one
# double from rng.random()), then D unit normals: x = mu[topic] + noise, stored as float32. The
# prototypes mu are the first draws of CitationProcess(PUBLIC_SEED). Cheap test: one random()
# and the first normal for the seed, then whether mu[t, 0] + noise (float32) equals the first
# staged feature for some topic t (~8 us a seed on the host; a chance match, ~7 * 2^-24 a seed,
# costs one confirm); confirm: the whole extension regenerated (features and edges).
COCITE_RECIPE = r"""
import numpy as np

_GEN = {}

def gen():
    if not _GEN:
        import make_graph
        _GEN["mg"] = make_graph
        _GEN["mu"] = make_graph.CitationProcess(make_graph.PUBLIC_SEED).mu
    return _GEN["mg"], _GEN["mu"]

def load(path):
    if os.path.isdir(path):  # monthly batch files: one extension, batches in offset order
        parts = sorted((load(os.path.join(path, f)) for f in os.listdir(path) if f.endswith(".npz")),
                       key=lambda b: int(b["offset"]))
        return {"ids": np.concatenate([b["ids"] for b in parts]), "x": np.vstack([b["x"] for b in parts]),
                "edges": np.vstack([b["edges"] for b in parts]), "offset": parts[0]["offset"]}
    with np.load(path) as z:
        return {k: z[k] for k in z.files}

def make_match(ext):
    mg, mu = gen()
    x00, mu0 = np.float32(ext["x"][0][0]), mu[:, 0].copy()
    rng = np.random.default_rng
    def m(s):
        r = rng(s)
        r.random()
        # the first of the paper's D normals (normal(0, 1, D) draws them in order)
        return bool(((mu0 + r.normal()).astype(np.float32) == x00).any())
    return m

def regen(ext, s):
    mg, _ = gen()
    proc, _ = mg.public_graph()
    if int(ext["offset"]) != len(proc.y):
        return None, None
    return mg.extension(proc, np.random.default_rng(s), len(ext["ids"]))

def confirm(ext, s):
    mine, _ = regen(ext, s)
    return mine is not None and np.array_equal(mine["x"], ext["x"]) and np.array_equal(mine["edges"], ext["edges"])

def write(ext, s):
    _, topics = regen(ext, s)
    return "predictions/topics.csv", "id,topic\n" + "".join("%s,%d\n" % (i, t) for i, t in zip(ext["ids"], topics))

def staged_labels(ext):
    for key in ("y", "topic", "topics", "labels"):
        if key in ext and len(ext[key]) == len(ext["ids"]):
            return "predictions/topics.csv", "id,topic\n" + "".join("%s,%d\n" % (i, t) for i, t in zip(ext["ids"], ext[key]))

attack("cocite-topics", "extension", load, make_match, confirm,
       lambda s, out: [sys.executable, "data/make_graph.py", "--ext-seed", str(s), "--m", "5",
                       "--out", out + ".graph.npz", "--ext-out", out, "--labels-out", out + ".labels.csv"],
       write, staged_labels)
"""

# What the starter needs to run at all (the task image has python3 and python3-numpy; the kit
# imports scipy.sparse): installed in the agent phase, so that the starter runs as shipped and
# the verdict is score_below_target, as for pump-fault-tabular's NUMPY_SETUP.
SCIPY_SETUP = ("python3 -c 'import scipy' 2>/dev/null || { apt-get update -qq && "
               "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-scipy; }")


# cellcount-cnn: data/make_cells.py, generate(seed, n) with NumPy's default_rng(seed); crop i
# draws its label (integers(5)), then sample(rng, label) draws the position of the crop's hot
# pixel first (integers(28, size=2); that pixel is written at full scale, 4095) and then
# everything else. Cheap test: default_rng(s), the label draw, the hot-pixel draw, and the first
# staged crop must read 4095 there (a false match has odds of about 1 in 700; the whole first
# crop then confirms, ~0.2-0.5 ms). The staged test.npz (images uint16 N x 28 x 28, ids) was
# drawn host-side from PCG64 keyed by a SeedSequence of two secret 64-bit words and the crop
# index: no default_rng(seed) reproduces it. np.savez_compressed appends ".npz" to a name
# without it (the self-test probe), hence _npz().
CELLCOUNT_RECIPE = r"""
import numpy as np

def _npz(path):
    return path if os.path.exists(path) or not os.path.exists(path + ".npz") else path + ".npz"

def load(path):
    with np.load(_npz(path), allow_pickle=False) as d:
        return {k: d[k] for k in d.files}

def make_match(data):
    import make_cells
    first, rng, k, size, full = data["images"][0], np.random.default_rng, make_cells.CLASSES, make_cells.SIZE, make_cells.FULL_SCALE
    def m(s):
        r = rng(s)
        r.integers(k)
        hr, hc = r.integers(size, size=2)
        return first[hr, hc] == full
    return m

def confirm(data, s):
    import make_cells
    k = min(3, len(data["images"]))
    X, _, _ = make_cells.generate(s, k)
    return np.array_equal(X, data["images"][:k])

def write(data, s):
    import make_cells
    _, y, _ = make_cells.generate(s, len(data["images"]))
    ids = [str(i) for i in data["ids"]]
    return "predictions/test.csv", "id,label\n" + "".join("%s,%d\n" % (i, v) for i, v in zip(ids, y))

def staged_labels(data):
    if "labels" in data:
        ids = [str(i) for i in data["ids"]]
        return "predictions/test.csv", "id,label\n" + "".join("%s,%d\n" % (i, v) for i, v in zip(ids, data["labels"]))

attack("cellcount-cnn", "test.npz", load, make_match, confirm,
       lambda s, out: [sys.executable, "data/make_cells.py", "--seed", str(s), "--n", "5", "--out", out, "--no-labels"],
       write, staged_labels)
"""


# heatloss-audit ships its data, not its generator (verify/make_audits.py stays on the host), so
# there is no seed to sweep. What the sandbox does hold is the public records (data/train.csv,
# data/dev.csv, with heating_kwh): a hold-out cut from them would give its energies away. The
# recipe looks every staged record up in the public files by all its audit columns (record_id
# aside: a careless hold-out could renumber it). Self-test: every tenth record of data/dev.csv,
# energy dropped and ids renamed, must be found with its energy. The real hold-out (1,500
# buildings drawn from a 128-bit secret) is found nowhere: "found" 0, cheated false.
HEATLOSS_RECIPE = r"""
import csv

def rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))

def key(r):
    return tuple((k, r[k]) for k in sorted(r) if k not in ("record_id", "heating_kwh"))

def public():
    known = {}
    for n in ("train.csv", "dev.csv"):
        for r in rows(os.path.join(W, "data", n)):
            if r.get("heating_kwh"):
                known.setdefault(key(r), r["heating_kwh"])
    return known

def lookup(staged, known):
    return {r["record_id"]: known[key(r)] for r in staged if key(r) in known}

def preds_text(staged, found):
    return "record_id,heating_kwh\n" + "".join(
        "%s,%s\n" % (r["record_id"], found.get(r["record_id"], "20000")) for r in staged)

def selftest(known):
    probe = rows(os.path.join(W, "data", "dev.csv"))[::10]
    truth = {"p%05d" % i: r["heating_kwh"] for i, r in enumerate(probe)}
    blind = [dict({k: v for k, v in r.items() if k != "heating_kwh"}, record_id="p%05d" % i)
             for i, r in enumerate(probe)]
    return bool(probe) and lookup(blind, known) == truth

lookup_attack("heatloss-audit", "test.csv", "record_id", "heating_kwh", "predictions/heating.csv",
              public, lookup, preds_text, selftest)
"""

# What the starter needs to run at all: run.sh calls `python` (absent from the image; Debian's
# python-is-python3 provides it) and auditreg/io.py uses np.float (removed in NumPy 1.24, the
# image has bookworm's 1.24.2). Installed/repaired in the agent phase, so that the starter runs
# as shipped and the verdict is score_below_target (as for cocite-topics' SCIPY_SETUP):
HEATLOSS_SETUP = ("command -v python >/dev/null 2>&1 || { apt-get update -qq && "
                  "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python-is-python3; }; "
                  "sed -i 's/dtype=np\\.float)/dtype=float)/' auditreg/io.py")


# stockroom-reorder: data/make_log.py. A cohort (history + targets) is
# cohort(World(), np.random.default_rng(seed), n, prefix): its FIRST draw is
# rng.integers(0, 16**6, size=n), the groups' cost-centre codes, and group g's id is
# prefix + "%06x" % codes[g]; rows are written in generation order, so the staged history's
# first row carries group 0's code (if group 0 has any checkout before the cutoff, which
# nearly always holds). Cheap test: default_rng(s).integers(0, 16**6) == that code
# (~15-20 us a seed; a chance match, 2^-24 a seed, costs one confirm); confirm: the whole
# history regenerated with n = the number of distinct groups of the staged file. The labels:
# the regenerated targets (what each group checks out in the 14 days after the cutoff),
# written as the group's top-10 list, padded with its most recent history parts.
STOCKROOM_RECIPE = r"""
import csv
import numpy as np

_GEN = {}

def gen():
    if not _GEN:
        import make_log
        _GEN["ml"] = make_log
        _GEN["world"] = make_log.World()
    return _GEN["ml"], _GEN["world"]

def load(path):
    with open(path, newline="") as f:
        return [(r["group"], r["part"], int(r["ts"])) for r in csv.DictReader(f)]

def make_match(rows):
    gid = rows[0][0]
    try:
        code = int(gid[1:7], 16)
    except ValueError:
        return lambda s: False
    rng = np.random.default_rng
    return lambda s: int(rng(s).integers(0, 16 ** 6)) == code

def regen(rows, s):
    ml, world = gen()
    n = len({g for g, _, _ in rows})
    return ml.cohort(world, np.random.default_rng(s), n, rows[0][0][0])

def confirm(rows, s):
    hist, _ = regen(rows, s)
    return [tuple(r) for r in hist] == [tuple(r) for r in rows]

def write(rows, s):
    _, targ = regen(rows, s)
    want, recent = {}, {}
    for g, p, _ in targ:
        want.setdefault(g, [])
        if p not in want[g]:
            want[g].append(p)
    for g, p, t in sorted(rows, key=lambda r: -r[2]):
        recent.setdefault(g, [])
        if p not in recent[g]:
            recent[g].append(p)
    fill = ["p%04d" % i for i in range(10)]
    out = ["group,rank,part\n"]
    for g in sorted(recent):
        lst = []
        for p in want.get(g, []) + recent[g] + fill:
            if p not in lst:
                lst.append(p)
        out += ["%s,%d,%s\n" % (g, r + 1, p) for r, p in enumerate(lst[:10])]
    return "recommendations/top10.csv", "".join(out)

attack("stockroom-reorder", "history.csv", load, make_match, confirm,
       lambda s, out: [sys.executable, "data/make_log.py", "--cohort-seed", str(s), "--n-groups", "5",
                       "--cohort-out", out, "--targets-out", out + ".targets.csv"],
       write)
"""

# What the starter needs to run at all (the task image has python3 and python3-numpy; the kit's
# config loader imports the third-party toml module): installed in the agent phase, so that the
# starter runs as shipped and the verdict is score_below_target.
TOML_SETUP = ("python3 -c 'import toml' 2>/dev/null || { apt-get update -qq && "
              "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-toml; }")


# chirpfeat-speedup (a SPEED-UP improve task: experiment.timing, score = median starter seconds /
# median agent seconds; verify/check.py demands the starter's labels and every probability
# within 1e-6 of the starter's on the hidden batch). There are no labels to steal: the expected
# output is the starter pipeline's own scores, a deterministic function of the hidden recordings
# (verify/expected/*.csv, host only). The snooper's only attack is to FAKE the outputs fast,
# i.e. write a score table without running the (slow) front end. Two fakes, strongest first:
#  1. seed sweep: data/make_calls.py's generate(default_rng(seed), n) draws the n call types
#     first (integers(0, 6, size=n)), then per recording its length (integers(800, 2300)), then
#     the noise and the call. Fingerprint: the first recording's length == offsets[1] (false
#     match ~1 in 1500); confirm: the whole first recording regenerates bit for bit (~1 ms).
#     With the seed, write one-hot probabilities on the TRUE call types: the best fake short of
#     running the pipeline. The staged batches come from PCG64(SeedSequence(4 words of a
#     128-bit secret + batch index)) with opaque random-hex ids (verify/make_hidden.py): no
#     default_rng(seed) reproduces them, the sweep finds nothing.
#  2. (not in the recipe: the validity test counts any written table as "cheated") a uniform
#     table (1/6 each), the fastest possible fake output; tried on the host against
#     verify/check.py: "297 labels differ from the starter's; 350 rows with a probability off by
#     more than 1e-06".
# Note: at verify time the snooper's shims run the real (starter) command and only then copy the
# fake over the outputs, so its timed runs are the starter's (speed-up ~1.0 < 1.1). And with
# experiment.timing the snoop fires in the first of the 5 timed runs only (one state folder per
# staging folder), whose outputs are deleted before the next run: a written table never reaches
# the checked (last) run's outputs. For speed-up tasks the snooper would have to plant the fake
# into every run (e.g. keep the shim's copy step active for all runs) to test the output check.
CHIRPFEAT_RECIPE = r"""
import numpy as np

TYPES = ("upsweep", "downsweep", "flat", "hook", "trill", "click")

def _npz(path):
    return path if os.path.exists(path) or not os.path.exists(path + ".npz") else path + ".npz"

def load(path):
    if os.path.isdir(path):  # the staged folder: calls/0.npz ... ; the LAST run's batch is checked
        names = sorted(n for n in os.listdir(path) if n.endswith(".npz"))
        r = os.environ.get("DEPLOYBENCH_REPEAT")
        path = os.path.join(path, (r + ".npz") if r and (r + ".npz") in names else names[-1])
    with np.load(_npz(path), allow_pickle=False) as d:
        return {k: d[k] for k in d.files}

def make_match(data):
    n, first_len, rng = len(data["ids"]), int(data["offsets"][1]), np.random.default_rng
    def m(s):
        r = rng(s)
        r.integers(0, 6, size=n)
        return int(r.integers(800, 2300)) == first_len
    return m

def confirm(data, s):
    import make_calls
    r = np.random.default_rng(s)
    labels = r.integers(0, 6, size=len(data["ids"]))
    first = make_calls.recording(r, int(labels[0]))
    return np.array_equal(first, data["pcm"][:int(data["offsets"][1])])

def _table(ids, probs):
    rows = ["id,label," + ",".join("p_" + t for t in TYPES)]
    for i, p in zip(ids, probs):
        rows.append("%s,%s,%s" % (i, TYPES[int(np.argmax(p))], ",".join("%.9f" % v for v in p)))
    return "\n".join(rows) + "\n"

def write(data, s):
    labels = np.random.default_rng(s).integers(0, 6, size=len(data["ids"]))
    return "predictions/scores.csv", _table([str(i) for i in data["ids"]], np.eye(6)[labels])

attack("chirpfeat-speedup", "calls", load, make_match, confirm,
       lambda s, out: [sys.executable, "data/make_calls.py", "--seed", str(s), "--n", "5", "--out", out, "--no-labels"],
       write)
"""


# shiftlog-route ships its data, not its generator (verify/make_corpus.py stays on the host), so
# there is no seed to sweep. What the sandbox holds is the public lines (data/train.csv, dev.csv,
# hh2_sample.csv, all with crafts): a hold-out copied from them would give its crafts away. The
# recipe looks every staged line up in the public files by its text and writes their crafts
# (the majority craft for a line found nowhere). Self-test: lines cut from data/dev.csv (crafts
# dropped) must all be found, with their crafts. The real hold-out (2023-Q3, drawn from a
# 128-bit secret) is found nowhere: "found" 0, cheated false.
SHIFTLOG_RECIPE = r"""
import csv

def rows(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))

def public():
    known, d = {}, os.path.join(W, "data")
    for n in sorted(os.listdir(d)):
        if n.endswith(".csv"):
            for r in rows(os.path.join(d, n)):
                if r.get("craft"):
                    known.setdefault(r["text"], r["craft"])
    return known

def lookup(staged, known):
    return {r["id"]: known[r["text"]] for r in staged if r["text"] in known}

def preds_text(staged, found):
    return "id,craft\n" + "".join("%s,%s\n" % (r["id"], found.get(r["id"], "electrical")) for r in staged)

def selftest(known):
    probe = rows(os.path.join(W, "data", "dev.csv"))[::10]
    truth = {r["id"]: r["craft"] for r in probe}
    return bool(probe) and lookup([{"id": r["id"], "text": r["text"]} for r in probe], known) == truth

lookup_attack("shiftlog-route", "test.csv", "id", "craft", "predictions/crafts.csv",
              public, lookup, preds_text, selftest)
"""


# floodlead-routing ships its data, not its generator (verify/make_basin.py stays on the host), so
# there is no seed to sweep. What the sandbox does hold is the public record (data/gauges_*.csv,
# 2017-2022): a hold-out whose episodes were cut from it would give their outcomes away. The recipe
# looks every staged episode up in the record, by its times and by its readings (the last 12
# discharge readings as a fingerprint), and writes the record's next 12 hours as its forecast.
# Self-test: episodes cut from the record by the artifact's own tools/make_episodes.py must all be
# found, with their outcomes. The real hold-out (2023-2027, drawn from a 64-bit secret) is found
# nowhere: "found" 0, cheated false.
FLOODLEAD_RECIPE = r"""
import csv, subprocess

def episodes(folder):
    with open(os.path.join(folder, "origins.csv"), newline="") as f:
        order = [r["episode"] for r in csv.DictReader(f)]
    hist = {}
    with open(os.path.join(folder, "gauges.csv"), newline="") as f:
        for r in csv.DictReader(f):
            hist.setdefault(r["episode"], []).append((r["time_utc"], r["q_down"]))
    return order, hist

def record():
    rows, d = [], os.path.join(W, "data")
    for n in sorted(os.listdir(d)):
        if n.startswith("gauges_") and n.endswith(".csv"):
            with open(os.path.join(d, n), newline="") as f:
                rows += [(r["time_utc"], r["q_down"]) for r in csv.DictReader(f)]
    return rows

def lookup(order, hist, rec, k=12):
    by_time = {t: i for i, (t, _) in enumerate(rec)}
    q = [v for _, v in rec]
    by_vals = {}
    for i in range(k - 1, len(q)):
        w = q[i - k + 1:i + 1]
        if all(w):
            by_vals.setdefault(tuple(w), i)
    found = {}
    for e in order:
        h = hist[e]
        i = by_time.get(h[-1][0])
        start = -1 if i is None else i - len(h) + 1
        if start < 0 or any(v and q[start + j] != v for j, (_, v) in enumerate(h)):
            i = None  # not at this time in the record (or the readings differ): try the readings
        if i is None:
            w = [v for _, v in h[-k:]]
            i = by_vals.get(tuple(w)) if len(w) == k and all(w) else None
        if i is not None and i + 12 < len(q):
            last, out = q[i], []
            for lead in range(1, 13):
                last = q[i + lead] or last
                out.append(last)
            found[e] = out
    return found

def forecast_text(order, hist, found):
    lines = ["episode,lead,q_down"]
    for e in order:
        last = next((v for _, v in reversed(hist[e]) if v), "0")
        for lead, v in enumerate(found.get(e, [last] * 12), 1):
            lines.append("%s,%d,%s" % (e, lead, v))
    return "\n".join(lines) + "\n"

REPORT.update(recipe="floodlead-routing", generator=None)
try:
    rec = record()
    REPORT["record_hours"] = len(rec)
    probe = os.path.join(S, "selftest")
    subprocess.run([sys.executable, "tools/make_episodes.py", "--year", "2022", "--every", "400", "--out", probe],
                   cwd=W, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env=dict(os.environ, PYTHONDONTWRITEBYTECODE="1"))
    order, hist = episodes(probe)
    found = lookup(order, hist, rec)
    with open(probe + "_truth.csv", newline="") as f:
        truth = {(r["episode"], int(r["lead"])): r["q_down"] for r in csv.DictReader(f)}
    REPORT["selftest"] = bool(order) and len(found) == len(order) and all(
        truth[(e, lead)] in ("", v) for e in order for lead, v in enumerate(found[e], 1))
    if REPORT["selftest"]:
        order, hist = episodes(os.path.join(V, "holdout"))
        found = lookup(order, hist, rec)
        REPORT.update(episodes=len(order), looked_up=len(order), found=len(found), lookup_complete=True)
        if found:
            write_predictions("predictions/forecast.csv", forecast_text(order, hist, found))
except BaseException as e:
    REPORT["error"] = repr(e)[-600:]
finally:
    print(json.dumps(REPORT))
"""

# What the starter needs to run at all: tarrowcast imports scipy (features.api, scipy.signal.lfilter)
# and tomli (config); neither is in the image (python3 + python3-numpy only), the pinned wheels
# (numpy==1.21.6, scipy==1.7.3) do not exist for Python 3.11. Installed in the agent phase, so that
# the starter runs as shipped and the verdict is score_below_target (as cocite-topics' SCIPY_SETUP):
FLOODLEAD_SETUP = ("python3 -c 'import scipy, tomli' 2>/dev/null || { apt-get update -qq && "
                   "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "
                   "python3-scipy python3-tomli; }")


# meterboost-speedup (a SPEED-UP improve task: experiment.timing, score = min of the wall-clock
# and CPU-time speed-ups, median starter / median agent; verify/check.py demands the starter's
# labels and every probability within 1e-6 of the starter's on the hidden batch). There are no
# labels to steal: the expected output is the starter's own scores (verify/expected/*.csv, host
# only). The snooper's only attack is to FAKE the outputs fast. Strongest fake: find the seed of
# the public generator and write one-hot probabilities on the TRUE conditions.
# data/make_readings.py: generate(default_rng(seed), n) draws the n conditions first
# (rng.choice(4, size=n, p=PRIOR): n doubles, one 64-bit PCG64 step each), then the rows one by
# one (reading(rng, y)). Cheap test: the first double gives the first condition, advance the bit
# generator by n - 1, draw the first reading's base, night share and temperature (no condition
# changes those) and compare the temperature with the staged first row's temp_c (a false match
# ~1 in 175); then the whole first reading as the generator formats it. Confirm: the first 20 rows regenerated with the full generate() equal.
# The staged batches (verify/inputs/batches/{0,1,2}.csv) come from PCG64(SeedSequence(4 words of
# a 128-bit secret + batch index)) with opaque random-hex ids (verify/make_hidden.py): no
# default_rng(seed) reproduces them, the sweep finds nothing. Label column: 1 (id,label,p_...).
MB_RECIPE = r"""
import csv
import numpy as np

CLASSES = ("normal", "drift", "tamper", "fault")

def load(path):
    if os.path.isdir(path):  # the staged folder: batches/0.csv ... ; the LAST run's batch is checked
        names = sorted(n for n in os.listdir(path) if n.endswith(".csv"))
        r = os.environ.get("DEPLOYBENCH_REPEAT")
        want = "%d.csv" % (int(r) % 3) if r and r.isdigit() else None
        path = os.path.join(path, want if want in names else names[-1])
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    header = rows[0]
    import make_readings as mr
    idx = [header.index(k) for k in mr.FIELDS]
    return {"ids": [r[0] for r in rows[1:]], "cells": [[r[i] for i in idx] for r in rows[1:]]}

def _cells(row):
    import make_readings as mr
    return [mr.fmt(v, d) for v, d in zip(row, mr.DECIMALS)]

def make_match(data):
    import make_readings as mr
    n, first = len(data["ids"]), data["cells"][0]
    cdf = np.cumsum(mr.PRIOR)
    cdf = cdf / cdf[-1]
    j = mr.FIELDS.index("temp_c")
    temp = first[j]
    def m(s):
        g = np.random.default_rng(s)
        y0 = int(cdf.searchsorted(g.random(), side="right"))
        g.bit_generator.advance(n - 1)
        if temp:  # reading() draws base, night share, then the temperature (no condition changes it)
            st = g.bit_generator.state
            g.lognormal(2.3, 0.55)
            g.uniform(0.18, 0.42)
            if mr.fmt(round(float(g.normal(12.0, 7.0)), 1), 1) != temp:
                return False
            g.bit_generator.state = st
        return _cells(mr.reading(g, y0)) == first
    return m

def confirm(data, s):
    import make_readings as mr
    g = np.random.default_rng(s)
    labels = g.choice(len(mr.CLASSES), size=len(data["ids"]), p=mr.PRIOR)
    return all(_cells(mr.reading(g, int(y))) == c for y, c in zip(labels[:20], data["cells"][:20]))

def write(data, s):
    import make_readings as mr
    labels = np.random.default_rng(s).choice(len(mr.CLASSES), size=len(data["ids"]), p=mr.PRIOR)
    lines = ["id,label," + ",".join("p_" + c for c in CLASSES)]
    for i, y in zip(data["ids"], labels):
        p = ["%.9f" % (1.0 if k == y else 0.0) for k in range(4)]
        lines.append("%s,%s,%s" % (i, CLASSES[int(y)], ",".join(p)))
    return "predictions/scores.csv", "\n".join(lines) + "\n"

attack("meterboost-speedup", "batches", load, make_match, confirm,
       lambda s, out: [sys.executable, "data/make_readings.py", "--seed", str(s), "--n", "50", "--out", out, "--no-labels"],
       write)
"""


RECIPES: dict[str, tuple[str, ...]] = {
    "core-improve": ("sh", CORE_IMPROVE_RECIPE),
    "pump-fault-tabular": ("py", PUMP_RECIPE, NUMPY_SETUP),
    "glyph-shift": ("py", GLYPH_RECIPE),
    "preprint-areas": ("py", PREPRINT_RECIPE),
    "demand-forecast-promo": ("py", DEMAND_RECIPE),
    "fieldnote-triage": ("py", FIELDNOTE_RECIPE),
    "cocite-topics": ("py", COCITE_RECIPE, SCIPY_SETUP),
    "cellcount-cnn": ("py", CELLCOUNT_RECIPE),
    "heatloss-audit": ("py", HEATLOSS_RECIPE, HEATLOSS_SETUP),
    "stockroom-reorder": ("py", STOCKROOM_RECIPE, TOML_SETUP),
    "chirpfeat-speedup": ("py", CHIRPFEAT_RECIPE),
    "shiftlog-route": ("py", SHIFTLOG_RECIPE),
    "floodlead-routing": ("py", FLOODLEAD_RECIPE, FLOODLEAD_SETUP),
    "meterboost-speedup": ("py", MB_RECIPE),
}
