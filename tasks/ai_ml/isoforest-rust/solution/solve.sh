#!/usr/bin/env bash
# Reference deployment of isoforest: crates.io is unreachable, so build against the crates that
# Debian packages (/usr/share/cargo/registry) with Debian's Rust 1.63, after a minimal repair of
# two newer-Rust constructs, and fix three silent faults: the old-compiler fallback that build.rs
# selects on 1.63 (compat::ilog2 returned the bit length, floor(log2 x) + 1: every tree one level
# too deep); Forest::fit took the height limit from the requested subsample instead of the
# effective psi = min(subsample, n) (data sets with fewer rows than psi); and trees are stored
# heap-style with u16 node indices, so no node deeper than 15 can split (only the psi = all
# column of the full table, height limit 16, reaches it).  prebuilt/ is release 0.2.0.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends cargo rustc librust-rand-dev librust-rand-chacha-dev python3 >/dev/null
# use Debian's crate registry instead of crates.io
mkdir -p .cargo
cat > .cargo/config.toml <<'TOML'
[source.crates-io]
replace-with = "debian"

[source.debian]
directory = "/usr/share/cargo/registry"
TOML
# the lock file (format 4, newer crate versions) cannot be read by cargo 1.65: re-resolve offline
rm -f Cargo.lock
# rust-version = 1.74 is only a declaration; the code needs two repairs for rustc 1.63
sed -i 's/^rust-version = .*/rust-version = "1.63"/' Cargo.toml
python3 - <<'PY'
import pathlib
def edit(path, old, new):
    p = pathlib.Path(path); s = p.read_text(); assert old in s, (path, old); p.write_text(s.replace(old, new))
edit("src/forest.rs", """    let Some(cut) = rows.iter().position(|&r| data[r][feature] >= threshold) else {
        put(nodes, at, Node::Leaf { size: rows.len() as u32 });
        return;
    };""", """    let cut = match rows.iter().position(|&r| data[r][feature] >= threshold) {
        Some(cut) => cut,
        None => {
            put(nodes, at, Node::Leaf { size: rows.len() as u32 });
            return;
        }
    };""")
edit("src/csvio.rs", "if rows.first().is_some_and(|r| r.len() != width) {",
     "if rows.first().map_or(false, |r| r.len() != width) {")
# the fallback for rustc < 1.67 (used here): ilog2 is the index of the highest set bit
edit("src/compat.rs", "    usize::BITS - x.leading_zeros()\n", "    usize::BITS - 1 - x.leading_zeros()\n")
# data sets with fewer rows than psi: the height limit must come from the effective psi = n
edit("src/forest.rs", "        let limit = height_limit(subsample);\n        let psi = subsample.min(data.len());\n",
     "        let psi = subsample.min(data.len());\n        let limit = height_limit(psi);\n")
# trees stored heap-style with u16 indices stop at depth 15; psi = all (n = 103,000) needs 17
edit("src/forest.rs", "type NodeId = u16;", "type NodeId = u32;")
PY
cargo build --release --offline --bin isoforest
python3 scripts/table1.py --quick
