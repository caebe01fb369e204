"""The task specification: task.yaml as pydantic models, loading and validation.

`load_task(dir)` returns a `Task` (the parsed spec plus its paths) or raises `TaskSpecError` whose
message is one line naming the file, the field and what is wrong.
"""

from __future__ import annotations

import datetime
import re
import warnings
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path, PurePosixPath
from typing import Annotated, Any, Literal

import yaml
from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Discriminator,
    Field,
    Tag,
    ValidationError,
    field_validator,
    model_validator,
)

from . import constants as C
from .errors import TaskSpecError
from .outcome import FailureMode
from .text import plural

KEBAB = r"^[a-z0-9]+(-[a-z0-9]+)*$"
MEMORY = r"^[0-9]+(\.[0-9]+)?[bkmgBKMG]?$"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _relative_path(value: str) -> str:
    p = PurePosixPath(value)
    if not value or p.is_absolute() or ".." in p.parts:
        raise ValueError(f"{value!r} must be a relative path inside workdir, without '..'")
    return value


RelPath = Annotated[str, Field(min_length=1)]


class NetworkPolicy(StrEnum):
    """What the agent's sandbox may reach (docs/TASK_FORMAT.md, "Network policy"). The verify phase
    always runs with none."""

    REGISTRIES = "registries"  # the package registries the host is configured for, nothing else
    NONE = "none"  # no network at all
    OPEN = "open"  # unrestricted; recorded, and results are not comparable with the other two

    def __str__(self) -> str:
        return self.value


class NetworkPolicyDeprecation(FutureWarning):
    """`network: true|false` in a task.yaml (say registries or none)."""


def _network_policy(value: Any) -> Any:
    """The deprecated booleans, read as their policies (parse_spec warns, naming the file)."""
    if isinstance(value, bool):
        return NetworkPolicy.REGISTRIES if value else NetworkPolicy.NONE
    return value


class Requires(_Model):
    gpus: int = Field(0, ge=0)
    cpus: float = Field(2, gt=0)
    memory: str = Field("4g", pattern=MEMORY)
    pids: int = Field(C.DEFAULT_PIDS_LIMIT, ge=16)
    disk: str = Field(
        C.DEFAULT_DISK_LIMIT,
        pattern=MEMORY,
        description="most the sandbox may write (its writable layer); over it, the attempt ends as disk_limit",
    )


class Timeouts(_Model):
    agent: int = Field(1800, gt=0, description="seconds for the agent phase")
    verify: int = Field(600, gt=0, description="seconds for the verify phase")


class Paper(_Model):
    title: str
    venue: str | None = None
    year: int | None = None
    url: str | None = None


class Timing(_Model):
    """Speed-up tasks: at verification the agent's version and the untouched starter (in a twin
    sandbox) run in turns, `repeat` runs each, timed on the host's clock and by CPU time
    (docs/TASK_FORMAT.md, "Timing")."""

    repeat: int = Field(3, ge=1, le=10)


class Experiment(_Model):
    command: str = Field(min_length=1)
    protected: list[RelPath] = []
    outputs: list[RelPath] = []
    timeout: int | None = Field(None, gt=0)
    timing: Timing | None = None

    @field_validator("protected", "outputs")
    @classmethod
    def _paths(cls, v: list[str]) -> list[str]:
        return [_relative_path(p) for p in v]


Number = float


class Approx(_Model):
    value: Number
    rel: Number | None = Field(None, ge=0)
    abs: Number | None = Field(None, ge=0)

    def tolerance(self) -> float:
        if self.rel is None and self.abs is None:
            return 1e-6 * abs(self.value)
        return max((self.rel or 0.0) * abs(self.value), self.abs or 0.0)


class _Compare(_Model):
    """Comparisons shared by json and csv checks; at least one must be given."""

    equals: Any = None
    approx: Approx | None = None
    min: Number | None = None
    max: Number | None = None

    @model_validator(mode="after")
    def _one_comparison(self):
        if self.equals is None and self.approx is None and self.min is None and self.max is None:
            raise ValueError("give at least one of equals, approx, min, max")
        return self


class RegexSpec(_Model):
    pattern: str
    stream: Literal["stdout", "stderr"] | None = None
    file: RelPath | None = None
    min: dict[str, Number] = {}
    max: dict[str, Number] = {}
    equals: dict[str, Number] = {}
    approx: dict[str, Approx] = {}

    @model_validator(mode="after")
    def _source_and_groups(self):
        if (self.stream is None) == (self.file is None):
            raise ValueError("give exactly one of stream (stdout|stderr) or file")
        try:
            rx = re.compile(self.pattern)
        except re.error as e:
            raise ValueError(f"pattern does not compile: {e}") from None
        for bound in ("min", "max", "equals", "approx"):
            for group in getattr(self, bound):
                if group not in rx.groupindex:
                    raise ValueError(f"{bound} names group {group!r}, which the pattern lacks")
        if self.file is not None:
            _relative_path(self.file)
        return self


class JsonSpec(_Compare):
    file: RelPath
    path: str = ""


class CsvSpec(_Compare):
    file: RelPath
    column: str
    row: int | dict[str, str | int | float]


class ExitCodeCheck(_Model):
    exit_code: int


class FileExistsCheck(_Model):
    file_exists: RelPath | list[RelPath]

    def paths(self) -> list[str]:
        return [self.file_exists] if isinstance(self.file_exists, str) else list(self.file_exists)


class RegexCheck(_Model):
    regex: RegexSpec


class JsonCheck(_Model):
    json_: JsonSpec = Field(alias="json")


class CsvCheck(_Model):
    csv: CsvSpec


class PythonCheck(_Model):
    python: RelPath


CHECK_KINDS = ("exit_code", "file_exists", "regex", "json", "csv", "python")


def _check_kind(value: Any) -> str | None:
    if isinstance(value, dict) and len(value) == 1:
        (key,) = value
        return key if key in CHECK_KINDS else None
    if isinstance(value, BaseModel):
        return next(iter(value.model_dump(by_alias=True)))
    return None


Check = Annotated[
    Annotated[ExitCodeCheck, Tag("exit_code")]
    | Annotated[FileExistsCheck, Tag("file_exists")]
    | Annotated[RegexCheck, Tag("regex")]
    | Annotated[JsonCheck, Tag("json")]
    | Annotated[CsvCheck, Tag("csv")]
    | Annotated[PythonCheck, Tag("python")],
    Discriminator(
        _check_kind,
        custom_error_type="check_kind",
        custom_error_message="a check is a mapping with one key, its kind: one of " + ", ".join(CHECK_KINDS),
    ),
]


class Score(_Model):
    python: RelPath
    baseline: Number
    higher_is_better: bool = True
    improve_by: Number = Field(0.10, ge=0)

    def target(self) -> float:
        step = self.improve_by * abs(self.baseline)
        return self.baseline + step if self.higher_is_better else self.baseline - step

    def reached(self, score: float) -> bool:
        return score >= self.target() if self.higher_is_better else score <= self.target()


DECIDED_BY_MAX_CHARS = 300


class Trial(_Model):
    """One blind trial of the task (docs/CALIBRATION.md): an agent that had never seen the task's
    files, through `--agent=external`, with the task's own time limit."""

    date: datetime.date
    agent: str = Field(min_length=1, description="what the agent was: model, harness, version; a person")
    outcome: Literal["passed", "failed", "error"]
    failure_mode: FailureMode = Field(description="as result.json says it: none when passed")
    agent_minutes: float = Field(ge=0, description="the agent phase's wall-clock minutes")
    steps: int = Field(ge=0, description="commands the agent ran")
    decided_by: str = Field(min_length=1, description="one line: what decided the outcome")
    run_id: str | None = Field(None, description="the run that holds the trial's records")
    attempt: int | None = Field(None, ge=1, description="the attempt's number in that run")

    @field_validator("decided_by", "agent")
    @classmethod
    def _one_line(cls, v: str) -> str:
        if "\n" in v.strip() or len(v) > DECIDED_BY_MAX_CHARS:
            raise ValueError(f"must be one line of at most {DECIDED_BY_MAX_CHARS} characters")
        return v.strip()

    @model_validator(mode="after")
    def _outcome_and_mode(self):
        pair = f"outcome {self.outcome} with failure_mode {self.failure_mode}"
        if (self.outcome == "passed") != (self.failure_mode == FailureMode.NONE):
            raise ValueError(f"{pair}: passed goes with none, and none with passed")
        if (self.outcome == "error") != (self.failure_mode == FailureMode.INFRA_ERROR):
            raise ValueError(f"{pair}: error goes with infra_error, and infra_error with error")
        if self.failure_mode == FailureMode.INTERRUPTED:
            raise ValueError("an interrupted attempt is not a trial; run it again")
        return self


class TaskSpec(_Model):
    """One task.yaml, format version 1 (docs/TASK_FORMAT.md)."""

    id: str = Field(pattern=KEBAB)
    kind: Literal["deploy", "improve"]
    domain: C.Domain
    difficulty: Literal["easy", "medium", "hard"]
    languages: list[Annotated[str, Field(pattern=r"^[a-z0-9_+#-]+$")]] = Field(min_length=1)
    legacy: bool = False
    requires: Requires = Requires()
    network: Annotated[NetworkPolicy, BeforeValidator(_network_policy)] = NetworkPolicy.REGISTRIES
    # ecosystems the task's difficulty relies on being unreachable under its network policy
    # (e.g. crates.io, CRAN, a model hub): TASKS.md rule 11
    assumes_unreachable: list[Annotated[str, Field(min_length=1)]] = []
    timeouts: Timeouts = Timeouts()
    image: str = "cpu"
    workdir: str
    oracle_seconds: float | None = Field(None, gt=0)
    # artifact paths (globs relative to artifact/) that are data or data generators outside data/
    # folders: `deploybench tasks list --size` leaves them out (TASKS.md rule 9)
    size_exclude: list[Annotated[str, Field(min_length=1)]] = []
    paper: Paper | None = None
    instructions: str = Field(min_length=1)
    experiment: Experiment
    checks: list[Check] = []
    score: Score | None = None
    # blind trials of the task, oldest first (docs/CALIBRATION.md): what its difficulty label follows
    calibration: list[Trial] = []

    @field_validator("workdir")
    @classmethod
    def _workdir(cls, v: str) -> str:
        p = PurePosixPath(v)
        if not p.is_absolute() or ".." in p.parts or p == PurePosixPath("/"):
            raise ValueError("must be an absolute path below / without '..', e.g. /workspace/NAME")
        return str(p)

    @model_validator(mode="after")
    def _kind_fields(self):
        if self.kind == "improve" and self.score is None:
            raise ValueError("kind: improve needs a score block (python, baseline)")
        if self.kind == "deploy" and self.score is not None:
            raise ValueError("score is only for kind: improve")
        if self.kind == "deploy" and not self.checks:
            raise ValueError("kind: deploy needs at least one check")
        return self

    # -- derived -------------------------------------------------------------------------------
    def markers(self) -> list[str]:
        names = [self.domain, self.difficulty] + [f"lang_{marker_safe(x)}" for x in self.languages]
        if self.legacy:
            names.append("legacy")
        if self.requires.gpus > 0:
            names.append("gpu")
        if self.network is not NetworkPolicy.NONE:
            names.append("network")
        if self.kind == "improve":
            names.append("improve")
        return names

    def check_files(self) -> list[tuple[str, str]]:
        """(field, path) of every file a check reads from the outputs."""
        out: list[tuple[str, str]] = []
        for i, check in enumerate(self.checks):
            if isinstance(check, FileExistsCheck):
                out += [(f"checks[{i}].file_exists", p) for p in check.paths()]
            elif isinstance(check, RegexCheck) and check.regex.file:
                out.append((f"checks[{i}].regex.file", check.regex.file))
            elif isinstance(check, JsonCheck):
                out.append((f"checks[{i}].json.file", check.json_.file))
            elif isinstance(check, CsvCheck):
                out.append((f"checks[{i}].csv.file", check.csv.file))
        return out

    def host_scripts(self) -> list[tuple[str, str]]:
        """(field, path) of every host-side python file the checks and the score load."""
        out = [(f"checks[{i}].python", c.python) for i, c in enumerate(self.checks) if isinstance(c, PythonCheck)]
        if self.score is not None:
            out.append(("score.python", self.score.python))
        return out


def marker_safe(name: str) -> str:
    return re.sub(r"[^a-z0-9_]", "_", name.replace("+", "p").replace("#", "sharp"))


@dataclass(frozen=True)
class Task:
    """A loaded task: its spec and where its files are on the host."""

    spec: TaskSpec
    root: Path

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def artifact_dir(self) -> Path:
        return self.root / C.ARTIFACT_DIR

    @property
    def environment_dir(self) -> Path:
        return self.root / C.ENVIRONMENT_DIR

    @property
    def verify_dir(self) -> Path:
        return self.root / C.VERIFY_DIR

    @property
    def verify_inputs_dir(self) -> Path:
        """The only part of verify/ that enters the sandbox (at verify time)."""
        return self.verify_dir / C.VERIFY_INPUTS_DIR

    @property
    def solution_script(self) -> Path:
        return self.root / C.SOLUTION_SCRIPT


def _loc(loc: tuple) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in CHECK_KINDS or part in ("function-after",):
            # discriminated-union tags repeat the kind; keep them readable: checks[1].json.path
            out += f".{part}" if not out.endswith(f".{part}") else ""
        else:
            out += f".{part}" if out else str(part)
    return out or "(top level)"


def _first_error(err: ValidationError) -> str:
    e = err.errors(include_url=False)[0]
    loc = tuple(p for p in e["loc"] if not (isinstance(p, str) and p.startswith("function-")))
    # pydantic reports the alias-less name for json checks; show what the user wrote
    loc = tuple("json" if p == "json_" else p for p in loc)
    msg = e["msg"]
    if msg.startswith("Value error, "):
        msg = msg[len("Value error, ") :]
    if e["type"] == "extra_forbidden":
        msg = "unknown field (typo?); see `deploybench tasks schema`"
    elif e["type"] == "missing":
        msg = "required field is missing"
    more = len(err.errors()) - 1
    return f"{_loc(loc)}: {msg}" + (f" (and {plural(more, 'more problem')})" if more else "")


def parse_spec(data: Any, source: str) -> TaskSpec:
    """Validate already-parsed YAML data. Raises TaskSpecError naming `source` and the field."""
    if not isinstance(data, dict):
        raise TaskSpecError(f"{source}: expected a mapping of fields at the top level, got {type(data).__name__}")
    checks = data.get("checks")
    if isinstance(checks, list):
        for i, check in enumerate(checks):
            if isinstance(check, dict) and len(check) == 1 and next(iter(check)) not in CHECK_KINDS:
                raise TaskSpecError(
                    f"{source}: checks[{i}]: unknown check kind {str(next(iter(check)))[:40]!r}; "
                    f"use one of {', '.join(CHECK_KINDS)}"
                )
    try:
        spec = TaskSpec.model_validate(data)
    except ValidationError as e:
        raise TaskSpecError(f"{source}: {_first_error(e)}") from None
    if isinstance(data.get("network"), bool):
        warnings.warn(
            f"{source}: network: {str(data['network']).lower()} is deprecated; write network: {spec.network.value}",
            NetworkPolicyDeprecation,
            stacklevel=2,
        )
    return spec


def load_task(root: Path, display_root: Path | None = None) -> Task:
    """Load and fully validate the task in directory `root` (schema and files on disk)."""
    root = Path(root)
    task_file = root / C.TASK_FILE
    shown = _shown(task_file, display_root)
    try:
        text = task_file.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise TaskSpecError(f"{shown}: file not found") from None
    except (OSError, UnicodeDecodeError) as e:
        raise TaskSpecError(f"{shown}: cannot read: {e}") from None
    try:
        try:  # libyaml when present: ten times faster, which collecting many tasks needs
            data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        except yaml.YAMLError:
            data = yaml.safe_load(text)  # the pure-Python parser words the error
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f" at line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(e, "problem", None) or str(e).splitlines()[0]
        raise TaskSpecError(f"{shown}: invalid YAML{where}: {problem}") from None
    spec = parse_spec(data, shown)
    task = Task(spec=spec, root=root)
    _check_files(task, shown)
    return task


def _shown(path: Path, display_root: Path | None) -> str:
    if display_root is not None:
        try:
            return str(path.relative_to(display_root))
        except ValueError:
            pass
    return str(path)


def _check_files(task: Task, shown: str) -> None:
    spec = task.spec
    if task.root.name != spec.id:
        raise TaskSpecError(f"{shown}: id: {spec.id!r} differs from the directory name {task.root.name!r}; rename one")
    if not task.artifact_dir.is_dir():
        raise TaskSpecError(f"{shown}: artifact/ is missing; put the research artifact in {task.artifact_dir}")
    if not task.solution_script.is_file():
        raise TaskSpecError(f"{shown}: solution/solve.sh is missing; every task needs its reference deployment")
    if spec.image not in ("cpu", "cuda") and not re.match(r"^[\w][\w.\-/:@]*$", spec.image):
        raise TaskSpecError(f"{shown}: image: {spec.image!r} is neither cpu, cuda nor an image reference")
    for field, rel in task.spec.host_scripts():
        path = task.root / rel
        if not path.is_file():
            raise TaskSpecError(f"{shown}: {field}: {rel} does not exist in the task directory")
    for i, rel in enumerate(spec.experiment.protected):
        if not (task.artifact_dir / rel.rstrip("/")).exists():
            raise TaskSpecError(
                f"{shown}: experiment.protected[{i}]: {rel} is not in artifact/; protect files the artifact ships"
            )
    outputs = [PurePosixPath(o.rstrip("/")) for o in spec.experiment.outputs]
    for field, rel in spec.check_files():
        _relative_path(rel)
        p = PurePosixPath(rel)
        if not any(p == o or o in p.parents for o in outputs):
            raise TaskSpecError(
                f"{shown}: {field}: {rel} is not under experiment.outputs, so the checks would never see it; "
                f"add it (or its folder) to outputs"
            )
