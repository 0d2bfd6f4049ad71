//! Calling a function with structured values, as dynamic languages do
//! (IREE's V1 ABI, seeds 000/001, `../shared/spec/abi.md` §4).
//!
//! A [`Dynamic`] is a value as Python or JSON holds it: none, bools, ints,
//! floats, strings, lists, tuples, dicts and arrays. How it maps onto the
//! function's raw VM arguments is, in order of precedence:
//! - the SIP signature (`iree.reflection = {abi = "sip", sip = "..."}`):
//!   structure leaves are raw arguments, found by their index paths (a
//!   top-level sequence takes positional arguments, a top-level dict keyword
//!   arguments); results are rebuilt as lists and dicts, gaps filled with
//!   none;
//! - the `iree.abi` JSON records: one record per raw argument and result;
//!   `named` records are keyword arguments (also accepted by position);
//!   `slist`/`stuple` become variant lists with a slot per position, `sdict`
//!   a variant list of its values in sorted-key order, `ndarray` a buffer
//!   view checked for element type, rank and static dimensions;
//! - without reflection, the dynamic rules: a scalar argument takes the
//!   type it is declared with; inside lists an int becomes i64 and a float
//!   f64; a list or tuple is a variant list, a dict one of its values in
//!   sorted-key order; keyword arguments are an error.
//!
//! Results: none gives `None`, one gives the value, several a tuple.
//! Messages follow IREE's Python invoker where it has one
//! (`mismatched call arity: expected 2 got 3`, `expected a dict with 2
//! values. got: {'x': 1}`, `specified kwarg 'c' is unknown`, ...); unlike
//! it, array ranks and static dimensions are checked, and named arguments
//! may be passed positionally.

use std::fmt::Write as _;
use std::rc::Rc;

use sigil_abi::{AbiRecords, Primitive, SipNode, SipSignature, TypeRecord};

use crate::compile::VmType;
use crate::error::Error;
use crate::module::{tensor_signature, Function};
use crate::value::{sext, BufferView, ElementType, Item, ListElem, ListRef, ScalarType, Value};

/// A value as a dynamic language holds it.
#[derive(Clone, Debug, PartialEq)]
pub enum Dynamic {
    None,
    Bool(bool),
    Int(i64),
    /// An int beyond 64 bits (one that fits is always [`Dynamic::Int`]:
    /// see [`Dynamic::from_bigint`]).
    BigInt(num_bigint::BigInt),
    Float(f64),
    Str(String),
    List(Vec<Dynamic>),
    Tuple(Vec<Dynamic>),
    /// Keys in the order given (lookups are by key).
    Dict(Vec<(String, Dynamic)>),
    Array(Rc<BufferView>),
}

impl Dynamic {
    /// An int of any size: [`Dynamic::Int`] when it fits 64 bits.
    pub fn from_bigint(i: &num_bigint::BigInt) -> Dynamic {
        use num_traits::ToPrimitive;
        match i.to_i64() {
            Some(v) => Dynamic::Int(v),
            None => Dynamic::BigInt(i.clone()),
        }
    }

    /// The int this is (an `Int` or a `BigInt`).
    pub fn as_bigint(&self) -> Option<num_bigint::BigInt> {
        match self {
            Dynamic::Int(i) => Some((*i).into()),
            Dynamic::BigInt(i) => Some(i.clone()),
            _ => None,
        }
    }

    /// Python's `repr`, for error messages.
    pub fn repr(&self) -> String {
        let mut s = String::new();
        self.write_repr(&mut s);
        s
    }

    fn write_repr(&self, s: &mut String) {
        match self {
            Dynamic::None => s.push_str("None"),
            Dynamic::Bool(b) => s.push_str(if *b { "True" } else { "False" }),
            Dynamic::Int(i) => {
                let _ = write!(s, "{i}");
            }
            Dynamic::BigInt(i) => {
                let _ = write!(s, "{i}");
            }
            Dynamic::Float(f) => {
                if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e16 {
                    let _ = write!(s, "{f:.1}");
                } else {
                    let _ = write!(s, "{f}");
                }
            }
            Dynamic::Str(t) => {
                let _ = write!(s, "'{}'", t.replace('\\', "\\\\").replace('\'', "\\'"));
            }
            Dynamic::List(v) | Dynamic::Tuple(v) => {
                let (open, close) = if matches!(self, Dynamic::List(_)) {
                    ('[', ']')
                } else {
                    ('(', ')')
                };
                s.push(open);
                for (i, x) in v.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    x.write_repr(s);
                }
                if matches!(self, Dynamic::Tuple(_)) && v.len() == 1 {
                    s.push(',');
                }
                s.push(close);
            }
            Dynamic::Dict(kv) => {
                s.push('{');
                for (i, (k, v)) in kv.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    let _ = write!(s, "'{k}': ");
                    v.write_repr(s);
                }
                s.push('}');
            }
            Dynamic::Array(b) => {
                let _ = write!(s, "<array {}>", b.type_text());
            }
        }
    }

    fn get(&self, key: &str) -> Option<&Dynamic> {
        match self {
            Dynamic::Dict(kv) => kv.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The value of a JSON document (`--args-json`).
    pub fn from_json(j: &serde_json::Value) -> Dynamic {
        match j {
            serde_json::Value::Null => Dynamic::None,
            serde_json::Value::Bool(b) => Dynamic::Bool(*b),
            serde_json::Value::Number(n) => match n.as_i64() {
                Some(i) => Dynamic::Int(i),
                None => Dynamic::Float(n.as_f64().unwrap_or(f64::NAN)),
            },
            serde_json::Value::String(s) => Dynamic::Str(s.clone()),
            serde_json::Value::Array(v) => {
                Dynamic::List(v.iter().map(Dynamic::from_json).collect())
            }
            serde_json::Value::Object(m) => Dynamic::Dict(
                m.iter()
                    .map(|(k, v)| (k.clone(), Dynamic::from_json(v)))
                    .collect(),
            ),
        }
    }

    /// The value as JSON (`--print-json`): tuples and arrays become nested
    /// arrays, non-finite floats strings.
    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::Value as J;
        match self {
            Dynamic::None => J::Null,
            Dynamic::Bool(b) => J::Bool(*b),
            Dynamic::Int(i) => J::from(*i),
            // JSON numbers are doubles to most readers: the exact digits.
            Dynamic::BigInt(i) => J::String(i.to_string()),
            Dynamic::Float(f) => {
                serde_json::Number::from_f64(*f).map_or_else(|| J::String(f.to_string()), J::Number)
            }
            Dynamic::Str(s) => J::String(s.clone()),
            Dynamic::List(v) | Dynamic::Tuple(v) => {
                J::Array(v.iter().map(Dynamic::to_json).collect())
            }
            Dynamic::Dict(kv) => {
                J::Object(kv.iter().map(|(k, v)| (k.clone(), v.to_json())).collect())
            }
            Dynamic::Array(b) => array_json(b),
        }
    }
}

/// A buffer view as nested JSON arrays.
fn array_json(b: &BufferView) -> serde_json::Value {
    fn level(b: &BufferView, d: usize, at: &mut usize) -> serde_json::Value {
        if d == b.shape.len() {
            let v = element_json(b, *at);
            *at += 1;
            return v;
        }
        serde_json::Value::Array(
            (0..b.shape[d].max(0))
                .map(|_| level(b, d + 1, at))
                .collect(),
        )
    }
    let mut at = 0;
    level(b, 0, &mut at)
}

fn element_json(b: &BufferView, i: usize) -> serde_json::Value {
    let size = b.elem.size();
    let bytes = &b.data[i * size..(i + 1) * size];
    let mut buf = [0u8; 16];
    buf[..size].copy_from_slice(bytes);
    let u = u64::from_le_bytes(buf[..8].try_into().expect("8 bytes"));
    let float = |f: f64| {
        serde_json::Number::from_f64(f).map_or_else(
            || serde_json::Value::String(f.to_string()),
            serde_json::Value::Number,
        )
    };
    match b.elem {
        ElementType::Bool => serde_json::Value::Bool(bytes[0] != 0),
        ElementType::Int(w) | ElementType::SInt(w) => (sext(u, w as u32) as i64).into(),
        ElementType::UInt(w) => crate::value::zext(u, w as u32).into(),
        ElementType::F16 => float(half::f16::from_bits(u as u16).to_f64()),
        ElementType::BF16 => float(half::bf16::from_bits(u as u16).to_f64()),
        ElementType::F32 => float(f32::from_bits(u as u32) as f64),
        ElementType::F64 => float(f64::from_bits(u)),
        ElementType::Complex(_) => serde_json::Value::String(crate::format::element_text(b, i)),
        ElementType::Small(t) => float(crate::numeric::to_f64(t, u)),
    }
}

/// How a function's structured arguments map onto its raw ones.
pub(crate) enum Convention {
    Sip(SipSignature),
    Records(AbiRecords),
    Dynamic,
}

fn call_error(msg: impl Into<String>) -> Error {
    Error::Call(msg.into())
}

impl Function<'_> {
    /// The function's convention, read once and kept by the module.
    fn convention(&self) -> Result<Rc<Convention>, Error> {
        let cache = &self.module().conventions;
        if let Some(c) = cache.borrow().get(&self.index()) {
            return Ok(c.clone());
        }
        let c = Rc::new(self.read_convention()?);
        cache.borrow_mut().insert(self.index(), c.clone());
        Ok(c)
    }

    fn read_convention(&self) -> Result<Convention, Error> {
        let refl = self.module().reflection(&self.info().name);
        let get = |k: &str| {
            refl.iter()
                .find(|(key, _)| key == k)
                .map(|(_, v)| v.as_str())
        };
        if let (Some("sip"), Some(sip)) = (get("abi"), get("sip")) {
            return SipSignature::parse(sip.as_bytes())
                .map(Convention::Sip)
                .map_err(|e| {
                    call_error(format!("@{}: invalid SIP signature: {e}", self.info().name))
                });
        }
        if let Some(json) = get("iree.abi") {
            return AbiRecords::parse(json)
                .map(Convention::Records)
                .map_err(|e| call_error(format!("@{}: invalid iree.abi: {e}", self.info().name)));
        }
        Ok(Convention::Dynamic)
    }

    /// Calls the function with structured arguments (positional `args`,
    /// keyword `kwargs`), mapped onto its raw arguments by its reflection,
    /// and returns the structured result.
    pub fn call_structured(
        &self,
        args: &[Dynamic],
        kwargs: &[(String, Dynamic)],
    ) -> Result<Dynamic, Error> {
        let info = self.info();
        if let Some(sig) = &info.pydm {
            return self.call_pydm(sig, args, kwargs);
        }
        let n = info.arg_types.len();
        let convention = self.convention()?;
        let raw: Vec<Value> = match &*convention {
            Convention::Sip(sig) => self.sip_args(sig, args, kwargs)?,
            Convention::Records(r) => self.record_args(&r.args, args, kwargs)?,
            Convention::Dynamic => {
                if let Some((k, _)) = kwargs.first() {
                    return Err(call_error(format!("specified kwarg '{k}' is unknown")));
                }
                if args.len() != n {
                    return Err(call_error(format!(
                        "mismatched call arity: expected {n} got {}",
                        args.len()
                    )));
                }
                (0..n)
                    .map(|k| self.convert_arg(k, &args[k], None))
                    .collect::<Result<_, _>>()?
            }
        };
        let results = self.call(&raw)?;
        let structured = match &*convention {
            Convention::Sip(sig) => match &sig.results {
                None => Dynamic::None,
                Some(node) => rebuild_sip(node, &results),
            },
            Convention::Records(r) => self.record_results(&r.results, results),
            Convention::Dynamic => {
                pack_results(results.iter().map(|v| to_dynamic(v, None)).collect())
            }
        };
        Ok(structured)
    }

    /// A structured call of a PyDM function: objects and sequences boxed
    /// as PyDM lays them out, the result unboxed.
    fn call_pydm(
        &self,
        sig: &crate::pydm::PydmSignature,
        args: &[Dynamic],
        kwargs: &[(String, Dynamic)],
    ) -> Result<Dynamic, Error> {
        if let Some((k, _)) = kwargs.first() {
            return Err(call_error(format!("specified kwarg '{k}' is unknown")));
        }
        check_pydm_arity(sig, args.len())?;
        let raw = (0..args.len())
            .map(|k| self.pydm_arg(k, sig.args[k], &args[k]))
            .collect::<Result<Vec<_>, _>>()?;
        self.finish_pydm(sig, &raw)
    }

    /// Argument `k` of a PyDM call as the VM value of its kind.
    fn pydm_arg(&self, k: usize, kind: crate::pydm::PyKind, a: &Dynamic) -> Result<Value, Error> {
        match crate::pydm::argument(kind, a) {
            Ok(Some(v)) => Ok(v),
            Ok(None) => self.convert_arg(k, a, None),
            Err(e) => Err(call_error(format!("argument {k}: {e}"))),
        }
    }

    fn finish_pydm(
        &self,
        sig: &crate::pydm::PydmSignature,
        raw: &[Value],
    ) -> Result<Dynamic, Error> {
        let results = self.call(raw)?;
        let v = results.first().cloned().unwrap_or(Value::Null);
        crate::pydm::result(sig.result, &v).map_err(|e| call_error(format!("result: {e}")))
    }

    /// A call of a PyDM function with host values, or with unboxed lists
    /// the host read directly ([`crate::pydm::PydmArg`]); the result as a
    /// host value. Fails with [`Error::Call`] if the function is no PyDM
    /// function.
    pub fn call_pydm_args(
        &self,
        sig: &crate::pydm::PydmSignature,
        args: Vec<crate::pydm::PydmArg>,
    ) -> Result<Dynamic, Error> {
        use crate::pydm::PydmArg;
        check_pydm_arity(sig, args.len())?;
        let mut raw = Vec::with_capacity(args.len());
        for (k, (&kind, a)) in sig.args.iter().zip(args).enumerate() {
            let v = match a {
                PydmArg::Unboxed(t, bits) if kind == crate::pydm::PyKind::UnboxedList(t) => {
                    crate::pydm::unboxed_bits(t, bits)
                }
                PydmArg::Unboxed(..) => {
                    return Err(call_error(format!(
                        "argument {k}: an unboxed list where the function takes {kind:?}"
                    )))
                }
                PydmArg::Dynamic(a) => self.pydm_arg(k, kind, &a)?,
            };
            raw.push(v);
        }
        self.finish_pydm(sig, &raw)
    }

    /// Raw arguments from `iree.abi` argument records.
    fn record_args(
        &self,
        records: &[TypeRecord],
        args: &[Dynamic],
        kwargs: &[(String, Dynamic)],
    ) -> Result<Vec<Value>, Error> {
        let n = records.len();
        if n != self.info().arg_types.len() {
            return Err(call_error(format!(
                "@{}: iree.abi has {n} argument records for {} arguments",
                self.info().name,
                self.info().arg_types.len()
            )));
        }
        if args.len() > n {
            return Err(call_error(format!(
                "mismatched call arity: expected {n} got {}",
                args.len()
            )));
        }
        let mut slots: Vec<Option<&Dynamic>> = vec![None; n];
        for (i, a) in args.iter().enumerate() {
            slots[i] = Some(a);
        }
        for (k, v) in kwargs {
            let Some(i) = records
                .iter()
                .position(|r| matches!(r, TypeRecord::Named { name, .. } if name == k))
            else {
                return Err(call_error(format!("specified kwarg '{k}' is unknown")));
            };
            if slots[i].is_some() {
                return Err(call_error(format!(
                    "mismatched call arity: duplicate keyword argument '{k}'"
                )));
            }
            slots[i] = Some(v);
        }
        let mut out = Vec::with_capacity(n);
        for (i, (slot, record)) in slots.iter().zip(records).enumerate() {
            let Some(v) = slot else {
                return Err(call_error(format!(
                    "mismatched call arity: expected a value for argument {i}"
                )));
            };
            let record = match record {
                TypeRecord::Named { record, .. } => record.as_ref(),
                r => r,
            };
            out.push(self.convert_arg(i, v, Some(record))?);
        }
        Ok(out)
    }

    /// Raw arguments from the SIP input structure.
    fn sip_args(
        &self,
        sig: &SipSignature,
        args: &[Dynamic],
        kwargs: &[(String, Dynamic)],
    ) -> Result<Vec<Value>, Error> {
        let n = self.info().arg_types.len();
        let mut raw: Vec<Option<Value>> = vec![None; n];
        match &sig.inputs {
            None => {
                if !args.is_empty() || !kwargs.is_empty() {
                    return Err(call_error(format!(
                        "mismatched call arity: expected 0 got {}",
                        args.len() + kwargs.len()
                    )));
                }
            }
            Some(SipNode::Sequence(items)) => {
                if let Some((k, _)) = kwargs.first() {
                    return Err(call_error(format!("specified kwarg '{k}' is unknown")));
                }
                if args.len() != items.len() {
                    return Err(call_error(format!(
                        "mismatched call arity: expected {} got {}",
                        items.len(),
                        args.len()
                    )));
                }
                for ((_, node), a) in items.iter().zip(args) {
                    self.sip_flatten(node, a, &mut raw)?;
                }
            }
            Some(SipNode::Dict(items)) => {
                let given = Dynamic::Dict(kwargs.to_vec());
                if !args.is_empty() {
                    return Err(call_error(format!(
                        "mismatched call arity: expected 0 got {} (pass the arguments by keyword)",
                        args.len()
                    )));
                }
                for (k, _) in kwargs {
                    if !items.iter().any(|(key, _)| key == k) {
                        return Err(call_error(format!("specified kwarg '{k}' is unknown")));
                    }
                }
                self.sip_flatten(&SipNode::Dict(items.clone()), &given, &mut raw)?;
            }
            Some(leaf @ SipNode::Leaf(_)) => {
                let [a] = args else {
                    return Err(call_error(format!(
                        "mismatched call arity: expected 1 got {}",
                        args.len()
                    )));
                };
                self.sip_flatten(leaf, a, &mut raw)?;
            }
        }
        raw.into_iter()
            .enumerate()
            .map(|(i, v)| {
                v.ok_or_else(|| {
                    call_error(format!(
                        "mismatched call arity: expected a value for argument {i}"
                    ))
                })
            })
            .collect()
    }

    fn sip_flatten(
        &self,
        node: &SipNode,
        v: &Dynamic,
        raw: &mut [Option<Value>],
    ) -> Result<(), Error> {
        match node {
            SipNode::Leaf(i) => {
                let i = *i as usize;
                let slot = raw.get_mut(i).ok_or_else(|| {
                    call_error(format!(
                        "SIP leaf {i} names no argument of @{}",
                        self.info().name
                    ))
                })?;
                *slot = Some(self.convert_arg(i, v, None)?);
                Ok(())
            }
            SipNode::Sequence(items) => {
                let seq = match v {
                    Dynamic::List(x) | Dynamic::Tuple(x) if x.len() == items.len() => x,
                    _ => {
                        return Err(call_error(format!(
                            "expected a sequence with {} values. got: {}",
                            items.len(),
                            v.repr()
                        )))
                    }
                };
                for ((_, n), x) in items.iter().zip(seq) {
                    self.sip_flatten(n, x, raw)?;
                }
                Ok(())
            }
            SipNode::Dict(items) => {
                if !matches!(v, Dynamic::Dict(_)) {
                    return Err(call_error(format!(
                        "expected a dict with {} values. got: {}",
                        items.len(),
                        v.repr()
                    )));
                }
                for (k, n) in items {
                    let x = v.get(k).ok_or_else(|| {
                        call_error(format!("could not get item '{k}' from: {}", v.repr()))
                    })?;
                    self.sip_flatten(n, x, raw)?;
                }
                Ok(())
            }
        }
    }

    /// Raw argument `k` from `v`, described by `record` (if any).
    fn convert_arg(
        &self,
        k: usize,
        v: &Dynamic,
        record: Option<&TypeRecord>,
    ) -> Result<Value, Error> {
        let info = self.info();
        let (ctx, _) = self.module().ir();
        let expected = &info.arg_types[k];
        let what = || format!("argument {k} of @{} ({expected})", info.name);
        match info.arg_kind(k) {
            Some(VmType::Scalar(t)) => {
                scalar(t, v).map_err(|e| call_error(format!("{}: {e}", what())))
            }
            Some(VmType::Buffer | VmType::MemRef) => {
                let sig = tensor_signature(ctx, info.arg_type(k));
                let (elem, dims) = match (record, &sig) {
                    (Some(TypeRecord::NdArray { elem, shape }), _) => (
                        primitive_elem(elem).or(sig.as_ref().map(|s| s.0)),
                        shape.clone().or(sig.as_ref().and_then(|s| s.1.clone())),
                    ),
                    (_, Some((e, d))) => (Some(*e), d.clone()),
                    _ => (None, None),
                };
                array(v, elem, dims.as_deref()).map_err(|e| call_error(format!("{}: {e}", what())))
            }
            Some(VmType::List(elem)) => {
                list(v, record, elem).map_err(|e| call_error(format!("{}: {e}", what())))
            }
            Some(VmType::Func) => Err(call_error(format!(
                "{}: function values cannot be passed structurally",
                what()
            ))),
            Some(VmType::BigInt) => match v.as_bigint() {
                Some(i) => Ok(Value::BigInt(Rc::new(i))),
                None => Err(call_error(format!(
                    "{}: expected an int, got {}",
                    what(),
                    v.repr()
                ))),
            },
            Some(VmType::Complex(_)) | None => Err(call_error(format!(
                "{}: the VM cannot pass this type",
                what()
            ))),
        }
    }

    fn record_results(&self, records: &[TypeRecord], results: Vec<Value>) -> Dynamic {
        // As iree.runtime: a single slist/stuple/sdict record is always the
        // sequence of raw results (even one that is itself a list).
        if let [rec @ (TypeRecord::SList(slots) | TypeRecord::STuple(slots))] = records {
            if results.len() == slots.len() {
                let items = results
                    .iter()
                    .zip(slots)
                    .map(|(v, r)| to_dynamic(v, Some(r)))
                    .collect();
                return if matches!(rec, TypeRecord::SList(_)) {
                    Dynamic::List(items)
                } else {
                    Dynamic::Tuple(items)
                };
            }
        }
        if let [TypeRecord::SDict(slots)] = records {
            if results.len() == slots.len() {
                return Dynamic::Dict(
                    results
                        .iter()
                        .zip(slots)
                        .map(|(v, (k, r))| (k.clone(), to_dynamic(v, Some(r))))
                        .collect(),
                );
            }
        }
        pack_results(
            results
                .iter()
                .enumerate()
                .map(|(i, v)| to_dynamic(v, records.get(i)))
                .collect(),
        )
    }
}

/// None for no result, the value for one, a tuple for several.
fn pack_results(mut v: Vec<Dynamic>) -> Dynamic {
    match v.len() {
        0 => Dynamic::None,
        1 => v.pop().expect("one"),
        _ => Dynamic::Tuple(v),
    }
}

fn rebuild_sip(node: &SipNode, results: &[Value]) -> Dynamic {
    match node {
        SipNode::Leaf(i) => results
            .get(*i as usize)
            .map_or(Dynamic::None, |v| to_dynamic(v, None)),
        SipNode::Sequence(items) => {
            let len = items.iter().map(|(k, _)| *k + 1).max().unwrap_or(0) as usize;
            let mut v = vec![Dynamic::None; len];
            for (k, n) in items {
                v[*k as usize] = rebuild_sip(n, results);
            }
            Dynamic::List(v)
        }
        SipNode::Dict(items) => Dynamic::Dict(
            items
                .iter()
                .map(|(k, n)| (k.clone(), rebuild_sip(n, results)))
                .collect(),
        ),
    }
}

fn primitive_elem(r: &TypeRecord) -> Option<ElementType> {
    let TypeRecord::Primitive(p) = r else {
        return None;
    };
    Some(match p {
        Primitive::BFloat16 => ElementType::BF16,
        _ => {
            let name = p.to_string();
            crate::format::element_type(&name)?
        }
    })
}

fn primitive_scalar(r: &TypeRecord) -> Option<ScalarType> {
    let TypeRecord::Primitive(p) = r else {
        return None;
    };
    Some(match p.to_string().as_str() {
        "bf16" => ScalarType::BF16,
        "f16" => ScalarType::F16,
        "f32" => ScalarType::F32,
        "f64" => ScalarType::F64,
        name => ScalarType::Int(
            name.strip_prefix('i')?
                .parse()
                .ok()
                .filter(|w| (1..=64).contains(w))?,
        ),
    })
}

/// A scalar of type `t` from `v`.
fn scalar(t: ScalarType, v: &Dynamic) -> Result<Value, String> {
    let int = |i: i128| -> Result<Value, String> {
        match t {
            ScalarType::Int(w) => {
                let (lo, hi) = if w == 1 {
                    (0, 1)
                } else {
                    (-(1i128 << (w - 1)), (1i128 << w) - 1)
                };
                if i < lo || i > hi {
                    return Err(format!("{i} does not fit {}", t.name()));
                }
                Ok(Value::Int {
                    width: w,
                    value: sext(i as u64, w as u32) as i64,
                })
            }
            ScalarType::Index => Ok(Value::Index(i as i64)),
            _ => Ok(float(t, i as f64)),
        }
    };
    match v {
        Dynamic::Bool(b) => int(*b as i128),
        Dynamic::Int(i) => int(*i as i128),
        // A value out of range (a ValueError), not of the wrong kind.
        Dynamic::BigInt(i) => Err(format!("integer {i} does not fit in 64 bits")),
        Dynamic::Float(f) if t.is_float() => Ok(float(t, *f)),
        Dynamic::Float(f) => Err(format!(
            "expected an integer, got {}",
            Dynamic::Float(*f).repr()
        )),
        other => Err(format!(
            "expected a {} scalar, got {}",
            t.name(),
            other.repr()
        )),
    }
}

fn float(t: ScalarType, f: f64) -> Value {
    match t {
        ScalarType::F16 => Value::F16(half::f16::from_f64(f)),
        ScalarType::BF16 => Value::BF16(half::bf16::from_f64(f)),
        ScalarType::F32 => Value::F32(f as f32),
        _ => Value::F64(f),
    }
}

/// A variant list (or typed list of `elem`) from a list, tuple or dict.
fn list(v: &Dynamic, record: Option<&TypeRecord>, elem: ListElem) -> Result<Value, String> {
    if matches!(v, Dynamic::None) {
        return Ok(Value::Null);
    }
    let (items, slot_records): (Vec<&Dynamic>, Vec<Option<&TypeRecord>>) = match record {
        Some(TypeRecord::SList(slots) | TypeRecord::STuple(slots)) => {
            let seq = match v {
                Dynamic::List(x) | Dynamic::Tuple(x) if x.len() == slots.len() => x,
                _ => {
                    return Err(format!(
                        "expected a sequence with {} values. got: {}",
                        slots.len(),
                        v.repr()
                    ))
                }
            };
            (seq.iter().collect(), slots.iter().map(Some).collect())
        }
        Some(TypeRecord::SDict(slots)) => {
            // As IREE's invoker: the length first, then each key, with
            // Python's reason when the lookup fails.
            let len = match v {
                Dynamic::Dict(d) => Some(d.len()),
                Dynamic::List(x) | Dynamic::Tuple(x) => Some(x.len()),
                Dynamic::Str(t) => Some(t.chars().count()),
                _ => None,
            };
            if len != Some(slots.len()) {
                return Err(format!(
                    "expected a dict with {} values. got: {}",
                    slots.len(),
                    v.repr()
                ));
            }
            let mut items = Vec::new();
            for (k, _) in slots {
                let why = match v {
                    Dynamic::List(_) => {
                        "list indices must be integers or slices, not str".to_string()
                    }
                    Dynamic::Tuple(_) => {
                        "tuple indices must be integers or slices, not str".to_string()
                    }
                    Dynamic::Str(_) => "string indices must be integers, not 'str'".to_string(),
                    _ => format!("('{k}',)"),
                };
                items.push(v.get(k).ok_or_else(|| {
                    format!("could not get item '{k}' from: {}: {why}", v.repr())
                })?);
            }
            (items, slots.iter().map(|(_, r)| Some(r)).collect())
        }
        Some(TypeRecord::PyHomogeneousList(e)) => match v {
            Dynamic::List(x) | Dynamic::Tuple(x) => {
                (x.iter().collect(), vec![Some(e.as_ref()); x.len()])
            }
            _ => return Err(format!("expected a list. got: {}", v.repr())),
        },
        _ => match v {
            Dynamic::List(x) | Dynamic::Tuple(x) => (x.iter().collect(), vec![None; x.len()]),
            Dynamic::Dict(kv) => {
                let mut sorted: Vec<&(String, Dynamic)> = kv.iter().collect();
                sorted.sort_by(|a, b| a.0.cmp(&b.0));
                (
                    sorted.iter().map(|(_, v)| v).collect(),
                    vec![None; kv.len()],
                )
            }
            Dynamic::Str(s) => {
                // A string is a list of i8 (seed 001).
                let bits = s.bytes().map(|b| sext(b as u64, 8)).collect();
                return Ok(Value::List(ListRef::from_scalars(ScalarType::I8, bits)));
            }
            _ => return Err(format!("expected a list, tuple or dict. got: {}", v.repr())),
        },
    };
    let mut out = Vec::with_capacity(items.len());
    for (x, r) in items.iter().zip(slot_records) {
        out.push(item(x, r, elem)?);
    }
    Ok(Value::List(ListRef::new(elem, out)))
}

/// One list element from `v` (its slot's record, or the list's element
/// type, or the dynamic rules: ints are i64, floats f64).
fn item(v: &Dynamic, record: Option<&TypeRecord>, elem: ListElem) -> Result<Item, String> {
    let want = record.and_then(primitive_scalar).or(match elem {
        ListElem::Scalar(t) => Some(t),
        _ => None,
    });
    Ok(match (v, record) {
        (Dynamic::None, _) => Item::Null,
        (Dynamic::Array(b), _) => Item::Ref(crate::value::Ref::Buffer(b.clone())),
        (_, Some(TypeRecord::NdArray { elem, shape })) => {
            let Value::Buffer(b) = array(v, primitive_elem(elem), shape.as_deref())? else {
                unreachable!("array gives a buffer")
            };
            Item::Ref(crate::value::Ref::Buffer(b))
        }
        (Dynamic::List(_) | Dynamic::Tuple(_) | Dynamic::Dict(_) | Dynamic::Str(_), r) => {
            let Value::List(l) = list(v, r, ListElem::Variant)? else {
                unreachable!("a list")
            };
            Item::Ref(crate::value::Ref::List(l))
        }
        (Dynamic::Bool(b), _) => {
            let t = want.unwrap_or(ScalarType::I1);
            Item::from_value(&scalar(t, &Dynamic::Bool(*b))?)
        }
        (Dynamic::Int(i), _) => {
            Item::from_value(&scalar(want.unwrap_or(ScalarType::I64), &Dynamic::Int(*i))?)
        }
        (Dynamic::BigInt(i), _) => Item::Ref(crate::value::Ref::BigInt(Rc::new(i.clone()))),
        (Dynamic::Float(f), _) => Item::from_value(&scalar(
            want.unwrap_or(ScalarType::F64),
            &Dynamic::Float(*f),
        )?),
    })
}

/// A buffer view from an array, or from nested lists of numbers.
fn array(
    v: &Dynamic,
    elem: Option<ElementType>,
    dims: Option<&[Option<i64>]>,
) -> Result<Value, String> {
    let b: Rc<BufferView> = match v {
        Dynamic::Array(b) => b.clone(),
        Dynamic::None => return Ok(Value::Null),
        Dynamic::List(_)
        | Dynamic::Tuple(_)
        | Dynamic::Int(_)
        | Dynamic::Float(_)
        | Dynamic::Bool(_) => {
            let e = elem.ok_or("an array's element type is unknown")?;
            Rc::new(from_nested(v, e)?)
        }
        other => return Err(format!("expected an array, got {}", other.repr())),
    };
    if let Some(e) = elem {
        let int_width = |t: ElementType| match t {
            ElementType::Int(w) | ElementType::SInt(w) | ElementType::UInt(w) => Some(w),
            _ => None,
        };
        if b.elem != e && int_width(b.elem).is_some() && int_width(b.elem) == int_width(e) {
            // Integers of one width are the same bits whatever their
            // signedness: a signed array passes for `i32` or `ui32`.
            let b = match Rc::try_unwrap(b) {
                Ok(mut own) => {
                    own.elem = e;
                    own
                }
                Err(shared) => BufferView {
                    elem: e,
                    shape: shared.shape.clone(),
                    data: shared.data.clone(),
                },
            };
            return array(&Dynamic::Array(Rc::new(b)), elem, dims);
        }
        if b.elem != e {
            return Err(format!(
                "expected an array of {}, got one of {}",
                e.name(),
                b.elem.name()
            ));
        }
    }
    if let Some(d) = dims {
        let fits = d.len() == b.shape.len()
            && d.iter()
                .zip(&b.shape)
                .all(|(x, &n)| x.is_none_or(|x| x == n));
        if !fits {
            let want: Vec<String> = d
                .iter()
                .map(|x| x.map_or("?".into(), |n| n.to_string()))
                .collect();
            return Err(format!(
                "expected shape [{}], got {}",
                want.join("x"),
                b.type_text()
            ));
        }
    }
    Ok(Value::Buffer(b))
}

fn from_nested(v: &Dynamic, e: ElementType) -> Result<BufferView, String> {
    let mut shape = Vec::new();
    let mut probe = v;
    while let Dynamic::List(x) | Dynamic::Tuple(x) = probe {
        shape.push(x.len() as i64);
        match x.first() {
            Some(f) => probe = f,
            None => break,
        }
    }
    let mut data = Vec::new();
    fn walk(v: &Dynamic, shape: &[i64], e: ElementType, data: &mut Vec<u8>) -> Result<(), String> {
        match (v, shape.split_first()) {
            (Dynamic::List(x) | Dynamic::Tuple(x), Some((&n, rest))) if x.len() as i64 == n => {
                x.iter().try_for_each(|y| walk(y, rest, e, data))
            }
            (Dynamic::List(_) | Dynamic::Tuple(_), _) => {
                Err("a ragged nested list is not an array".into())
            }
            (scalar_v, None) => {
                let text = match scalar_v {
                    Dynamic::Int(i) => i.to_string(),
                    Dynamic::Float(f) => f.to_string(),
                    Dynamic::Bool(b) => (*b as u8).to_string(),
                    other => return Err(format!("{} is not a number", other.repr())),
                };
                let one = crate::format::scalar_buffer(e, &text)?;
                data.extend_from_slice(&one.data);
                Ok(())
            }
            (_, Some(_)) => Err("a ragged nested list is not an array".into()),
        }
    }
    walk(v, &shape, e, &mut data)?;
    Ok(BufferView {
        elem: e,
        shape,
        data: data.into(),
    })
}

/// A result as a dynamic value, shaped by its record.
fn to_dynamic(v: &Value, record: Option<&TypeRecord>) -> Dynamic {
    match v {
        Value::Null => Dynamic::None,
        Value::Buffer(b) => Dynamic::Array(b.clone()),
        Value::BigInt(i) => Dynamic::from_bigint(i),
        Value::Func(f) => Dynamic::Int(f.0 as i64),
        Value::Small(t, b) => Dynamic::Float(crate::numeric::to_f64(*t, *b as u64)),
        Value::List(l) => {
            let items: Vec<Value> = l.values();
            match record {
                Some(TypeRecord::SDict(slots)) if slots.len() == items.len() => Dynamic::Dict(
                    items
                        .iter()
                        .zip(slots)
                        .map(|(x, (k, r))| (k.clone(), to_dynamic(x, Some(r))))
                        .collect(),
                ),
                Some(TypeRecord::STuple(slots)) => Dynamic::Tuple(
                    items
                        .iter()
                        .enumerate()
                        .map(|(i, x)| to_dynamic(x, slots.get(i)))
                        .collect(),
                ),
                Some(TypeRecord::SList(slots)) => Dynamic::List(
                    items
                        .iter()
                        .enumerate()
                        .map(|(i, x)| to_dynamic(x, slots.get(i)))
                        .collect(),
                ),
                Some(TypeRecord::PyHomogeneousList(e)) => {
                    Dynamic::List(items.iter().map(|x| to_dynamic(x, Some(e))).collect())
                }
                _ => Dynamic::List(items.iter().map(|x| to_dynamic(x, None)).collect()),
            }
        }
        Value::Int { width: 1, value } => Dynamic::Bool(*value != 0),
        Value::Int { value, .. } => Dynamic::Int(*value),
        Value::Index(i) => Dynamic::Int(*i),
        Value::F16(f) => Dynamic::Float(f.to_f64()),
        Value::BF16(f) => Dynamic::Float(f.to_f64()),
        Value::F32(f) => Dynamic::Float(*f as f64),
        Value::F64(f) => Dynamic::Float(*f),
    }
}

fn check_pydm_arity(sig: &crate::pydm::PydmSignature, n: usize) -> Result<(), Error> {
    if n != sig.args.len() {
        return Err(call_error(format!(
            "mismatched call arity: expected {} got {n}",
            sig.args.len()
        )));
    }
    Ok(())
}
