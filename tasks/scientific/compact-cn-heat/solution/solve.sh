#!/bin/bash
# Reference deployment of compact-cn-heat (run by --agent=oracle in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

# 1. System packages: the base image has no compiler and no Python. Debian's NumPy is
#    1.24 (a system-wide `pip install numpy`, as the README says, is refused by PEP 668).
apt-get update -qq
apt-get install -y -qq --no-install-recommends gfortran make python3-numpy >/dev/null

# 2. Build the Fortran core.
make

# 3. The binding loads the library from the author's home directory; load it from the
#    build directory next to the package instead.
sed -i 's|^LIBRARY = .*|LIBRARY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "build", "libheat1d.so")|' compactcn/solver.py
sed -i 's|^import ctypes$|import ctypes\nimport os|' compactcn/solver.py

# 4. np.float was removed in NumPy 1.24: use the builtin float.
sed -i 's/dtype=np\.float)/dtype=float)/' compactcn/analysis.py

# 5. The designated experiment.
python3 run_convergence.py --config configs/table2.json --out results/table2.json
