//! Store round trips without cleaning: every write is readable, deletes
//! hide keys, heads and sealed segments both serve reads.
extern crate lfsclean;

use std::env;
use std::path::PathBuf;

use lfsclean::policy::{self, Greedy};
use lfsclean::workload::value_bytes;
use lfsclean::{log_segments, ExpConfig, Store};

fn tmpdir(name: &str) -> PathBuf {
    env::temp_dir().join(format!("lfsclean-test-{}-{}", name, std::process::id()))
}

#[test]
fn writes_are_readable() {
    let keys = 500;
    let n = log_segments(keys, 100, 4096, 50, 2);
    let mut st = Store::create(tmpdir("rw"), 4096, n, keys, Box::new(Greedy)).unwrap();
    for k in 0..keys {
        st.put(k, 0, &value_bytes(k, 0, 100)).unwrap();
    }
    for k in 0..keys {
        let (ver, v) = st.get(k).unwrap().unwrap();
        assert_eq!(ver, 0);
        assert_eq!(v, value_bytes(k, 0, 100));
    }
    assert!(st.sealed_segments() > 0);
    assert_eq!(st.stats.cleaned_segments, 0);
}

#[test]
fn newer_version_wins() {
    let mut st = Store::create(tmpdir("ver"), 4096, 20, 10, Box::new(Greedy)).unwrap();
    st.put(3, 0, b"old").unwrap();
    st.put(3, 1, b"new").unwrap();
    assert_eq!(st.get(3).unwrap(), Some((1, b"new".to_vec())));
    assert_eq!(st.live_bytes(), (lfsclean::HEADER_BYTES + 3) as u64);
}

#[test]
fn delete_hides_key() {
    let mut st = Store::create(tmpdir("del"), 4096, 20, 10, Box::new(Greedy)).unwrap();
    st.put(1, 0, b"x").unwrap();
    st.delete(1, 1).unwrap();
    assert_eq!(st.get(1).unwrap(), None);
    assert_eq!(st.stats.tombstones, 1);
    // deleting a missing key writes nothing
    st.delete(2, 1).unwrap();
    assert_eq!(st.stats.tombstones, 1);
}

#[test]
fn every_policy_builds_a_store() {
    let cfg = ExpConfig::default();
    for name in policy::NAMES {
        let p = policy::by_name(name, &cfg).unwrap();
        let mut st = Store::create(tmpdir(name), 4096, 20, 10, p).unwrap();
        st.put(0, 0, b"v").unwrap();
        assert!(st.get(0).unwrap().is_some());
    }
}

#[test]
fn log_size_matches_the_paper() {
    // 20,000 keys of 112 bytes in 16 KiB segments at 70/80/90%
    assert_eq!(log_segments(20000, 100, 16384, 70, 2), 198);
    assert_eq!(log_segments(20000, 100, 16384, 80, 2), 174);
    assert_eq!(log_segments(20000, 100, 16384, 90, 2), 155);
}
