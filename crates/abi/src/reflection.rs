//! V1 ABI reflection: the `iree.abi` JSON object `{"a":[...],"r":[...],"v":1}` and its type
//! records.
//!
//! [`TypeRecord`] has one variant per record kind of the V1 ABI (a primitive name, `null`,
//! `"unknown"`, `named`, `ndarray`, `slist`, `stuple`, `sdict`, `py_homogeneous_list`), so a
//! record that parsed is known to be well formed: an ndarray's rank and dims cannot disagree
//! because the model stores only the dims. Writing is compact with sorted object keys, as the
//! original emitted it; reading ([`AbiRecords::parse`]) is a purpose-built reader
//! rather than a generic JSON value tree, which keeps it fast and lets every error name the
//! record it is in.

use std::fmt::{self, Write as _};

pub use crate::reflection_reader::{JsonError, JsonErrorKind, PathSegment, RecordPath};

/// A primitive type name: `i<width>`, `f<width>` or `bf16`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Primitive {
    /// `i<width>`: an integer of any signedness.
    Int(u32),
    /// `f<width>`: an IEEE-style float.
    Float(u32),
    /// `bf16`.
    BFloat16,
}

impl Primitive {
    /// Parses a primitive name. Widths are decimal without leading zeros.
    pub fn parse(name: &str) -> Option<Primitive> {
        if name == "bf16" {
            return Some(Primitive::BFloat16);
        }
        let (kind, digits) = name.split_at_checked(1)?;
        let canonical = !digits.is_empty()
            && digits.bytes().all(|b| b.is_ascii_digit())
            && (digits == "0" || !digits.starts_with('0'));
        if !canonical {
            return None;
        }
        let width = digits.parse().ok()?;
        match kind {
            "i" => Some(Primitive::Int(width)),
            "f" => Some(Primitive::Float(width)),
            _ => None,
        }
    }
}

impl fmt::Display for Primitive {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Primitive::Int(w) => write!(f, "i{w}"),
            Primitive::Float(w) => write!(f, "f{w}"),
            Primitive::BFloat16 => f.write_str("bf16"),
        }
    }
}

/// One type record of the V1 ABI.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeRecord {
    /// A primitive name, e.g. `"f32"`.
    Primitive(Primitive),
    /// JSON `null`: a null reference value (and the filler of gaps in `slist`/`stuple`).
    Null,
    /// `"unknown"`: an unmapped type.
    Unknown,
    /// `["named", key, record]`: a keyword argument; only at the root of the argument list.
    Named {
        /// The keyword.
        name: String,
        /// The slot's record.
        record: Box<TypeRecord>,
    },
    /// `["ndarray", elem, rank, dims...]`; `shape` is `None` for an unranked array (rank
    /// `null`), and a `None` dim is unknown (`null`). Static dims are non-negative.
    NdArray {
        /// Element type record.
        elem: Box<TypeRecord>,
        /// Dims, or `None` when the rank is unknown.
        shape: Option<Vec<Option<i64>>>,
    },
    /// `["slist", slots...]`: a fixed-arity list.
    SList(Vec<TypeRecord>),
    /// `["stuple", slots...]`: a fixed-arity tuple.
    STuple(Vec<TypeRecord>),
    /// `["sdict", [key, record]...]`: a structure with named slots, keys sorted.
    SDict(Vec<(String, TypeRecord)>),
    /// `["py_homogeneous_list", elem]`: a list of any length.
    PyHomogeneousList(Box<TypeRecord>),
}

impl TypeRecord {
    /// Appends the compact JSON form.
    pub fn write_json(&self, out: &mut String) {
        match self {
            TypeRecord::Primitive(p) => {
                let _ = write!(out, "\"{p}\"");
            }
            TypeRecord::Null => out.push_str("null"),
            TypeRecord::Unknown => out.push_str("\"unknown\""),
            TypeRecord::Named { name, record } => {
                out.push_str("[\"named\",");
                let _ = write_json_string(out, name);
                out.push(',');
                record.write_json(out);
                out.push(']');
            }
            TypeRecord::NdArray { elem, shape } => {
                out.push_str("[\"ndarray\",");
                elem.write_json(out);
                match shape {
                    None => out.push_str(",null"),
                    Some(dims) => {
                        let _ = write!(out, ",{}", dims.len());
                        for dim in dims {
                            match dim {
                                Some(d) => {
                                    let _ = write!(out, ",{d}");
                                }
                                None => out.push_str(",null"),
                            }
                        }
                    }
                }
                out.push(']');
            }
            TypeRecord::SList(slots) | TypeRecord::STuple(slots) => {
                out.push_str(if matches!(self, TypeRecord::SList(_)) {
                    "[\"slist\""
                } else {
                    "[\"stuple\""
                });
                for slot in slots {
                    out.push(',');
                    slot.write_json(out);
                }
                out.push(']');
            }
            TypeRecord::SDict(entries) => {
                out.push_str("[\"sdict\"");
                for (key, record) in entries {
                    out.push_str(",[");
                    let _ = write_json_string(out, key);
                    out.push(',');
                    record.write_json(out);
                    out.push(']');
                }
                out.push(']');
            }
            TypeRecord::PyHomogeneousList(elem) => {
                out.push_str("[\"py_homogeneous_list\",");
                elem.write_json(out);
                out.push(']');
            }
        }
    }

    /// The compact JSON form.
    pub fn to_json(&self) -> String {
        let mut out = String::new();
        self.write_json(&mut out);
        out
    }
}

impl fmt::Display for TypeRecord {
    /// A readable form for `sigil abi decode`: `ndarray<f32[?x4]>`, `list[i32, null]`,
    /// `tuple(f32)`, `dict{a: i32}`, `list<f32>`, `x: f32` for a named slot.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn slots(
            f: &mut fmt::Formatter<'_>,
            open: &str,
            items: &[TypeRecord],
            close: &str,
        ) -> fmt::Result {
            f.write_str(open)?;
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{item}")?;
            }
            f.write_str(close)
        }
        match self {
            TypeRecord::Primitive(p) => write!(f, "{p}"),
            TypeRecord::Null => f.write_str("null"),
            TypeRecord::Unknown => f.write_str("unknown"),
            TypeRecord::Named { name, record } => {
                write_key(f, name)?;
                write!(f, ": {record}")
            }
            TypeRecord::NdArray { elem, shape } => {
                write!(f, "ndarray<{elem}[")?;
                match shape {
                    None => f.write_str("*")?,
                    Some(dims) => {
                        for (i, dim) in dims.iter().enumerate() {
                            if i > 0 {
                                f.write_str("x")?;
                            }
                            match dim {
                                Some(d) => write!(f, "{d}")?,
                                None => f.write_str("?")?,
                            }
                        }
                    }
                }
                f.write_str("]>")
            }
            TypeRecord::SList(items) => slots(f, "list[", items, "]"),
            TypeRecord::STuple(items) => slots(f, "tuple(", items, ")"),
            TypeRecord::SDict(entries) => {
                f.write_str("dict{")?;
                for (i, (key, record)) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write_key(f, key)?;
                    write!(f, ": {record}")?;
                }
                f.write_str("}")
            }
            TypeRecord::PyHomogeneousList(elem) => write!(f, "list<{elem}>"),
        }
    }
}

/// Writes a key bare when it is a plain identifier, JSON-quoted otherwise.
fn write_key(f: &mut fmt::Formatter<'_>, key: &str) -> fmt::Result {
    let plain = !key.is_empty()
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-'));
    if plain {
        f.write_str(key)
    } else {
        write_json_string(f, key)
    }
}

/// The `iree.abi` object: a record per argument and per result.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AbiRecords {
    /// `a`: argument records (a `named` record only here).
    pub args: Vec<TypeRecord>,
    /// `r`: result records.
    pub results: Vec<TypeRecord>,
}

impl AbiRecords {
    /// Compact JSON with sorted keys: `{"a":[...],"r":[...],"v":1}`.
    pub fn to_json(&self) -> String {
        let mut out = String::with_capacity(16 + 24 * (self.args.len() + self.results.len()));
        for (open, records) in [("{\"a\":[", &self.args), ("],\"r\":[", &self.results)] {
            out.push_str(open);
            for (i, record) in records.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                record.write_json(&mut out);
            }
        }
        out.push_str("],\"v\":1}");
        out
    }

    /// Parses an `iree.abi` JSON object. Keys `a`, `r` and `v` (which must be 1) are
    /// required and no others are allowed.
    pub fn parse(json: &str) -> Result<AbiRecords, JsonError> {
        crate::reflection_reader::parse_abi_records(json)
    }
}

impl fmt::Display for AbiRecords {
    /// `(ndarray<f32[?x4]>, x: i32) -> (tuple(f32))`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (open, records) in [("(", &self.args), (") -> (", &self.results)] {
            f.write_str(open)?;
            for (j, record) in records.iter().enumerate() {
                if j > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{record}")?;
            }
        }
        f.write_str(")")
    }
}

/// Writes `s` as a JSON string literal, escaping `"`, `\` and control characters the way
/// common JSON writers do (other characters verbatim).
pub(crate) fn write_json_string<W: fmt::Write>(out: &mut W, s: &str) -> fmt::Result {
    out.write_char('"')?;
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        let escape = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0..=0x1f => "",
            _ => continue,
        };
        out.write_str(&s[start..i])?;
        if escape.is_empty() {
            write!(out, "\\u{b:04x}")?;
        } else {
            out.write_str(escape)?;
        }
        start = i + 1;
    }
    out.write_str(&s[start..])?;
    out.write_char('"')
}

/// `s` as a JSON string literal.
pub(crate) fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    let _ = write_json_string(&mut out, s);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ndarray(elem: Primitive, shape: Option<Vec<Option<i64>>>) -> TypeRecord {
        TypeRecord::NdArray {
            elem: Box::new(TypeRecord::Primitive(elem)),
            shape,
        }
    }

    #[test]
    fn primitive_names_parse_and_print() {
        for name in [
            "i1", "i8", "i32", "i64", "f16", "f32", "f64", "bf16", "i0", "f80",
        ] {
            assert_eq!(Primitive::parse(name).unwrap().to_string(), name);
        }
        for bad in [
            "",
            "i",
            "f",
            "i01",
            "x32",
            "i-1",
            "I32",
            "bf32",
            "i99999999999",
            "i3 ",
        ] {
            assert_eq!(Primitive::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn writes_compact_sorted_object() {
        let records = AbiRecords {
            args: vec![
                ndarray(Primitive::Float(32), Some(vec![Some(1), None])),
                TypeRecord::Primitive(Primitive::Int(32)),
            ],
            results: vec![TypeRecord::Null],
        };
        assert_eq!(
            records.to_json(),
            r#"{"a":[["ndarray","f32",2,1,null],"i32"],"r":[null],"v":1}"#
        );
        assert_eq!(AbiRecords::default().to_json(), r#"{"a":[],"r":[],"v":1}"#);
    }

    #[test]
    fn every_record_kind_writes_as_seed_describes() {
        let cases: Vec<(TypeRecord, &str)> = vec![
            (TypeRecord::Primitive(Primitive::BFloat16), r#""bf16""#),
            (TypeRecord::Null, "null"),
            (TypeRecord::Unknown, r#""unknown""#),
            (
                TypeRecord::Named {
                    name: "key".into(),
                    record: Box::new(TypeRecord::Primitive(Primitive::Float(32))),
                },
                r#"["named","key","f32"]"#,
            ),
            (
                ndarray(Primitive::Float(32), None),
                r#"["ndarray","f32",null]"#,
            ),
            (
                ndarray(Primitive::Int(8), Some(vec![])),
                r#"["ndarray","i8",0]"#,
            ),
            (
                TypeRecord::SList(vec![TypeRecord::Null, TypeRecord::Unknown]),
                r#"["slist",null,"unknown"]"#,
            ),
            (TypeRecord::STuple(vec![]), r#"["stuple"]"#),
            (
                TypeRecord::SDict(vec![
                    ("a".into(), TypeRecord::Null),
                    ("b".into(), TypeRecord::Unknown),
                ]),
                r#"["sdict",["a",null],["b","unknown"]]"#,
            ),
            (
                TypeRecord::PyHomogeneousList(Box::new(TypeRecord::Primitive(Primitive::Int(64)))),
                r#"["py_homogeneous_list","i64"]"#,
            ),
        ];
        for (record, json) in cases {
            assert_eq!(record.to_json(), json);
        }
    }

    #[test]
    fn strings_are_escaped() {
        assert_eq!(json_string("a\"b\\c\n\u{1}é"), r#""a\"b\\c\n\u0001é""#);
    }

    #[test]
    fn readable_rendering() {
        let records = AbiRecords {
            args: vec![
                ndarray(Primitive::Float(32), Some(vec![None, Some(4)])),
                TypeRecord::Named {
                    name: "x y".into(),
                    record: Box::new(TypeRecord::SDict(vec![("k".into(), TypeRecord::Null)])),
                },
            ],
            results: vec![
                TypeRecord::STuple(vec![ndarray(Primitive::Int(8), None), TypeRecord::Unknown]),
                TypeRecord::SList(vec![ndarray(Primitive::BFloat16, Some(vec![]))]),
                TypeRecord::PyHomogeneousList(Box::new(TypeRecord::Primitive(Primitive::Int(1)))),
            ],
        };
        assert_eq!(
            records.to_string(),
            "(ndarray<f32[?x4]>, \"x y\": dict{k: null}) -> \
             (tuple(ndarray<i8[*]>, unknown), list[ndarray<bf16[]>], list<i1>)"
        );
    }
}
