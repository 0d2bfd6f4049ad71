//! sigil's exceptions and how VM errors become them.
//!
//! Parse and verify errors are `ValueError`s (bad input text), traps
//! `RuntimeError`s (the program failed). Argument problems are what
//! `iree.runtime` raises for them: `ValueError` for arity, keywords,
//! structure sizes and values out of range, `TypeError` when a value is of
//! the wrong kind (a float for an integer, a list for an array, an array of
//! another dtype).

use pyo3::create_exception;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::PyErr;
use sigil_vm::Error;

create_exception!(
    sigil,
    ParseError,
    PyValueError,
    "The module text does not parse; the message is the diagnostic (file:line:col, the source \
     line and a caret)."
);
create_exception!(
    sigil,
    VerifyError,
    PyValueError,
    "The module parses but does not verify; the message is the diagnostic (file:line:col, the \
     source line and a caret)."
);
create_exception!(
    sigil,
    CompileError,
    PyRuntimeError,
    "A function uses an op the VM cannot run; the message names the op and its location."
);
create_exception!(
    sigil,
    Trap,
    PyRuntimeError,
    "A function trapped (integer division by zero, a failed cf.assert, an index out of bounds, a \
     limit); the message gives the op's location, the source line and the call stack."
);

create_exception!(
    sigil,
    NeedsCPython,
    PyRuntimeError,
    "A PyDM function cannot give Python's result on the VM (PyDM exception code 5: an int to a \
     negative power, a complex result, an operation left to CPython): run the Python code on \
     CPython. `sigil.pydm.jit` does so itself; not a Python exception of the program."
);

create_exception!(
    sigil,
    ElementTypeMismatch,
    PyValueError,
    "A list passed for a PyDM `list<unboxed,T>` parameter has an element that is not a T \
     (raised before the function runs; `sigil.pydm.jit` then calls its generic signature)."
);

/// Whether a call error says a value is of the wrong kind.
fn is_type_error(m: &str) -> bool {
    [
        ": expected an integer, got",
        " scalar, got ",
        ": expected an array, got",
        ": expected an array of ",
        "expected a list. got",
        "expected a list, tuple or dict",
        " is not a number",
        "function values cannot be passed",
    ]
    .iter()
    .any(|p| m.contains(p))
}

pub fn to_py_err(e: Error) -> PyErr {
    let m = e.message().trim_end().to_string();
    match e {
        Error::Parse(_) => ParseError::new_err(m),
        Error::Verify(_) => VerifyError::new_err(m),
        Error::Compile(_) => CompileError::new_err(m),
        Error::Trap { .. } => Trap::new_err(m),
        Error::Call(_) if is_type_error(&m) => PyTypeError::new_err(m),
        Error::Call(_) | Error::Input(_) => PyValueError::new_err(m),
        Error::Exception {
            code,
            class,
            function,
            ..
        } => exception(code, class, &function),
    }
}

/// The Python exception a PyDM exception code stands for (the table of
/// `sigil_pydm::exceptions`); an unknown code is a `RuntimeError` naming it.
fn exception(code: i32, class: Option<&str>, function: &str) -> PyErr {
    use pyo3::exceptions::*;
    let m = format!("raised in @{function} (PyDM exception code {code})");
    match class {
        Some("StopIteration") => PyStopIteration::new_err(m),
        Some("StopAsyncIteration") => PyStopAsyncIteration::new_err(m),
        Some("RuntimeError") => PyRuntimeError::new_err(m),
        Some("ValueError") => PyValueError::new_err(m),
        Some("NotImplementedError") => PyNotImplementedError::new_err(m),
        Some("KeyError") => PyKeyError::new_err(m),
        Some("IndexError") => PyIndexError::new_err(m),
        Some("AttributeError") => PyAttributeError::new_err(m),
        Some("TypeError") => PyTypeError::new_err(m),
        Some("UnboundLocalError") => PyUnboundLocalError::new_err(m),
        Some("ZeroDivisionError") => PyZeroDivisionError::new_err(m),
        Some("AssertionError") => PyAssertionError::new_err(m),
        Some("OverflowError") => PyOverflowError::new_err(m),
        Some("MemoryError") => PyMemoryError::new_err(m),
        Some(sigil_pydm::exceptions::NEEDS_CPYTHON_NAME) => NeedsCPython::new_err(format!(
            "@{function} needs CPython: the VM cannot compute Python's result here (PyDM \
             exception code {code})"
        )),
        _ => PyRuntimeError::new_err(format!("unknown PyDM exception code {code} in @{function}")),
    }
}
