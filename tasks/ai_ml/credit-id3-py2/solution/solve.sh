#!/usr/bin/env bash
# Reference deployment: Python 2.7 is gone from Debian bookworm and PyPI, so port the artifact to
# Python 3 *faithfully*: besides the syntax (print, xrange, has_key, iteritems, cmp=), keep the
# Python 2 meaning of "/" on integers (floor division) and of round() (halves away from zero),
# which decide the bin indices, the minimum leaf size and the test-set size.  Only what
# table2.py imports is ported (lcg, id3, util, the generator); the exp_*.py distractors, tools/,
# plots/, tests/ and vendor/ stay Python 2.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends python3 >/dev/null
python3 - <<'PYEOF'
import math, pathlib, sys
root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.')

def edit(path, *pairs):
    p = root / path; s = p.read_text()
    for old, new in pairs:
        assert old in s, (path, old)
        s = s.replace(old, new)
    p.write_text(s)

edit('lcg.py', ('xrange(', 'range('))
edit('data/gen_credit.py',
     ("    print ','.join(FIELDS + ['default'])", "    print(','.join(FIELDS + ['default']))"),
     ('xrange(', 'range('),
     ("        print ','.join(str(v) for v in applicant(rng))", "        print(','.join(str(v) for v in applicant(rng)))"))
edit('id3.py',
     ('rows.append(map(int, line.split(\',\')))', 'rows.append(list(map(int, line.split(\',\'))))'),
     ('xrange(', 'range('),
     # Python 2 '/' on two ints is floor division: bins are integers
     ('* self.nbins / (self.hi[j] - self.lo[j] + 1)', '* self.nbins // (self.hi[j] - self.lo[j] + 1)'),
     # docs/data_format.txt: a nominal attribute is not binned, every code is its own branch
     # whatever B, and a code unseen in training falls back to the node's majority class
     ('return self.codes[j].get(x, self.nbins - 1)', 'return x'),
     ('sorted(counts.items(), cmp=lambda a, b: cmp(b[1], a[1]) or cmp(a[0], b[0]))',
      'sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))'),
     ('if not parts.has_key(r[j]):', 'if r[j] not in parts:'),
     ('.iteritems()', '.items()'),
     ("while node.has_key('attr'):", "while 'attr' in node:"),
     ("if not node.has_key('attr'):", "if 'attr' not in node:"),
     # Python 2 round() rounds halves away from zero (Python 3: to even)
     ('n_test = int(round(len(rows) * test_fraction))', 'n_test = int(math.floor(len(rows) * test_fraction + 0.5))'),
     ('min_leaf = len(btrain) / 50', 'min_leaf = len(btrain) // 50'),
     # the inspection helpers below run() (not used by table2.py, ported all the same)
     ('.itervalues()', '.values()'),
     ("if node.has_key('attr'):", "if 'attr' in node:"),
     ('min_leaf = len(brows) / 50', 'min_leaf = len(brows) // 50'))
edit('util.py',
     ("        print >> sys.stderr, stamp, ' '.join(str(a) for a in args)",
      "        print(stamp, ' '.join(str(a) for a in args), file=sys.stderr)"),
     ("    print >> sys.stderr, 'warning:', ' '.join(str(a) for a in args)",
      "    print('warning:', ' '.join(str(a) for a in args), file=sys.stderr)"),
     ('        import commands\n        status, out = commands.getstatusoutput(',
      '        import subprocess\n        status, out = subprocess.getstatusoutput('))
edit('table2.py',
     ("    print 'bins  accuracy  leaves'", "    print('bins  accuracy  leaves')"),
     ("        print '%4d  %.4f  %6d' % (nbins, acc, nleaves)", "        print('%4d  %.4f  %6d' % (nbins, acc, nleaves))"),
     ("    print >> sys.stderr, 'wrote', opts.out", "    print('wrote', opts.out, file=sys.stderr)"))
PYEOF
python3 data/gen_credit.py 2013 1010 > data/credit.csv
python3 table2.py
