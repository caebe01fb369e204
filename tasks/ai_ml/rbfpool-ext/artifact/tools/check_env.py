#!/usr/bin/env python3
"""Print the toolchain the extension would be built with (for bug reports)."""
import os
import platform
import shutil
import subprocess
import sys


def _run(cmd):
    try:
        out = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=10)
        return out.stdout.decode(errors="replace").strip().splitlines()[0]
    except (OSError, subprocess.SubprocessError, IndexError):
        return "not found"


def main():
    print("python      ", sys.version.split()[0], platform.platform())
    try:
        import torch

        print("torch       ", torch.__version__, "cuda", torch.version.cuda,
              "available" if torch.cuda.is_available() else "not available")
        from torch.utils import cpp_extension

        print("CUDA_HOME   ", cpp_extension.CUDA_HOME)
        print("include dirs", cpp_extension.include_paths())
    except ImportError as exc:
        print("torch        not importable:", exc)
    for tool in ("c++", "g++", "nvcc", "ninja"):
        path = shutil.which(tool)
        print("{:12s}".format(tool), path or "not found", _run([path, "--version"]) if path else "")
    print("CUDA_HOME env", os.environ.get("CUDA_HOME"))
    try:
        sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
        from rbfpool.ops import backend

        print("rbfpool ops  ", backend())
    except Exception as exc:  # noqa: BLE001
        print("rbfpool ops   import failed:", exc)


if __name__ == "__main__":
    main()
