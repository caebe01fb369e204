#!/usr/bin/env python3
"""Boot the granule-walk kernel once per seed and collect its RESULT lines.

Writes <out>/runs.csv and <out>/logs/seed-<seed>.log. Table 2 itself is
made by scripts/make_table.py from runs.csv.
"""
import argparse
import csv
import os
import shlex
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bootcfg  # noqa: E402
import confio  # noqa: E402
import parse_log  # noqa: E402

RUN_FIELDS = ["seed", "workload", "granule", "accesses", "misses", "refs",
              "pwc_hits", "faults", "tables", "table_kib", "resident_kib",
              "flushes", "checksum"]


def qemu_command(machine, kernel, cfg_path, log_path):
    qemu = machine.get("QEMU_BIN", "qemu-system-aarch64")
    if "qemu-system-aarch64" not in os.path.basename(qemu):
        raise SystemExit(f"QEMU_BIN={qemu!r}: this driver boots qemu-system-aarch64 only")
    cmd = [qemu, "-M", machine.get("QEMU_MACHINE", "virt")]
    accel = machine.get("QEMU_ACCEL", "")
    if accel:
        cmd += ["-accel", accel]
    cpu = machine.get("QEMU_CPU", "")
    if cpu:
        cmd += ["-cpu", cpu]
    cmd += ["-m", machine.get("QEMU_MEM", "256M"),
            "-smp", "1",
            "-display", "none", "-monitor", "none",
            "-serial", f"file:{log_path}",
            "-kernel", kernel,
            "-device", f"loader,file={cfg_path},addr={machine.get('CFG_ADDR', '0x47f00000')},force-raw=on"]
    cmd += shlex.split(machine.get("QEMU_EXTRA", ""))
    return cmd


def boot_one(machine, kernel, conf, seed, out_dir):
    log_dir = os.path.join(out_dir, "logs")
    os.makedirs(log_dir, exist_ok=True)
    cfg_path = os.path.join(out_dir, f".bootcfg-{seed}.bin")
    log_path = os.path.join(log_dir, f"seed-{seed}.log")
    bootcfg.write(cfg_path, conf, seed)
    if os.path.exists(log_path):
        os.unlink(log_path)
    cmd = qemu_command(machine, kernel, cfg_path, log_path)
    timeout = int(machine.get("BOOT_TIMEOUT", "120"))
    t0 = time.time()
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              timeout=timeout, text=True)
    except subprocess.TimeoutExpired:
        hint = ""
        if os.path.exists(log_path):
            _, info = parse_log.parse_file(log_path)
            if info.get("exceptions"):
                hint = "; last words: " + info["exceptions"][-1]
        raise SystemExit(f"seed {seed}: the guest did not power off within {timeout} s "
                         f"(serial log: {log_path}{hint})")
    except FileNotFoundError:
        raise SystemExit(f"emulator not found: {cmd[0]}")
    finally:
        if os.path.exists(cfg_path):
            os.unlink(cfg_path)
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout)
        raise SystemExit(f"seed {seed}: QEMU exited with status {proc.returncode}")
    runs, info = parse_log.parse_file(log_path)
    expected = len(conf["workloads"]) * len(conf["granules"])
    try:
        parse_log.validate(runs, info, expected)
    except parse_log.LogError as exc:
        raise SystemExit(f"seed {seed}: {exc} (serial log: {log_path})")
    for row in runs:
        if row["seed"] != seed:
            raise SystemExit(f"seed {seed}: the guest ran seed {row['seed']} "
                             "(boot configuration block not loaded?)")
    print(f"seed {seed}: {len(runs)} runs on {info.get('cpu_model', '?')} "
          f"in {time.time() - t0:.1f} s")
    return runs, info


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--config", default="conf/experiment.conf")
    ap.add_argument("--machine", default="conf/machine.conf")
    ap.add_argument("--kernel", default="build/gwk.elf")
    ap.add_argument("--out", default="results")
    args = ap.parse_args(argv)

    conf = confio.read_experiment(args.config)
    machine = confio.read_machine(args.machine)
    if not os.path.exists(args.kernel):
        raise SystemExit(f"{args.kernel} not found: run make first")
    os.makedirs(args.out, exist_ok=True)
    print("seeds: " + " ".join(str(s) for s in conf["seeds"]))

    rows, infos = [], {}
    for seed in conf["seeds"]:
        runs, info = boot_one(machine, args.kernel, conf, seed, args.out)
        rows.extend(runs)
        infos[seed] = info

    with open(os.path.join(args.out, "runs.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=RUN_FIELDS, extrasaction="ignore")
        w.writeheader()
        for row in rows:
            w.writerow(row)
    with open(os.path.join(args.out, "machine.txt"), "w") as fh:
        for seed, info in infos.items():
            fh.write(f"seed {seed}: cpu={info.get('cpu_model')} midr={info.get('midr')} "
                     f"tlb={info.get('tlb')} pwc={info.get('pwc_entries')}\n")
    print(f"wrote {len(rows)} runs to {os.path.join(args.out, 'runs.csv')}")


if __name__ == "__main__":
    main()
