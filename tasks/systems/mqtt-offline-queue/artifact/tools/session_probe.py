#!/usr/bin/env python3
"""Does the broker still hold a persistent session for a client id?

Connects with clean_session=false, reports the CONNACK's session-present
flag and how many queued messages arrive in the first seconds, then leaves
the session as it found it (unless --clear).

    python3 tools/session_probe.py sub-q1-r1
"""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bench.common import connect, close, load_conf, sequence_of  # noqa: E402


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("client_id")
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--clear", action="store_true", help="end the session afterwards (clean_session=true)")
    args = ap.parse_args(argv)
    broker = load_conf("broker")
    seqs = []
    c, present = connect(broker, args.client_id, False)
    c.on_message = lambda cl, ud, msg: seqs.append(sequence_of(msg.payload))
    time.sleep(args.seconds)
    close(c)
    print("session present: %s" % ("yes" if present else "no"))
    print("messages received: %d" % len(seqs))
    if seqs:
        print("sequence numbers: %d .. %d" % (min(seqs), max(seqs)))
    if args.clear:
        c, _ = connect(broker, args.client_id, True)
        close(c)
        print("session cleared")


if __name__ == "__main__":
    main()
