"""The `deploybench` command: task-suite tools and housekeeping (runs happen through pytest)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from . import constants as C
from .errors import DeployBenchError, TaskSpecError
from .text import plural


def find_task_dirs(paths: tuple[str, ...]) -> list[Path]:
    """Task directories under `paths` (`collect.is_task_dir`, as pytest collects them; a task
    directory is not searched further)."""
    from .collect import is_task_dir

    found: list[Path] = []

    def walk(d: Path) -> None:
        if is_task_dir(d):
            found.append(d)
            return
        for child in sorted(p for p in d.iterdir() if p.is_dir() and not p.name.startswith(".")):
            walk(child)

    for raw in paths:
        p = Path(raw)
        if not p.is_dir():
            raise click.BadParameter(f"{raw}: no such directory", param_hint="PATH")
        walk(p)
    return found


@click.group()
@click.version_option(package_name="pytest-deploybench")
def main() -> None:
    """pytest-deploybench: benchmark LLM agents on deploying research artifacts.

    Runs go through pytest: `pytest --agent=oracle tasks`. This command manages the task suite
    and the leftovers of runs.
    """


@main.group()
def tasks() -> None:
    """Inspect and validate task directories."""


@tasks.command("schema")
@click.option("-o", "--output", type=click.Path(dir_okay=False, writable=True), help="write to a file")
def tasks_schema(output: str | None) -> None:
    """Print the JSON Schema of task.yaml (for editors)."""
    from .spec import TaskSpec

    schema = TaskSpec.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "pytest-deploybench task.yaml (format v1)"
    text = json.dumps(schema, indent=2) + "\n"
    if output:
        Path(output).write_text(text)
    else:
        click.echo(text, nl=False)


@tasks.command("validate")
@click.argument("paths", nargs=-1)
def tasks_validate(paths: tuple[str, ...]) -> None:
    """Validate every task under PATHS (default: tasks): the schema and files, then the validity
    lints (host-side material staged, unstaged verify inputs, instructions that describe the
    verification). One line per problem, exit 1 if any."""
    import warnings

    from .collect import duplicate_id
    from .spec import load_task
    from .validity import lint_task

    dirs = find_task_dirs(paths or ("tasks",))
    bad = 0
    ids: dict[str, str] = {}
    for d in dirs:
        try:
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                task = load_task(d, display_root=Path.cwd())
            duplicate = duplicate_id(ids, task.id, d)
            if duplicate:
                raise TaskSpecError(duplicate)
        except TaskSpecError as e:
            bad += 1
            click.echo(f"invalid: {e}", err=True)
            continue
        for w in caught:
            click.echo(f"warning: {w.message}", err=True)
        findings = lint_task(task)
        for finding in findings:
            click.echo(f"unsafe: {_shown_dir(d)}: {finding}", err=True)
        bad += bool(findings)
    click.echo(f"{len(dirs) - bad} valid, {plural(bad, 'invalid task')}")
    sys.exit(1 if bad else 0)


def _shown_dir(d: Path) -> str:
    try:
        return str(d.resolve().relative_to(Path.cwd()))
    except ValueError:
        return str(d)


@tasks.command("list")
@click.argument("paths", nargs=-1)
@click.option("--format", "fmt", type=click.Choice(["table", "markdown", "json"]), default="table")
@click.option("--size", is_flag=True, help="also each artifact's lines and files, without data (TASKS.md rule 9)")
@click.option(
    "--calibration",
    is_flag=True,
    help="the blind trials instead (docs/CALIBRATION.md): per task, per difficulty and per domain",
)
def tasks_list(paths: tuple[str, ...], fmt: str, size: bool, calibration: bool) -> None:
    """List the tasks under PATHS (default: tasks) with their metadata."""
    from .spec import load_task
    from .tasksize import artifact_size

    rows: list[dict[str, str | int | float]] = []
    counts: dict[str, int] = {}  # tasks by domain
    specs = []
    for d in find_task_dirs(paths or ("tasks",)):
        try:
            task = load_task(d)
        except TaskSpecError as e:
            click.echo(f"invalid: {e}", err=True)
            continue
        s = task.spec
        specs.append(s)
        if calibration:
            continue
        rows.append(
            {
                "id": s.id,
                "domain": s.domain,
                "kind": s.kind,
                "difficulty": s.difficulty,
                "languages": ",".join(s.languages),
                "legacy": "yes" if s.legacy else "no",
                "gpus": s.requires.gpus,
                "oracle_s": s.oracle_seconds or "",
            }
        )
        if size:
            measured = artifact_size(task.artifact_dir, s.size_exclude)
            rows[-1].update(lines=measured.lines, files=measured.files)
        counts[s.domain] = counts.get(s.domain, 0) + 1
    if calibration:
        _calibration_tables(specs, fmt)
        return
    if fmt == "json":
        click.echo(json.dumps(rows, indent=2))
        return
    cols = ["id", "domain", "kind", "difficulty", "languages", "legacy", "gpus", "oracle_s"]
    cols += ["lines", "files"] if size else []
    if fmt == "markdown":
        click.echo("| " + " | ".join(cols) + " |")
        click.echo("|" + "---|" * len(cols))
        for r in rows:
            click.echo("| " + " | ".join(str(r[c]) for c in cols) + " |")
    else:
        widths = {c: max([len(c)] + [len(str(r[c])) for r in rows]) for c in cols}
        click.echo("  ".join(c.ljust(widths[c]) for c in cols))
        for r in rows:
            click.echo("  ".join(str(r[c]).ljust(widths[c]) for c in cols))
    click.echo(f"{len(rows)} tasks: " + ", ".join(f"{d} {n}" for d, n in sorted(counts.items())), err=fmt != "table")


def _calibration_tables(specs: list, fmt: str) -> None:
    """`tasks list --calibration`: trials per task, then per difficulty and per domain."""
    from .calibration import report

    tables = report(specs)
    if fmt == "json":
        click.echo(json.dumps(tables, indent=2))
        return
    figures = ["trials", "passed", "errors", "pass_rate", "median_min", "measured"]
    layout = {
        "tasks": ["id", "domain", "difficulty", *figures, "agrees"],
        "by_difficulty": ["difficulty", "tasks", "tried", *figures],
        "by_domain": ["domain", "tasks", "tried", *figures],
    }
    for n, (key, cols) in enumerate(layout.items()):
        rows = [{c: _cell(c, r.get(c)) for c in cols} for r in tables[key]]
        if n:
            click.echo()
        if fmt == "markdown":
            click.echo("| " + " | ".join(cols) + " |")
            click.echo("|" + "---|" * len(cols))
            for r in rows:
                click.echo("| " + " | ".join(r[c] for c in cols) + " |")
            continue
        widths = {c: max([len(c)] + [len(r[c]) for r in rows]) for c in cols}
        click.echo("  ".join(c.ljust(widths[c]) for c in cols).rstrip())
        for r in rows:
            click.echo("  ".join(r[c].ljust(widths[c]) for c in cols).rstrip())
    tried = sum(1 for s in specs if s.calibration)
    trials = sum(len(s.calibration) for s in specs)
    click.echo(f"{plural(trials, 'trial')} of {tried} of {plural(len(specs), 'task')}", err=fmt != "table")


def _cell(col: str, value: object) -> str:
    if value is None:
        return "-"
    if col == "pass_rate" and isinstance(value, float):
        return f"{100 * value:.0f}%"
    return str(value)


@tasks.command("calibrate")
@click.argument("result_json", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--agent", "agent", help="what the agent was (default: the attempt's --agent-arg who=)")
@click.option("--decided-by", required=True, help="one line: what decided the outcome")
@click.option(
    "--tasks-dir",
    "tasks_dirs",
    multiple=True,
    default=("tasks",),
    show_default=True,
    help="where to find the task (repeatable)",
)
def tasks_calibrate(result_json: Path, agent: str | None, decided_by: str, tasks_dirs: tuple[str, ...]) -> None:
    """Record a blind trial in its task's task.yaml, from the attempt's result.json.

    The entry (date, agent, outcome, failure mode, agent minutes, steps, decided_by, run) is
    appended as text at the end of the task.yaml's `calibration:` list; every other byte of the
    file stays as it was. See docs/CALIBRATION.md.
    """
    from .calibration import CalibrationError, append_trial, trial_from_result, write_text_atomically
    from .records import read_json, task_digest
    from .spec import load_task, parse_spec

    result = read_json(result_json)
    if result is None:
        raise click.ClickException(f"{result_json}: not a readable result.json")
    try:
        entry = trial_from_result(result, agent=agent, decided_by=decided_by, source=str(result_json))
    except CalibrationError as e:
        raise click.ClickException(str(e)) from None
    task_id = result.get("task_id")
    found = [d for d in find_task_dirs(tasks_dirs) if d.name == task_id]
    if not found:
        raise click.ClickException(
            f"{result_json}: task {task_id!r} is not under {', '.join(tasks_dirs)}; give --tasks-dir"
        )
    task_file = found[0] / C.TASK_FILE
    try:
        task = load_task(found[0])
    except TaskSpecError as e:
        raise click.ClickException(str(e)) from None
    if any(t.run_id == entry["run_id"] and t.attempt == entry["attempt"] for t in task.spec.calibration):
        raise click.ClickException(
            f"{task_file}: calibration: run {entry['run_id']} attempt {entry['attempt']} is already recorded"
        )
    if result.get("task_digest") and result["task_digest"] != task_digest(found[0]):
        click.echo(f"warning: {task_id} has changed since this trial (task_digest differs); recorded anyway", err=True)
    import yaml

    try:
        text = append_trial(task_file.read_text(encoding="utf-8"), entry, str(task_file))
        parse_spec(yaml.safe_load(text), str(task_file))  # the file stays valid, or is not written
    except (CalibrationError, TaskSpecError) as e:
        raise click.ClickException(str(e)) from None
    write_text_atomically(task_file, text)
    mode = entry["failure_mode"]
    verdict = entry["outcome"] + (f" ({mode})" if mode and mode != "none" else "")
    n = len(task.spec.calibration) + 1
    click.echo(
        f"{task_file}: trial {n} recorded: {verdict}, {entry['agent_minutes']} min, {plural(entry['steps'], 'step')}"
    )


@main.command()
@click.option("--runs-dir", default=C.DEFAULT_RUNS_DIR, show_default=True, help="where run records go")
@click.option("--ca-bundle", help="the CA bundle you pass to pytest, if any")
@click.option(
    "--docker-host", "docker_hosts", multiple=True, metavar="URL[=WORKERS]", help="check this engine (repeatable)"
)
def doctor(runs_dir: str, ca_bundle: str | None, docker_hosts: tuple[str, ...]) -> None:
    """Check this host: Docker engine, base images, whether network: registries can be enforced
    (egress network, egress image, the registries configuration gives), disk, GPUs, CA bundle,
    model API keys. With --docker-host, every engine given."""
    from .doctor import FAIL, run_doctor
    from .engines import parse_engine

    try:
        urls = tuple(parse_engine(h).url for h in docker_hosts)
    except DeployBenchError as e:
        raise click.UsageError(str(e)) from None
    findings = run_doctor(Path(runs_dir), ca_bundle, urls)
    width = max(len(f.name) for f in findings)
    for f in findings:
        click.echo(f"{f.status:<4}  {f.name:<{width}}  {f.detail}")
    if any(f.status == FAIL for f in findings):
        sys.exit(1)


@main.command()
@click.option("--run-id", help="only this run's containers")
@click.option("--all", "everything", is_flag=True, help="also containers of runs that may still be going")
def cleanup(run_id: str | None, everything: bool) -> None:
    """Remove leftover sandbox containers, listing what was removed.

    By default only containers whose owner process has ended (a crashed or killed run) and
    that were not kept with --keep-containers; with --run-id, that run's containers, kept ones
    included; with --all, every deploybench container.
    """
    from .sandbox.docker import DockerRuntime

    try:
        removed = DockerRuntime().remove_sandboxes(run_id, orphans_only=not (everything or run_id))
    except DeployBenchError as e:
        raise click.ClickException(str(e)) from None
    for name in removed:
        click.echo(f"removed {name}")
    click.echo(f"{plural(len(removed), 'container')} removed")


@main.command()
@click.argument("run_dir", type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option(
    "-o", "--output", type=click.Path(file_okay=False, path_type=Path), help="report folder (default: RUN_DIR/_report)"
)
def report(run_dir: Path, output: Path | None) -> None:
    """Write a static HTML report of a run, its plots as PNG and the results export.

    RUN_DIR is one run's folder (deploybench-runs/<run-id>). The report (OUTPUT/index.html)
    opens from disk with no server and no network. See docs/REPORT.md.
    """
    from .report import ReportError, build_report

    try:
        files = build_report(run_dir, output)
    except ReportError as e:
        raise click.ClickException(str(e)) from None
    click.echo(f"report of {plural(files.attempts, 'attempt')}: {files.index}")
    click.echo(f"plots: {files.index.parent / 'plots'}; results: {files.results_json}, {files.results_csv}")


@main.command()
@click.argument("runs", nargs=-1, required=True, type=click.Path(exists=True, file_okay=False, path_type=Path))
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["table", "csv", "json"]),
    default="table",
    help="what to print (default: a table)",
)
@click.option("--csv", "csv_path", type=click.Path(dir_okay=False, path_type=Path), help="also write CSV here")
@click.option("--json", "json_path", type=click.Path(dir_okay=False, path_type=Path), help="also write JSON here")
def compare(runs: tuple[Path, ...], fmt: str, csv_path: Path | None, json_path: Path | None) -> None:
    """Compare runs: per-task outcomes side by side, pass rates with 95% Wilson intervals,
    pass@k where tasks have several attempts, and the tasks that flipped against the first run."""
    from .report import ReportError
    from .report.compare import compare_runs, render

    try:
        result = compare_runs(list(runs))
    except ReportError as e:
        raise click.ClickException(str(e)) from None
    click.echo(render(result, fmt), nl=False)
    for path, kind in ((csv_path, "csv"), (json_path, "json")):
        if path is not None:
            path.write_text(render(result, kind), encoding="utf-8")
            click.echo(f"wrote {path}", err=True)


def _add_attempt_commands() -> None:
    from .agents.external.cli import attempt

    main.add_command(attempt)


_add_attempt_commands()


if __name__ == "__main__":
    main()
