#!/usr/bin/env bash
# Reference deployment of isoforest: crates.io is unreachable, so build against the crates that
# Debian packages (/usr/share/cargo/registry) with Debian's Rust 1.63, after a minimal repair of
# three newer-Rust constructs.
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
# rust-version = 1.74 is only a declaration; the code needs three repairs for rustc 1.63
sed -i 's/^rust-version = .*/rust-version = "1.63"/' Cargo.toml
python3 - <<'PY'
import pathlib
def edit(path, old, new):
    p = pathlib.Path(path); s = p.read_text(); assert old in s, (path, old); p.write_text(s.replace(old, new))
edit("src/forest.rs", """    let Some(cut) = rows.iter().position(|&r| data[r][feature] >= threshold) else {
        return Node::Leaf { size: rows.len() };
    };""", """    let cut = match rows.iter().position(|&r| data[r][feature] >= threshold) {
        Some(cut) => cut,
        None => return Node::Leaf { size: rows.len() },
    };""")
edit("src/forest.rs", "let limit = psi.ilog2() + u32::from(!psi.is_power_of_two());",
     "let limit = (usize::BITS - 1 - psi.leading_zeros()) + u32::from(!psi.is_power_of_two());")
edit("src/main.rs", "if rows.first().is_some_and(|r| r.len() != width) {",
     "if rows.first().map_or(false, |r| r.len() != width) {")
PY
cargo build --release --offline
python3 scripts/table1.py
