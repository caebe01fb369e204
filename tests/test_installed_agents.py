"""Installed agents end to end (issue 18): each agent's real CLI (or package), our sandbox, the
model gateway, and a scripted model behind it (tests/model_server.py; the one mock: no provider is
reachable here).

For each of claude-code, codex, mini-swe-agent, openhands, opencode and gemini-cli, on the fixture
task agent-deploy (network: registries, so the CLI reaches the gateway through the egress point):
- a scripted deployment passes, over two attempts; the second starts from the cached agent layer;
- the key the host holds reaches the model server (forwarded by the gateway) and never the sandbox:
  the scripted commands print the sandbox's environment and the agent's config, and neither the
  agent's native log nor any record holds the key (while they do hold the gateway's token);
- tokens land in result.json from the gateway's ledger, which has one line per call;
- an agent that stops without deploying is a premature_stop;
- a token limit stops the agent: the gateway refuses the next call, the attempt ends token_limit;
- the task's time limit stops it: agent_timeout.
OpenHands' first attempt on a host builds its Python (CPython 3.13 from Debian's source package, a few
minutes: docs/AGENTS.md); every later one starts from the cached layer.
"""

from __future__ import annotations

import json
import secrets
import shutil
from pathlib import Path

import pytest

from helpers import OWN_TASKS, run_bench
from model_server import Script, ScriptedModelServer, Turn, call

pytestmark = [pytest.mark.usefixtures("docker_client")]

AGENT_DEPLOY = OWN_TASKS / "systems" / "agent-deploy"
SECRET = "sk-deploybench-test-" + secrets.token_hex(12)
ANT_SECRET = "sk-ant-deploybench-test-" + secrets.token_hex(12)
DEPLOY = "cp tally.conf.example tally.conf && sed -i s/MODE=smoke/MODE=full/ tally.conf && bash run_table1.sh"
SNOOP = "env | sort; cat /opt/deploybench-agent/codex/config.toml 2>/dev/null; ls -la /opt/deploybench-agent"

# each agent's own shell tool, as its CLI declares it to the model
SHELL = {
    "claude-code": lambda cmd: call("Bash", command=cmd, description="run"),
    "codex": lambda cmd: call("exec_command", cmd=cmd),
    "mini-swe-agent": lambda cmd: call("bash", command=cmd),
    "openhands": lambda cmd: call("terminal", command=cmd),
    "opencode": lambda cmd: call("bash", command=cmd, description="run"),
    "gemini-cli": lambda cmd: call("run_shell_command", command=cmd, description="run"),
}
AGENTS = list(SHELL)


def deploy_script(agent: str) -> Script:
    sh = SHELL[agent]
    turns = [
        Turn(content="Let me look around.", calls=[sh(SNOOP)], usage=(3000, 40, 0)),
        Turn(content="Smoke mode reads one shard; Table 1 needs all of them.", calls=[sh(DEPLOY)], usage=(3400, 60, 2900)),
    ]
    if agent == "mini-swe-agent":
        turns.append(Turn(calls=[sh("echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT")], usage=(3600, 20, 3000)))
    else:
        turns.append(Turn(content="Table 1's total is reproduced (4242).", usage=(3600, 20, 3000)))
    return Script(turns=turns, helper=["ok"])


def early_stop_script(agent: str) -> Script:
    if agent == "mini-swe-agent":
        return Script(turns=[Turn(calls=[SHELL[agent]("echo COMPLETE_TASK_AND_SUBMIT_FINAL_OUTPUT")])], helper=["ok"])
    return Script(turns=[Turn(content="The artifact looks fine as shipped; done.")], helper=["ok"])


def looping_script(agent: str) -> Script:
    return Script(turns=[Turn(calls=[SHELL[agent]("echo working")], usage=(5000, 50, 0))], repeat_last=True, helper=["ok"])


HARNESS_FILES = ("/etc/apt/apt.conf.d/", "/usr/local/share/deploybench", "/usr/sbin/docker-init",
                 "/opt/deploybench-harness", "/var/lib/deploybench-verify-", "/workspace")


def leftovers(run_id: str) -> list[list[str]]:
    """Per kept sandbox of the run: the paths it added outside the harness's own files and the
    workdir. Then everything the run kept (sandboxes, egress points, their networks) is removed, as
    `deploybench cleanup --run-id` does: the orphan sweep of later runs leaves kept containers alone."""
    from pytest_deploybench import constants as C
    from pytest_deploybench.sandbox.docker.cleanup import list_containers, remove_run_containers

    out = []
    for container in list_containers(run_id):
        if container.labels.get(C.LABEL_KIND) == "sandbox":
            added = [c["Path"] for c in container.diff() or [] if c["Kind"] == 1]
            out.append([p for p in added if not p.startswith(HARNESS_FILES)])
    remove_run_containers(run_id)
    return out


def run_agent(tmp_path: Path, agent: str, script: Script, *args: str, run_id: str, model: str = "openai/scripted"):
    with ScriptedModelServer({"agent-deploy": script}, default_task="agent-deploy") as server:
        run = run_bench(
            tmp_path,
            f"--agent={agent}",
            f"--model={model}",
            f"--api-base={server.url}",
            *args,
            str(AGENT_DEPLOY),
            run_id=run_id,
            env={"OPENAI_API_KEY": SECRET, "ANTHROPIC_API_KEY": ANT_SECRET},
            timeout=2400 if agent == "openhands" else 900,  # OpenHands' first install on a host builds CPython
        )
    return run, server


@pytest.mark.parametrize("agent", AGENTS)
def test_installed_agent_deploys_through_the_gateway_and_the_key_stays_out(tmp_path, agent):
    run, server = run_agent(
        tmp_path, agent, deploy_script(agent), "--attempts=2", "--keep-containers", run_id=f"{agent}-deploy"
    )
    left = leftovers(f"{agent}-deploy")
    attempts = sorted((run.run_dir / "agent-deploy").glob("attempt-*"))
    assert len(attempts) == 2, run.output
    records = [json.loads((a / "result.json").read_text()) for a in attempts]
    for rec, folder in zip(records, attempts, strict=True):
        assert rec["outcome"] == "passed", (rec["error"], run.output[-3000:])
        assert rec["end_reason"] == "submitted"
        ledger = [json.loads(line) for line in (folder / "gateway.jsonl").read_text().splitlines()]
        calls = [e for e in ledger if e["status"] == 200]
        assert len(calls) >= 3 and rec["steps"] == len(calls)
        assert rec["input_tokens"] == sum(e["usage"]["input_tokens"] for e in calls) >= 3000 + 3400 + 3600
        assert rec["output_tokens"] == sum(e["usage"]["output_tokens"] for e in calls)
        assert rec["cost_usd"] is None  # litellm has no price for openai/scripted: unknown, never 0
        extra = rec["agent_extra"]
        assert extra["installed"]["version"] and extra["gateway"]["calls"] == len(calls)
        # the model's side (from the gateway) and the tools' side (from the native log) in one trajectory
        events = [json.loads(line) for line in (folder / "trajectory.jsonl").read_text().splitlines()]
        kinds = {e["type"] for e in events}
        assert {"model_response", "tool_call", "observation", "end"} <= kinds, kinds
        # nothing of the agent is left for the experiment: its folder is gone before verification
        assert "deploybench-agent" not in (folder / "verify.log").read_text()
        # ... and the same trajectory as ATIF: the prompt, then agent steps whose calls have their outputs
        atif = json.loads((folder / "trajectory.atif.json").read_text())
        assert atif["schema_version"] == "ATIF-v1.4" and atif["agent"]["name"] == agent
        assert atif["steps"][0]["source"] == "user" and "run_table1.sh" in atif["steps"][0]["message"]
        answered = [st for st in atif["steps"] if st.get("tool_calls") and st.get("observation")]
        assert len(answered) >= 2, atif["steps"]
        for st in answered:
            ids = {c["tool_call_id"] for c in st["tool_calls"]}
            assert {r["source_call_id"] for r in st["observation"]["results"]} <= ids
        assert any("total=4242" in r["content"] for st in answered for r in st["observation"]["results"])
        assert atif["final_metrics"]["total_prompt_tokens"] == rec["input_tokens"]
    # the gateway forwarded with the host's key; the sandbox only ever saw the session token
    auth = {r["authorization"] for r in server.requests}
    assert auth == {f"Bearer {SECRET}"}, auth
    for folder in attempts:
        for path in folder.rglob("*"):
            if path.is_file():
                text = path.read_bytes()
                assert SECRET.encode() not in text and ANT_SECRET.encode() not in text, path
    snooped = "\n".join(
        json.loads(line).get("output", "") for line in (attempts[0] / "trajectory.jsonl").read_text().splitlines()
        if json.loads(line)["type"] == "observation"
    )
    assert "HOSTNAME=sandbox" in snooped, "the snooping command's output (the sandbox's environment) is not in the trajectory"
    if agent == "mini-swe-agent":  # driven from the host: not even the gateway's token enters the sandbox
        assert "dbgw-" not in snooped
    else:
        assert "dbgw-" in snooped
    assert "OPENAI_API_KEY" not in snooped and "ANTHROPIC_API_KEY=sk-" not in snooped
    # nothing of the agent is left in the sandbox after it stops (what `docker diff` shows, but the
    # harness's own files and the deployment in the workdir)
    assert len(left) == 2 and all(not paths for paths in left), left
    if agent != "mini-swe-agent":  # installed in the sandbox: the second attempt starts from the cached layer
        first, second = (r["agent_extra"]["installed"] for r in records)
        assert first["layer"] == second["layer"] and second["layer_built"] is False and second["files_cached"] is True
        assert records[1]["timings"]["agent_install_s"] < 30


@pytest.mark.parametrize("agent", AGENTS)
def test_installed_agent_that_stops_without_deploying_is_a_premature_stop(tmp_path, agent):
    run, _ = run_agent(tmp_path, agent, early_stop_script(agent), run_id=f"{agent}-early")
    rec = json.loads((run.run_dir / "agent-deploy" / "attempt-1" / "result.json").read_text())
    assert rec["end_reason"] == "submitted", (rec["error"], run.output[-3000:])
    assert rec["failure_mode"] == "premature_stop"


@pytest.mark.parametrize("agent", AGENTS)
def test_installed_agent_is_stopped_at_the_token_limit(tmp_path, agent):
    run, server = run_agent(tmp_path, agent, looping_script(agent), "--max-tokens-total=12000", run_id=f"{agent}-limit")
    folder = run.run_dir / "agent-deploy" / "attempt-1"
    rec = json.loads((folder / "result.json").read_text())
    assert rec["end_reason"] == "token_limit", (rec["error"], run.output[-3000:])
    ledger = [json.loads(line) for line in (folder / "gateway.jsonl").read_text().splitlines()]
    answered = [e["usage"]["input_tokens"] + e["usage"]["output_tokens"] for e in ledger if e["status"] == 200]
    # the call that crosses 12000 is answered, the next one refused
    assert sum(answered[:-1]) < 12000 <= sum(answered) == rec["tokens"], answered
    assert any(e["status"] == 400 and "token limit" in e["error"] for e in ledger)
    if agent != "opencode":  # OpenCode also asks its small model for a title (a helper call, 1050 tokens)
        assert answered == [5050, 5050, 5050]


def test_agent_cache_can_be_moved(tmp_path, monkeypatch):
    """DEPLOYBENCH_AGENT_CACHE names the host cache; a half-fetched folder never counts as cached."""
    from pytest_deploybench.agents.installed.base import cache_root
    from pytest_deploybench.agents.installed.fetch import fresh_dir

    monkeypatch.setenv("DEPLOYBENCH_AGENT_CACHE", str(tmp_path / "c"))
    assert cache_root() == tmp_path / "c"
    final = tmp_path / "c" / "x-1"
    with pytest.raises(RuntimeError), fresh_dir(final) as tmp:
        (tmp / "half").write_text("")
        raise RuntimeError("download broke")
    assert not final.exists() and not list((tmp_path / "c").iterdir())
    with fresh_dir(final) as tmp:
        (tmp / "bin").write_text("")
    assert (final / ".complete").exists() and (final / "bin").exists()
    shutil.rmtree(final)


def test_two_installed_agents_side_by_side_in_compare_and_the_report(tmp_path):
    from pytest_deploybench.report import build_report
    from pytest_deploybench.report.compare import compare_runs, render
    from pytest_deploybench.text import usd

    # a model litellm has a price for (the scripted server answers in its name): the cost is metered
    claude, _ = run_agent(tmp_path, "claude-code", deploy_script("claude-code"), run_id="cc", model="openai/gpt-4o-mini")
    rec = json.loads((claude.run_dir / "agent-deploy" / "attempt-1" / "result.json").read_text())
    assert rec["cost_usd"] and rec["cost_usd"] > 0, rec
    codex, _ = run_agent(tmp_path, "codex", early_stop_script("codex"), run_id="cx")
    table = render(compare_runs([claude.run_dir, codex.run_dir]), "table")
    assert "claude-code" in table and "codex" in table, table
    flipped = json.loads(render(compare_runs([claude.run_dir, codex.run_dir]), "json"))
    assert [(f["task_id"], f["direction"]) for f in flipped["flips"]] == [("agent-deploy", "lost")], flipped
    report = build_report(claude.run_dir, tmp_path / "report")
    html = "\n".join(p.read_text() for p in report.index.parent.rglob("*.html"))
    assert "sed -i s/MODE=smoke/MODE=full/ tally.conf" in html  # the agent's command, from its native log
    assert "Smoke mode reads one shard" in html  # the model's message, from the gateway
    assert usd(rec["cost_usd"]) in html, usd(rec["cost_usd"])  # and what it cost


@pytest.mark.parametrize("agent", AGENTS)
def test_installed_agent_is_stopped_at_the_time_limit(tmp_path, agent):
    """--timeout-multiplier=0.1: 18 s for the agent, whose model keeps asking for `sleep 4`. OpenHands,
    OpenCode and Gemini CLI take up to 20 s to start on a loaded host (CPython, Bun, Node), and their loop
    detectors stop an agent that repeats one command 3 to 5 times: 45 s for them, and `sleep 12`."""
    slow = agent in ("openhands", "opencode", "gemini-cli")
    seconds, multiplier = (12, 0.25) if slow else (4, 0.1)
    script = Script(turns=[Turn(calls=[SHELL[agent](f"sleep {seconds}; echo slept")])], repeat_last=True, helper=["ok"])
    run, _ = run_agent(tmp_path, agent, script, f"--timeout-multiplier={multiplier}", run_id=f"{agent}-time")
    rec = json.loads((run.run_dir / "agent-deploy" / "attempt-1" / "result.json").read_text())
    assert rec["end_reason"] == "agent_timeout", (rec["error"], run.output[-3000:])
    assert rec["timings"]["agent_s"] < 180 * multiplier + 30  # stopped at its limit, with the harness's grace at most
    assert rec["steps"] >= 2



def test_openhands_beside_claude_code_in_compare(tmp_path):
    """The issue's measure: an OpenHands run set beside a Claude Code run by `deploybench compare`."""
    from pytest_deploybench.report.compare import compare_runs, render

    openhands, _ = run_agent(tmp_path, "openhands", deploy_script("openhands"), run_id="oh")
    claude, _ = run_agent(tmp_path, "claude-code", early_stop_script("claude-code"), run_id="cc-early")
    rec = json.loads((openhands.run_dir / "agent-deploy" / "attempt-1" / "result.json").read_text())
    assert rec["outcome"] == "passed", (rec["error"], openhands.output[-3000:])
    table = render(compare_runs([openhands.run_dir, claude.run_dir]), "table")
    assert "openhands" in table and "claude-code" in table, table
    flipped = json.loads(render(compare_runs([openhands.run_dir, claude.run_dir]), "json"))
    assert [(f["task_id"], f["direction"]) for f in flipped["flips"]] == [("agent-deploy", "lost")], flipped


def test_openhands_step_limit(tmp_path):
    """--max-steps is OpenHands' max_iteration_per_run; reaching it ends the attempt as step_limit
    (without the mapping of its MaxIterationsReached error the attempt would end gave_up)."""
    script = Script(turns=[Turn(calls=[SHELL["openhands"](f"echo step {i}")]) for i in range(10)], helper=["ok"])
    run, _ = run_agent(tmp_path, "openhands", script, "--max-steps=2", run_id="openhands-steps")
    rec = json.loads((run.run_dir / "agent-deploy" / "attempt-1" / "result.json").read_text())
    assert rec["end_reason"] == "step_limit", (rec["error"], run.output[-3000:])
    assert rec["steps"] == 2
