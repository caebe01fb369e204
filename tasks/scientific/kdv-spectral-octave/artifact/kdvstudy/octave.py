"""Run the Octave batch driver."""
import configparser
import os
import shlex
import subprocess

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_config(path=None):
    """Settings of this machine: config/kdv.cfg unless a path is given."""
    cfg = configparser.ConfigParser()
    cfg.read(path or os.path.join(HERE, "config", "kdv.cfg"))
    return cfg


def octave_command(cfg, script, *args):
    binary = cfg.get("octave", "binary")
    flags = shlex.split(cfg.get("octave", "flags", fallback=""))
    return [binary] + flags + [os.path.join(HERE, "octave", script)] + [str(a) for a in args]


def run_cases(cases_file, out_csv, cfg):
    """Run every collision of a case file; one CSV line per case."""
    cmd = octave_command(cfg, "run_cases.m", os.path.abspath(cases_file), os.path.abspath(out_csv))
    subprocess.run(cmd, check=True, cwd=HERE)
