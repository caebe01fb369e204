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
    m = read_kv(os.path.join(ROOT, "conf", "machine.conf"))
    qemu = m.get("QEMU_BIN", "qemu-system-i386")
    if not os.path.basename(qemu).startswith("qemu-system-"):
        sys.exit("machine.conf: QEMU_BIN must be a qemu-system-* emulator")
    return qemu, shlex.split(m.get("QEMU_ACCEL", "")), m.get("QEMU_MEM", "32")


def boot(cmdline, timeout=120):
    """Boot the kernel with the given command line; return its serial log."""
    if not os.path.exists(KERNEL):
        sys.exit("build/kernel.elf not found: build the kernel first (make)")
    qemu, accel, mem = machine()
    argv = [qemu] + accel + [
        "-m", str(mem), "-kernel", KERNEL, "-append", cmdline,
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
