"""Quick sanity check: one node, in-process, 40 commands, no faults.

    make demo     (or: PYTHONPATH=. python3 -m vrlog.demo)

Exercises the state machine, the durable state file (and with it the native
CRC library) and a restart from disk.  It does not start any processes or
open any sockets; for the real thing run ./run_table2.sh.
"""
import shutil
import sys
import tempfile

from vrlog import core, native
from vrlog.storage import StateFile


def run(n_cmds=40, ticks=80):
    tmp = tempfile.mkdtemp(prefix="vrlog-demo-")
    try:
        store = StateFile(tmp)
        settings = core.Settings(election_ticks=10, heartbeat_ticks=3, max_batch=8)
        node = core.Node(1, [1], settings, store.load())
        sent = 0
        for t in range(ticks):
            props = ["d%d" % i for i in range(sent, min(n_cmds, sent + 4))] if t >= 20 else []
            out, events, acc = core.step(node, t, [], props)
            sent += acc
            for ev in events:
                print("tick %3d: node %d %s (term %d)" % (t, ev["node"], ev["event"], ev["term"]))
            if node.dirty:
                store.save(node.hard_state())
                node.dirty = False
        before = node.committed()
        again = core.Node(1, [1], settings, StateFile(tmp).load())
        ok = (len(before) == n_cmds + 1 and again.log == node.log and again.term == node.term)
        print("committed %d entries in term %d; state file: %d records; crc32c %08x"
              % (len(before), node.term, store.records, native.crc32c(b"123456789")))
        print("demo: %s" % ("OK" if ok else "FAILED"))
        return 0 if ok else 1
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(run())
