"""Loading a run folder (docs/RECORDS.md) into the model a report is rendered from.

Nothing here trusts the records: files may be missing, half-written by a run still going, or hold
anything an agent printed. Long texts are cut (head and tail kept) so that a report stays small
enough to open; the cut is always said, with the file that holds the whole text.
"""

from __future__ import annotations

import json
import re
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path

from .. import constants as C
from ..attempt import Record, value
from ..errors import DeployBenchError
from ..outcome import Outcome
from ..records import Tally, load_results, read_json, summarize, tallies
from .stats import Interval, wilson

# What a report keeps of each text, in characters (head and tail halves) or events.
LOG_CAP_CHARS = 200_000  # agent.log, verify.log, harness-error.txt
FIELD_CAP_CHARS = 20_000  # one text field of a trajectory event
MAX_EVENTS = 5_000  # trajectory events shown per attempt (the first ones)
MAX_OUTPUT_FILES = 200  # files listed per attempt's outputs/

# Field names a run.json may use for the digest of the task suite it ran.
DIGEST_KEYS = ("task_suite_digest", "tasks_digest", "suite_digest")


class ReportError(DeployBenchError):
    """The folder given is not a run, or the report cannot be written."""


@dataclass
class Text:
    """A text as shown: `text` is whole unless `omitted` characters were cut from its middle."""

    text: str
    omitted: int = 0
    source: str = ""  # the file that holds the whole text

    @property
    def cut(self) -> bool:
        return self.omitted > 0


def cut_text(text: str, cap: int, source: str = "") -> Text:
    if len(text) <= cap:
        return Text(text, 0, source)
    half = cap // 2
    return Text(text[:half] + "\n" + text[-half:], len(text) - 2 * half, source)


def read_text(path: Path, cap: int = LOG_CAP_CHARS) -> Text | None:
    """A text file's head and tail (read without loading a huge file whole); None when absent."""
    try:
        size = path.stat().st_size
        with open(path, "rb") as f:
            if size <= cap:
                return Text(f.read().decode("utf-8", "replace"), 0, path.name)
            half = cap // 2
            head = f.read(half)
            f.seek(size - half)
            tail = f.read(half)
    except OSError:
        return None
    return Text(head.decode("utf-8", "replace") + "\n" + tail.decode("utf-8", "replace"), size - 2 * half, path.name)


def read_events(path: Path, limit: int = MAX_EVENTS) -> tuple[list[dict], str | None]:
    """trajectory.jsonl as a list of events; a line that is not a JSON object becomes an event of
    type `unparsed_line` rather than hiding the rest. Returns (events, note about what was left out)."""
    events: list[dict] = []
    note = None
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            for n, line in enumerate(f, 1):
                if not line.strip():
                    continue
                if len(events) >= limit:
                    note = f"only the first {limit} events are shown; the rest are in {path.name}"
                    break
                try:
                    event = json.loads(line)
                except json.JSONDecodeError as e:
                    event = {"type": "unparsed_line", "line": n, "problem": str(e), "text": line.rstrip("\n")}
                if not isinstance(event, dict):
                    event = {
                        "type": "unparsed_line",
                        "line": n,
                        "problem": "not a JSON object",
                        "text": line.rstrip("\n"),
                    }
                events.append(event)
    except FileNotFoundError:
        return [], None
    except OSError as e:
        return [], f"{path.name} could not be read: {e}"
    return events, note


@dataclass
class Group(Tally):
    """The tally of one value of a breakdown (a domain, a language...), pass rate with its 95% CI."""

    name: str

    @property
    def ci(self) -> Interval | None:
        return wilson(self.passed, self.judged)


@dataclass
class Metric:
    """Total and median of one effort figure over the judged attempts (passed or failed)."""

    name: str
    unit: str  # usd | tokens | count | seconds
    total: float | None
    median: float | None
    total_key: str | None = None  # summary.json key the total comes from, when it does
    median_key: str | None = None
    unknown: int = 0  # attempts where the figure is unknown (a cost without a price)


@dataclass
class OutputFile:
    path: str
    size: int


# `network.policy` of result.json (runner.py); records from before network policies had only
# `sandbox.network`, a bool: true was an unrestricted network of the sandbox's own (`open`).
POLICIES = ("registries", "none", "open")


@dataclass
class Network:
    """An attempt's network during its agent phase, as its record tells it."""

    policy: str  # registries | none | open, or whatever a record says
    legacy: bool = False  # from `sandbox.network` (a record from before network policies)
    assumes_unreachable: list[str] = field(default_factory=list)
    egress: dict | None = None  # registries: allowed, refused, refused_hosts, bytes, cache_hits
    egress_error: str | None = None  # the figures could not be read

    @property
    def refused_hosts(self) -> list[tuple[str, int]]:
        """(host, requests), most refused first."""
        hosts = (self.egress or {}).get("refused_hosts")
        if not isinstance(hosts, dict):
            return []
        counts = [(str(h), _count(n)) for h, n in hosts.items()]
        return sorted(counts, key=lambda hc: (-hc[1], hc[0]))

    def assumed(self, host: str) -> bool:
        """Whether `host` is (under) one the task assumes unreachable: the obstacle, tried."""
        host = host.lower().rstrip(".")
        assumed = (str(a).lower().rstrip(".") for a in self.assumes_unreachable)
        return any(a and (host == a or host.endswith("." + a)) for a in assumed)


def _count(value) -> int:
    try:
        return max(0, int(value))
    except (TypeError, ValueError):
        return 0


def network_of(record: Record) -> Network | None:
    """The attempt's network: `network` (new records), else `sandbox.network` (old ones), else None."""
    net = record.get("network")
    if isinstance(net, dict) and net.get("policy"):
        egress = net.get("egress")
        unreachable = net.get("assumes_unreachable")
        return Network(
            policy=str(net["policy"]),
            egress=egress if isinstance(egress, dict) else None,
            assumes_unreachable=[str(h) for h in unreachable] if isinstance(unreachable, list) else [],
            egress_error=str(net["egress_error"]) if net.get("egress_error") else None,
        )
    sandbox = record.get("sandbox")
    if isinstance(sandbox, dict) and isinstance(sandbox.get("network"), bool):
        return Network(policy="open" if sandbox["network"] else "none", legacy=True)
    return None


@dataclass
class Refused:
    """A destination the egress point refused, over a run's attempts."""

    host: str
    requests: int = 0
    attempts: list[AttemptData] = field(default_factory=list)


@dataclass
class AttemptData:
    record: Record
    dir: Path
    events: list[dict] = field(default_factory=list)
    events_note: str | None = None
    agent_log: Text | None = None
    verify_log: Text | None = None
    harness_error: Text | None = None
    outputs: list[OutputFile] = field(default_factory=list)
    outputs_more: int = 0

    @property
    def task_id(self) -> str:
        return str(self.record.get("task_id"))

    @property
    def attempt(self) -> int:
        return int(self.record.get("attempt") or 1)

    @property
    def anchor(self) -> str:
        return "attempt-" + re.sub(r"[^A-Za-z0-9_-]", "_", f"{self.task_id}-{self.attempt}")

    @property
    def timings(self) -> dict:
        return self.record.get("timings") or {}

    @property
    def checks(self) -> list[dict]:
        return (self.record.get("verify") or {}).get("checks") or []

    @property
    def network(self) -> Network | None:
        return network_of(self.record)


@dataclass
class RunData:
    run_dir: Path
    meta: dict
    summary: dict
    summary_source: str
    attempts: list[AttemptData]
    groups: dict[str, list[Group]]  # "domain", "difficulty", "language", "kind" -> groups
    metrics: list[Metric]

    @property
    def run_id(self) -> str:
        return str(self.meta.get("run_id") or self.summary.get("run_id") or self.run_dir.name)

    @property
    def totals(self) -> dict:
        return self.summary.get("totals") or {}

    @property
    def overall(self) -> Group:
        return Group.from_json(self.totals, name="all")

    @property
    def suite_digest(self) -> str | None:
        for key in DIGEST_KEYS:
            if self.meta.get(key) or self.summary.get(key):
                return str(self.meta.get(key) or self.summary.get(key))
        return None

    @property
    def errors(self) -> list[AttemptData]:
        return [a for a in self.attempts if a.record.get("outcome") == Outcome.ERROR]

    @property
    def policies(self) -> dict[str, int]:
        """Attempts per network policy (records from before network policies counted by what they had)."""
        counts = Counter(n.policy for n in (a.network for a in self.attempts) if n is not None)
        return dict(sorted(counts.items(), key=lambda kv: (POLICIES.index(kv[0]) if kv[0] in POLICIES else 9, kv[0])))

    @property
    def refused(self) -> list[Refused]:
        """Every destination refused to an attempt, with the attempts that tried it: most attempts first."""
        by_host: dict[str, Refused] = {}
        for a in self.attempts:
            net = a.network
            for host, n in net.refused_hosts if net is not None else []:
                r = by_host.setdefault(host, Refused(host))
                r.requests += n
                r.attempts.append(a)
        return sorted(by_host.values(), key=lambda r: (-len(r.attempts), -r.requests, r.host))

    def distinct(self, key: str) -> list[str]:
        return sorted({str(a.record.get(key)) for a in self.attempts if a.record.get(key) is not None})


def _outputs(d: Path) -> tuple[list[OutputFile], int]:
    root = d / C.OUTPUTS_DIR
    if not root.is_dir():
        return [], 0
    files = sorted(p for p in root.rglob("*") if p.is_file())
    shown = [OutputFile(str(p.relative_to(root)), p.stat().st_size) for p in files[:MAX_OUTPUT_FILES]]
    return shown, max(0, len(files) - MAX_OUTPUT_FILES)


def load_attempt(record: Record, d: Path) -> AttemptData:
    events, note = read_events(d / C.TRAJECTORY_FILE)
    outputs, more = _outputs(d)
    return AttemptData(
        record=record,
        dir=d,
        events=events,
        events_note=note,
        agent_log=read_text(d / C.AGENT_LOG),
        verify_log=read_text(d / C.VERIFY_LOG),
        harness_error=read_text(d / "harness-error.txt"),
        outputs=outputs,
        outputs_more=more,
    )


def _groups_from_summary(summary: dict, key: str) -> list[Group]:
    return [Group.from_json(c, name=name) for name, c in (summary.get(key) or {}).items()]


def _groups_by_language(records: Sequence[Record]) -> list[Group]:
    """An attempt counts once in each of its task's languages."""
    pairs = ((str(lang), r.get("outcome")) for r in records for lang in r.get("languages") or ["(none)"])
    return [Group(name, **asdict(t)) for name, t in tallies(pairs).items()]


def _median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def _metrics(records: Sequence[Record], totals: dict) -> list[Metric]:
    judged = [r for r in records if r.get("outcome") in (Outcome.PASSED, Outcome.FAILED)]
    costs = [r.get("cost_usd") for r in judged]
    known = [float(c) for c in costs if c is not None]

    def timing(r: Record, key: str) -> float:
        return float(value(r, key) or 0)

    steps = [float(r.get("steps") or 0) for r in judged]
    tokens = [float(r.get("tokens") or 0) for r in judged]
    agent = [timing(r, "agent_s") for r in judged]
    verify = [timing(r, "verify_s") for r in judged]
    return [
        Metric(
            "cost",
            "usd",
            totals.get("cost_usd") if "cost_usd" in totals else (sum(known) if known else None),
            _median(known),
            total_key="cost_usd",
            unknown=len(costs) - len(known),
        ),
        Metric("tokens", "tokens", totals.get("tokens", sum(tokens)), _median(tokens), total_key="tokens"),
        Metric(
            "steps",
            "count",
            sum(steps) if judged else None,
            totals.get("median_steps", _median(steps)),
            median_key="median_steps",
        ),
        Metric(
            "agent time",
            "seconds",
            sum(agent) if judged else None,
            totals.get("median_agent_s", _median(agent)),
            median_key="median_agent_s",
        ),
        Metric(
            "verify time",
            "seconds",
            sum(verify) if judged else None,
            totals.get("median_verify_s", _median(verify)),
            median_key="median_verify_s",
        ),
    ]


def runs_inside(path: Path) -> list[str]:
    return sorted(p.name for p in path.iterdir() if p.is_dir() and (p / C.RUN_FILE).is_file())


def not_a_run(run_dir: Path, advice: str) -> ReportError:
    """The error for a folder with no run records; names the runs inside it, if any, and `advice`."""
    inside = runs_inside(run_dir) if run_dir.is_dir() else []
    hint = f"; it holds the runs {', '.join(inside)}: {advice}" if inside else ""
    return ReportError(f"{run_dir}: not a run folder (no {C.RUN_FILE}, no */attempt-*/{C.RESULT_FILE}){hint}")


def load_run(run_dir: Path) -> RunData:
    """Read a run folder. summary.json is used as written when it covers every attempt on disk;
    otherwise (missing, or a run still going) the summary is recomputed the way the harness does."""
    run_dir = Path(run_dir)
    if not run_dir.is_dir():
        raise ReportError(f"{run_dir}: no such directory")
    meta = read_json(run_dir / C.RUN_FILE)
    paths = sorted(run_dir.glob(f"*/attempt-*/{C.RESULT_FILE}"))
    if meta is None and not paths:
        raise not_a_run(run_dir, "pass one of them")
    meta = meta or {}
    records = load_results(run_dir)
    summary = read_json(run_dir / C.SUMMARY_FILE)
    if summary is not None and (summary.get("totals") or {}).get("attempts") == len(records):
        source = C.SUMMARY_FILE
    else:
        why = "missing" if summary is None else "out of date: the run may still be going"
        summary = summarize(records, meta)
        source = f"recomputed from every {C.RESULT_FILE} ({C.SUMMARY_FILE} is {why})"
    attempts = []
    for r in sorted(records, key=lambda r: (str(r.get("task_id")), int(r.get("attempt") or 1))):
        d = run_dir / str(r.get("task_id")) / f"attempt-{r.get('attempt')}"
        attempts.append(load_attempt(r, d))
    groups = {
        "domain": _groups_from_summary(summary, "by_domain"),
        "difficulty": _groups_from_summary(summary, "by_difficulty"),
        "language": _groups_by_language(records),
        "kind": _groups_from_summary(summary, "by_kind"),
    }
    return RunData(
        run_dir=run_dir,
        meta=meta,
        summary=summary,
        summary_source=source,
        attempts=attempts,
        groups=groups,
        metrics=_metrics(records, summary.get("totals") or {}),
    )
