//! The Python package `sigil` (its native part, `sigil._sigil`): load an
//! MLIR module, call its functions with Python values, and use sigil's
//! printer and IREE's signature formats.
//!
//! - [`module`]: `Module` and `Function`, and the per-thread VM instances
//!   that let calls run in parallel with the GIL released;
//! - [`convert`]: Python values to the VM's structured values and back
//!   (numpy arrays by their bytes, results without a copy);
//! - [`errors`]: the exceptions;
//! - [`mod@abi`], the functions of `sigil.abi`.
//!
//! The Python side (`python/sigil/`) re-exports these with docstrings and
//! type stubs.

pub mod abi;
pub mod convert;
pub mod errors;
pub mod module;

use std::sync::Arc;

use pyo3::prelude::*;
use sigil_ir::{
    parse_module, print_module, verifier, Context, ParseOptions, PrintOptions, SourceFile,
};

use crate::errors::{
    CompileError, ElementTypeMismatch, NeedsCPython, ParseError, Trap, VerifyError,
};
use crate::module::{Function, Module};

/// Loads, parses and verifies the module in the file `path`.
#[pyfunction]
#[pyo3(signature = (path, jit = None))]
fn load(py: Python<'_>, path: std::path::PathBuf, jit: Option<&str>) -> PyResult<Module> {
    let name = path.to_string_lossy().into_owned();
    let text = std::fs::read(&path)
        .map_err(|e| pyo3::exceptions::PyOSError::new_err(format!("cannot read '{name}': {e}")))?;
    Module::load(py, text, name, jit_mode(jit)?)
}

/// The native tier's mode: `"off"`, `"auto"` (compile a function with a
/// loop on its first call, others once they are called often) or
/// `"always"`; by default `$SIGIL_JIT`, else `"auto"`, as on the command
/// line.
fn jit_mode(jit: Option<&str>) -> PyResult<sigil_vm::JitMode> {
    let text = match jit {
        Some(j) => j.to_string(),
        None => std::env::var("SIGIL_JIT")
            .ok()
            .filter(|v| !v.is_empty())
            .unwrap_or_else(|| "auto".into()),
    };
    text.parse()
        .map_err(|e| pyo3::exceptions::PyValueError::new_err(format!("jit: {e}")))
}

/// Parses and verifies module text; `name` is the file name diagnostics use.
#[pyfunction]
#[pyo3(signature = (text, name = "<string>", jit = None))]
fn parse(
    py: Python<'_>,
    text: &Bound<'_, PyAny>,
    name: &str,
    jit: Option<&str>,
) -> PyResult<Module> {
    let bytes: Vec<u8> = if let Ok(s) = text.extract::<String>() {
        s.into_bytes()
    } else {
        text.extract::<Vec<u8>>()?
    };
    Module::load(py, bytes, name.to_string(), jit_mode(jit)?)
}

/// Parses, verifies and prints a module as `sigil opt` (and `mlir-opt`) do.
#[pyfunction]
#[pyo3(signature = (text, generic = false, allow_unregistered_dialect = false, debug_info = false, name = "<string>", lower_pydm = false))]
fn opt(
    py: Python<'_>,
    text: &str,
    generic: bool,
    allow_unregistered_dialect: bool,
    debug_info: bool,
    name: &str,
    lower_pydm: bool,
) -> PyResult<String> {
    let text = text.as_bytes().to_vec();
    let name = name.to_string();
    let out: Result<Vec<u8>, PyErrKind> = py.detach(move || {
        let src = Arc::new(SourceFile::new(&name, text));
        let mut ctx = Context::new();
        let opts = ParseOptions {
            allow_unregistered_dialects: allow_unregistered_dialect,
            ..ParseOptions::default()
        };
        let render = |d: &sigil_ir::Diagnostic| {
            let mut s = String::new();
            d.render(&src, &mut s);
            s.trim_end().to_string()
        };
        let mut module =
            parse_module(&mut ctx, src.clone(), &opts).map_err(|d| PyErrKind::Parse(render(&d)))?;
        verifier::verify(&ctx, &module).map_err(|d| PyErrKind::Verify(render(&d)))?;
        if lower_pydm {
            // `sigil opt --convert-iree-pydm-to-iree --link-iree-pydm-rtl`.
            sigil_pydm::convert(&mut ctx, &mut module, true)
                .map_err(|d| PyErrKind::Verify(render(&d)))?;
            verifier::verify(&ctx, &module).map_err(|d| PyErrKind::Verify(render(&d)))?;
        }
        Ok(print_module(
            &mut ctx,
            &mut module,
            &PrintOptions {
                generic,
                debug_info,
            },
        ))
    });
    match out {
        // Followed by a newline, as `mlir-opt` (and `sigil opt`) end a module.
        Ok(bytes) => Ok(String::from_utf8_lossy(&bytes).into_owned() + "\n"),
        Err(PyErrKind::Parse(m)) => Err(ParseError::new_err(m)),
        Err(PyErrKind::Verify(m)) => Err(VerifyError::new_err(m)),
    }
}

/// Runs the test functions of the self-checking module in the file `path`
/// as `sigil check` does (IREE's `check` dialect): one dict per test, in
/// source order, with its `name`, whether it `passed`, its `failures` (as
/// `iree-check-module` words them, located at the check) and `seconds`.
/// `function` runs only that test. A module that does not load raises.
#[pyfunction]
#[pyo3(signature = (path, function = None, jit = None))]
fn check<'py>(
    py: Python<'py>,
    path: std::path::PathBuf,
    function: Option<&str>,
    jit: Option<&str>,
) -> PyResult<Vec<Bound<'py, pyo3::types::PyDict>>> {
    let jit = jit_mode(jit)?;
    let name = path.to_string_lossy().into_owned();
    let text = std::fs::read(&path)
        .map_err(|e| pyo3::exceptions::PyOSError::new_err(format!("cannot read '{name}': {e}")))?;
    let only = function.map(|f| f.trim_start_matches('@').to_string());
    // The VM's module is not `Send`: it lives and dies on this thread, with
    // the GIL released while the tests run.
    let outcomes = py.detach(move || -> Result<_, sigil_vm::Error> {
        let m = sigil_vm::Module::parse(text, &name)?;
        sigil_jit::set_jit(&m, jit);
        Ok(sigil_vm::check::test_functions(&m)
            .into_iter()
            .filter(|t| only.as_ref().is_none_or(|o| o == t))
            .map(|t| sigil_vm::check::run_test(&m, &t))
            .collect::<Vec<_>>())
    });
    let outcomes = outcomes.map_err(crate::errors::to_py_err)?;
    outcomes
        .into_iter()
        .map(|o| {
            let d = pyo3::types::PyDict::new(py);
            d.set_item("name", &o.name)?;
            d.set_item("passed", o.failures.is_empty())?;
            d.set_item("failures", &o.failures)?;
            d.set_item("seconds", o.elapsed.as_secs_f64())?;
            Ok(d)
        })
        .collect()
}

enum PyErrKind {
    Parse(String),
    Verify(String),
}

/// Makes the calling thread run the tensor kernels' parallel work itself,
/// as one of the thread pool's workers, instead of handing it over and
/// sleeping. The package calls it at import on Python's main thread only:
/// the thread must live as long as the process.
#[pyfunction]
fn _run_kernels_on_this_thread() {
    sigil_vm::run_kernels_on_this_thread();
}

/// The native module `sigil._sigil` (public so that an embedding binary,
/// such as the `python_args` fuzz target, can register it as a built-in).
#[pymodule(gil_used = false)]
pub fn _sigil(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(parse, m)?)?;
    m.add_function(wrap_pyfunction!(opt, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(_run_kernels_on_this_thread, m)?)?;
    m.add_class::<Module>()?;
    m.add_class::<Function>()?;
    m.add("ParseError", py.get_type::<ParseError>())?;
    m.add("VerifyError", py.get_type::<VerifyError>())?;
    m.add("CompileError", py.get_type::<CompileError>())?;
    m.add("Trap", py.get_type::<Trap>())?;
    m.add("NeedsCPython", py.get_type::<NeedsCPython>())?;
    m.add("ElementTypeMismatch", py.get_type::<ElementTypeMismatch>())?;
    m.add_function(wrap_pyfunction!(abi::mangle_sip, m)?)?;
    m.add_function(wrap_pyfunction!(abi::parse_sip, m)?)?;
    m.add_function(wrap_pyfunction!(abi::describe, m)?)?;
    m.add_function(wrap_pyfunction!(abi::raw_signature, m)?)?;
    Ok(())
}
