#!/bin/bash
# Reference deployment of vrlog-partition-py (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# The node/harness need only the standard library; requirements.txt pins
# uvloop 0.14 / numpy 1.18 / pandas 1.0 etc. for the plotting tools, which
# do not install on Python 3.11.  A C compiler and make build the CRC library.
apt-get install -y -qq --no-install-recommends gcc libc6-dev make python3 >/dev/null

# Loud (legacy): glibc 2.32 removed <sys/sysctl.h>; crc32c.c includes it for
# nothing ("fatal error: sys/sysctl.h: No such file or directory").
sed -i '/#include <sys\/sysctl.h>/d' native/crc32c.c

# Loud (legacy): asyncio.coroutine is gone in Python 3.11 (AttributeError at
# import of vrlog.node); the loop= argument of asyncio.open_connection is gone
# since 3.10 (TypeError in the driver).
python3 - <<'PY'
import re
p = "vrlog/node.py"
s = open(p).read()
s = re.sub(r"@asyncio\.coroutine\n\s+def ", "async def ", s)
s = s.replace("yield from ", "await ")
open(p, "w").write(s)
p = "harness/driver.py"
s = open(p).read()
s = s.replace("asyncio.open_connection(host, port, loop=self.loop)",
              "asyncio.open_connection(host, port)")
open(p, "w").write(s)
PY

# Silent 1: conf/peers.local gives node 5 the port of node 4 (copy-paste in
# the stale four-node list).  Node 5 silently falls back to an ephemeral port
# and the driver's slot 5 talks to node 4's process: a 4-node cluster with a
# 5-node quorum.  Give node 5 its own port.
sed -i 's/^5 127\.0\.0\.1 7404$/5 127.0.0.1 7405/' conf/peers.local

# Silent 2: local.ini has no pre_vote line and the built-in default is off;
# the paper (section 3, conf/testbed.ini) runs with pre-vote on.
sed -i 's/^seed = 1$/pre_vote = true\nseed = 1/' conf/local.ini

# Silent 3 (the soak/held-out path only): vrlog.fileutil caches one append
# handle per path (lru_cache); the compaction (fileutil.replace, reached once a state
# file passes compact_bytes = 1 MiB, i.e. only in runs of ~750+ entries)
# renames a fresh file over the path but leaves the cached handle on the old,
# now unlinked inode.  Every later record goes to that orphan; a node
# restarted after that loads the compaction snapshot (older term, vote and
# log).  Drop the cached handle before the rename.
python3 - <<'PY'
p = "vrlog/fileutil.py"
s = open(p).read()
s = s.replace("    os.replace(tmp, path)\n", "    release()\n    os.replace(tmp, path)\n", 1)
open(p, "w").write(s)
PY
grep -q '^    release()$' vrlog/fileutil.py

# Silent 4 (partitions that leave two or more nodes out of every group; no
# Table 2 script does): the driver maps node -> side index and compares
# side.get(a) == side.get(b), so nodes named in no group (None == None) can
# all talk to each other, while docs/faults.md (and the model) say each such
# node is alone.  `partition 1 | 2` then gives 3, 4, 5 a majority.
python3 - <<'PY'
p = "harness/driver.py"
s = open(p).read()
s = s.replace("        return self.side.get(a) == self.side.get(b)\n",
              "        return a in self.side and self.side.get(a) == self.side.get(b)\n", 1)
open(p, "w").write(s)
PY
grep -q 'return a in self.side and' harness/driver.py

make all
make check
make demo
bash run_table2.sh
bash run_table2.sh --scripts "scenarios/extra/e5_soak.fs scenarios/extra/e6_scatter.fs" --tag extra-new
