#!/usr/bin/env python3
"""Print what a Table 2 run depends on: Python, paho-mqtt, the Mosquitto
binary, the configuration files the service reads, and whether the listener
of conf/broker.json answers. Attach its output to bug reports."""
import glob
import json
import os
import platform
import shutil
import socket
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAIN_CONF = "/etc/mosquitto/mosquitto.conf"


def mosquitto_version():
    exe = shutil.which("mosquitto") or ("/usr/sbin/mosquitto" if os.path.exists("/usr/sbin/mosquitto") else None)
    if not exe:
        return "not installed"
    try:
        out = subprocess.run([exe, "-h"], capture_output=True, text=True, timeout=5).stdout
    except (OSError, subprocess.TimeoutExpired) as e:
        return "%s (%s)" % (exe, e)
    first = out.splitlines()[0] if out else "?"
    return "%s: %s" % (exe, first)


def config_files(main=MAIN_CONF):
    """The main file and every file an include_dir line of it pulls in, in load order."""
    if not os.path.exists(main):
        return []
    files = [main]
    with open(main) as fh:
        for line in fh:
            parts = line.split()
            if len(parts) == 2 and parts[0] == "include_dir":
                files += sorted(glob.glob(os.path.join(parts[1], "*.conf")))
    return files


def listener_up(broker):
    try:
        with socket.create_connection((broker["host"], broker["port"]), timeout=1):
            return "yes"
    except OSError as e:
        return "no (%s)" % e.strerror


def main():
    with open(os.path.join(ROOT, "conf", "broker.json")) as fh:
        broker = json.load(fh)
    print("python      %s" % platform.python_version())
    try:
        import paho.mqtt
        print("paho-mqtt   %s" % getattr(paho.mqtt, "__version__", "?"))
    except ImportError:
        print("paho-mqtt   not installed")
    print("mosquitto   %s" % mosquitto_version())
    files = config_files()
    print("config      %s" % (", ".join(files) if files else "no %s" % MAIN_CONF))
    print("listener    %s:%d up: %s" % (broker["host"], broker["port"], listener_up(broker)))
    print("service     %s" % ("service(8) available" if shutil.which("service") else "no service(8)"))


if __name__ == "__main__":
    main()
