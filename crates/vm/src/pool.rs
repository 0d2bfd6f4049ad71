//! A per-thread pool of large tensor buffers, so that a function called in
//! a loop reuses the memory its tensors freed instead of faulting in (and
//! clearing) fresh pages each time.
//!
//! A buffer view gives its bytes back when dropped; [`take`] hands out a
//! pooled buffer of exactly the requested length, its old contents intact
//! (callers overwrite it, or allocate zeroed). Only buffers of at least
//! [`MIN_BYTES`] are pooled, at most [`MAX_POOLED`] bytes in all, and at
//! most [`PER_SIZE`] buffers of one size.

use std::cell::RefCell;
use std::collections::HashMap;

const MIN_BYTES: usize = 1 << 16;
const MAX_POOLED: usize = 1 << 30;
/// A ResNet block on 1x56x56x64 frees a dozen tensors of that size per
/// call; with 4 kept the others were allocated zeroed again each call
/// (a memset that took 7 % of its time).
const PER_SIZE: usize = 16;

#[derive(Default)]
struct Pool {
    free: HashMap<usize, Vec<Vec<u8>>>,
    bytes: usize,
}

thread_local! {
    static POOL: RefCell<Pool> = RefCell::new(Pool::default());
}

/// A pooled buffer of `len` bytes holding whatever it held before.
pub(crate) fn take(len: usize) -> Option<Vec<u8>> {
    if len < MIN_BYTES {
        return None;
    }
    POOL.with(|p| {
        let mut p = p.borrow_mut();
        let v = p.free.get_mut(&len)?.pop()?;
        p.bytes -= len;
        Some(v)
    })
}

/// Keeps `v` for a later [`take`] of its length, if there is room.
pub(crate) fn give(v: Vec<u8>) {
    let len = v.len();
    if len < MIN_BYTES {
        return;
    }
    // `try_with`: a buffer dropped while the thread shuts down is freed.
    let _ = POOL.try_with(|p| {
        let Ok(mut p) = p.try_borrow_mut() else {
            return;
        };
        if p.bytes + len > MAX_POOLED {
            return;
        }
        let list = p.free.entry(len).or_default();
        if list.len() < PER_SIZE {
            list.push(v);
            p.bytes += len;
        }
    });
}
