//! Calling lowered PyDM functions with Python values: the kinds of a PyDM
//! signature, read on load from the `iree_pydm.func` before it is lowered,
//! and the conversions between host values ([`Dynamic`]) and PyDM's
//! run-time layout (an object is the list `[type code: i32, value]`; a
//! list or tuple is the list of its elements' objects).
//!
//! Scalars (`bool`, `integer<N>`, `real<fN>`) pass as plain VM values, as
//! for any function; `none` is the `i32` 0. Only objects and sequences need
//! boxing, and the exception result is consumed by the call itself
//! (`Module::call`), so this module only shapes arguments and results.

use sigil_ir::dialects::pydm::{self, IntKind, PyType, Storage};
use sigil_ir::TypeData;
use sigil_ir::{Context, Type};

use crate::abi::Dynamic;
use crate::value::{Item, ListElem, ListRef, Ref, ScalarType, Value};

/// How a PyDM argument or result crosses the call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PyKind {
    NoneType,
    /// A `bool`, `integer` or `real`: a plain VM value.
    Scalar,
    /// An object: boxed.
    Object,
    /// A list or tuple: the raw list of its elements' objects.
    List,
    Tuple,
    /// A `list<unboxed,T>` of numbers: a list of raw scalars, no objects.
    UnboxedList(ScalarType),
}

/// The kinds of a PyDM function's arguments and of its value result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PydmSignature {
    pub args: Vec<PyKind>,
    pub result: PyKind,
}

/// The VM scalar type of a PyDM number type.
fn scalar_type(ctx: &Context, t: Type) -> Option<ScalarType> {
    Some(match pydm::py_type(ctx, t)? {
        PyType::Bool => ScalarType::I1,
        PyType::Integer(Some(IntKind::Fixed { width, .. })) => ScalarType::Int(width as u8),
        PyType::Real(Some(f)) => match ctx.type_data(f) {
            TypeData::Float(sigil_ir::types::FloatKind::F32) => ScalarType::F32,
            TypeData::Float(sigil_ir::types::FloatKind::F64) => ScalarType::F64,
            _ => return None,
        },
        _ => return None,
    })
}

pub(crate) fn kind(ctx: &Context, t: Type) -> PyKind {
    if let Some(PyType::List(Some((Storage::Unboxed, e)))) = pydm::py_type(ctx, t) {
        if let Some(s) = scalar_type(ctx, e) {
            return PyKind::UnboxedList(s);
        }
    }
    match pydm::py_type(ctx, t) {
        Some(PyType::NoneType) => PyKind::NoneType,
        Some(PyType::List(_)) => PyKind::List,
        Some(PyType::Tuple) => PyKind::Tuple,
        Some(PyType::Bool | PyType::Integer(_) | PyType::Real(_)) => PyKind::Scalar,
        _ => PyKind::Object,
    }
}

fn object(code: i32, value: Option<Item>) -> Value {
    let mut items = vec![Item::from_value(&Value::Int {
        width: 32,
        value: code.into(),
    })];
    items.extend(value);
    Value::List(ListRef::new(ListElem::Variant, items))
}

/// A host value as a PyDM object.
pub fn box_dynamic(d: &Dynamic) -> Result<Value, String> {
    Ok(match d {
        Dynamic::None => object(1, None),
        Dynamic::Bool(b) => object(64, Some(Item::from_value(&Value::i1(*b)))),
        Dynamic::Int(i) => object(
            79,
            Some(Item::from_value(&Value::Int {
                width: 64,
                value: *i,
            })),
        ),
        // An int beyond 64 bits is an `integer<*>` (type code 80).
        Dynamic::BigInt(i) => object(
            80,
            Some(Item::from_value(&Value::BigInt(std::rc::Rc::new(
                i.clone(),
            )))),
        ),
        Dynamic::Float(f) => object(91, Some(Item::from_value(&Value::F64(*f)))),
        Dynamic::List(items) => object(3, Some(Item::Ref(Ref::List(sequence(items)?)))),
        Dynamic::Tuple(items) => object(2, Some(Item::Ref(Ref::List(sequence(items)?)))),
        other => {
            return Err(format!(
            "{} cannot be passed to a PyDM function (int, float, bool, None, lists and tuples can)",
            other.repr()
        ))
        }
    })
}

/// The raw list of a sequence's element objects.
pub fn sequence(items: &[Dynamic]) -> Result<ListRef, String> {
    let items = items
        .iter()
        .map(|d| box_dynamic(d).map(|v| Item::from_value(&v)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(ListRef::new(ListElem::Variant, items))
}

/// The host value of an argument of kind `k`.
pub fn argument(k: PyKind, d: &Dynamic) -> Result<Option<Value>, String> {
    Ok(Some(match (k, d) {
        (PyKind::NoneType, Dynamic::None) => Value::Int {
            width: 32,
            value: 0,
        },
        (PyKind::NoneType, other) => return Err(format!("expected None, got {}", other.repr())),
        (PyKind::Scalar, _) => return Ok(None),
        (PyKind::Object, d) => box_dynamic(d)?,
        (PyKind::List | PyKind::Tuple, Dynamic::List(items) | Dynamic::Tuple(items)) => {
            Value::List(sequence(items)?)
        }
        (PyKind::List | PyKind::Tuple, other) => {
            return Err(format!("expected a list or tuple, got {}", other.repr()))
        }
        (PyKind::UnboxedList(t), Dynamic::List(items) | Dynamic::Tuple(items)) => {
            Value::List(unboxed(t, items)?)
        }
        (PyKind::UnboxedList(_), other) => {
            return Err(format!("expected a list, got {}", other.repr()))
        }
    }))
}

/// A list of raw scalars of type `t` (ints for an integer list, floats
/// for a float list, bools for a bool list), without an object per element.
fn unboxed(t: ScalarType, items: &[Dynamic]) -> Result<ListRef, String> {
    let mut out = Vec::with_capacity(items.len());
    for (i, d) in items.iter().enumerate() {
        let bits = match (t, d) {
            (ScalarType::I1, Dynamic::Bool(b)) => Value::i1(*b).to_bits(),
            (ScalarType::Int(w), Dynamic::Int(v))
                if w > 1 && (w == 64 || (*v >= -(1i64 << (w - 1)) && *v < (1i64 << (w - 1)))) =>
            {
                Some(*v as u64)
            }
            (ScalarType::F64, Dynamic::Float(f)) => Some(f.to_bits()),
            (ScalarType::F32, Dynamic::Float(f)) => Some((*f as f32).to_bits() as u64),
            // Exactly the element type: a bool is no int and an int no
            // float here (PyDM's type codes tell them apart).
            _ => None,
        };
        let Some(bits) = bits else {
            return Err(format!(
                "element {i} ({}) does not fit a list of {}",
                d.repr(),
                t.name()
            ));
        };
        out.push(bits);
    }
    Ok(ListRef::from_scalars(t, out))
}

/// A PyDM object as a host value.
pub fn unbox(v: &Value) -> Result<Dynamic, String> {
    let Value::List(l) = v else {
        return Err(format!("expected a PyDM object, got {}", v.kind()));
    };
    let items = l.values();
    let code = match items.first() {
        Some(Value::Int { value, .. }) => *value,
        _ => return Err("a PyDM object without a type code".into()),
    };
    let value = items.get(1);
    let seq = |v: Option<&Value>| match v {
        Some(Value::List(l)) => l.values().iter().map(unbox).collect::<Result<Vec<_>, _>>(),
        _ => Err("a PyDM sequence object without its list".to_string()),
    };
    Ok(match (code, value) {
        (1, _) => Dynamic::None,
        (3, v) => Dynamic::List(seq(v)?),
        (2, v) => Dynamic::Tuple(seq(v)?),
        (_, Some(v)) => scalar(v),
        (c, None) => return Err(format!("a PyDM object of type code {c} without a value")),
    })
}

fn scalar(v: &Value) -> Dynamic {
    match v {
        Value::Int { width: 1, value } => Dynamic::Bool(*value != 0),
        Value::Int { value, .. } | Value::Index(value) => Dynamic::Int(*value),
        Value::F16(f) => Dynamic::Float(f.to_f64()),
        Value::BF16(f) => Dynamic::Float(f.to_f64()),
        Value::F32(f) => Dynamic::Float(*f as f64),
        Value::F64(f) => Dynamic::Float(*f),
        Value::Null => Dynamic::None,
        Value::BigInt(i) => Dynamic::from_bigint(i),
        other => Dynamic::Str(other.kind().to_string()),
    }
}

/// The host value of a result of kind `k`.
pub fn result(k: PyKind, v: &Value) -> Result<Dynamic, String> {
    Ok(match k {
        PyKind::NoneType => Dynamic::None,
        PyKind::Scalar => scalar(v),
        PyKind::Object => unbox(v)?,
        PyKind::UnboxedList(_) => {
            let Value::List(l) = v else {
                return Err(format!("expected a list, got {}", v.kind()));
            };
            let l = l.0.borrow();
            Dynamic::List(match l.scalars() {
                // Straight from the slot bits (no value list in between).
                Some((t, bits)) => bits
                    .iter()
                    .map(|&b| scalar(&Value::from_bits(t, b)))
                    .collect(),
                None => l.values().iter().map(scalar).collect(),
            })
        }
        PyKind::List | PyKind::Tuple => {
            let Value::List(l) = v else {
                return Err(format!("expected a list, got {}", v.kind()));
            };
            let items = l
                .values()
                .iter()
                .map(unbox)
                .collect::<Result<Vec<_>, _>>()?;
            if k == PyKind::Tuple {
                Dynamic::Tuple(items)
            } else {
                Dynamic::List(items)
            }
        }
    })
}

/// An argument of a PyDM call: a host value to convert, or the elements
/// of an unboxed list, read from the host in one pass straight into the
/// VM's compact list ([`unboxed_bits`]): each the slot bits of a `t`, as
/// [`Value::to_bits`] gives them (sign-extended integers, `i1` true as all
/// ones, floats' IEEE bits).
pub enum PydmArg {
    Dynamic(Dynamic),
    Unboxed(ScalarType, Vec<u64>),
}

/// The unboxed list of `t`s whose elements have the slot bits `bits`.
pub fn unboxed_bits(t: ScalarType, bits: Vec<u64>) -> Value {
    Value::List(ListRef::from_scalars(t, bits))
}
