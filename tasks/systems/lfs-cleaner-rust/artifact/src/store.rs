//! A log-structured key-value store on segment files.
//!
//! Records are appended to an in-memory head segment; a full head is sealed
//! (written to `seg-NNNNNN.log`) and a new one opened. When free segments
//! run low the cleaner reads victim segments back from disk, relocates the
//! live records and deletes the victim files.

use std::collections::HashMap;
use std::fs::{self, File};
use std::io::{self, Read, Seek, SeekFrom, Write};
use std::mem;
use std::path::PathBuf;
use std::ptr;

use config::AgeClock;
use policy::Policy;
use stats::Stats;

#[derive(Clone, Copy, Debug, PartialEq)]
#[repr(u8)]
pub enum Kind {
    Put = 1,
    Tombstone = 2,
}

/// On-disk record header, followed by `len` value bytes.
#[derive(Clone, Copy, Debug)]
#[repr(C)]
pub struct Header {
    pub key: u32,
    pub ver: u32,
    pub len: u16,
    pub kind: Kind,
    pub pad: u8,
}

pub const HEADER_BYTES: usize = 12;

#[derive(Clone, Copy, Debug)]
pub struct SegInfo {
    pub id: u32,
    pub live_bytes: u64,
    pub capacity: u64,
    /// When the segment was sealed, on the store's age clock.
    pub sealed_at: u64,
    /// Seal order (0 for the first segment sealed).
    pub seq: u64,
}

/// A live record read from a victim, about to be relocated.
#[derive(Clone, Debug)]
pub struct LiveRecord {
    pub key: u32,
    pub ver: u32,
    /// Update time of the user write that created this version.
    pub written: u64,
    pub value: Vec<u8>,
}

#[derive(Clone, Copy)]
struct Loc {
    seg: u32,
    off: u32,
    ver: u32,
    len: u16,
    written: u64,
}

struct Head {
    id: u32,
    buf: Vec<u8>,
}

pub struct Store {
    dir: PathBuf,
    seg_bytes: usize,
    nsegs: usize,
    next_id: u32,
    sealed: Vec<SegInfo>,
    live: HashMap<u32, u64>,
    index: Vec<Option<Loc>>,
    user_head: Head,
    clean_head: Option<Head>,
    policy: Box<Policy>,
    age_clock: AgeClock,
    clean_slack: usize,
    seals: u64,
    /// Current time in user updates (set by the driver before each write).
    pub now: u64,
    pub stats: Stats,
}

fn parse_header(buf: &[u8]) -> Header {
    let mut h: Header = unsafe { mem::uninitialized() };
    unsafe {
        ptr::copy_nonoverlapping(buf.as_ptr(), &mut h as *mut Header as *mut u8, HEADER_BYTES);
    }
    h
}

fn encode_header(h: &Header, out: &mut Vec<u8>) {
    let p = h as *const Header as *const u8;
    let bytes = unsafe { ::std::slice::from_raw_parts(p, HEADER_BYTES) };
    out.extend_from_slice(bytes);
}

impl Store {
    pub fn create(dir: PathBuf, seg_bytes: usize, nsegs: usize, keys: u32, policy: Box<Policy>) -> io::Result<Store> {
        if dir.exists() {
            try!(fs::remove_dir_all(&dir));
        }
        try!(fs::create_dir_all(&dir));
        let mut live = HashMap::new();
        live.insert(0, 0);
        let clean_head = if policy.separate_cleaning_stream() {
            live.insert(1, 0);
            Some(Head { id: 1, buf: Vec::with_capacity(seg_bytes) })
        } else {
            None
        };
        let next_id = if clean_head.is_some() { 2 } else { 1 };
        Ok(Store {
            dir: dir,
            seg_bytes: seg_bytes,
            nsegs: nsegs,
            next_id: next_id,
            sealed: Vec::new(),
            live: live,
            index: vec![None; keys as usize],
            user_head: Head { id: 0, buf: Vec::with_capacity(seg_bytes) },
            clean_head: clean_head,
            policy: policy,
            age_clock: AgeClock::Updates,
            clean_slack: 2,
            seals: 0,
            now: 0,
            stats: Stats::default(),
        })
    }

    /// Measure segment ages on this clock (cost-benefit and friends).
    pub fn set_age_clock(&mut self, clock: AgeClock) {
        self.age_clock = clock;
    }

    /// The cleaner frees this many segments beyond the reserve.
    pub fn set_clean_slack(&mut self, slack: usize) {
        self.clean_slack = slack;
    }

    fn clock(&self) -> u64 {
        match self.age_clock {
            AgeClock::Updates => self.now,
            AgeClock::Seals => self.seals,
        }
    }

    fn seg_path(&self, id: u32) -> PathBuf {
        self.dir.join(format!("seg-{:06}.log", id))
    }

    fn in_use(&self) -> usize {
        self.sealed.len() + 1 + if self.clean_head.is_some() { 1 } else { 0 }
    }

    fn free(&self) -> usize {
        self.nsegs - self.in_use()
    }

    fn reserve(&self) -> usize {
        if self.clean_head.is_some() {
            2
        } else {
            1
        }
    }

    /// Seal the given head and open a fresh one in its place.
    fn roll(&mut self, cleaning: bool) -> io::Result<()> {
        if self.free() == 0 {
            return Err(io::Error::new(io::ErrorKind::Other, "log full: no free segment"));
        }
        let id = self.next_id;
        self.next_id += 1;
        let fresh = Head { id: id, buf: Vec::with_capacity(self.seg_bytes) };
        let old = if cleaning && self.clean_head.is_some() {
            mem::replace(self.clean_head.as_mut().unwrap(), fresh)
        } else {
            mem::replace(&mut self.user_head, fresh)
        };
        let mut f = try!(File::create(self.seg_path(old.id)));
        try!(f.write_all(&old.buf));
        let live = self.live[&old.id];
        let at = self.clock();
        self.sealed.push(SegInfo { id: old.id, live_bytes: live, capacity: self.seg_bytes as u64, sealed_at: at, seq: self.seals });
        self.seals += 1;
        self.stats.sealed_segments += 1;
        self.live.insert(id, 0);
        Ok(())
    }

    fn head_len(&self, cleaning: bool) -> usize {
        if cleaning && self.clean_head.is_some() {
            self.clean_head.as_ref().unwrap().buf.len()
        } else {
            self.user_head.buf.len()
        }
    }

    /// Drop the liveness of the current version of `key`.
    fn unlink(&mut self, key: u32) {
        if let Some(old) = self.index[key as usize] {
            *self.live.get_mut(&old.seg).unwrap() -= (HEADER_BYTES + old.len as usize) as u64;
        }
    }

    fn append_raw(&mut self, h: Header, value: &[u8], cleaning: bool) -> io::Result<(u32, u32)> {
        let rec = HEADER_BYTES + value.len();
        if self.head_len(cleaning) + rec > self.seg_bytes {
            try!(self.roll(cleaning));
        }
        let head = if cleaning && self.clean_head.is_some() {
            self.clean_head.as_mut().unwrap()
        } else {
            &mut self.user_head
        };
        let off = head.buf.len() as u32;
        encode_header(&h, &mut head.buf);
        head.buf.extend_from_slice(value);
        self.stats.written_records += 1;
        Ok((head.id, off))
    }

    fn append(&mut self, key: u32, ver: u32, value: &[u8], written: u64, cleaning: bool) -> io::Result<()> {
        let h = Header { key: key, ver: ver, len: value.len() as u16, kind: Kind::Put, pad: 0 };
        let (seg, off) = try!(self.append_raw(h, value, cleaning));
        self.unlink(key);
        *self.live.get_mut(&seg).unwrap() += (HEADER_BYTES + value.len()) as u64;
        self.index[key as usize] = Some(Loc { seg: seg, off: off, ver: ver, len: value.len() as u16, written: written });
        Ok(())
    }

    /// Clean first if the log is short of free segments.
    fn make_room(&mut self) -> io::Result<()> {
        let reserve = self.reserve();
        if self.free() < reserve {
            let target = reserve + self.clean_slack;
            try!(self.clean(target));
        }
        Ok(())
    }

    /// A user write.
    pub fn put(&mut self, key: u32, ver: u32, value: &[u8]) -> io::Result<()> {
        try!(self.make_room());
        self.stats.user_records += 1;
        let now = self.now;
        self.append(key, ver, value, now, false)
    }

    /// A user delete: append a tombstone and forget the key. Tombstones are
    /// never live (the index is in memory), the cleaner drops them.
    pub fn delete(&mut self, key: u32, ver: u32) -> io::Result<()> {
        if self.index[key as usize].is_none() {
            return Ok(());
        }
        try!(self.make_room());
        self.stats.user_records += 1;
        self.stats.tombstones += 1;
        let h = Header { key: key, ver: ver, len: 0, kind: Kind::Tombstone, pad: 0 };
        try!(self.append_raw(h, &[], false));
        self.unlink(key);
        self.index[key as usize] = None;
        Ok(())
    }

    /// Live records of a victim segment, in log order.
    fn live_records(&self, victim: &SegInfo, data: &[u8]) -> Vec<LiveRecord> {
        let mut out = Vec::new();
        let mut off = 0usize;
        while off + HEADER_BYTES <= data.len() {
            let h = parse_header(&data[off..off + HEADER_BYTES]);
            let vstart = off + HEADER_BYTES;
            let vend = vstart + h.len as usize;
            let loc = match self.index[h.key as usize] {
                Some(loc) if loc.seg == victim.id && loc.off as usize == off => Some(loc),
                _ => None,
            };
            match (h.kind, loc) {
                (Kind::Put, Some(loc)) => {
                    out.push(LiveRecord { key: h.key, ver: h.ver, written: loc.written, value: data[vstart..vend].to_vec() });
                }
                _ => {}
            }
            off = vend;
        }
        out
    }

    /// Clean victim segments until `target` segments are free.
    fn clean(&mut self, target: usize) -> io::Result<()> {
        let mut rounds = 0;
        self.stats.cleaner_runs += 1;
        while self.free() < target && !self.sealed.is_empty() {
            rounds += 1;
            if rounds > 4 * self.nsegs {
                return Err(io::Error::new(io::ErrorKind::Other, "cleaner makes no progress"));
            }
            for s in self.sealed.iter_mut() {
                s.live_bytes = self.live[&s.id];
            }
            let now = self.clock();
            let vi = self.policy.victim(&self.sealed, now);
            let victim = self.sealed.remove(vi);
            let mut data = Vec::new();
            try!(try!(File::open(self.seg_path(victim.id))).read_to_end(&mut data));
            let mut recs = self.live_records(&victim, &data);
            self.policy.order_live(&mut recs);
            let moved = recs.len() as u64;
            for r in recs {
                let to_user = self.clean_head.is_some() && self.policy.relocate_to_user(&r);
                if to_user {
                    self.stats.relocated_to_user += 1;
                }
                try!(self.append(r.key, r.ver, &r.value, r.written, !to_user));
            }
            self.live.remove(&victim.id);
            try!(fs::remove_file(self.seg_path(victim.id)));
            self.stats.add_victim(victim.live_bytes, victim.capacity, moved);
        }
        Ok(())
    }

    /// Read the current value of `key` (from a head buffer or a segment file).
    pub fn get(&self, key: u32) -> io::Result<Option<(u32, Vec<u8>)>> {
        let loc = match self.index[key as usize] {
            Some(l) => l,
            None => return Ok(None),
        };
        let start = loc.off as usize + HEADER_BYTES;
        let end = start + loc.len as usize;
        if loc.seg == self.user_head.id {
            return Ok(Some((loc.ver, self.user_head.buf[start..end].to_vec())));
        }
        if let Some(ref ch) = self.clean_head {
            if loc.seg == ch.id {
                return Ok(Some((loc.ver, ch.buf[start..end].to_vec())));
            }
        }
        let mut f = try!(File::open(self.seg_path(loc.seg)));
        try!(f.seek(SeekFrom::Start(start as u64)));
        let mut v = vec![0u8; loc.len as usize];
        try!(f.read_exact(&mut v));
        Ok(Some((loc.ver, v)))
    }

    /// Segment files currently on disk (sealed segments).
    pub fn sealed_segments(&self) -> usize {
        self.sealed.len()
    }

    /// Segments of the log (sealed, heads and free).
    pub fn log_segments(&self) -> usize {
        self.nsegs
    }

    /// Live bytes over all segments.
    pub fn live_bytes(&self) -> u64 {
        self.live.values().sum()
    }
}
