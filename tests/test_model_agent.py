"""The model agent (`--agent=llm|claude|gpt|gemini`) through the real litellm path.

No provider is reachable here: a scripted OpenAI-compatible server (tests/model_server.py) plays
the model, and the harness runs as users run it (`python -m pytest --agent=llm
--model=openai/scripted --api-base ...`) against real containers. Each end-to-end test names the
runs it reads (@needs); the runs the selected tests need start together when the first of them
needs them (`-k early_submit` starts one run, not seven); each test then reads one task's records.
Fast unit tests of the loop's parts come last.
"""

from __future__ import annotations

import json
import os
import secrets
import signal
import subprocess
import sys

import pytest

from model_bench import MODEL_DEPLOY, ROOT, Bench, needs, start_needed, task_variant
from pytest_deploybench.agents.preamble import verification_preamble
from model_server import Script, Turn, call, deploy_turns

SECRET = "sk-deploybench-test-" + secrets.token_hex(12)
OTHER_SECRET = "sk-ant-deploybench-test-" + secrets.token_hex(12)
FAST_RETRIES = ["--agent-arg", "retry_initial_s=0.05", "--agent-arg", "retry_max_s=0.2"]
BIG_BYTES = 50_000_000


def _benches(tmp) -> dict[str, Bench]:
    keys = {"OPENAI_API_KEY": SECRET, "ANTHROPIC_API_KEY": OTHER_SECRET}
    llm = ["--agent=llm", "--model=openai/scripted"]
    tasks = tmp / "tasks"

    def variants(run: str, *ids: str, **timeouts: int) -> list:
        return [task_variant(tasks / run, i, agent_timeout=timeouts.get(i.replace("-", "_"))) for i in ids]

    bad_args = [
        Turn(calls=[("bash", "{not json")]),
        Turn(calls=[call("bash"), call("rm_everything", path="/")]),
        Turn(calls=[call("bash", command="true", timeout="soon"), call("view", path="README.md", start_line=0),
                    call("bash", command="true", extra=1)]),
        Turn(calls=[call("str_replace", path="tally.conf.example", old="MODE=quick", new="MODE=full")]),
    ]
    burst = deploy_turns()
    burst[1].fail, burst[1].fail_delay_s = [429] * 4, 3.5  # 14 s of failures > the task's 10 s limit
    looping = dict(calls=[call("bash", command="echo working")])
    research = ("Reflection: {r}\nResearch Plan and Status: 1. read 2. configure 3. run. {s}\n"
                "Fact Check: {f}\nThought: {t}\n")

    def rs(t: str) -> str:
        return research.format(r="ok", s="in progress", f="confirmed by the observation", t=t)

    mlab = [
        Turn(content=rs("list the files"), calls=[call("List_Files", dir_path=".")]),
        Turn(content=rs("read the README"), calls=[call("Read_File", file_name="README.md")]),
        Turn(content=rs("understand the script"),
             calls=[call("Understand_File", file_name="run_table1.sh", things_to_look_for="how MODE is used")]),
        Turn(content=rs("copy the config"), calls=[call("Copy_File", source="tally.conf.example", destination="tally.conf")]),
        Turn(content=rs("switch to the full mode"),
             calls=[call("Edit_Script_AI", script_name="tally.conf", edit_instruction="set MODE to full",
                         save_name="tally.conf")]),
        Turn(content="Checking the config.",  # not the research format: a reminder comes back
             calls=[call("Inspect_Script_Lines", script_name="tally.conf", start_line_number=1, end_line_number=1)]),
        Turn(content=rs("leave notes"), calls=[call("Write_File", file_name="notes.txt", content="MODE=full\n"),
                                               call("Append_File", file_name="notes.txt", content="total 4242\n")]),
        Turn(content=rs("run the experiment"), calls=[call("Execute_Script", script_name="run_table1.sh")]),
        Turn(content=rs("done") + 'Action: Final Answer\nAction Input: {"final_answer": "MODE=full; total 4242"}'),
    ]
    helper = ["Line 6 reads MODE: `full` reads every shard, anything else only data/shard-1.txt.",
              "Here is the edited file:\n```\nMODE=full\n```\n"]
    big = "yes 'deploybench output line 0123456789' | head -c {n}; echo; echo END-OF-BIG-OUTPUT"

    return {
        # pass, premature stop, gave up, malformed calls, the key absent from the container
        "a": Bench("a", tmp, {
            "model-deploy": Script(deploy_turns()),
            "model-early": Script([Turn(calls=[call("submit", summary="It should work.")])]),
            "model-silent": Script([Turn(content="I believe the artifact is deployed.")], repeat_last=True),
            "model-badargs": Script(bad_args + deploy_turns()),
            "model-env": Script([Turn(calls=[call("bash", command="env | sort")]),
                                 Turn(calls=[call("submit", summary="looked at the environment")])]),
        }, [MODEL_DEPLOY, *variants("a", "model-early", "model-silent", "model-badargs", "model-env")],
            [*llm, *FAST_RETRIES, "--max-cost", "5"], keys),
        # provider trouble and the context window
        "b": Bench("b", tmp, {
            "model-burst": Script(burst),
            "model-flaky": Script([], always_fail=500),
            "model-ctx": Script([Turn(calls=[call("bash", command="seq 1 2000")]),
                                 Turn(calls=[call("bash", command="seq 2001 4000")]),
                                 Turn(calls=[call("submit", summary="done")])], tool_chars_limit=12_000),
            "model-ctxfull": Script([], context_error=True),
        }, variants("b", "model-flaky", "model-ctx", "model-ctxfull", "model-burst", model_burst=10),
            [*llm, *FAST_RETRIES, "--agent-arg", "retry_attempts=6"], keys),
        # limits, with a model litellm has prices for
        "limits": Bench("limits", tmp, {
            "model-steps": Script([Turn(**looping, usage=(100, 10, 0))], repeat_last=True),
            "model-tokens": Script([Turn(**looping, usage=(2600, 10, 0))], repeat_last=True),
            "model-cost": Script([Turn(**looping, usage=(100, 2000, 0))], repeat_last=True),
            "model-timeout": Script([Turn(calls=[call("bash", command="sleep 300")], usage=(100, 10, 0))],
                                    repeat_last=True),
        }, variants("limits", "model-steps", "model-tokens", "model-cost", "model-timeout", model_timeout=12),
            ["--agent=llm", "--model=openai/gpt-4o-mini", "--max-steps", "3", "--max-tokens-total", "5000",
             "--max-cost", "0.001"], keys),
        # the provider rejects the key: the run stops after the first task
        "auth": Bench("auth", tmp, {
            "model-auth-a": Script([Turn(fail=[401])]), "model-auth-b": Script([Turn(fail=[401])]),
        }, variants("auth", "model-auth-a", "model-auth-b"), ["--agent=gpt", "--model=openai/scripted"], keys),
        "mlab": Bench("mlab", tmp, {"model-mlab": Script(mlab, helper=helper)}, variants("mlab", "model-mlab"),
                      [*llm, "--tools=mlagentbench"], keys),
        # 50 MB of output, and the same run with a small output for the memory baseline
        "big": Bench("big", tmp, {"model-bigout": Script([
            Turn(calls=[call("bash", command=big.format(n=BIG_BYTES))]), Turn(calls=[call("submit", summary="x")])])},
            variants("big", "model-bigout"), ["--agent=claude", "--model=openai/scripted"], keys),
        "small": Bench("small", tmp, {"model-bigout": Script([
            Turn(calls=[call("bash", command=big.format(n=500))]), Turn(calls=[call("submit", summary="x")])])},
            variants("small", "model-bigout"), ["--agent=claude", "--model=openai/scripted"], keys),
    }


@pytest.fixture(scope="module")
def runs(request, tmp_path_factory, docker_client):
    benches = start_needed(request, lambda: _benches(tmp_path_factory.mktemp("model-agent")))
    yield benches
    for bench in benches.values():  # runs no selected test waited for
        if bench.returncode is None:
            # SIGTERM: the harness stops like Ctrl-C and removes its sandboxes (SIGKILL would leave
            # them to the next run's orphan sweep); not Popen.terminate: it could reap before wait4
            os.kill(bench.proc.pid, signal.SIGTERM)
            bench.wait()


def bench(runs, name: str) -> Bench:
    assert name in runs, f"run {name!r} was not started: add it to the test's @needs"
    return runs[name].wait()


# -- end to end --------------------------------------------------------------------------------

@needs("a")
def test_scripted_model_deploys_the_task_through_tool_calls_and_passes(runs):
    a = bench(runs, "a")
    rec = a.result("model-deploy")
    assert (rec["outcome"], rec["end_reason"], rec["failure_mode"]) == ("passed", "submitted", "none"), a.output
    assert rec["steps"] == 7 and rec["agent_summary"].startswith("Wrote tally.conf")
    assert (rec["input_tokens"], rec["output_tokens"], rec["cached_tokens"]) == (22000, 360, 17700)
    assert rec["cost_usd"] is None and rec["agent_extra"]["cost_known"] is False  # no price: unknown, not 0
    assert a.junit_cases()["model-deploy"]["properties"]["cost_usd"] == ""
    kinds = [e["type"] for e in a.events("model-deploy")]
    for kind in ("start", "model_request", "model_response", "tool_call", "observation", "timings", "totals", "end"):
        assert kind in kinds
    assert [e["message"] for e in a.events("model-deploy", "warning")][0].startswith("litellm has no price")
    first = a.events("model-deploy", "model_response")[0]
    assert first["usage"]["input_tokens"] == 2400 and first["latency_s"] > 0 and first["tool_calls"][0]["name"] == "view"
    run = [e for e in a.events("model-deploy", "observation") if e["tool"] == "bash"][1]
    assert run["output"] == "mode=full shards=3 total=4242\ntotal 4242\n" and run["exit_code"] == 0
    # the request the model got: system prompt with what "done" means, then the harness's
    # preamble about verification (the same text for every agent), then the task's instructions
    messages = a.server.requests_for("model-deploy")[0]["body"]["messages"]
    system, task = messages[0]["content"], messages[1]["content"]
    assert "not done" in system and "2 minutes" in system
    assert verification_preamble("/workspace/tally", "none") in task
    assert task.index("fresh non-interactive shell") < task.index("reproduces the total of Table 1")


@needs("a")
def test_early_submit_is_reported_as_premature_stop(runs):
    rec = bench(runs, "a").result("model-early")
    assert (rec["outcome"], rec["end_reason"], rec["failure_mode"]) == ("failed", "submitted", "premature_stop")
    assert rec["verifier_status"] == "experiment_error"


@needs("a")
def test_answers_without_tool_calls_get_reminders_then_end_as_gave_up(runs):
    a = bench(runs, "a")
    rec = a.result("model-silent")
    assert (rec["outcome"], rec["end_reason"], rec["failure_mode"]) == ("failed", "gave_up", "gave_up")
    assert rec["steps"] == 4 and rec["agent_extra"]["nudges"] == 3
    nudges = a.events("model-silent", "nudge")
    assert [n["in_a_row"] for n in nudges] == [1, 2, 3]
    last_request = a.server.requests_for("model-silent")[-1]["body"]["messages"]
    assert last_request[-1]["role"] == "user" and "without calling a tool" in last_request[-1]["content"]


@needs("a")
def test_malformed_tool_calls_come_back_as_errors_and_the_run_goes_on(runs):
    a = bench(runs, "a")
    rec = a.result("model-badargs")
    assert rec["outcome"] == "passed", a.output
    assert rec["agent_extra"]["tool_errors"] == 7
    seen = " ".join(a.tool_messages("model-badargs", 5))
    for expected in ("not valid JSON", "needs the argument 'command'", "unknown tool 'rm_everything'",
                     "'timeout' must be an integer", "start_line counts from 1", "unexpected argument(s) extra",
                     "'old' was not found"):
        assert expected in seen
    raw = a.events("model-badargs", "tool_call")[0]
    assert raw["arguments"] == "{not json"  # recorded as sent


@needs("a")
def test_the_api_key_never_enters_the_container_nor_the_records(runs):
    a = bench(runs, "a")
    env_out = a.events("model-env", "observation")[0]["output"]
    assert "PATH=" in env_out and "DEBIAN_FRONTEND=noninteractive" in env_out
    for needle in (SECRET, OTHER_SECRET, "OPENAI_API_KEY", "ANTHROPIC_API_KEY"):
        assert needle not in env_out
    # the key was really there on the host side: litellm sent it to the server
    assert a.server.requests_for("model-env")[0]["authorization"] == f"Bearer {SECRET}"
    for path in [p for p in a.run_dir.rglob("*") if p.is_file()] + [a.junit]:
        text = path.read_bytes()
        assert SECRET.encode() not in text and OTHER_SECRET.encode() not in text, path
    assert SECRET not in a.output


@needs("b")
def test_a_429_burst_is_retried_and_retry_time_is_not_held_against_the_time_limit(runs):
    b = bench(runs, "b")
    rec = b.result("model-burst")
    assert (rec["outcome"], rec["end_reason"]) == ("passed", "submitted"), b.output
    retries = b.events("model-burst", "provider_retry")
    assert [r["attempt"] for r in retries] == [1, 2, 3, 4] and {r["error"] for r in retries} == {"RateLimitError"}
    assert all(r["wait_s"] > 0 for r in retries)
    # 14 s of failing calls against a 10 s limit, yet no agent_timeout: that time was set aside
    assert rec["agent_extra"]["retries"] == 4 and rec["agent_extra"]["wall_clock_excluded_s"] >= 14
    assert rec["timings"]["agent_s"] > 10
    assert b.events("model-burst", "model_response")[1]["attempts"] == 5


@needs("b")
def test_a_provider_that_keeps_failing_is_an_error_not_a_failure(runs):
    b = bench(runs, "b")
    rec = b.result("model-flaky")
    assert (rec["outcome"], rec["failure_mode"]) == ("error", "infra_error")
    assert "model provider failed for openai/scripted after 6 attempts" in rec["error"]
    assert b.junit_cases()["model-flaky"]["outcome"] == "error"
    assert len(b.events("model-flaky", "provider_retry")) == 5
    assert "model-flaky" in b.output and "errors (infrastructure, not in the pass rate)" in b.output


@needs("b")
def test_old_observations_are_elided_when_the_context_overflows(runs):
    b = bench(runs, "b")
    rec = b.result("model-ctx")
    assert rec["end_reason"] == "submitted" and rec["agent_extra"]["context_trims"] == 1
    overflow = b.events("model-ctx", "context_overflow")
    assert len(overflow) == 1 and overflow[0]["trimmed"] == 1
    first, second = b.tool_messages("model-ctx", 3)
    assert first.startswith("[deploybench elided this observation") and second.startswith("2001\n")
    # the trajectory keeps the full output all the same
    assert b.events("model-ctx", "observation")[0]["output"].startswith("1\n2\n3\n")


@needs("b")
def test_context_limit_when_trimming_cannot_help(runs):
    b = bench(runs, "b")
    rec = b.result("model-ctxfull")
    assert (rec["outcome"], rec["end_reason"], rec["failure_mode"]) == ("failed", "context_limit", "context_limit")
    assert rec["steps"] == 0
    assert b.events("model-ctxfull", "limit")[0]["reason"] == "context_limit"


@needs("limits")
def test_step_limit(runs):
    lim = bench(runs, "limits")
    rec = lim.result("model-steps")
    assert (rec["end_reason"], rec["failure_mode"], rec["steps"]) == ("step_limit", "step_limit", 3), lim.output


@needs("limits")
def test_token_limit(runs):
    rec = bench(runs, "limits").result("model-tokens")
    assert (rec["end_reason"], rec["steps"], rec["tokens"]) == ("token_limit", 2, 5220)


@needs("limits")
def test_cost_limit_from_litellm_prices(runs):
    lim = bench(runs, "limits")
    rec = lim.result("model-cost")
    assert (rec["end_reason"], rec["steps"]) == ("cost_limit", 1)
    assert rec["cost_usd"] == pytest.approx(100 * 0.15e-6 + 2000 * 0.6e-6)  # gpt-4o-mini's price
    assert lim.result("model-steps")["cost_usd"] > 0
    assert lim.junit_cases()["model-cost"]["properties"]["cost_usd"] == str(rec["cost_usd"])


@needs("limits")
def test_time_limit_clips_commands_and_ends_as_agent_timeout(runs):
    lim = bench(runs, "limits")
    rec = lim.result("model-timeout")
    assert (rec["end_reason"], rec["failure_mode"]) == ("agent_timeout", "agent_timeout")
    obs = lim.events("model-timeout", "observation")[0]
    assert obs["timed_out"] is True and obs["timeout_s"] <= 12 and "all the time left" in obs["status"]


@needs("auth")
def test_authentication_error_stops_the_whole_run_with_one_line(runs):
    auth = bench(runs, "auth")
    assert auth.returncode != 0
    rec = auth.result("model-auth-a")
    line = ("model provider rejected the API key for openai/scripted: check OPENAI_API_KEY "
            "(AuthenticationError:")
    assert rec["outcome"] == "error" and rec["error"].startswith(line)
    assert not (auth.run_dir / "model-auth-b").exists()  # never started
    assert f"deploybench: {line}" in auth.output
    assert len(auth.server.requests) == 1  # not retried


@needs("mlab")
def test_mlagentbench_profile_with_research_format_and_helper_model(runs):
    m = bench(runs, "mlab")
    rec = m.result("model-mlab")
    assert (rec["outcome"], rec["end_reason"]) == ("passed", "submitted"), m.output
    assert rec["agent_summary"] == "MODE=full; total 4242"
    assert rec["agent_extra"]["tools"] == "mlagentbench" and rec["agent_extra"]["helper_calls"] == 2
    system = m.server.requests_for("model-mlab")[0]["body"]
    assert "Research Plan and Status:" in system["messages"][0]["content"]
    assert {t["function"]["name"] for t in system["tools"]} >= {"Edit_Script_AI", "Final_Answer", "List_Files"}
    helpers = m.events("model-mlab", "helper_response")
    assert [h["purpose"] for h in helpers] == ["understand_file", "edit_script"]
    assert "+MODE=full" in m.tool_messages("model-mlab", 6)[-1]  # the diff of Edit Script (AI)
    assert "lacked Reflection, Research Plan and Status, Fact Check, Thought" in m.tool_messages("model-mlab", 7)[-1]
    assert "total=4242" in m.tool_messages("model-mlab", 9)[-1]
    final = m.events("model-mlab", "tool_call")[-1]
    assert (final["tool"], final["native"]) == ("Final_Answer", False)  # parsed from the text


@needs("big", "small")
def test_a_command_printing_50_mb_stays_in_bounded_memory_and_is_cut_for_the_model(runs):
    big, small = bench(runs, "big"), bench(runs, "small")
    rec = big.result("model-bigout")
    assert rec["end_reason"] == "submitted" and rec["model"] == "openai/scripted", big.output
    obs = big.events("model-bigout", "observation")[0]
    assert obs["output_bytes"] >= BIG_BYTES and obs["cut_for_model"] is True
    side = big.record_dir("model-bigout") / obs["output_file"]
    assert side.stat().st_size >= BIG_BYTES and side.read_bytes()[-18:] == b"END-OF-BIG-OUTPUT\n"
    assert (big.record_dir("model-bigout") / "trajectory.jsonl").stat().st_size < 4 * 1024 * 1024
    shown = big.tool_messages("model-bigout", 2)[0]
    assert len(shown) < 16_000 + 500 and "END-OF-BIG-OUTPUT" in shown and "[exit code 0]" in shown
    assert "output cut by deploybench" in shown and f"of {obs['output_bytes']:,} bytes omitted" in shown
    # the whole pytest process peaked within 30 MB of the same run printing 500 bytes
    assert small.result("model-bigout")["end_reason"] == "submitted"
    assert big.maxrss_kb - small.maxrss_kb < 30 * 1024, (big.maxrss_kb, small.maxrss_kb)


@needs("a")
def test_agent_loop_overhead_and_timings_are_recorded(runs):
    rec = bench(runs, "a").result("model-deploy")
    extra = rec["agent_extra"]
    assert extra["model_s"] > 0 and extra["tools_s"] > 0 and extra["loop_overhead_s"] >= 0
    steps = [e for e in runs["a"].events("model-deploy", "timings")]
    assert len(steps) == 7 and all({"model_s", "tools_s", "overhead_s"} <= set(s) for s in steps)


# -- the loop's parts, without containers ----------------------------------------------------------

def test_choosing_another_agent_never_imports_litellm():
    code = ("import sys; from pytest_deploybench.agents.registry import resolve; "
            "from pytest_deploybench.agents.base import AgentOptions; resolve('oracle'); "
            "agent = resolve('claude')(AgentOptions(name='claude')); "
            "assert agent.config.model == 'anthropic/claude-sonnet-5'; "
            "assert 'litellm' not in sys.modules, 'litellm imported'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)


def test_aliases_name_models_litellm_prices_and_that_call_tools():
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    from pytest_deploybench.agents.model.models import ALIASES

    for alias, model in ALIASES.items():
        info = litellm.get_model_info(model)
        assert info["input_cost_per_token"] and info["supports_function_calling"], alias


def test_model_names_and_overrides():
    from pytest_deploybench.agents.base import AgentOptions
    from pytest_deploybench.agents.model.config import ModelAgentConfig
    from pytest_deploybench.errors import FatalRunError

    def cfg(**kw):
        return ModelAgentConfig.from_options(AgentOptions(**kw))

    assert cfg(name="gpt").model == "openai/gpt-5.5"
    assert cfg(name="claude", model="anthropic/claude-opus-4-8").model == "anthropic/claude-opus-4-8"
    assert cfg(name="llm", model="gemini").model == "gemini/gemini-3.1-pro-preview"
    with pytest.raises(FatalRunError, match="--agent=llm needs --model"):
        cfg(name="llm")
    c = cfg(name="llm", model="openai/x", agent_args={"temperature": "0", "reasoning_effort": "high",
                                                      "thinking": '{"type": "disabled"}', "observation_chars": "5000"})
    assert c.params == {"temperature": 0, "reasoning_effort": "high", "thinking": {"type": "disabled"}}
    assert c.observation_chars == 5000
    with pytest.raises(FatalRunError, match="keys never go on the command line"):
        cfg(name="llm", model="openai/x", agent_args={"api_key": "sk-1"})
    with pytest.raises(FatalRunError, match="unknown tool profile"):
        cfg(name="claude", tools="swe")


def test_missing_provider_key_stops_the_run_before_any_call(monkeypatch):
    from pytest_deploybench.agents.model.config import RetrySettings
    from pytest_deploybench.agents.model.provider import Provider
    from pytest_deploybench.agents.model.redact import Redactor
    from pytest_deploybench.errors import FatalRunError

    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    provider = Provider("anthropic/claude-sonnet-5", api_base=None, params={}, retry=RetrySettings(), redactor=Redactor())
    with pytest.raises(FatalRunError, match="ANTHROPIC_API_KEY is not set"):
        provider.preflight()
    waits = [provider.backoff(n) for n in range(1, 12)]
    assert all(0 < w <= RetrySettings().max_s for w in waits) and waits[0] <= RetrySettings().initial_s


def test_tool_results_keep_head_and_tail_and_say_what_was_cut():
    from pytest_deploybench.agents.model.toolkit import cut_for_model

    assert cut_for_model("short", 100) == ("short", False)
    text = "".join(f"line {i}\n" for i in range(10_000))
    shown, cut = cut_for_model(text, 1000)
    assert cut and len(shown) < 1300 and shown.startswith("line 0\n") and shown.endswith("line 9999\n")
    assert f"of {len(text):,} bytes omitted" in shown
    shown, cut = cut_for_model("head...tail", 1000, total_bytes=5_000_000)  # a capped view of a larger output
    assert cut and "of 5,000,000 bytes omitted" in shown


def test_tool_arguments_are_checked():
    from pytest_deploybench.agents.model.toolkit import ToolArgError
    from pytest_deploybench.agents.model.tools import TOOLS

    bash = TOOLS[0]
    assert bash.check('{"command": "ls", "timeout": "30"}') == {"command": "ls", "timeout": 30}
    assert bash.check({"command": "ls"}) == {"command": "ls", "timeout": 600}
    for raw, message in (("[1]", "JSON object"), ('{"command": 1}', "must be a string"),
                         ('{"command": "ls", "timeout": true}', "must be an integer"),
                         ("[" * 100_000, "cannot be read"),  # nested past the recursion limit
                         ('{"command": ' + "1" * 5000 + "}", "cannot be read")):  # int over 4300 digits
        with pytest.raises(ToolArgError, match=message):
            bash.check(raw)
    assert [t.name for t in TOOLS] == ["bash", "view", "create", "str_replace", "submit"]
    assert TOOLS[1].schema()["function"]["parameters"]["required"] == ["path"]


def test_context_trimming_elides_oldest_observations_first():
    from pytest_deploybench.agents.model.context import Conversation

    conv = Conversation(system="s" * 300, task="t" * 300)
    for i in range(6):
        conv.add_assistant({"role": "assistant", "content": None, "tool_calls": [
            {"id": f"c{i}", "type": "function", "function": {"name": "create", "arguments": json.dumps(
                {"path": "f", "content": "x" * 3000})}}]})
        conv.add_tool_result(f"c{i}", f"obs{i} " + "y" * 3000)
    changed, fits = conv.fit(window=8_000, keep_recent=3)
    assert fits and changed > 0
    contents = [m["content"] for m in conv.messages if m["role"] == "tool"]
    assert contents[0].startswith("[deploybench elided") and contents[-1].startswith("obs5")
    assert json.loads(conv.messages[2]["tool_calls"][0]["function"]["arguments"])["path"] == "f"
    # deeper trimming ends: every level changes each message at most once
    rounds = 0
    while conv.shrink(keep_recent=3):
        rounds += 1
        assert rounds < 20
    assert [m["content"] for m in conv.messages if m["role"] == "tool"][-1].startswith("obs5")
    # when nothing can help, say so
    tiny = Conversation(system="s" * 30_000, task="t")
    assert tiny.fit(window=1_000, keep_recent=3) == (0, False)
    assert tiny.shrink(keep_recent=3) == 0


def test_mlagentbench_text_actions_and_format_reminders():
    from pytest_deploybench.agents.model.mlagentbench import format_reminder, text_calls

    calls = text_calls('Thought: x\nAction: Edit Script (AI)\nAction Input: {"script_name": "a.py", '
                       '"edit_instruction": "y", "save_name": "a.py"}\nextra words')
    assert calls[0].name == "Edit_Script_AI" and json.loads(calls[0].arguments)["save_name"] == "a.py"
    assert text_calls("no action here") == []
    full = "Reflection: a\nResearch Plan and Status: b\nFact Check: c\nThought: d\n"
    assert format_reminder(full) is None
    assert "lacked Fact Check" in format_reminder(full.replace("Fact Check", "Facts"))


def test_redactor_scrubs_secret_environment_values():
    from pytest_deploybench.agents.model.redact import Redactor

    r = Redactor.from_environment({"MY_API_KEY": "abcdefgh123", "HOME": "/root", "GH_TOKEN": "short"})
    assert r.value({"a": ["x abcdefgh123 y"], "b": 1}) == {"a": ["x [redacted] y"], "b": 1}
    assert r.text("/root short") == "/root short"  # not secret-named, or too short to scrub safely


def test_anthropic_requests_carry_cache_breakpoints_and_keep_thinking_blocks(monkeypatch):
    """The Anthropic path of litellm, against a stub of the Messages API: prompt-cache breakpoints
    on the system prompt and the latest message, thinking blocks sent back with the tool result."""
    import threading
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    from pytest_deploybench.agents.model.config import RetrySettings
    from pytest_deploybench.agents.model.loop import _Attempt
    from pytest_deploybench.agents.model.provider import Provider
    from pytest_deploybench.agents.model.redact import Redactor
    from pytest_deploybench.agents.model.tools import PROFILE

    bodies = []

    class Messages(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def do_POST(self):
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            bodies.append(body)
            reply = {"id": "msg_1", "type": "message", "role": "assistant", "model": body["model"],
                     "stop_reason": "tool_use",
                     "content": [{"type": "thinking", "thinking": "hmm", "signature": "sig-1"},
                                 {"type": "tool_use", "id": f"toolu_{len(bodies)}", "name": "bash",
                                  "input": {"command": "true"}}],
                     "usage": {"input_tokens": 100, "output_tokens": 20, "cache_read_input_tokens": 800}}
            data = json.dumps(reply).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    server = ThreadingHTTPServer(("127.0.0.1", 0), Messages)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    monkeypatch.setenv("ANTHROPIC_API_KEY", OTHER_SECRET)
    try:
        provider = Provider("anthropic/claude-sonnet-5", api_base=f"http://127.0.0.1:{server.server_port}",
                            params={}, retry=RetrySettings(), redactor=Redactor())
        messages = [{"role": "system", "content": "system"}, {"role": "user", "content": "Task id: t"}]
        first = provider.complete(messages, PROFILE.schemas(), time_left=60)
        assert (first.usage.cached_tokens, first.usage.output_tokens) == (800, 20) and first.cost_usd > 0
        messages += [_Attempt._assistant_message(first),
                     {"role": "tool", "tool_call_id": first.tool_calls[0].id, "content": "[exit code 0]"}]
        provider.complete(messages, PROFILE.schemas(), time_left=60)
    finally:
        server.shutdown()
    second = bodies[1]
    assert second["system"][0]["cache_control"] == {"type": "ephemeral"}
    assert second["messages"][-1]["content"][0]["cache_control"] == {"type": "ephemeral"}
    assert second["messages"][1]["content"][0] == {"type": "thinking", "thinking": "hmm", "signature": "sig-1"}
