//! Block I/O traces: `Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime`.
//!
//! `Type` is `Read` or `Write`, `Offset` and `Size` are in bytes. A write
//! becomes one put per 4 KiB block it touches; the key is the block number
//! folded into the key space.

use super::csv::Parsed;
use super::Op;

pub const BLOCK: u64 = 4096;

/// Writes larger than this many blocks are clipped (a few traces contain
/// multi-megabyte sequential writes that would dominate a small key space).
pub const MAX_BLOCKS_PER_WRITE: u64 = 64;

pub fn parse_line(line: &str, keys: u32) -> Parsed {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') || line.starts_with("Timestamp") {
        return Parsed::Comment;
    }
    let f: Vec<&str> = line.split(',').map(|s| s.trim()).collect();
    if f.len() < 6 {
        return Parsed::Malformed;
    }
    let offset: u64 = match f[4].parse() {
        Ok(v) => v,
        Err(_) => return Parsed::Malformed,
    };
    let size: u64 = match f[5].parse() {
        Ok(v) => v,
        Err(_) => return Parsed::Malformed,
    };
    match f[3] {
        "Write" | "write" | "W" => {}
        "Read" | "read" | "R" => return Parsed::Skipped,
        _ => return Parsed::Malformed,
    }
    if size == 0 {
        return Parsed::Skipped;
    }
    let first = offset / BLOCK;
    let last = (offset + size - 1) / BLOCK;
    let n = (last - first + 1).min(MAX_BLOCKS_PER_WRITE);
    let ops = (0..n).map(|i| Op::Put(((first + i) % keys as u64) as u32)).collect();
    Parsed::Ops(ops)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn write_spans_blocks() {
        let p = parse_line("128166372003061629,src1,0,Write,8192,8193,1234", 1000);
        assert_eq!(p, Parsed::Ops(vec![Op::Put(2), Op::Put(3), Op::Put(4)]));
    }

    #[test]
    fn reads_and_headers() {
        assert_eq!(parse_line("1,h,0,Read,0,4096,5", 10), Parsed::Skipped);
        assert_eq!(parse_line("Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime", 10), Parsed::Comment);
        assert_eq!(parse_line("1,h,0,Write,x,4096,5", 10), Parsed::Malformed);
    }

    #[test]
    fn huge_writes_are_clipped() {
        match parse_line("1,h,0,Write,0,1048576,5", 100000) {
            Parsed::Ops(v) => assert_eq!(v.len() as u64, MAX_BLOCKS_PER_WRITE),
            other => panic!("{:?}", other),
        }
    }
}
