#!/usr/bin/env python3
"""Build the boot ISO with the run's kernel command line, boot it under QEMU
and turn the serial log into the data of Figure 2."""
import csv
import json
import os
import shlex
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OK = (0x10 << 1) | 1


def read_conf(path):
    out = {}
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if "=" in line:
            k, v = line.split("=", 1)
            out[k.strip()] = v.strip()
    return out


def main():
    conf = read_conf(os.path.join(ROOT, "conf", "experiment.conf"))
    cmdline = "seed=%d quanta=%d work=%d" % (int(conf["seed"]), int(conf["quanta"]), int(conf["work"]))
    kernel = os.path.join(ROOT, "build", "kernel.elf")
    if not os.path.exists(kernel):
        sys.exit("build/kernel.elf missing: build the kernel first")
    iso_root = os.path.join(ROOT, "iso")
    shutil.copy(kernel, os.path.join(iso_root, "boot", "kernel.elf"))
    with open(os.path.join(iso_root, "boot", "grub", "grub.cfg"), "w") as fh:
        fh.write("set timeout=0\nset default=0\n\n"
                 "menuentry \"strideos\" {\n"
                 "    multiboot /boot/kernel.elf %s\n"
                 "    boot\n}\n" % cmdline)
    iso = os.path.join(ROOT, "build", "strideos.iso")
    p = subprocess.run(["grub-mkrescue", "-o", iso, iso_root], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       universal_newlines=True)
    if p.returncode != 0 or not os.path.exists(iso):
        sys.stderr.write(p.stdout)
        sys.exit("grub-mkrescue failed")

    qemu = os.environ.get("QEMU_BIN", "qemu-system-i386")
    if not os.path.basename(qemu).startswith("qemu-system-"):
        sys.exit("QEMU_BIN must name a qemu-system-* emulator")
    argv = [qemu] + shlex.split(os.environ.get("QEMU_EXTRA", "")) + [
        "-cdrom", iso, "-boot", "d", "-display", "none", "-serial", "stdio", "-monitor", "none",
        "-no-reboot", "-device", "isa-debug-exit,iobase=0xf4,iosize=0x04"]
    print("booting:", cmdline, flush=True)
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=180)
    except subprocess.TimeoutExpired:
        sys.exit("the kernel did not finish within 180 s")
    log = p.stdout.decode("ascii", "replace").replace("\r", "")
    os.makedirs(os.path.join(ROOT, "results"), exist_ok=True)
    open(os.path.join(ROOT, "results", "serial.log"), "w").write(log)
    if p.returncode != OK or "DONE" not in log:
        sys.stderr.write(p.stderr.decode("utf-8", "replace"))
        sys.exit("QEMU exited with %d (expected %d)" % (p.returncode, OK))

    threads, summary = [], {}
    for line in log.splitlines():
        f = line.split()
        if not f or f[0] not in ("RESULT", "SUMMARY"):
            continue
        kv = dict(x.split("=", 1) for x in f[1:])
        if f[0] == "RESULT":
            threads.append(kv)
        else:
            summary[kv["sched"]] = {"max_lag_quanta": int(kv["maxlag"]) / 10000.0,
                                    "switches": int(kv["switches"])}
    with open(os.path.join(ROOT, "results", "fig2.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=["sched", "thread", "tickets", "quanta", "state"])
        w.writeheader()
        w.writerows(threads)
    json.dump({"cmdline": cmdline, "schedulers": summary},
              open(os.path.join(ROOT, "results", "summary.json"), "w"), indent=2)
    for s, v in summary.items():
        print("%-8s max lag %.4f quanta" % (s, v["max_lag_quanta"]))


if __name__ == "__main__":
    main()
