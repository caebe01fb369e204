"""schedlab: shared helpers for the host-side scripts (config files, QEMU)."""
import os
import shlex
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNEL = os.path.join(ROOT, "build", "schedlab.elf")


def read_kv(path):
    """KEY = VALUE lines, '#' comments; values keep inner spaces."""
    out = {}
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line or "=" not in line:
                continue
            k, v = line.split("=", 1)
            v = v.strip()
            if len(v) >= 2 and v[0] == v[-1] and v[0] in "\"'":
                v = v[1:-1]
            out[k.strip()] = v
    return out


def read_experiment(path):
    c = read_kv(path)
    ints = lambda k: [int(x) for x in c[k].split()]
    return {
        "seeds": ints("seeds"),
        "policies": c["policies"].split(),
        "ninter": int(c["ninter"]),
        "nbatch": int(c["nbatch"]),
        "ngamer": int(c["ngamer"]),
        "window": int(c["window"]),
        "rrq": int(c["rrq"]),
        "quanta": ints("quanta"),
        "allot": ints("allot"),
        "boost": int(c["boost"]),
    }


def bootargs_for(exp, seed, extra=""):
    parts = [
        "mode=exp",
        "seed=%d" % seed,
        "policies=%s" % ",".join(exp["policies"]),
        "ninter=%d" % exp["ninter"],
        "nbatch=%d" % exp["nbatch"],
        "ngamer=%d" % exp["ngamer"],
        "window=%d" % exp["window"],
        "rrq=%d" % exp["rrq"],
        "quanta=%s" % ",".join(map(str, exp["quanta"])),
        "allot=%s" % ",".join(map(str, exp["allot"])),
        "boost=%d" % exp["boost"],
    ]
    if extra:
        parts.append(extra)
    return " ".join(parts)


def qemu_command(machine, kernel, bootargs):
    qemu = machine.get("QEMU", "qemu-system-riscv64")
    if os.path.sep in qemu and not os.path.exists(qemu):
        raise SystemExit("emulator not found: %s (conf/machine.conf)" % qemu)
    if not os.path.basename(qemu).startswith("qemu-system-riscv64"):
        raise SystemExit("conf/machine.conf: QEMU must be a qemu-system-riscv64 binary")
    cmd = [qemu] + shlex.split(machine.get("QEMU_MACHINE", "-machine virt"))
    cmd += ["-nographic", "-kernel", kernel, "-append", bootargs]
    cmd += shlex.split(machine.get("QEMU_EXTRA", ""))
    return cmd


def boot(cmd, log_path, timeout):
    """Run one guest to completion; the serial console goes to log_path."""
    t0 = time.time()
    with open(log_path, "wb") as log:
        try:
            proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=log,
                                  stderr=subprocess.PIPE, timeout=timeout)
        except FileNotFoundError:
            raise SystemExit("cannot run %s" % cmd[0])
        except subprocess.TimeoutExpired:
            raise SystemExit("guest did not power off within %ss: %s" % (timeout, log_path))
    if proc.returncode != 0:
        raise SystemExit("qemu exited with %d:\n%s" % (
            proc.returncode, proc.stderr.decode(errors="replace")))
    return time.time() - t0
