//! `sigil.abi`: IREE's signature formats from Python.
//!
//! SIP structures travel as Python data: a leaf is a raw index (`int`), a
//! sequence a `list`/`tuple` (or a dict with integer keys, for gaps), a
//! dict a `dict` with string keys; `None` is the empty structure.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyString, PyTuple};
use sigil_abi::{MlirType, PathKey, RawSignature, SipNode, SipSignature};

use crate::convert::MAX_DEPTH;

/// Collects `(raw index, path)` for every leaf of `obj`.
fn leaves(
    obj: &Bound<'_, PyAny>,
    path: &mut Vec<PathKey>,
    out: &mut Vec<(i64, Vec<PathKey>)>,
) -> PyResult<()> {
    if path.len() > MAX_DEPTH {
        return Err(PyValueError::new_err(format!(
            "structure nests deeper than {MAX_DEPTH} levels"
        )));
    }
    if obj.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(format!(
            "a SIP leaf must be a raw index (int), got {}",
            obj.repr()?
        )));
    }
    if let Ok(i) = obj.cast::<PyInt>() {
        let raw: i64 = i
            .extract()
            .map_err(|_| PyValueError::new_err(format!("raw index {} is out of range", i)))?;
        out.push((raw, path.clone()));
        return Ok(());
    }
    if obj.is_instance_of::<PyList>() || obj.is_instance_of::<PyTuple>() {
        for (k, x) in obj.try_iter()?.enumerate() {
            path.push(PathKey::Index(k as i64));
            leaves(&x?, path, out)?;
            path.pop();
        }
        return Ok(());
    }
    if let Ok(d) = obj.cast::<PyDict>() {
        for (k, x) in d.iter() {
            let key = if k.is_instance_of::<PyBool>() {
                return Err(PyTypeError::new_err(format!(
                    "SIP keys are ints or strings, got {}",
                    k.repr()?
                )));
            } else if let Ok(s) = k.cast::<PyString>() {
                PathKey::Name(s.to_cow()?.into_owned())
            } else if let Ok(i) = k.cast::<PyInt>() {
                PathKey::Index(i.extract()?)
            } else {
                return Err(PyTypeError::new_err(format!(
                    "SIP keys are ints or strings, got {}",
                    k.repr()?
                )));
            };
            path.push(key);
            leaves(&x, path, out)?;
            path.pop();
        }
        return Ok(());
    }
    Err(PyTypeError::new_err(format!(
        "a SIP structure holds ints, lists, tuples and dicts, got {}",
        obj.repr()?
    )))
}

fn structure(obj: &Bound<'_, PyAny>) -> PyResult<Option<SipNode>> {
    if obj.is_none() {
        return Ok(None);
    }
    let mut out = Vec::new();
    leaves(obj, &mut Vec::new(), &mut out)?;
    SipNode::from_paths(&out).map_err(|e| PyValueError::new_err(e.to_string()))
}

/// The SIP signature (`I...R...`) of nested structures of raw indices.
#[pyfunction]
pub fn mangle_sip(inputs: &Bound<'_, PyAny>, results: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(SipSignature {
        inputs: structure(inputs)?,
        results: structure(results)?,
    }
    .encode())
}

fn node_to_py<'py>(py: Python<'py>, node: Option<&SipNode>) -> PyResult<Bound<'py, PyAny>> {
    Ok(match node {
        None => py.None().into_bound(py),
        Some(SipNode::Leaf(i)) => i.into_pyobject(py)?.into_any(),
        Some(SipNode::Sequence(items)) => {
            let len = items.last().map_or(0, |(k, _)| *k as usize + 1);
            let mut v: Vec<Bound<'py, PyAny>> = vec![py.None().into_bound(py); len];
            for (k, n) in items {
                v[*k as usize] = node_to_py(py, Some(n))?;
            }
            PyList::new(py, v)?.into_any()
        }
        Some(SipNode::Dict(items)) => {
            let d = PyDict::new(py);
            for (k, n) in items {
                d.set_item(k, node_to_py(py, Some(n))?)?;
            }
            d.into_any()
        }
    })
}

/// `(inputs, results)` of a SIP signature as nested Python data (gaps in
/// a sequence are `None`).
#[pyfunction]
pub fn parse_sip<'py>(py: Python<'py>, sig: &str) -> PyResult<Bound<'py, PyTuple>> {
    let s =
        SipSignature::parse(sig.as_bytes()).map_err(|e| PyValueError::new_err(e.to_string()))?;
    PyTuple::new(
        py,
        [
            node_to_py(py, s.inputs.as_ref())?,
            node_to_py(py, s.results.as_ref())?,
        ],
    )
}

/// The canonical rendering of a raw or SIP signature or `iree.abi` JSON
/// (what `sigil abi decode` prints).
#[pyfunction]
pub fn describe(sig: &str) -> PyResult<String> {
    sigil_abi::decode(sig)
        .map(|d| d.to_string())
        .map_err(|e| PyValueError::new_err(e.to_string()))
}

/// Splits `text` at top-level commas.
fn split_top(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in text.char_indices() {
        match c {
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = text[start..].trim();
    if !last.is_empty() || !out.is_empty() {
        out.push(last);
    }
    out
}

fn types(list: &str) -> PyResult<Vec<MlirType>> {
    let list = list.trim();
    let inner = match list.strip_prefix('(').and_then(|l| l.strip_suffix(')')) {
        Some(inner) => inner,
        None => list,
    };
    split_top(inner)
        .into_iter()
        .map(|t| MlirType::parse(t).map_err(|e| PyValueError::new_err(format!("type '{t}': {e}"))))
        .collect()
}

/// The raw signature (`f`) of a function type, e.g.
/// `raw_signature("(tensor<?x4xf32>, i32) -> f32")`.
#[pyfunction]
pub fn raw_signature(fn_type: &str) -> PyResult<String> {
    let mut depth = 0i32;
    let mut arrow = None;
    let b = fn_type.as_bytes();
    for i in 0..b.len() {
        match b[i] {
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b'>' if i > 0 && b[i - 1] == b'-' && depth == 0 => {}
            b'>' | b')' | b']' | b'}' => depth -= 1,
            b'-' if depth == 0 && b.get(i + 1) == Some(&b'>') => {
                arrow = Some(i);
                break;
            }
            _ => {}
        }
    }
    let Some(at) = arrow else {
        return Err(PyValueError::new_err(format!(
            "expected a function type '(inputs) -> results', got '{fn_type}'"
        )));
    };
    let inputs = types(&fn_type[..at])?;
    let results = types(&fn_type[at + 2..])?;
    let (raw, unsupported) = RawSignature::from_types(&inputs, &results);
    if let Some((side, k)) = unsupported.first() {
        return Err(PyValueError::new_err(format!(
            "{} {k} has a type the raw signature cannot express",
            match side {
                sigil_abi::Side::Argument => "argument",
                sigil_abi::Side::Result => "result",
            }
        )));
    }
    Ok(raw.encode())
}
