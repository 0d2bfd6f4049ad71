//! Rayon's global pool, built the first time a kernel goes parallel, with
//! the thread that runs the program as one of its workers.
//!
//! A parallel kernel called from a thread outside the pool hands its work
//! to the pool and sleeps until a worker has done it: two wake-ups per
//! kernel. On a busy machine each wake-up waits for a time slice, and a
//! transformer block's forty parallel kernels spent most of a call asleep
//! (0.14 CPUs used, 100 context switches per call). When the program's
//! thread is worker 0, a kernel runs in place: the other workers steal
//! what they can, and the program's thread does the rest itself instead
//! of waiting for a thread that is not running.
//!
//! Only a thread that lives as long as the process may be worker 0 (rayon
//! keeps the slot): the command line's and the Python interpreter's
//! threads name themselves with [`run_kernels_on_this_thread`]. Building
//! is lazy so that a program with no parallel kernel starts no thread.

use std::sync::{Once, OnceLock};
use std::thread::ThreadId;

static HOME: OnceLock<ThreadId> = OnceLock::new();

/// Makes the calling thread, which must live until the process ends, the
/// pool's worker 0 if it is the one that first runs a parallel kernel.
pub fn run_kernels_on_this_thread() {
    let _ = HOME.set(std::thread::current().id());
}

/// Builds the global pool if no one has; called before any parallel work.
pub fn ready() {
    static BUILT: Once = Once::new();
    BUILT.call_once(|| {
        let builder = rayon::ThreadPoolBuilder::new();
        let builder = if HOME.get() == Some(&std::thread::current().id()) {
            builder.use_current_thread()
        } else {
            builder
        };
        // Fails only when the pool exists already (built by a library
        // that shares the process), which is as good.
        let _ = builder.build_global();
    });
}
