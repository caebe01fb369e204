#!/usr/bin/env bash
# Print the versions of the tools the artifact was tested with.
set -u
want_ghc="8.6.5"
want_stack="2.1.3"

echo "== tenuresim environment check =="
if command -v stack >/dev/null 2>&1; then
  echo "stack:  $(stack --numeric-version)  (tested: $want_stack)"
  echo "ghc:    $(stack exec -- ghc --numeric-version 2>/dev/null || echo 'not installed, run stack setup')  (tested: $want_ghc)"
else
  echo "stack:  MISSING (see README.md)"
fi
if command -v python3 >/dev/null 2>&1; then
  echo "python: $(python3 --version 2>&1)"
  python3 - <<'PY'
for mod in ("numpy", "matplotlib", "pandas"):
    try:
        m = __import__(mod)
        print("  %-10s %s" % (mod, m.__version__))
    except ImportError:
        print("  %-10s not installed (only needed for the figures)" % mod)
PY
else
  echo "python: MISSING"
fi
if [ -x bin/tenuresim ]; then
  echo "bin/tenuresim: present"
else
  echo "bin/tenuresim: not built yet (make build)"
fi
