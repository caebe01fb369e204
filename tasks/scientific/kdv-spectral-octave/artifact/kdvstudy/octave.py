"""Run the Octave batch driver."""
import configparser
import os
import shlex
import subprocess

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_config(path=None):
    cfg = configparser.ConfigParser()
    cfg.read(path or os.path.join(HERE, "config", "kdv.cfg"))
    return cfg


def run_cases(cases_file, out_csv, cfg):
    binary = cfg.get("octave", "binary")
    flags = shlex.split(cfg.get("octave", "flags", fallback=""))
    script = os.path.join(HERE, "octave", "run_cases.m")
    cmd = [binary] + flags + [script, os.path.abspath(cases_file), os.path.abspath(out_csv)]
    subprocess.run(cmd, check=True, cwd=HERE)
