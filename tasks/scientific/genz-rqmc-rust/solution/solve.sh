#!/bin/bash
# Reference deployment of genz-rqmc-rust (run in the workdir).
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
here=$(cd "$(dirname "$0")" && pwd)
apt-get update -qq
# Debian bookworm's Rust is 1.63 (cargo 0.66 / 1.65). The crate wants 1.74.
apt-get install -y -qq --no-install-recommends cargo rustc python3 >/dev/null

# 1. the author's .cargo/config.toml cross-compiles for an M1 Mac
rm -f .cargo/config.toml
# 2. lock file v4 (cargo >= 1.78) cannot be read by cargo 1.65; no dependencies, so regenerate
rm -f Cargo.lock
# 3. MSRV 1.74 declared, and the code uses let-else, OnceLock, div_ceil, is_some_and
sed -i '/^rust-version/d' Cargo.toml
python3 "$here/backport.py"
# 4. the RQMC shifts come from one stream per block of replicas, and the block size is
#    replicas / threads: the paper's table was made on an 8-core laptop, so the default
#    thread count must be 8, not this machine's core count
python3 - <<'PY'
from pathlib import Path
p = Path("src/main.rs")
s = p.read_text()
old = "threads: std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1),"
if old not in s:
    raise SystemExit("solve: thread default not found in src/main.rs")
s = s.replace(old, "threads: 8,")
# 5. --seed goes through the f64 parser of --n: seeds above 2^53 are rounded to another seed
old = '"--seed" => args.seed = parse_count(&value)'
if old not in s:
    raise SystemExit("solve: seed parsing not found in src/main.rs")
p.write_text(s.replace(old, '"--seed" => args.seed = value.parse::<u64>()'))

# 6. a Halton coordinate is put together from two table lookups (low and high digit block),
#    the table sized by this machine's L1 data cache (128 KiB fallback on the author's Mac):
#    with a 48 KiB L1 the tables of bases 19 and 23 cover fewer than the 2^19 points of
#    Table 1, and the index of the high block then runs into the unused part of the row
#    (zeros): the high digits are dropped. Use every digit block, whatever the table size.
p = Path("src/halton.rs")
s = p.read_text()
old = '''            let lo = self.table[row + (i % s) as usize];
            let hi = self.table[row + (i / s) as usize];
            let v = lo + hi * self.scale[k] + shift[k];'''
new = '''            let (mut j, mut f, mut r) = (i, 1.0, 0.0);
            while j > 0 {
                r += self.table[row + (j % s) as usize] * f;
                j /= s;
                f *= self.scale[k];
            }
            let v = r + shift[k];'''
if old not in s:
    raise SystemExit("solve: Halton table lookup not found in src/halton.rs")
p.write_text(s.replace(old, new))
PY

cargo build --release --offline
sh examples/smoke.sh
