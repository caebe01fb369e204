"""Write the boot configuration block the kernel reads at CFG_ADDR.

The block is text: the magic line, then key=value lines, NUL-terminated
and padded to a multiple of 16 bytes (QEMU's loader copies it verbatim).
"""
MAGIC = "#gwcfg v2"
MAX_BYTES = 4096


def render(conf, seed):
    lines = [
        MAGIC,
        f"seed={seed}",
        f"accesses={conf['accesses']}",
        f"quantum={conf['quantum']}",
        f"heap_kib={conf['heap_kib']}",
        f"stride={conf['stride']}",
        f"asid={conf['asid']}",
        f"pwc={conf['pwc']}",
        "workloads=" + ",".join(conf["workloads"]),
        "granules=" + ",".join(conf["granules"]),
    ]
    if conf.get("trace"):
        lines.append(f"trace={conf['trace']}")
    if "selftest" in conf:
        lines.append(f"selftest={int(conf['selftest'])}")
    data = ("\n".join(lines) + "\n").encode("ascii") + b"\0"
    data += b"\0" * (-len(data) % 16)
    if len(data) > MAX_BYTES:
        raise ValueError("boot configuration block too large")
    return data


def write(path, conf, seed):
    with open(path, "wb") as fh:
        fh.write(render(conf, seed))
