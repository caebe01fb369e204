#!/usr/bin/env python3
"""ASID ablation of 2022: misses with and without a TLB flush per switch."""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import confio  # noqa: E402
import parse_log  # noqa: E402


def boot(machine, conf, seed, asid, log):
    append = (f"seed={seed} accesses={conf['accesses']} quantum={conf['quantum']} "
              f"heap_kib={conf['heap_kib']} asid={asid} pwc={conf.get('pwc', 0)} "
              f"workloads={','.join(conf['workloads'])} granules={','.join(conf['granules'])}")
    cmd = [machine.get("QEMU_BIN", "qemu-system-aarch64"), "-M", machine.get("QEMU_MACHINE", "virt"),
           "-cpu", machine.get("QEMU_CPU", "cortex-a57"), "-m", machine.get("QEMU_MEM", "256M"),
           "-display", "none", "-serial", f"file:{log}",
           "-kernel", os.path.join(ROOT, "build", "gwk.elf"), "-append", append]
    subprocess.run(cmd, check=True, timeout=int(machine.get("BOOT_TIMEOUT", "300")))
    runs, _ = parse_log.parse_file(log)
    return runs


def main():
    conf = confio.read_experiment(os.path.join(HERE, "asid.conf"))
    machine = confio.read_machine(os.path.join(ROOT, "conf", "machine.conf"))
    os.makedirs(os.path.join(HERE, "logs"), exist_ok=True)
    for seed in conf["seeds"]:
        res = {}
        for asid in (0, 1):
            log = os.path.join(HERE, "logs", f"seed-{seed}-asid{asid}.log")
            for r in boot(machine, conf, seed, asid, log):
                res[(r["workload"], r["granule"], asid)] = r["misses"]
        for wl in conf["workloads"]:
            for g in conf["granules"]:
                a, b = res.get((wl, g, 0)), res.get((wl, g, 1))
                if a and b:
                    print(f"seed {seed} {wl:6s} {g:4s} flush={a:7d} asid={b:7d} ratio={b / a:.3f}")


if __name__ == "__main__":
    main()
