"""Every constant of the harness in one place: labels, paths, limits, defaults."""

from __future__ import annotations

from typing import Literal, get_args

# Labels on every container, network and image the harness creates.
LABEL_RUN = "deploybench.run"
LABEL_TASK = "deploybench.task"
LABEL_SESSION = "deploybench.session"  # one pytest session of a run (its controller and workers)
LABEL_ATTEMPT = "deploybench.attempt"
LABEL_OWNER_PID = "deploybench.owner-pid"
LABEL_OWNER_HOST = "deploybench.owner-host"
LABEL_KIND = "deploybench.kind"  # base | task-image | sandbox | tools
LABEL_INPUT_HASH = "deploybench.input-hash"
# "1" on the sandboxes (and their egress points) of a run with --keep-containers: the orphan sweep
# that every run starts with leaves them alone; `deploybench cleanup --run-id ID` or `--all` removes them
LABEL_KEEP = "deploybench.keep"

# Base images, built locally when missing.
BASE_IMAGES = {
    "cpu": "deploybench/cpu:bookworm",
}
DEFAULT_CUDA_IMAGE = "nvidia/cuda:12.6.3-devel-ubuntu24.04"
DEBIAN_SUITE = "bookworm"
DEBOOTSTRAP_INCLUDE = "ca-certificates"
TASK_IMAGE_REPO = "deploybench-task"
AGENT_LAYER_REPO = "deploybench-agent"  # a task image with an installed agent on it: NAME:<base image id>
# Bump when the way task images are built changes, so old cache entries are not reused.
IMAGE_FORMAT_VERSION = "1"

# The harness's own tools in every sandbox: Debian's static busybox on a read-only volume, made once
# per engine from an image built on the cpu base image. The sandbox's first process (after every stop,
# too) and the harness's steps after the agent stopped run from there, never from a path the agent
# could write (docs/SECURITY.md, "Processes that survive the stop").
TOOLS_IMAGE = "deploybench/tools:bookworm-1"
TOOLS_VOLUME = "deploybench-tools-1"
SANDBOX_TOOLS_DIR = "/opt/deploybench-harness"
SANDBOX_BUSYBOX = f"{SANDBOX_TOOLS_DIR}/busybox"
SANDBOX_IDLE_COMMAND = (SANDBOX_BUSYBOX, "sleep", "2147483647")

# Paths inside the sandbox.
SANDBOX_CA_PATH = "/usr/local/share/deploybench/ca-bundle.crt"
SANDBOX_SOLUTION_DIR = "/opt/deploybench-solution"
SANDBOX_VERIFY_PARENT = "/var/lib"  # verify/ goes to a fresh root-only dir under it
CA_ENV_VARS = ("PIP_CERT", "SSL_CERT_FILE", "REQUESTS_CA_BUNDLE")

# Capabilities a sandbox keeps (all others are dropped): what apt, dpkg and services started
# by root need to install and run (file ownership, switching to service users, signals, low ports).
SANDBOX_CAPABILITIES = ("CHOWN", "DAC_OVERRIDE", "FOWNER", "FSETID", "KILL", "SETGID", "SETUID", "NET_BIND_SERVICE")

# Every sandbox with a network: apt gives up on a stalled connection and retries, instead of
# hanging until the agent's wall clock runs out (apt's own default waits on a dead mirror for long).
SANDBOX_APT_TIMEOUTS_CONF = "/etc/apt/apt.conf.d/80deploybench-timeouts"
SANDBOX_APT_TIMEOUTS = (
    b"// pytest-deploybench: a stalled download fails and is retried rather than hanging the attempt\n"
    b'Acquire::http::Timeout "60";\nAcquire::https::Timeout "60";\nAcquire::Retries "3";\n'
)

# network: registries: apt in the sandbox goes through the egress point (sandbox/docker/egress.py).
SANDBOX_APT_PROXY_CONF = "/etc/apt/apt.conf.d/01deploybench-egress"

# Before an attempt starts, how long to wait for an engine that does not answer (restarting).
ENGINE_WAIT_S = 30
LOCAL_ENGINE = "unix:///var/run/docker.sock"  # this host's engine, where DOCKER_HOST and --docker-host name none

# Limits.
DEFAULT_PIDS_LIMIT = 1024
EXEC_KILL_GRACE_S = 5  # `timeout -k` grace before SIGKILL
EXEC_HOST_GRACE_S = 15  # host gives up on an exec this long after its in-container timeout
EXEC_OUTPUT_CAP = 4 * 1024 * 1024  # bytes kept per stream (head and tail halves)
CHECK_TEXT_CAP = EXEC_OUTPUT_CAP
# What the host takes from a sandbox (the host as a target: docs/SECURITY.md). The outputs copied out
# after the experiment, at most:
OUTPUT_COPY_MAX_BYTES = 1024 * 1024 * 1024
OUTPUT_COPY_MAX_MEMBERS = 100_000
OUTPUT_COPY_TIMEOUT_S = 300
# a file a built-in check reads (json, csv, regex on a file): a bigger one fails the check
CHECK_FILE_MAX_BYTES = 64 * 1024 * 1024
# logs fed by the sandbox (verify.log, starter-timing.log, an installed agent's native log): head and
# tail kept, the middle cut with a marker
SANDBOX_LOG_CAP = 64 * 1024 * 1024
# the sandbox's own log (what its first process writes, or anything written to /proc/1/fd/1)
SANDBOX_LOG_OPTIONS = {"max-size": "1m", "max-file": "1"}
# What a sandbox may write (task.yaml requires.disk; its writable layer, as the engine measures it):
# overlay2 on ext4 has no quota, so a guard watches it and removes a sandbox over it (guard.py)
DEFAULT_DISK_LIMIT = "32g"
DISK_POLL_S = 5  # the guard looks at the host's free space this often (a statvfs: microseconds)
DISK_MEASURE_S = 60  # and measures the sandbox's layer (the engine walks it) at least this often
HOST_DISK_FLOOR_BYTES = 2 * 1024**3  # free space under which every guard measures at once
REFUSED_LOGGED = 50  # refused members of an output copy named one by one in verify.log

# Records.
DEFAULT_RUNS_DIR = "deploybench-runs"
RESULT_FILE = "result.json"
SUMMARY_FILE = "summary.json"
RUN_FILE = "run.json"
TRAJECTORY_FILE = "trajectory.jsonl"
AGENT_LOG = "agent.log"
VERIFY_LOG = "verify.log"
OUTPUTS_DIR = "outputs"
RESULT_SCHEMA_VERSION = 1

# Task files.
TASK_FILE = "task.yaml"
ARTIFACT_DIR = "artifact"
ENVIRONMENT_DIR = "environment"
VERIFY_DIR = "verify"
# Only verify/inputs/ enters the sandbox (at verify time, at a fresh root-only path named by
# DEPLOYBENCH_VERIFY_DIR): the experiment runs the agent's code, which can read whatever is staged.
# Everything else under verify/ (checks, scores, notes, references, labels, seeds) stays on the host.
VERIFY_INPUTS_DIR = "inputs"
VERIFY_DIR_ENV = "DEPLOYBENCH_VERIFY_DIR"
# The author's account of the task (its traps, its failed trials): host-only prose that no run reads.
TASK_NOTES = "verify/NOTES.md"
SOLUTION_SCRIPT = "solution/solve.sh"

# Task domains: the one list (TaskSpec.domain is typed by it).
Domain = Literal["ai_ml", "systems", "scientific"]
DOMAINS: tuple[str, ...] = get_args(Domain)

# The external agent (--agent=external, agents/external/): an attempt waits for `deploybench attempt`.
EXTERNAL_READY_FILE = "external.json"  # in the attempt's record folder: its name, socket and state
EXTERNAL_ATTEMPTS_DIR_ENV = "DEPLOYBENCH_ATTEMPTS_DIR"  # where waiting attempts are listed (a private folder)
EXTERNAL_ATTEMPT_ENV = "DEPLOYBENCH_ATTEMPT"  # the default of `deploybench attempt ... --attempt`
EXTERNAL_REQUEST_MAX_BYTES = 8 * 1024 * 1024  # one request to a waiting attempt (the channel's cap)
EXTERNAL_COMMAND_MAX_BYTES = 120 * 1024  # one exec's command: it is one argv string, and Linux takes 128 KiB
EXTERNAL_PUT_CHUNK_BYTES = 96 * 1024  # `attempt put`: base64 sent per step (a multiple of 4)
EXTERNAL_PUT_MAX_BYTES = 64 * 1024 * 1024  # `attempt put`: the largest file it copies
EXTERNAL_EXIT_TIMEOUT = 124  # `deploybench attempt exec`: the command timed out (as timeout(1) says it)
EXTERNAL_EXIT_ERROR = 125  # `deploybench attempt ...`: no such attempt, it has ended, or the channel broke
EXTERNAL_ENDED_KEEP_S = 7 * 24 * 3600  # an ended attempt's entry stays listed (for its status) this long

# The egress point's access log (sandbox/docker/egress.py), read for each attempt's figures: never
# whole, never past a bound; rotated once that much was read, so the sidecar's disk holds little of it.
EGRESS_LOG_READ_CHUNK = 4 * 1024 * 1024  # bytes one exec reads
EGRESS_LOG_READ_MAX = 64 * 1024 * 1024  # bytes one reading folds; the rest is skipped and counted
EGRESS_LOG_ROTATE_BYTES = 16 * 1024 * 1024
EGRESS_REFUSED_HOSTS_KEPT = 100  # refused host names kept by name per attempt; the rest as "(other hosts)"
# Blind trials (task.yaml `calibration:`, docs/CALIBRATION.md): the difficulty a pass rate supports.
CALIBRATION_HARD_MAX_PASS_RATE = 0.25  # hard: at most this share of trials passed
CALIBRATION_MEDIUM_MAX_PASS_RATE = 0.60  # medium: at most this; easy above it

# The model gateway (gateway/server.py): what one agent's requests may make this host hold or write.
GATEWAY_MAX_BODY_BYTES = 32 * 1024 * 1024  # one request body (Anthropic's own cap for a Messages request)
GATEWAY_LEDGER_ENTRY_MAX_BYTES = 1024 * 1024  # one gateway.jsonl line; longer ones are clipped
GATEWAY_LEDGER_MAX_BYTES = 256 * 1024 * 1024  # one attempt's gateway.jsonl; past it, lines without bodies
