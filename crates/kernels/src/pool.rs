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

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Once, OnceLock};
use std::thread::ThreadId;
use std::time::{Duration, Instant};

static HOME: OnceLock<ThreadId> = OnceLock::new();

/// Makes the calling thread, which must live until the process ends, the
/// pool's worker 0 if it is the one that first runs a parallel kernel.
pub fn run_kernels_on_this_thread() {
    let _ = HOME.set(std::thread::current().id());
}

/// Builds the global pool if no one has; called before any parallel work,
/// whose end the returned guard marks (see [`Section`]).
pub fn ready() -> Section {
    build();
    Section(())
}

/// A parallel section: when it ends, one worker stays awake for `LINGER`
/// unless it finds work sooner, so that the next section finds it running.
///
/// A worker with nothing to do sleeps after a few microseconds, and waking
/// it took tens of microseconds on this project's machine: an LSTM step's
/// sixteen products, each split over both threads, paid more in wake-ups
/// than the second thread saved (1.8 ms per call on one thread, 2.3 ms on
/// two). OpenMP runtimes and XLA's pool spin the same way before sleeping.
#[must_use = "the section ends when the guard is dropped"]
pub struct Section(());

impl Drop for Section {
    fn drop(&mut self) {
        linger();
    }
}

/// How long an idle worker keeps looking for work before it may sleep.
pub const LINGER: Duration = Duration::from_micros(500);

/// Whether a worker is lingering now (at most one does).
static LINGERING: AtomicBool = AtomicBool::new(false);

/// Whether a worker is lingering now (for tests).
pub fn lingering() -> bool {
    LINGERING.load(Ordering::Acquire)
}

fn linger() {
    if rayon::current_num_threads() < 2 || LINGERING.swap(true, Ordering::AcqRel) {
        return;
    }
    rayon::spawn(|| {
        // Never on the program's own thread: it has a program to run.
        if HOME.get() != Some(&std::thread::current().id()) {
            let mut idle_since = Instant::now();
            loop {
                match rayon::yield_now() {
                    Some(rayon::Yield::Executed) => idle_since = Instant::now(),
                    _ if idle_since.elapsed() >= LINGER => break,
                    _ => std::hint::spin_loop(),
                }
            }
        }
        LINGERING.store(false, Ordering::Release);
    });
}

fn build() {
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
