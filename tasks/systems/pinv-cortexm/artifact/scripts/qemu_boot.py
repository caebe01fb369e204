"""Boot one kestrel image under QEMU and return its console output."""
import shlex
import subprocess

from kconf import read_conf


def qemu_command(qemu_conf, kernel, append):
    c = read_conf(qemu_conf)
    cmd = [c["QEMU"]] + shlex.split(c.get("QEMU_FLAGS", "")) + ["-kernel", kernel]
    if append:
        cmd += ["-append", append]
    return cmd, int(c.get("BOOT_TIMEOUT", 120))


def boot(qemu_conf, kernel, append, log_path=None):
    cmd, timeout = qemu_command(qemu_conf, kernel, append)
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                          stdin=subprocess.DEVNULL, timeout=timeout)
    text = proc.stdout.decode("utf-8", "replace")
    if log_path:
        with open(log_path, "w") as fh:
            fh.write("# " + " ".join(shlex.quote(x) for x in cmd) + "\n")
            fh.write(text)
    if proc.returncode != 0:
        raise RuntimeError("QEMU exited with %d (see %s)" % (proc.returncode, log_path))
    return text
