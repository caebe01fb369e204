"""Shared pieces of the experiment drivers: configuration layers, the boot
ISO, one QEMU boot and the parser of the kernel's serial output.

Configuration is layered: conf/defaults.conf (kernel defaults shared by all
experiments), then the experiment's own file (conf/experiment.conf for
Figure 2), then keyword overrides of the driver. Every key that the kernel
knows is passed on its multiboot command line.
"""
import os
import shlex
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OK = (0x10 << 1) | 1          # isa-debug-exit status of a kernel that wrote DONE
KERNEL_KEYS = ("seed", "quanta", "work", "stride1", "scale", "join", "sched",
               "mlfq_levels", "mlfq_allot", "mlfq_boost", "trace")
INT_KEYS = {"seed", "quanta", "work", "stride1", "scale", "mlfq_levels", "mlfq_allot",
            "mlfq_boost", "trace"}


def read_conf(path):
    """key = value lines; '#' starts a comment."""
    out = {}
    with open(path) as fh:
        for line in fh:
            line = line.split("#", 1)[0].strip()
            if "=" in line:
                k, v = line.split("=", 1)
                out[k.strip()] = v.strip()
    return out


def layered_conf(*names, **overrides):
    conf = {}
    for name in ("defaults.conf",) + names:
        path = name if os.path.isabs(name) else os.path.join(ROOT, "conf", name)
        if os.path.exists(path):
            conf.update(read_conf(path))
    conf.update({k: str(v) for k, v in overrides.items()})
    for k in INT_KEYS & set(conf):
        conf[k] = int(conf[k], 0)
    return conf


def kernel_cmdline(conf, workload_args=""):
    words = []
    for k in KERNEL_KEYS:
        if k in conf and conf[k] != "":
            words.append("%s=%s" % (k, conf[k]))
    if workload_args:
        words.append(workload_args)
    return " ".join(words)


def kernel_path():
    kernel = os.path.join(ROOT, "build", "kernel.elf")
    if not os.path.exists(kernel):
        sys.exit("build/kernel.elf missing: build the kernel first")
    return kernel


def make_iso(cmdline, name="strideos.iso"):
    """Copy the kernel into iso/, write grub.cfg with `cmdline`, run grub-mkrescue."""
    iso_root = os.path.join(ROOT, "iso")
    os.makedirs(os.path.join(iso_root, "boot", "grub"), exist_ok=True)
    shutil.copy(kernel_path(), os.path.join(iso_root, "boot", "kernel.elf"))
    with open(os.path.join(iso_root, "boot", "grub", "grub.cfg"), "w") as fh:
        fh.write("set timeout=0\nset default=0\n\n"
                 "menuentry \"strideos\" {\n"
                 "    multiboot /boot/kernel.elf %s\n"
                 "    boot\n}\n" % cmdline)
    iso = os.path.join(ROOT, "build", name)
    p = subprocess.run(["grub-mkrescue", "-o", iso, iso_root], stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, universal_newlines=True)
    if p.returncode != 0 or not os.path.exists(iso):
        sys.stderr.write(p.stdout)
        sys.exit("grub-mkrescue failed")
    return iso


def boot(iso, timeout=900):
    """Boot the ISO; return the serial log (CR stripped). Exits on failure."""
    qemu = os.environ.get("QEMU_BIN", "qemu-system-i386")
    if not os.path.basename(qemu).startswith("qemu-system-"):
        sys.exit("QEMU_BIN must name a qemu-system-* emulator")
    argv = [qemu] + shlex.split(os.environ.get("QEMU_EXTRA", "")) + [
        "-cdrom", iso, "-boot", "d", "-display", "none", "-serial", "stdio", "-monitor", "none",
        "-no-reboot", "-device", "isa-debug-exit,iobase=0xf4,iosize=0x04"]
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        sys.exit("the kernel did not finish within %d s" % timeout)
    log = p.stdout.decode("ascii", "replace").replace("\r", "")
    if p.returncode != OK or "DONE" not in log:
        sys.stderr.write(log[-2000:])
        sys.stderr.write(p.stderr.decode("utf-8", "replace"))
        sys.exit("QEMU exited with %d (expected %d)" % (p.returncode, OK))
    return log


def parse_serial(log):
    """RESULT and SUMMARY lines -> (threads, summaries); threads keep the
    kernel's order, summaries are keyed by scheduler."""
    threads, summary = [], {}
    for line in log.splitlines():
        f = line.split()
        if not f or f[0] not in ("RESULT", "SUMMARY"):
            continue
        kv = dict(x.split("=", 1) for x in f[1:])
        if f[0] == "RESULT":
            threads.append(kv)
        else:
            summary[kv["sched"]] = {k: int(v) for k, v in kv.items() if k != "sched"}
    return threads, summary


def results_dir(sub=""):
    path = os.path.join(ROOT, "results", sub) if sub else os.path.join(ROOT, "results")
    os.makedirs(path, exist_ok=True)
    return path
