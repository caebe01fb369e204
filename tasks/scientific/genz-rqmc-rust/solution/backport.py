"""Backport genzmc to Debian bookworm's rustc 1.63 (no let-else, OnceLock,
div_ceil, Option::is_some_and). Arithmetic is unchanged, so results are bitwise equal."""
import re
from pathlib import Path


def sub(path, old, new, count=1):
    p = Path(path)
    s = p.read_text()
    if old not in s:
        raise SystemExit("backport: pattern not found in %s: %r" % (path, old))
    p.write_text(s.replace(old, new, count))


sub("src/main.rs",
    """        let Some(value) = it.next() else {
            return Err(format!("missing value after {flag}"));
        };""",
    """        let value = match it.next() {
            Some(v) => v,
            None => return Err(format!("missing value after {flag}")),
        };""")
sub("src/main.rs", "if worst.is_some_and(|w| w <= 0.0) {", "if matches!(worst, Some(w) if w <= 0.0) {")
sub("src/estimators.rs", "let pairs = n.div_ceil(2);", "let pairs = (n + 1) / 2;")
sub("src/estimators.rs", "let chunk = replicas.div_ceil(threads.max(1));",
    "let chunk = (replicas + threads.max(1) - 1) / threads.max(1);")

# OnceLock -> a table built once per process with std::sync::Once
h = Path("src/halton.rs").read_text()
h = h.replace("use std::sync::OnceLock;\n\nstatic PRIMES: OnceLock<Vec<u64>> = OnceLock::new();\n",
              "use std::sync::Once;\n\nstatic INIT: Once = Once::new();\nstatic mut PRIMES: [u64; 64] = [0; 64];\n")
h = re.sub(r"fn primes\(\) -> &'static \[u64\] \{.*?\n\}\n", '''fn primes() -> &'static [u64] {
    INIT.call_once(|| {
        let mut p = Vec::with_capacity(64);
        let mut n = 2u64;
        while p.len() < 64 {
            if p.iter().take_while(|&&q| q * q <= n).all(|&q| n % q != 0) {
                p.push(n);
            }
            n += 1;
        }
        unsafe { PRIMES.copy_from_slice(&p) };
    });
    unsafe { &PRIMES }
}
''', h, flags=re.S)
if "OnceLock" in h:
    raise SystemExit("backport: OnceLock still present")
Path("src/halton.rs").write_text(h)
print("backported to rustc 1.63")
