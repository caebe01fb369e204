//! lfstrace's own trace format: `P,<key>` / `D,<key>` per line.

use super::Op;

/// One parsed line.
#[derive(Debug, PartialEq)]
pub enum Parsed {
    Ops(Vec<Op>),
    Comment,
    /// A valid line that carries no write (a read in a block trace).
    Skipped,
    Malformed,
}

pub fn parse_line(line: &str, keys: u32) -> Parsed {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Parsed::Comment;
    }
    let mut it = line.splitn(2, ',');
    let op = it.next().unwrap_or("").trim();
    let key: u64 = match it.next().map(|s| s.trim().parse()) {
        Some(Ok(k)) => k,
        _ => return Parsed::Malformed,
    };
    let key = (key % keys as u64) as u32;
    match op {
        "P" | "p" | "put" => Parsed::Ops(vec![Op::Put(key)]),
        "D" | "d" | "del" => Parsed::Ops(vec![Op::Delete(key)]),
        "R" | "r" | "get" => Parsed::Skipped,
        _ => Parsed::Malformed,
    }
}

/// Format one operation as a line of this format.
pub fn format_op(op: &Op) -> String {
    match *op {
        Op::Put(k) => format!("P,{}", k),
        Op::Delete(k) => format!("D,{}", k),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines() {
        assert_eq!(parse_line("P,12", 10), Parsed::Ops(vec![Op::Put(2)]));
        assert_eq!(parse_line(" D , 3 ", 10), Parsed::Ops(vec![Op::Delete(3)]));
        assert_eq!(parse_line("# header", 10), Parsed::Comment);
        assert_eq!(parse_line("R,1", 10), Parsed::Skipped);
        assert_eq!(parse_line("X,1", 10), Parsed::Malformed);
        assert_eq!(parse_line("P,", 10), Parsed::Malformed);
    }

    #[test]
    fn roundtrip() {
        for op in &[Op::Put(4), Op::Delete(7)] {
            assert_eq!(parse_line(&format_op(op), 10), Parsed::Ops(vec![*op]));
        }
    }
}
