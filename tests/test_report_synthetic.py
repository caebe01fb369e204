"""The report from a hand-written run (tests/data/report/synthetic-run): a model agent's attempt
whose trajectory holds every kind of event (known and unknown types, a line that is not JSON) and
text that would break a page that did not escape it. No Docker needed."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from helpers import ROOT
from pytest_deploybench.cli import main
from pytest_deploybench.report import build_report
from pytest_deploybench.report.data import FIELD_CAP_CHARS, load_run, read_events
from pytest_deploybench.report.export import COLUMN_NAMES, SCHEMA_NAME, SCHEMA_VERSION
from pytest_deploybench.report.timeline import build_steps

SYNTH = ROOT / "tests" / "data" / "report" / "synthetic-run"
ATTEMPT = SYNTH / "synth-deploy" / "attempt-1"
HOSTILE_RAW = ("<script>alert('xss')</script>", "<img src=x onerror=alert(2)>")


@pytest.fixture(scope="module")
def synth(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("synth")
    run = tmp / "run"
    shutil.copytree(SYNTH, run)
    files = build_report(run, tmp / "out")
    return files, files.index.read_text(encoding="utf-8")


def _events():
    events, note = read_events(ATTEMPT / "trajectory.jsonl")
    assert note is None
    return events


def test_known_event_types_get_their_own_form_and_unknown_ones_the_generic_one():
    steps = build_steps(_events())
    kinds = {(e.type, e.kind) for s in steps for e in s.events}
    assert {("response", "message"), ("model_response", "message"), ("tool_call", "tool_call"),
            ("observation", "observation"), ("usage", "usage"), ("end", "end"), ("model_request", "meta"),
            ("timings", "meta"), ("probe_result", "generic"), ("start", "generic"), ("warning", "generic"),
            ("provider_retry", "generic"), ("unparsed_line", "generic")} <= kinds
    calls = [e for s in steps for e in s.events if e.kind == "tool_call"]
    assert [c.title for c in calls] == ["bash", "create", "bash", "submit"]
    assert calls[0].command == "ls -la data && cat README.md"
    assert [f.name for f in calls[1].fields] == ["path", "content"] and calls[1].fields[1].long
    probe = next(e for s in steps for e in s.events if e.type == "probe_result")
    assert {f.name for f in probe.fields} == {"probe", "found", "details", "transcript"}
    assert next(f for f in probe.fields if f.name == "transcript").long


def test_steps_group_events_with_their_time_tokens_and_cost():
    steps = build_steps(_events())
    assert [s.number for s in steps] == [None, 1, 2, None, 3, None]
    one, two, three = steps[1], steps[2], steps[4]
    assert (one.duration_s, one.tokens, one.cost_usd, one.tool_calls) == (2.0, 1280, 0.0042, 1)
    # no usage events in step 2: the model_response's own usage counts
    assert (two.tokens, two.cost_usd, two.tool_calls) == (2400, 0.0061, 2)
    assert (three.tokens, three.cost_usd, three.cost_unknown) == (2660, None, True)
    failed_run = [e for e in two.events if e.kind == "observation"][1]
    assert failed_run.level == "bad" and "exit 1" in failed_run.chips


def test_a_line_that_is_not_json_becomes_an_event_and_the_rest_still_shows():
    events = _events()
    bad = [e for e in events if e["type"] == "unparsed_line"]
    assert len(bad) == 1 and bad[0]["line"] == 14 and "not JSON" in bad[0]["text"]
    assert events[-1]["type"] == "end"


def test_text_from_the_records_is_escaped_everywhere(synth):
    _, html = synth
    for raw in HOSTILE_RAW:
        assert raw not in html
    # message, agent summary, check detail, verify.log, the unknown event's field
    assert html.count("&lt;script&gt;alert(") >= 5
    assert "{{ 7*7 }}" in html and "{% raw %}" in html  # record text is never evaluated as a template
    assert html.count("<script>") == 1  # the report's own script, nothing else


def test_the_page_is_self_contained(synth):
    _, html = synth
    refs = re.findall(r'(?:src|href)="([^"]*)"', html)
    assert refs, "expected links and images"
    assert not [r for r in refs if re.match(r"[a-z]+://", r)], "no network: no absolute URLs"
    assert html.count('src="data:image/png;base64,') == 3
    assert "<link" not in html and "@import" not in html


def test_long_texts_are_collapsed_and_cut_with_a_note(tmp_path):
    run = tmp_path / "run"
    shutil.copytree(SYNTH, run)
    traj = run / "synth-deploy" / "attempt-1" / "trajectory.jsonl"
    huge = "".join(f"output line {i}\n" for i in range(FIELD_CAP_CHARS // 4))
    with open(traj, "a", encoding="utf-8") as f:
        f.write(json.dumps({"type": "observation", "t": 1767323060.0, "step": 4, "tool": "bash", "output": huge}) + "\n")
    html = build_report(run, tmp_path / "out").index.read_text(encoding="utf-8")
    assert "characters cut from the middle; the whole text is in trajectory.jsonl" in html
    assert "output line 0\n" in html and f"output line {FIELD_CAP_CHARS // 4 - 1}\n" in html  # head and tail kept
    assert f"output line {FIELD_CAP_CHARS // 8}\n" not in html  # the middle is gone
    assert len(html) < len(huge) + 300_000


def test_overview_is_recomputed_when_summary_json_is_missing(synth):
    files, html = synth
    assert not (SYNTH / "summary.json").exists()
    assert "recomputed from every result.json (summary.json is missing)" in html
    assert re.search(r'data-summary="totals.failed" data-value="1">1<', html)
    assert "sha256:0123abcd" in html  # the task-suite digest, when run.json has one
    run = load_run(SYNTH)
    assert run.summary["failure_modes"] == {"premature_stop": 1}


def test_export_has_one_versioned_row_per_attempt(synth):
    files, _ = synth
    doc = json.loads(files.results_json.read_text())
    assert (doc["schema"], doc["schema_version"]) == (SCHEMA_NAME, SCHEMA_VERSION)
    assert doc["columns"] == list(COLUMN_NAMES)
    [row] = doc["attempts"]
    assert row["task_id"] == "synth-deploy" and row["passed"] is False and row["failure_mode"] == "premature_stop"
    assert (row["checks_passed"], row["checks_total"], row["languages"]) == (1, 2, ["python", "fortran"])
    assert row["cost_usd"] is None and row["agent_s"] == 13.2
    lines = files.results_csv.read_text().splitlines()
    assert lines[0].split(",") == list(COLUMN_NAMES) and len(lines) == 2
    assert ",python;fortran," in lines[1] and ",false," in lines[1]


def test_results_schema_doc_lists_every_column():
    doc = (ROOT / "docs" / "RESULTS_SCHEMA.md").read_text()
    documented = re.findall(r"^\| `([a-z_0-9]+)` \|", doc, flags=re.M)
    assert documented == list(COLUMN_NAMES)
    assert f"schema_version` | integer | version of this schema ({SCHEMA_VERSION})" in doc


def test_plots_are_written_as_png_files(synth):
    files, _ = synth
    assert sorted(p.name for p in files.plots) == ["cost_by_outcome.png", "failure_modes.png", "pass_rate_by_domain.png"]
    for p in files.plots:
        assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_report_command(tmp_path):
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["report", str(SYNTH), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert f"report of 1 attempt: {out / 'index.html'}" in result.output
    assert (out / "plots" / "failure_modes.png").is_file() and (out / "results.csv").is_file()


def test_report_command_names_a_folder_that_is_not_a_run(tmp_path):
    (tmp_path / "run-a").mkdir()
    (tmp_path / "run-a" / "run.json").write_text("{}")
    result = CliRunner().invoke(main, ["report", str(tmp_path)])
    assert result.exit_code == 1
    assert f"{tmp_path}: not a run folder" in result.output and "it holds the runs run-a" in result.output


def test_report_defaults_to_a_folder_inside_the_run(tmp_path):
    run = tmp_path / "run"
    shutil.copytree(SYNTH, run)
    files = build_report(run)
    assert files.index == run / "_report" / "index.html"
    assert load_run(run).attempts[0].task_id == "synth-deploy"  # the report folder is not taken for a task
    html = files.index.read_text()
    assert 'href="../synth-deploy/attempt-1/trajectory.jsonl"' in html
    assert Path(files.index.parent / "../synth-deploy/attempt-1/trajectory.jsonl").resolve().is_file()


# -- network policies --------------------------------------------------------------------------------------
HOSTILE_HOST = "<img src=x onerror=alert(3)>"


def _egress(hosts: dict[str, int]) -> dict:
    return {"allowed": 29, "refused": sum(hosts.values()), "refused_hosts": hosts, "bytes": 22308777, "cache_hits": 0}


def _registries(hosts: dict[str, int] | None, unreachable=("crates.io",), **extra) -> dict:
    return {"policy": "registries", "assumes_unreachable": list(unreachable),
            "egress": None if hosts is None else _egress(hosts), **extra}


@pytest.fixture(scope="module")
def networked(tmp_path_factory):
    """The synthetic run (its one attempt is an old record: `sandbox.network: true`, no `network`)
    and six more attempts: registries with refused hosts (one the task assumes unreachable, one
    hostile), registries with nothing refused, registries whose figures could not be read, none,
    and another old record (`sandbox.network: false`)."""
    tmp = tmp_path_factory.mktemp("networked")
    run = tmp / "run"
    shutil.copytree(SYNTH, run)
    base = json.loads((ATTEMPT / "result.json").read_text())

    def add(task: str, attempt: int, network: dict | None, sandbox_network: bool | None = None) -> None:
        r = json.loads(json.dumps(base))
        r.update(task_id=task, attempt=attempt)
        del r["sandbox"]["network"]
        if sandbox_network is not None:
            r["sandbox"]["network"] = sandbox_network
        if network is not None:
            r["network"] = network
        d = run / task / f"attempt-{attempt}"
        d.mkdir(parents=True)
        (d / "result.json").write_text(json.dumps(r))

    add("synth-deploy", 2, _registries({"static.crates.io": 2, "huggingface.co": 1}))
    add("synth-rust", 1, _registries({"huggingface.co": 4, HOSTILE_HOST: 1}, unreachable=()))
    add("synth-clean", 1, _registries({}))
    add("synth-broken", 1, _registries(None, egress_error="reading the egress log: <script>alert(4)</script>"))
    add("synth-offline", 1, {"policy": "none", "assumes_unreachable": [], "egress": None})
    add("synth-old-off", 1, None, sandbox_network=False)
    files = build_report(run, tmp / "out")
    return files, files.index.read_text(encoding="utf-8")


def _attempt(html: str, anchor: str) -> str:
    start = html.index(f'<details class="attempt" id="{anchor}"')
    end = html.find('<details class="attempt"', start + 10)
    return html[start:end if end > 0 else len(html)]


def test_each_attempt_shows_its_network_policy_and_egress_figures(networked):
    _, html = networked
    registries = _attempt(html, "attempt-synth-deploy-2")
    assert 'data-policy="registries"' in registries
    assert "29 allowed" in registries and "3 refused" in registries and "22.3 MB" in registries
    assert "the task assumes unreachable: crates.io" in registries
    # the refused hosts by name, most refused first; the one the task assumes unreachable marked
    chips = re.findall(r'<span class="chip refused( assumed)?" data-host="([^"]+)" data-count="(\d+)"', registries)
    assert chips == [(" assumed", "static.crates.io", "2"), ("", "huggingface.co", "1")]
    assert "static.crates.io (2)" in registries and "huggingface.co (1)" in registries
    clean = _attempt(html, "attempt-synth-clean-1")
    assert "0 refused" in clean and 'class="chip refused' not in clean
    broken = _attempt(html, "attempt-synth-broken-1")
    assert "egress figures could not be read: reading the egress log: &lt;script&gt;alert(4)" in broken
    offline = _attempt(html, "attempt-synth-offline-1")
    assert 'data-policy="none"' in offline and "egress point" not in offline


def test_old_records_without_a_network_policy_still_render(networked, synth):
    _, html = networked
    for anchor, policy, value in (("attempt-synth-deploy-1", "open", "true"), ("attempt-synth-old-off-1", "none", "false")):
        old = _attempt(html, anchor)
        assert f'data-policy="{policy}"' in old and f"<code>sandbox.network: {value}</code>" in old
        assert "recorded before network policies" in old
    assert run_network(synth[1]) == {"open": "1"}
    assert 'id="refused-destinations"' not in synth[1]  # nothing refused: no table


def run_network(html: str) -> dict[str, str]:
    dd = html[html.index('<dd id="run-network">'):]
    dd = dd[:dd.index("</dd>")]
    return dict(re.findall(r'data-policy="([a-z]+)" data-count="(\d+)"', dd))


def test_overview_lists_refused_destinations_over_all_attempts(networked):
    _, html = networked
    assert run_network(html) == {"registries": "4", "none": "2", "open": "1"}
    card = html[html.index('id="refused-destinations"'):]
    card = card[:card.index("</table>")]
    rows = re.findall(r'<tr data-host="([^"]+)"><td><code>[^<]*</code></td><td class="n" data-value="(\d+)">\d+</td>'
                      r'<td class="n" data-value="(\d+)">', card)
    assert rows == [("huggingface.co", "2", "5"), ("static.crates.io", "1", "2"),
                    ("&lt;img src=x onerror=alert(3)&gt;", "1", "1")]
    assert '<a href="#attempt-synth-deploy-2">synth-deploy[2]</a>, <a href="#attempt-synth-rust-1">synth-rust[1]</a>' in card
    assert HOSTILE_HOST not in html and "<script>alert(" not in html


def test_export_carries_the_network_policy_and_refused_hosts(networked):
    files, _ = networked
    rows = {(r["task_id"], r["attempt"]): r for r in json.loads(files.results_json.read_text())["attempts"]}
    got = {k: (r["network_policy"], r["refused_requests"], r["refused_hosts"]) for k, r in rows.items()}
    assert got == {
        ("synth-deploy", 1): ("open", None, None),
        ("synth-deploy", 2): ("registries", 3, ["huggingface.co", "static.crates.io"]),
        ("synth-rust", 1): ("registries", 5, [HOSTILE_HOST, "huggingface.co"]),
        ("synth-clean", 1): ("registries", 0, []),
        ("synth-broken", 1): ("registries", None, None),
        ("synth-offline", 1): ("none", None, None),
        ("synth-old-off", 1): ("none", None, None),
    }
    csv_rows = {line.split(",")[2] + line.split(",")[3]: line for line in files.results_csv.read_text().splitlines()[1:]}
    assert csv_rows["synth-deploy2"].endswith(",registries,3,huggingface.co;static.crates.io")
    assert csv_rows["synth-offline1"].endswith(",none,,")
