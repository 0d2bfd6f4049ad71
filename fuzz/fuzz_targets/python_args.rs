//! Fuzz target: the Python package's argument conversion (Python values to
//! the VM's values and back, `crates/python/src/convert.rs`, and the call
//! path of `module.rs`) never panics, aborts or crashes, whatever the
//! values: a bad argument is an ordinary Python exception.
//!
//! The calls are made by Python code, so the target embeds CPython (the
//! interpreter pyo3 was built for, 3.11) and registers the native module as
//! the built-in `_sigil` (the crate is linked as an rlib, without the
//! `extension-module` feature, so it links libpython). The input's bytes
//! go to `run` of `fuzz/python_args.py`, the decoder that the replay
//! `python/tests/test_fuzz_seeds.py` shares, which turns them into one
//! call and swallows the exceptions a bad call is expected to raise;
//! anything `run` raises (pyo3's PanicException for a Rust panic, a
//! SystemError, ...) is a crash here. numpy comes from the virtual
//! environment `scripts/python-tests.sh` makes (`.venv-py`, or the
//! site-packages directory in `$SIGIL_FUZZ_SITE_PACKAGES`);
//! `scripts/fuzz-campaign.sh` puts libpython's directory on the library
//! path.
#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

/// A stack overflow (unbounded recursion in a conversion) faults on the
/// exhausted stack, where libFuzzer's SIGSEGV handler cannot run to save
/// the input: give the handler a stack of its own.
fn handle_overflows() {
    const SIZE: usize = 1 << 20;
    let stack: &'static mut [u8] = Box::leak(vec![0u8; SIZE].into_boxed_slice());
    // SAFETY: the alternate stack is leaked, so it outlives the thread,
    // and the handler libFuzzer installed is kept, with SA_ONSTACK added.
    unsafe {
        let alt = libc::stack_t {
            ss_sp: stack.as_mut_ptr().cast(),
            ss_flags: 0,
            ss_size: SIZE,
        };
        assert_eq!(libc::sigaltstack(&alt, std::ptr::null_mut()), 0);
        let mut action: libc::sigaction = std::mem::zeroed();
        assert_eq!(
            libc::sigaction(libc::SIGSEGV, std::ptr::null(), &mut action),
            0
        );
        action.sa_flags |= libc::SA_ONSTACK;
        assert_eq!(
            libc::sigaction(libc::SIGSEGV, &action, std::ptr::null_mut()),
            0
        );
    }
}

/// The decoder's `run`, imported once per process.
fn runner() -> &'static Py<PyAny> {
    static RUN: OnceLock<Py<PyAny>> = OnceLock::new();
    RUN.get_or_init(|| {
        handle_overflows();
        use _sigil::_sigil as native;
        pyo3::append_to_inittab!(native);
        Python::initialize();
        Python::attach(|py| {
            let here = env!("CARGO_MANIFEST_DIR");
            let site = std::env::var("SIGIL_FUZZ_SITE_PACKAGES")
                .unwrap_or_else(|_| format!("{here}/../.venv-py/lib/python3.11/site-packages"));
            let path = py.import("sys").and_then(|s| s.getattr("path")).unwrap();
            path.call_method1("insert", (0, here)).unwrap();
            path.call_method1("append", (site,)).unwrap();
            let module = py
                .import("python_args")
                .unwrap_or_else(|e| panic!("python_args: cannot import fuzz/python_args.py: {e}"));
            module.getattr("run").unwrap().unbind()
        })
    })
}

fuzz_target!(|data: &[u8]| {
    let run = runner();
    Python::attach(|py| {
        if let Err(e) = run.call1(py, (PyBytes::new(py, data),)) {
            let trace = e
                .traceback(py)
                .and_then(|t| t.format().ok())
                .unwrap_or_default();
            panic!("python_args: an unexpected exception\n{trace}{e}");
        }
    });
});
