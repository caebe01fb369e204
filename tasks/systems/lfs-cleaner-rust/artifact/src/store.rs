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

use policy::Policy;

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
    pub sealed_at: u64,
}

#[derive(Clone, Copy)]
struct Loc {
    seg: u32,
    off: u32,
    ver: u32,
    len: u16,
}

struct Head {
    id: u32,
    buf: Vec<u8>,
}

#[derive(Default, Debug)]
pub struct Stats {
    pub user_records: u64,
    pub written_records: u64,
    pub cleaned_segments: u64,
    pub cleaned_live_records: u64,
    pub cleaned_live_bytes: u64,
    pub cleaned_capacity_bytes: u64,
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
            now: 0,
            stats: Stats::default(),
        })
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
        self.sealed.push(SegInfo { id: old.id, live_bytes: live, capacity: self.seg_bytes as u64, sealed_at: self.now });
        self.live.insert(id, 0);
        Ok(())
    }

    fn append(&mut self, key: u32, ver: u32, value: &[u8], cleaning: bool) -> io::Result<()> {
        let rec = HEADER_BYTES + value.len();
        let head_len = if cleaning && self.clean_head.is_some() {
            self.clean_head.as_ref().unwrap().buf.len()
        } else {
            self.user_head.buf.len()
        };
        if head_len + rec > self.seg_bytes {
            try!(self.roll(cleaning));
        }
        let h = Header { key: key, ver: ver, len: value.len() as u16, kind: Kind::Put, pad: 0 };
        let head = if cleaning && self.clean_head.is_some() {
            self.clean_head.as_mut().unwrap()
        } else {
            &mut self.user_head
        };
        let off = head.buf.len() as u32;
        encode_header(&h, &mut head.buf);
        head.buf.extend_from_slice(value);
        let seg = head.id;
        if let Some(old) = self.index[key as usize] {
            *self.live.get_mut(&old.seg).unwrap() -= (HEADER_BYTES + old.len as usize) as u64;
        }
        *self.live.get_mut(&seg).unwrap() += rec as u64;
        self.index[key as usize] = Some(Loc { seg: seg, off: off, ver: ver, len: value.len() as u16 });
        self.stats.written_records += 1;
        Ok(())
    }

    /// A user write: clean first if the log is short of free segments.
    pub fn put(&mut self, key: u32, ver: u32, value: &[u8]) -> io::Result<()> {
        let reserve = if self.clean_head.is_some() { 2 } else { 1 };
        if self.free() < reserve {
            try!(self.clean(reserve + 2));
        }
        self.stats.user_records += 1;
        self.append(key, ver, value, false)
    }

    /// Clean victim segments until `target` segments are free.
    fn clean(&mut self, target: usize) -> io::Result<()> {
        let mut rounds = 0;
        while self.free() < target && !self.sealed.is_empty() {
            rounds += 1;
            if rounds > 4 * self.nsegs {
                return Err(io::Error::new(io::ErrorKind::Other, "cleaner makes no progress"));
            }
            for s in self.sealed.iter_mut() {
                s.live_bytes = self.live[&s.id];
            }
            let vi = self.policy.victim(&self.sealed, self.now);
            let victim = self.sealed.remove(vi);
            let mut data = Vec::new();
            try!(try!(File::open(self.seg_path(victim.id))).read_to_end(&mut data));
            let mut off = 0usize;
            let mut moved = 0u64;
            while off + HEADER_BYTES <= data.len() {
                let h = parse_header(&data[off..off + HEADER_BYTES]);
                let vstart = off + HEADER_BYTES;
                let vend = vstart + h.len as usize;
                let is_live = match self.index[h.key as usize] {
                    Some(loc) => loc.seg == victim.id && loc.off as usize == off,
                    None => false,
                };
                match h.kind {
                    Kind::Put if is_live => {
                        let value = data[vstart..vend].to_vec();
                        try!(self.append(h.key, h.ver, &value, true));
                        moved += 1;
                    }
                    _ => {}
                }
                off = vend;
            }
            self.live.remove(&victim.id);
            try!(fs::remove_file(self.seg_path(victim.id)));
            self.stats.cleaned_segments += 1;
            self.stats.cleaned_live_records += moved;
            self.stats.cleaned_live_bytes += victim.live_bytes;
            self.stats.cleaned_capacity_bytes += victim.capacity;
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
}
