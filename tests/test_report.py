"""Reports from real run records: the fixture tasks run by the oracle, by noop, and by the model
agent against a scripted model server, each as users run it (`python -m pytest --agent=...` in a
subprocess); the live progress lines of those runs, also under -n; and the report in a real
headless Chromium (Debian's `chromium` and `chromium-driver`, driven through Selenium)."""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from markupsafe import escape

from helpers import DATA_TASKS, ROOT, need, run_bench
from model_server import Script, ScriptedModelServer, Turn, call, deploy_turns
from pytest_deploybench.report import build_report
from pytest_deploybench.report.compare import compare_runs
from pytest_deploybench.report.export import COLUMN_NAMES

MODEL_TASKS = "model-deploy or core-sum or core-improve or core-badbuild"
CHROMIUM_FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--no-first-run", "--disable-sync", "--window-size=1400,1000")
SUMMARY_CELL = re.compile(r'data-summary="([^"]+)" data-value="([^"]*)">([^<]*)<')


@pytest.fixture(scope="module")
def runs(tmp_path_factory, docker_client):
    """Four real runs, side by side: oracle and noop over every fixture task, the scripted model
    agent over four of them (a pass, a premature stop, a give-up, an image-build error), and the
    oracle under -n 2."""
    tmp = tmp_path_factory.mktemp("report-runs")
    scripts = {
        "model-deploy": Script(deploy_turns()),
        "core-sum": Script([Turn(content="The artifact looks deployed already.",
                                 calls=[call("submit", summary="It should work as it is.")])]),
        "core-improve": Script([Turn(content="I believe the pipeline is already good enough.")], repeat_last=True),
    }
    key = {"OPENAI_API_KEY": "sk-deploybench-report-" + secrets.token_hex(8)}
    with ScriptedModelServer(scripts) as server, ThreadPoolExecutor(4) as pool:
        jobs = {
            "oracle": pool.submit(run_bench, tmp / "oracle", "--agent=oracle", str(DATA_TASKS), run_id="oracle"),
            "noop": pool.submit(run_bench, tmp / "noop", "--agent=noop", str(DATA_TASKS), run_id="noop"),
            "model": pool.submit(run_bench, tmp / "model", "--agent=llm", "--model=openai/scripted", "--api-base",
                                 server.url, "--log-cli-level=INFO", str(DATA_TASKS), "-k", MODEL_TASKS,
                                 run_id="model", env=key),
            "xdist": pool.submit(run_bench, tmp / "xdist", "--agent=oracle", "-n", "2", str(DATA_TASKS), "-k",
                                 "core-sum or core-improve or core-badbuild", run_id="xdist"),
        }
        benches = {name: job.result() for name, job in jobs.items()}
    for name, bench in benches.items():
        assert (bench.run_dir / "summary.json").is_file(), f"{name} run wrote no summary:\n{bench.output[-3000:]}"
    return benches


@pytest.fixture(scope="module")
def reports(runs, tmp_path_factory):
    out = tmp_path_factory.mktemp("reports")
    return {name: build_report(runs[name].run_dir, out / name) for name in ("oracle", "noop", "model")}


def _html(reports, name: str) -> str:
    return reports[name].index.read_text(encoding="utf-8")


def _lookup(summary: dict, dotted: str):
    value = summary
    for part in dotted.split("."):
        value = value[part]
    return value


def _attempt_html(html: str, anchor: str) -> str:
    start = html.index(f'<details class="attempt" id="{anchor}"')
    return html[start:html.index('<details class="attempt"', start + 10) if html.find(
        '<details class="attempt"', start + 10) != -1 else len(html)]


@pytest.mark.parametrize("name", ["oracle", "noop", "model"])
def test_overview_numbers_equal_summary_json(runs, reports, name):
    summary = runs[name].summary()
    html = _html(reports, name)
    cells = SUMMARY_CELL.findall(html)
    keys = {k for k, _, _ in cells}
    assert {"totals.pass_rate", "totals.passed", "totals.failed", "totals.errors", "totals.skipped",
            "totals.cost_usd", "totals.tokens", "totals.median_steps", "totals.median_agent_s",
            "totals.median_verify_s"} <= keys
    for key, raw, text in cells:
        expected = _lookup(summary, key)
        assert (float(raw) if raw else None) == expected, key
        if key == "totals.pass_rate":
            assert text == f"{100 * expected:.1f}%"
        elif key in ("totals.passed", "totals.failed", "totals.errors", "totals.skipped", "totals.interrupted"):
            assert text == str(expected)
        elif key == "totals.tokens":
            assert text == f"{expected:,}"
    for domain, counts in summary["by_domain"].items():
        row = re.search(rf'<tr data-group="{domain}"><td>{domain}</td><td class="n">(\d+)</td>'
                        rf'<td class="n">(\d+)</td><td class="n">(\d+)</td>', html)
        assert row and tuple(map(int, row.groups())) == (counts["passed"], counts["failed"], counts["errors"])
    assert "Overview figures: summary.json." in html


def test_failures_are_named_and_errors_listed_apart(runs, reports):
    html = _html(reports, "oracle")
    assert runs["oracle"].summary()["failure_modes"] == {"premature_stop": 1}
    assert '<tr class="premature" data-mode="premature_stop">' in html
    assert "the agent submitted, but verification failed" in html
    errors = html[html.index('<div class="card" id="errors">'):html.index('<section id="plots">')]
    assert '<a href="#attempt-core-badbuild-1">core-badbuild[1]</a>' in errors
    assert escape(runs["oracle"].results()["core-badbuild"]["error"]) in errors
    model = _html(reports, "model")
    assert re.search(r'data-task="core-sum" data-anchor="attempt-core-sum-1"', model)
    assert re.search(r'data-outcome="failed" data-failure_mode="premature_stop" data-task="core-sum"', model)
    assert re.search(r'data-outcome="failed" data-failure_mode="gave_up" data-task="core-improve"', model)


def test_each_attempt_shows_its_checks_and_verify_log(reports):
    html = _html(reports, "oracle")
    hang = _attempt_html(html, "attempt-core-hang-1")
    assert '<tr class="notok"><td class="verdict">FAIL</td><td><code>exit_code</code></td><td>timed out</td></tr>' in hang
    assert "<summary>verify.log</summary>" in hang and "verifier status: experiment_timeout" in hang
    total = _attempt_html(html, "attempt-core-sum-1")
    assert total.count('<td class="verdict">PASS</td>') == 4
    assert '<dt>network</dt><dd class="network" data-policy="none"><b>none</b>' in total  # the task's policy
    improve = _attempt_html(html, "attempt-core-improve-1")
    assert "<b>1</b> · baseline 0.5 · target 0.55" in improve


def test_model_trajectory_shows_every_tool_call_with_its_arguments(runs, reports):
    traj = runs["model"].run_dir / "model-deploy" / "attempt-1" / "trajectory.jsonl"
    events = [json.loads(line) for line in traj.read_text().splitlines()]
    calls = [e for e in events if e["type"] == "tool_call"]
    attempt = _attempt_html(_html(reports, "model"), "attempt-model-deploy-1")
    assert attempt.count('<div class="ev ev-tool_call"') == len(calls) == 8
    assert attempt.count('<details class="ev ev-observation') == len(calls)
    assert '<pre class="cmd">cp tally.conf.example tally.conf &amp;&amp; cat tally.conf</pre>' in attempt
    assert '<span class="fname">new</span> <code>MODE=full</code>' in attempt
    assert "The config is missing; the README says to copy the example." in attempt
    assert attempt.count('<span class="stepno">step ') == 7
    assert '<span class="chip">22,360 tokens</span>' not in attempt  # per step, not the total
    assert '<span class="chip">2,440 tokens</span>' in attempt  # step 1: 2,400 in + 40 out


def test_export_has_a_row_per_attempt_equal_to_its_result_json(runs, reports):
    doc = json.loads(reports["oracle"].results_json.read_text())
    results = runs["oracle"].results()
    assert len(doc["attempts"]) == len(results) == 5
    for row in doc["attempts"]:
        rec = results[row["task_id"]]
        assert (row["outcome"], row["failure_mode"], row["steps"], row["cost_usd"]) == (
            rec["outcome"], rec["failure_mode"], rec["steps"], rec["cost_usd"])
        assert row["verify_s"] == rec["timings"].get("verify_s")
        assert (row["network_policy"], row["refused_hosts"]) == (rec["network"]["policy"], None) == ("none", None)
    assert reports["oracle"].results_csv.read_text().splitlines()[0].split(",") == list(COLUMN_NAMES)


def test_progress_lines_when_each_task_starts_and_ends(runs):
    out = runs["oracle"].output
    for task in ("core-badbuild", "core-hang", "core-improve", "core-sum", "model-deploy"):
        assert out.index(f"deploybench: start {task}\n") < out.index(f"deploybench: end   {task}: ")
    assert re.search(r"deploybench: end   core-hang: failed \(premature_stop\) in [\d.]+s, 1 step \[\d/5\]", out)
    assert re.search(r"deploybench: end   core-improve: passed in [\d.]+s, 1 step, score 1 \[\d/5\]", out)
    assert re.search(r"deploybench: end   core-badbuild: error \(infra_error\) in [\d.]+s, image: ", out)
    assert "[5/5]" in out
    model = runs["model"].output
    assert re.search(r"deploybench: end   model-deploy: passed in [\d.]+s, 7 steps, 22,360 tokens, cost unknown", model)


def test_progress_lines_under_xdist(runs):
    out = runs["xdist"].output
    assert "2 workers [3 items]" in out
    for task in ("core-badbuild", "core-improve", "core-sum"):
        assert out.index(f"deploybench: start {task}\n") < out.index(f"deploybench: end   {task}: ")
    assert re.search(r"(?m)^deploybench: end   core-sum: passed in [\d.]+s, 1 step \[\d/3\]$", out)
    assert "[3/3]" in out


def test_agent_steps_are_log_records_shown_with_log_cli_level(runs):
    out = runs["model"].output
    assert re.search(r"INFO +deploybench\.agent\.model-deploy\.attempt-1:\S+ step 3: bash -> \[exit code 0\]", out)


def test_compare_oracle_against_noop(runs):
    cmp = compare_runs([runs["oracle"].run_dir, runs["noop"].run_dir])
    assert sorted((f.task_id, f.direction) for f in cmp.flips) == [
        ("core-improve", "lost"), ("core-sum", "lost"), ("model-deploy", "lost")]
    assert cmp.runs[0].cells["core-badbuild"].status == cmp.runs[1].cells["core-badbuild"].status == "error"


# -- the report in a real browser --------------------------------------------------------------
@pytest.fixture(scope="module")
def browser():
    missing = [name for name in ("chromium", "chromedriver") if shutil.which(name) is None]
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        missing.append("selenium (pip)")
    if missing:
        reason = (f"{', '.join(missing)} not installed: the browser test needs Debian's chromium and "
                  "chromium-driver (apt-get install chromium chromium-driver) and selenium")
        need(False, reason, require="DEPLOYBENCH_REQUIRE_CHROMIUM", in_ci=True)
    profile = tempfile.mkdtemp(prefix="deploybench-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium")
    for flag in (*CHROMIUM_FLAGS, f"--user-data-dir={profile}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def _open(driver, page: Path) -> None:
    driver.get_log("browser")
    driver.get_log("performance")  # start both logs afresh
    driver.get(page.resolve().as_uri())


def _page_problems(driver) -> tuple[list, list]:
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    urls = []
    for entry in driver.get_log("performance"):
        msg = json.loads(entry["message"])["message"]
        if msg["method"] == "Network.requestWillBeSent":
            urls.append(msg["params"]["request"]["url"])
    return errors, [u for u in urls if re.match(r"(https?|wss?|ftp)://", u)]  # chrome:// is the browser's own


def _artifacts(tmp_path_factory) -> Path:
    given = os.environ.get("DEPLOYBENCH_TEST_ARTIFACTS")
    path = Path(given) if given else tmp_path_factory.getbasetemp() / "artifacts"
    path.mkdir(parents=True, exist_ok=True)
    return path


def test_report_in_headless_chromium(runs, reports, browser, tmp_path_factory, capsys, record_property):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select, WebDriverWait

    driver = browser
    summary = runs["model"].summary()
    _open(driver, reports["model"].index)
    assert driver.title == "deploybench report: model"
    # the overview shows summary.json's numbers
    shown = {el.get_attribute("data-summary"): el.text for el in driver.find_elements(By.CSS_SELECTOR, "[data-summary]")}
    t = summary["totals"]
    assert shown["totals.pass_rate"] == f"{100 * t['pass_rate']:.1f}%"
    for key in ("passed", "failed", "errors", "skipped"):
        assert shown[f"totals.{key}"] == str(t[key])
    assert shown["totals.tokens"] == f"{t['tokens']:,}"
    assert (t["passed"], t["failed"], t["errors"]) == (1, 2, 1)
    images = driver.find_elements(By.CSS_SELECTOR, "#plots img")
    assert len(images) == 3 and all(driver.execute_script("return arguments[0].naturalWidth", i) > 0 for i in images)
    artifacts = _artifacts(tmp_path_factory)
    overview = artifacts / "report-overview.png"
    height = driver.execute_script("return document.documentElement.scrollHeight")
    driver.set_window_size(1400, min(height, 6000))
    driver.save_screenshot(str(overview))
    driver.set_window_size(1400, 1000)

    # the task table filters
    rows = driver.find_elements(By.CSS_SELECTOR, "#task-table tbody tr")
    assert len(rows) == 4
    Select(driver.find_element(By.CSS_SELECTOR, 'select[data-filter="outcome"]')).select_by_value("failed")
    assert sorted(r.get_attribute("data-task") for r in rows if r.is_displayed()) == ["core-improve", "core-sum"]
    Select(driver.find_element(By.CSS_SELECTOR, 'select[data-filter="outcome"]')).select_by_value("")
    assert all(r.is_displayed() for r in rows)

    # a row's link opens the attempt; its trajectory expands to the tool calls
    driver.find_element(By.CSS_SELECTOR, '#task-table a[href="#attempt-model-deploy-1"]').click()
    attempt = driver.find_element(By.ID, "attempt-model-deploy-1")
    WebDriverWait(driver, 10).until(lambda d: attempt.get_attribute("open") is not None)
    calls = attempt.find_elements(By.CSS_SELECTOR, ".ev-tool_call")
    assert len(calls) == 8 and not any(c.is_displayed() for c in calls)
    trajectory = attempt.find_element(By.CSS_SELECTOR, "details.trajectory > summary")
    driver.execute_script("arguments[0].scrollIntoView({block: 'start'})", trajectory)
    trajectory.click()
    WebDriverWait(driver, 10).until(lambda d: all(c.is_displayed() for c in calls))
    tools = [c.find_element(By.CSS_SELECTOR, ".tool").text for c in calls]
    assert tools == ["view", "view", "view", "bash", "str_replace", "bash", "create", "submit"]
    commands = [el.text for el in attempt.find_elements(By.CSS_SELECTOR, "pre.cmd")]
    assert commands == ["cp tally.conf.example tally.conf && cat tally.conf", "bash run_table1.sh && cat results/table1.txt"]
    short_output = attempt.find_elements(By.CSS_SELECTOR, "details.ev-observation pre.output")[3]
    assert short_output.is_displayed() and short_output.text == "MODE=smoke"
    step = attempt.find_elements(By.CSS_SELECTOR, ".step-head")[2]  # step 3: the model, a command, its output
    driver.execute_script("arguments[0].scrollIntoView({block: 'start'}); window.scrollBy(0, -420)", step)
    shot = artifacts / "report-trajectory.png"
    driver.save_screenshot(str(shot))
    errors, remote = _page_problems(driver)
    assert errors == [] and remote == []

    # the synthetic trajectory: hostile text stays text, every event type renders
    synth_run = tmp_path_factory.mktemp("synth-browser") / "run"
    shutil.copytree(ROOT / "tests" / "data" / "report" / "synthetic-run", synth_run)
    synth = build_report(synth_run)
    _open(driver, synth.index)
    driver.find_element(By.CSS_SELECTOR, '#task-table tbody tr[data-task="synth-deploy"] td:nth-child(3)').click()
    attempt = driver.find_element(By.ID, "attempt-synth-deploy-1")
    WebDriverWait(driver, 10).until(lambda d: attempt.get_attribute("open") is not None)
    attempt.find_element(By.CSS_SELECTOR, "details.trajectory > summary").click()
    calls = attempt.find_elements(By.CSS_SELECTOR, ".ev-tool_call")
    WebDriverWait(driver, 10).until(lambda d: all(c.is_displayed() for c in calls))
    assert [c.find_element(By.CSS_SELECTOR, ".tool").text for c in calls] == ["bash", "create", "bash", "submit"]
    message = attempt.find_element(By.CSS_SELECTOR, '.ev-message[data-type="response"] .msg')
    assert "<script>alert('xss')</script>" in message.text
    assert driver.execute_script("return document.querySelectorAll('script').length") == 1
    assert driver.execute_script("return document.querySelectorAll('img[onerror]').length") == 0
    generic = attempt.find_element(By.CSS_SELECTOR, '.ev-generic[data-type="probe_result"]')
    assert "probe" in generic.text and "transcript" in generic.text
    errors, remote = _page_problems(driver)
    assert errors == [] and remote == []

    record_property("report_screenshot", str(shot))
    with capsys.disabled():
        print(f"\nreport screenshots: {overview} {shot}")
