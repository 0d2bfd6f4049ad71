//! Python values to the VM's structured values and back.
//!
//! A call crosses two boundaries: Python objects (which need the GIL) and
//! the VM's [`Dynamic`] values (which hold `Rc`s and so stay on the thread
//! that runs the call). [`Val`] sits between them: plain owned data that is
//! `Send`, built while the GIL is held, turned into `Dynamic` after the GIL
//! is released, and back. Arrays travel as their bytes; a result array the
//! VM holds alone gives its bytes to numpy without a copy, and a result that
//! is one of the call's own input arrays comes back as that very array.

use std::rc::Rc;

use numpy::npyffi::{self, NPY_ARRAY_ALIGNED, NPY_ARRAY_C_CONTIGUOUS, NPY_ARRAY_WRITEABLE};
use numpy::{PyArrayDescr, PyArrayDescrMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytesMethods, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use sigil_vm::value::Storage;
use sigil_vm::{BufferView, Dynamic, ElementType};

/// Deepest nesting of lists, tuples and dicts accepted in an argument.
pub const MAX_DEPTH: usize = 128;

/// A structured value as plain data, free to cross threads.
pub enum Val {
    None,
    Bool(bool),
    Int(i64),
    /// An int beyond 64 bits (PyDM's `integer<*>`).
    BigInt(num_bigint::BigInt),
    Float(f64),
    Str(String),
    List(Vec<Val>),
    Tuple(Vec<Val>),
    Dict(Vec<(String, Val)>),
    Array(Array),
    /// A result that is the call's input array number `n` (by position in
    /// the order arrays were read).
    Input(usize),
}

pub struct Array {
    pub elem: ElementType,
    pub shape: Vec<i64>,
    pub data: Storage,
}

/// What the arguments of one call keep of Python: the array objects met,
/// in order (a result that is one of them is given back as is), and
/// whether arrays may be lent to the VM in place.
pub struct Inputs {
    pub arrays: Vec<Py<PyAny>>,
    /// False for a module with mutable globals: it could keep an argument
    /// beyond the call, and the caller's later writes must not reach it.
    pub lend: bool,
    /// Ints must fit `i64` (PyDM's integers); otherwise unsigned 64-bit
    /// values above `i64::MAX` keep their bits (IREE's `ui64`).
    pub strict_ints: bool,
}

/// The raw elements of a Python list or tuple passed for a PyDM
/// `list<unboxed,T>` parameter, read in one pass straight into the slot
/// bits the VM's compact list keeps (no per-element value in between):
/// ints for an integer list, floats for a float list, bools for a bool
/// list, each exactly (a bool is not an int here, an int not a float:
/// PyDM's type codes tell them apart). `None` when `obj` is not a list or
/// tuple (the ordinary conversion then reports it).
pub fn unboxed_list(obj: &Bound<'_, PyAny>, t: sigil_vm::ScalarType) -> PyResult<Option<Scalars>> {
    type GetItem = unsafe extern "C" fn(*mut ffi::PyObject, ffi::Py_ssize_t) -> *mut ffi::PyObject;
    let (n, get): (usize, GetItem) = if let Ok(l) = obj.cast::<PyList>() {
        (l.len(), ffi::PyList_GetItem)
    } else if let Ok(tu) = obj.cast::<PyTuple>() {
        (tu.len(), ffi::PyTuple_GetItem)
    } else {
        return Ok(None);
    };
    let mut out: Vec<u64> = Vec::with_capacity(n);
    let p = obj.as_ptr();
    for k in 0..n {
        // SAFETY: `p` is a live list or tuple (`obj` holds a reference, and
        // we hold the GIL) and `k` is below its length, which nothing can
        // change during the loop: it runs no Python code (`raw_bits` only
        // converts exact ints, floats and bools, whose C conversions call no
        // Python method), so the borrowed item stays alive while it is read.
        let bits = unsafe { raw_bits(get(p, k as ffi::Py_ssize_t), t) };
        match bits {
            Some(b) => out.push(b),
            None => return Err(mismatch(k, &obj.get_item(k)?, t)),
        }
    }
    Ok(Some(Scalars(out)))
}

/// The elements of an unboxed list as the slot bits of its type (see
/// [`sigil_vm::pydm::PydmArg::Unboxed`]), built while the GIL is held and
/// handed to the VM after it is released (only [`unboxed_list`] makes one;
/// the field is private).
pub struct Scalars(Vec<u64>);

impl Scalars {
    pub fn into_bits(self) -> Vec<u64> {
        self.0
    }
}

/// The raw bits of `x` as an element of an unboxed list of `t`, if it is
/// exactly of the matching Python type and fits.
///
/// # Safety
/// `x` must point at a live Python object, with the GIL held.
#[inline(always)]
unsafe fn raw_bits(x: *mut ffi::PyObject, t: sigil_vm::ScalarType) -> Option<u64> {
    use sigil_vm::ScalarType as S;
    // SAFETY: per this function's contract.
    unsafe {
        match t {
            S::Int(w) if w > 1 && ffi::PyLong_CheckExact(x) != 0 => {
                // The overflow flag, not an exception, says the int needs
                // more than 64 bits (the caller then reports the element),
                // and ints of several digits are read without going
                // through a byte array (as `PyLong_AsLongLong` does).
                let mut overflow: std::ffi::c_int = 0;
                let v = ffi::PyLong_AsLongLongAndOverflow(x, &mut overflow);
                if overflow != 0 {
                    return None;
                }
                let fits = w == 64 || (v >= -(1i64 << (w - 1)) && v < (1i64 << (w - 1)));
                fits.then_some(v as u64)
            }
            S::F64 if ffi::PyFloat_CheckExact(x) != 0 => Some(ffi::PyFloat_AsDouble(x).to_bits()),
            S::F32 if ffi::PyFloat_CheckExact(x) != 0 => {
                Some((ffi::PyFloat_AsDouble(x) as f32).to_bits() as u64)
            }
            S::I1 if x == ffi::Py_True() => Some(u64::MAX),
            S::I1 if x == ffi::Py_False() => Some(0),
            _ => None,
        }
    }
}

fn mismatch(k: usize, x: &Bound<'_, PyAny>, t: sigil_vm::ScalarType) -> PyErr {
    let repr = x.repr().map(|r| r.to_string()).unwrap_or_default();
    PyValueError::new_err(format!(
        "element {k} ({repr}) does not fit a list of {}",
        t.name()
    ))
}

/// A Python str as Rust text, checked. A str object can hold code points
/// beyond U+10FFFF (numpy makes them from the raw bytes of a `U` array),
/// whose UTF-8 encoding is no UTF-8 at all; pyo3's `to_cow` would take it
/// unchecked as a `str`.
pub fn text(s: &Bound<'_, PyString>) -> PyResult<String> {
    let bytes = s.encode_utf8()?;
    String::from_utf8(bytes.as_bytes().to_vec()).map_err(|_| {
        PyValueError::new_err("a str holding a code point beyond U+10FFFF is no Unicode text")
    })
}

/// Python's name for a value's type, for messages.
fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type()
        .name()
        .map(|n| n.to_string())
        .unwrap_or_else(|_| "?".into())
}

/// The VM element type of a numpy dtype.
fn element_type(dtype: &Bound<'_, PyArrayDescr>) -> PyResult<ElementType> {
    let size = dtype.itemsize();
    let bits = (size * 8) as u8;
    Ok(match (dtype.kind(), size) {
        (b'b', 1) => ElementType::Bool,
        (b'i', 1 | 2 | 4 | 8) => ElementType::Int(bits),
        (b'u', 1 | 2 | 4 | 8) => ElementType::UInt(bits),
        (b'f', 2) => ElementType::F16,
        (b'f', 4) => ElementType::F32,
        (b'f', 8) => ElementType::F64,
        (b'c', 8) => ElementType::Complex(32),
        (b'c', 16) => ElementType::Complex(64),
        (b'V', 2) if dtype.str()?.to_cow()? == "bfloat16" => ElementType::BF16,
        _ => {
            return Err(PyTypeError::new_err(format!(
                "arrays of dtype {} cannot be passed (supported: bool, int8..int64, \
                 uint8..uint64, float16, float32, float64, complex64, complex128, bfloat16)",
                dtype.str()?
            )))
        }
    })
}

/// Reads the Python argument `obj`.
pub fn from_py(obj: &Bound<'_, PyAny>, depth: usize, inputs: &mut Inputs) -> PyResult<Val> {
    if depth > MAX_DEPTH {
        return Err(PyValueError::new_err(format!(
            "argument nests deeper than {MAX_DEPTH} levels"
        )));
    }
    if obj.is_none() {
        return Ok(Val::None);
    }
    if let Ok(b) = obj.cast::<PyBool>() {
        return Ok(Val::Bool(b.is_true()));
    }
    if let Ok(i) = obj.cast::<PyInt>() {
        return match i.extract::<i64>() {
            Ok(v) => Ok(Val::Int(v)),
            // Unsigned 64-bit values above i64::MAX keep their bits.
            Err(_) => match i.extract::<u64>() {
                Ok(v) if !inputs.strict_ints => Ok(Val::Int(v as i64)),
                // PyDM: a Python int of any size, exactly.
                _ if inputs.strict_ints => Ok(Val::BigInt(i.extract::<num_bigint::BigInt>()?)),
                _ => Err(PyValueError::new_err(format!(
                    "integer {} does not fit in 64 bits",
                    i.repr()?
                ))),
            },
        };
    }
    if let Ok(f) = obj.cast::<PyFloat>() {
        return Ok(Val::Float(f.value()));
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(Val::Str(text(s)?));
    }
    if let Ok(l) = obj.cast::<PyList>() {
        let mut v = Vec::with_capacity(l.len());
        for x in l.iter() {
            v.push(from_py(&x, depth + 1, inputs)?);
        }
        return Ok(Val::List(v));
    }
    if let Ok(t) = obj.cast::<PyTuple>() {
        let mut v = Vec::with_capacity(t.len());
        for x in t.iter() {
            v.push(from_py(&x, depth + 1, inputs)?);
        }
        return Ok(Val::Tuple(v));
    }
    if let Ok(d) = obj.cast::<PyDict>() {
        // A snapshot of the items: converting a value may run Python code
        // (a number's `__index__`) that changes the dict under us.
        let items = d.items();
        let mut v = Vec::with_capacity(items.len());
        for kx in items.iter() {
            let (k, x): (Bound<'_, PyAny>, Bound<'_, PyAny>) = kx.extract()?;
            let Ok(key) = k.cast::<PyString>() else {
                return Err(PyTypeError::new_err(format!(
                    "dict keys must be strings, got {} ({})",
                    k.repr()?,
                    type_name(&k)
                )));
            };
            v.push((text(key)?, from_py(&x, depth + 1, inputs)?));
        }
        return Ok(Val::Dict(v));
    }
    if let Ok(a) = obj.cast::<PyUntypedArray>() {
        let arr = read_array(a, inputs.lend)?;
        inputs.arrays.push(obj.clone().unbind());
        return Ok(Val::Array(arr));
    }
    // numpy scalars and other numbers: by their protocol, whose result
    // must be an int (a float), as Python's `operator.index` (`float`)
    // requires; anything else (the object itself, say) is refused rather
    // than read again.
    if let Ok(i) = obj.call_method0("__index__") {
        return match i.cast::<PyInt>() {
            Ok(i) => from_py(i.as_any(), depth + 1, inputs),
            Err(_) => Err(PyTypeError::new_err(format!(
                "__index__ returned non-int (type {})",
                type_name(&i)
            ))),
        };
    }
    if let Ok(f) = obj.call_method0("__float__") {
        return match f.cast::<PyFloat>() {
            Ok(f) => Ok(Val::Float(f.value())),
            Err(_) => Err(PyTypeError::new_err(format!(
                "{}.__float__ returned non-float (type {})",
                type_name(obj),
                type_name(&f)
            ))),
        };
    }
    Err(PyTypeError::new_err(format!(
        "cannot pass a value of type {} (expected None, bool, int, float, str, list, tuple, \
         dict or numpy.ndarray)",
        type_name(obj)
    )))
}

fn read_array(a: &Bound<'_, PyUntypedArray>, lend: bool) -> PyResult<Array> {
    let elem = element_type(&a.dtype())?;
    let plain = |a: &Bound<'_, PyUntypedArray>| {
        a.is_c_contiguous() && a.is_aligned() && a.dtype().is_native_byteorder() != Some(false)
    };
    if !plain(a) {
        // A C-ordered, aligned copy in the native byte order, of the same
        // shape (`ascontiguousarray` would make a 0-d array 1-d).
        let py = a.py();
        let kwargs = PyDict::new(py);
        kwargs.set_item("dtype", a.dtype().call_method1("newbyteorder", ("=",))?)?;
        kwargs.set_item("order", "C")?;
        let c = py
            .import("numpy")?
            .call_method("array", (a,), Some(&kwargs))?;
        let c = c.cast::<PyUntypedArray>()?;
        if !plain(c) || c.shape() != a.shape() {
            return Err(PyValueError::new_err(format!(
                "numpy gave no C-contiguous, aligned copy of an array of dtype {}",
                a.dtype().str()?
            )));
        }
        return read_array(c, lend);
    }
    let shape: Vec<i64> = a.shape().iter().map(|&d| d as i64).collect();
    let n: usize = a.shape().iter().product();
    let bytes = n * elem.size();
    // SAFETY (both branches): a C-contiguous, aligned array of `n` elements
    // of `elem.size()` bytes holds `bytes` readable bytes at its data
    // pointer, and they stay there while the array object lives.
    let ptr = unsafe { (*npyffi::_PyArray_GET_ITEM_DATA(a.as_array_ptr())).data as *const u8 };
    let data = if bytes == 0 {
        Storage::default()
    } else if lend {
        // Read in place: the storage holds a reference to the array, so its
        // bytes outlive every view of them, and the VM never writes foreign
        // bytes (its first write copies them).
        let owner: std::sync::Arc<dyn std::any::Any + Send + Sync> =
            std::sync::Arc::new(a.clone().into_any().unbind());
        unsafe { Storage::foreign(ptr, bytes, owner) }
    } else {
        unsafe { std::slice::from_raw_parts(ptr, bytes) }
            .to_vec()
            .into()
    };
    Ok(Array { elem, shape, data })
}

/// `Val` to the VM's value (on the thread that runs the call). Input
/// arrays are recorded in `arrays` in the order `from_py` met them.
pub fn to_dynamic(v: Val, arrays: &mut Vec<Rc<BufferView>>) -> Dynamic {
    match v {
        Val::None | Val::Input(_) => Dynamic::None,
        Val::Bool(b) => Dynamic::Bool(b),
        Val::Int(i) => Dynamic::Int(i),
        Val::BigInt(i) => Dynamic::from_bigint(&i),
        Val::Float(f) => Dynamic::Float(f),
        Val::Str(s) => Dynamic::Str(s),
        Val::List(v) => Dynamic::List(v.into_iter().map(|x| to_dynamic(x, arrays)).collect()),
        Val::Tuple(v) => Dynamic::Tuple(v.into_iter().map(|x| to_dynamic(x, arrays)).collect()),
        Val::Dict(v) => Dynamic::Dict(
            v.into_iter()
                .map(|(k, x)| (k, to_dynamic(x, arrays)))
                .collect(),
        ),
        Val::Array(a) => {
            let b = Rc::new(BufferView {
                elem: a.elem,
                shape: a.shape,
                data: a.data,
            });
            arrays.push(b.clone());
            Dynamic::Array(b)
        }
    }
}

/// The VM's result as plain data: arrays that are inputs become
/// [`Val::Input`]; others give up their bytes when nothing else holds them.
pub fn from_dynamic(d: Dynamic, inputs: &[Rc<BufferView>]) -> Val {
    match d {
        Dynamic::None => Val::None,
        Dynamic::Bool(b) => Val::Bool(b),
        Dynamic::Int(i) => Val::Int(i),
        Dynamic::BigInt(i) => Val::BigInt(i),
        Dynamic::Float(f) => Val::Float(f),
        Dynamic::Str(s) => Val::Str(s),
        Dynamic::List(v) => Val::List(v.into_iter().map(|x| from_dynamic(x, inputs)).collect()),
        Dynamic::Tuple(v) => Val::Tuple(v.into_iter().map(|x| from_dynamic(x, inputs)).collect()),
        Dynamic::Dict(v) => Val::Dict(
            v.into_iter()
                .map(|(k, x)| (k, from_dynamic(x, inputs)))
                .collect(),
        ),
        Dynamic::Array(b) => {
            if let Some(k) = inputs.iter().position(|i| Rc::ptr_eq(i, &b)) {
                return Val::Input(k);
            }
            match Rc::try_unwrap(b) {
                Ok(mut view) => Val::Array(Array {
                    elem: view.elem,
                    shape: std::mem::take(&mut view.shape),
                    data: std::mem::take(&mut view.data).into_vec().into(),
                }),
                Err(shared) => Val::Array(Array {
                    elem: shared.elem,
                    shape: shared.shape.clone(),
                    data: shared.data.to_vec().into(),
                }),
            }
        }
    }
}

/// Owns the bytes of a result array; numpy arrays made from them keep it
/// alive as their base.
#[pyclass(frozen, module = "sigil")]
struct ArrayBytes {
    data: Vec<u8>,
}

/// The numpy dtype of a VM element type.
fn dtype<'py>(py: Python<'py>, elem: ElementType) -> PyResult<Bound<'py, PyArrayDescr>> {
    let name = match elem {
        ElementType::Bool => "bool",
        ElementType::Int(8) | ElementType::SInt(8) => "int8",
        ElementType::Int(16) | ElementType::SInt(16) => "int16",
        ElementType::Int(32) | ElementType::SInt(32) => "int32",
        ElementType::Int(64) | ElementType::SInt(64) => "int64",
        ElementType::UInt(8) => "uint8",
        ElementType::UInt(16) => "uint16",
        ElementType::UInt(32) => "uint32",
        ElementType::UInt(64) => "uint64",
        ElementType::F16 => "float16",
        ElementType::F32 => "float32",
        ElementType::F64 => "float64",
        ElementType::Complex(32) => "complex64",
        ElementType::Complex(64) => "complex128",
        ElementType::BF16 => {
            let Ok(ml) = py.import("ml_dtypes") else {
                return Err(PyTypeError::new_err(
                    "a bf16 result needs the ml_dtypes package (pip install ml_dtypes)",
                ));
            };
            return PyArrayDescr::new(py, ml.getattr("bfloat16")?);
        }
        other => {
            return Err(PyTypeError::new_err(format!(
                "no numpy dtype for elements of type {}",
                other.name()
            )))
        }
    };
    PyArrayDescr::new(py, name)
}

/// A numpy array owning `a`'s bytes (no copy).
fn to_numpy<'py>(py: Python<'py>, a: Array) -> PyResult<Bound<'py, PyAny>> {
    let descr = dtype(py, a.elem)?;
    // numpy reads `product(shape) * itemsize` bytes from the pointer: a
    // result of any other size would be read out of bounds.
    let count = a.shape.iter().try_fold(1usize, |n, &d| {
        usize::try_from(d).ok().and_then(|d| n.checked_mul(d))
    });
    if count.and_then(|n| n.checked_mul(a.elem.size())) != Some(a.data.len()) {
        return Err(PyRuntimeError::new_err(format!(
            "internal error: a result array of shape {:?} and {} holds {} bytes",
            a.shape,
            a.elem.name(),
            a.data.len()
        )));
    }
    let mut dims: Vec<npyffi::npy_intp> = a.shape.iter().map(|&d| d as npyffi::npy_intp).collect();
    let owner = Bound::new(
        py,
        ArrayBytes {
            data: a.data.into_vec(),
        },
    )?;
    let ptr = owner.get().data.as_ptr() as *mut std::ffi::c_void;
    // SAFETY: `ptr` points at `product(dims) * itemsize` bytes owned by
    // `owner`, which becomes the array's base object (PyArray_SetBaseObject
    // steals the reference), so the bytes live as long as the array; the
    // descriptor reference is stolen by PyArray_NewFromDescr as numpy
    // documents; a null result is a raised Python error.
    unsafe {
        let api = &npyffi::PY_ARRAY_API;
        let array = api.PyArray_NewFromDescr(
            py,
            npyffi::get_type_object(py, npyffi::NpyTypes::PyArray_Type),
            descr.into_dtype_ptr(),
            dims.len() as std::ffi::c_int,
            dims.as_mut_ptr(),
            std::ptr::null_mut(),
            ptr,
            NPY_ARRAY_C_CONTIGUOUS | NPY_ARRAY_WRITEABLE | NPY_ARRAY_ALIGNED,
            std::ptr::null_mut(),
        );
        if array.is_null() {
            return Err(PyErr::fetch(py));
        }
        let array = Bound::from_owned_ptr(py, array);
        if api.PyArray_SetBaseObject(
            py,
            array.as_ptr() as *mut npyffi::PyArrayObject,
            owner.into_ptr(),
        ) != 0
        {
            return Err(PyErr::fetch(py));
        }
        Ok(array)
    }
}

/// A result to Python: `inputs` are the call's input array objects.
pub fn to_py<'py>(py: Python<'py>, v: Val, inputs: &[Py<PyAny>]) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        Val::None => py.None().into_bound(py),
        Val::Bool(b) => PyBool::new(py, b).to_owned().into_any(),
        Val::Int(i) => i.into_pyobject(py)?.into_any(),
        Val::BigInt(i) => i.into_pyobject(py)?.into_any(),
        Val::Float(f) => PyFloat::new(py, f).into_any(),
        Val::Str(s) => PyString::new(py, &s).into_any(),
        Val::List(v) => {
            let items = v
                .into_iter()
                .map(|x| to_py(py, x, inputs))
                .collect::<PyResult<Vec<_>>>()?;
            PyList::new(py, items)?.into_any()
        }
        Val::Tuple(v) => {
            let items = v
                .into_iter()
                .map(|x| to_py(py, x, inputs))
                .collect::<PyResult<Vec<_>>>()?;
            PyTuple::new(py, items)?.into_any()
        }
        Val::Dict(v) => {
            let d = PyDict::new(py);
            for (k, x) in v {
                d.set_item(k, to_py(py, x, inputs)?)?;
            }
            d.into_any()
        }
        Val::Array(a) => to_numpy(py, a)?,
        Val::Input(k) => inputs[k].bind(py).clone(),
    })
}
