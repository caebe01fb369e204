"""Helpers shared by the experiment driver and the smoke test."""
import os
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNEL = os.path.join(ROOT, "build", "kernel.elf")
DEBUG_EXIT_OK = (0x10 << 1) | 1     # isa-debug-exit status for a clean finish


def read_kv(path, sep="="):
    out = {}
    with open(path) as fh:
        for line in fh:
            line = line.split("#", 1)[0].strip()
            if not line or sep not in line:
                continue
            k, v = line.split(sep, 1)
            v = v.strip()
            if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'":
                v = v[1:-1]
            out[k.strip()] = v
    return out


def machine():
    m = read_kv(os.environ.get("DGCLOCK_MACHINE") or os.path.join(ROOT, "conf", "machine.conf"))
    qemu = m.get("QEMU_BIN", "qemu-system-i386")
    if not os.path.basename(qemu).startswith("qemu-system-"):
        sys.exit("machine.conf: QEMU_BIN must be a qemu-system-* emulator")
    return {"qemu": qemu, "accel": shlex.split(m.get("QEMU_ACCEL", "")),
            "mem": m.get("QEMU_MEM", "32"), "extra": shlex.split(m.get("QEMU_EXTRA", "")),
            "kernel_args": m.get("KERNEL_ARGS", "").strip()}


def boot(cmdline, timeout=120):
    """Boot the kernel with the given command line; return its serial log.

    KERNEL_ARGS from machine.conf are appended to the command line (machine
    specific options such as swap= or scale=; see docs/kernel-options.md)."""
    if not os.path.exists(KERNEL):
        sys.exit("build/kernel.elf not found: build the kernel first (make)")
    m = machine()
    qemu = m["qemu"]
    if m["kernel_args"]:
        cmdline = cmdline + " " + m["kernel_args"]
    argv = [qemu] + m["accel"] + m["extra"] + [
        "-m", str(m["mem"]), "-kernel", KERNEL, "-append", cmdline,
        "-display", "none", "-serial", "stdio", "-monitor", "none",
        "-no-reboot", "-device", "isa-debug-exit,iobase=0xf4,iosize=0x04",
    ]
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
    except FileNotFoundError:
        sys.exit("emulator not found: %s (see conf/machine.conf)" % qemu)
    except subprocess.TimeoutExpired:
        sys.exit("kernel did not finish within %d s (cmdline %r)" % (timeout, cmdline))
    log = p.stdout.decode("ascii", "replace").replace("\r", "")
    if p.returncode != DEBUG_EXIT_OK:
        sys.stderr.write(log + p.stderr.decode("utf-8", "replace"))
        sys.exit("emulator exited with status %d (expected %d)" % (p.returncode, DEBUG_EXIT_OK))
    return log


def parse_results(log):
    rows = []
    for line in log.splitlines():
        if line.startswith("RESULT "):
            rows.append(dict(kv.split("=", 1) for kv in line.split()[1:]))
    return rows


def parse_config(log):
    """The kernel's 'config ...' line as a dict of ints (None if missing)."""
    for line in log.splitlines():
        if line.startswith("config "):
            return {k: int(v) for k, v in (kv.split("=", 1) for kv in line.split()[1:])}
    return None


def experiment_conf(name="experiment.conf"):
    conf = read_kv(os.path.join(ROOT, "conf", name))
    return {"seeds": [int(s) for s in conf["seeds"].split()],
            "frames": int(conf["frames"]), "pages": int(conf["pages"]),
            "length": int(conf["length"])}
