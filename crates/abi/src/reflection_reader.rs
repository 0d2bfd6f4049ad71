//! Reader for the `iree.abi` JSON object: straight from text to [`AbiRecords`].
//!
//! A generic JSON value tree would allocate a vector per array and a string per type name
//! before the records could even be checked; this reader walks the bytes once, recognizes
//! record tags and primitive names in place, and only allocates what the typed model keeps.
//! It accepts strict JSON (RFC 8259) shaped as the V1 records; string escapes, which record
//! names practically never contain, are decoded by `serde_json`.
//!
//! Errors carry the byte offset and the path of the record in the document (`a[2][1]` is
//! element 1 of the array that is argument record 2), built only while an error unwinds.
//! Record nesting is bounded by [`MAX_NESTING`].

use std::borrow::Cow;
use std::fmt;

use crate::reflection::{AbiRecords, Primitive, TypeRecord};
use crate::MAX_NESTING;

/// One step of a [`RecordPath`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathSegment {
    /// A key of the top-level object (`a`, `r`, `v`).
    Key(&'static str),
    /// An array index.
    Index(usize),
}

/// Where in the document an error is: `a[2][1]`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordPath(pub Vec<PathSegment>);

impl fmt::Display for RecordPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("the document");
        }
        for segment in &self.0 {
            match segment {
                PathSegment::Key(key) => f.write_str(key)?,
                PathSegment::Index(i) => write!(f, "[{i}]")?,
            }
        }
        Ok(())
    }
}

/// What is wrong with an `iree.abi` document.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum JsonErrorKind {
    /// Not JSON.
    #[error("invalid JSON: {0}")]
    Syntax(&'static str),
    /// The document is not an object.
    #[error("expected a JSON object")]
    ExpectedObject,
    /// A top-level key other than `a`, `r`, `v`.
    #[error("unknown key {0}")]
    UnknownKey(String),
    /// A top-level key twice.
    #[error("duplicate key {0}")]
    DuplicateKey(String),
    /// A required top-level key is missing.
    #[error("missing key \"{0}\"")]
    MissingKey(&'static str),
    /// `v` is not the number 1.
    #[error("unsupported version {0} (expected 1)")]
    UnsupportedVersion(String),
    /// `a` or `r` is not an array.
    #[error("expected an array of type records")]
    ExpectedArray,
    /// A value that cannot be a type record (number, boolean, object).
    #[error("expected a type record (a type name, null or an array)")]
    ExpectedRecord,
    /// A string that is not a primitive name nor `"unknown"`.
    #[error("unknown type name {0}")]
    UnknownTypeName(String),
    /// An array whose first element is not a known compound tag.
    #[error("unknown compound type {0}")]
    UnknownCompound(String),
    /// An array that does not start with a string tag.
    #[error("a compound type record must start with its type name")]
    MissingCompoundTag,
    /// A compound record with the wrong number of elements.
    #[error("expected {0}")]
    Arity(&'static str),
    /// A `named` key or `sdict` key that is not a string.
    #[error("expected a string key")]
    ExpectedString,
    /// An ndarray rank or dim that is neither null nor a non-negative integer.
    #[error("expected a non-negative integer or null")]
    ExpectedDim,
    /// An ndarray whose rank disagrees with its dims.
    #[error("ndarray rank {rank} does not match its {dims} dims")]
    RankMismatch {
        /// The rank as written (`null` or a number).
        rank: String,
        /// How many dims follow it.
        dims: usize,
    },
    /// `named` below the root of the argument list.
    #[error("a named record is only allowed at the root of the argument list")]
    NamedNotAtRoot,
    /// An `sdict` entry that is not a `[key, record]` pair.
    #[error("expected an sdict entry [key, record]")]
    ExpectedDictEntry,
    /// The same key twice in an `sdict`.
    #[error("duplicate sdict key {0}")]
    DuplicateDictKey(String),
    /// Records nested deeper than [`MAX_NESTING`].
    #[error("type records nested deeper than {MAX_NESTING} levels")]
    TooDeep,
}

/// A rejected `iree.abi` document: what, at which byte, in which record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind} at byte {offset} in {path}")]
pub struct JsonError {
    /// Byte offset into the document.
    pub offset: usize,
    /// The record (or key) being read.
    pub path: RecordPath,
    /// What is wrong.
    pub kind: JsonErrorKind,
}

/// An error while unwinding: the path is collected innermost first.
struct Fail {
    offset: usize,
    kind: JsonErrorKind,
    path: Vec<PathSegment>,
}

type Read<T> = Result<T, Fail>;

fn within<T>(segment: PathSegment, result: Read<T>) -> Read<T> {
    result.map_err(|mut fail| {
        fail.path.push(segment);
        fail
    })
}

struct Reader<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
}

/// A JSON number token; `integer` is its value when it is a plain non-negative integer.
struct Number {
    start: usize,
    end: usize,
    integer: Option<u64>,
}

pub(crate) fn parse_abi_records(json: &str) -> Result<AbiRecords, JsonError> {
    let mut reader = Reader {
        text: json,
        bytes: json.as_bytes(),
        pos: 0,
    };
    reader.document().map_err(|fail| {
        let mut path = fail.path;
        path.reverse();
        JsonError {
            offset: fail.offset,
            path: RecordPath(path),
            kind: fail.kind,
        }
    })
}

impl<'a> Reader<'a> {
    fn fail_at(&self, offset: usize, kind: JsonErrorKind) -> Fail {
        Fail {
            offset,
            kind,
            path: Vec::new(),
        }
    }

    fn fail(&self, kind: JsonErrorKind) -> Fail {
        self.fail_at(self.pos, kind)
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn ws(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.pos += 1;
        }
    }

    fn literal(&mut self, word: &str) -> Read<()> {
        if self
            .bytes
            .get(self.pos..)
            .is_some_and(|rest| rest.starts_with(word.as_bytes()))
        {
            self.pos += word.len();
            Ok(())
        } else {
            Err(self.fail(JsonErrorKind::Syntax("invalid literal")))
        }
    }

    /// After an element: `,` (then true) or `]` (then false).
    fn more(&mut self) -> Read<bool> {
        self.ws();
        match self.peek() {
            Some(b',') => {
                self.pos += 1;
                self.ws();
                Ok(true)
            }
            Some(b']') => {
                self.pos += 1;
                Ok(false)
            }
            None => Err(self.fail(JsonErrorKind::Syntax("unterminated array"))),
            Some(_) => Err(self.fail(JsonErrorKind::Syntax("expected ',' or ']'"))),
        }
    }

    /// A string literal starting at the current `"`.
    fn string(&mut self) -> Read<Cow<'a, str>> {
        let start = self.pos;
        let mut i = start + 1;
        let mut escaped = false;
        loop {
            match self.bytes.get(i) {
                None => {
                    return Err(self.fail_at(start, JsonErrorKind::Syntax("unterminated string")))
                }
                Some(b'"') => break,
                Some(b'\\') => {
                    escaped = true;
                    i += 2;
                }
                Some(&b) if b < 0x20 => {
                    return Err(
                        self.fail_at(i, JsonErrorKind::Syntax("control character in string"))
                    )
                }
                Some(_) => i += 1,
            }
        }
        self.pos = i + 1;
        if !escaped {
            return match self.text.get(start + 1..i) {
                Some(content) => Ok(Cow::Borrowed(content)),
                None => Err(self.fail_at(start, JsonErrorKind::Syntax("invalid string"))),
            };
        }
        self.text
            .get(start..=i)
            .and_then(|literal| serde_json::from_str::<String>(literal).ok())
            .map(Cow::Owned)
            .ok_or_else(|| self.fail_at(start, JsonErrorKind::Syntax("invalid escape in string")))
    }

    fn expect_string(&mut self) -> Read<Cow<'a, str>> {
        if self.peek() == Some(b'"') {
            self.string()
        } else {
            Err(self.fail(JsonErrorKind::ExpectedString))
        }
    }

    fn number(&mut self) -> Read<Number> {
        let start = self.pos;
        let negative = self.peek() == Some(b'-');
        if negative {
            self.pos += 1;
        }
        let int_start = self.pos;
        // The value is accumulated while scanning; `None` once it leaves u64.
        let mut value = Some(0u64);
        while let Some(digit) = self
            .peek()
            .map(|b| b.wrapping_sub(b'0'))
            .filter(|d| *d < 10)
        {
            value = value
                .and_then(|v| v.checked_mul(10))
                .and_then(|v| v.checked_add(u64::from(digit)));
            self.pos += 1;
        }
        let int_len = self.pos - int_start;
        if int_len == 0 || (int_len > 1 && self.bytes.get(int_start) == Some(&b'0')) {
            return Err(self.fail_at(start, JsonErrorKind::Syntax("invalid number")));
        }
        let mut plain = !negative;
        if self.peek() == Some(b'.') {
            self.pos += 1;
            plain = false;
            if self.skip_digits() == 0 {
                return Err(self.fail_at(start, JsonErrorKind::Syntax("invalid number")));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.pos += 1;
            plain = false;
            if let Some(b'+' | b'-') = self.peek() {
                self.pos += 1;
            }
            if self.skip_digits() == 0 {
                return Err(self.fail_at(start, JsonErrorKind::Syntax("invalid number")));
            }
        }
        Ok(Number {
            start,
            end: self.pos,
            integer: value.filter(|_| plain),
        })
    }

    fn skip_digits(&mut self) -> usize {
        let from = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.pos += 1;
        }
        self.pos - from
    }

    /// A rank or dim: `null` or a non-negative integer that fits in i64.
    fn dim(&mut self) -> Read<Option<i64>> {
        match self.peek() {
            Some(b'n') => self.literal("null").map(|()| None),
            Some(b'-' | b'0'..=b'9') => {
                let number = self.number()?;
                match number.integer.and_then(|v| i64::try_from(v).ok()) {
                    Some(v) => Ok(Some(v)),
                    None => Err(self.fail_at(number.start, JsonErrorKind::ExpectedDim)),
                }
            }
            _ => Err(self.fail(JsonErrorKind::ExpectedDim)),
        }
    }

    fn document(&mut self) -> Read<AbiRecords> {
        self.ws();
        if self.peek() != Some(b'{') {
            return Err(self.fail(JsonErrorKind::ExpectedObject));
        }
        self.pos += 1;
        self.ws();
        let mut args = None;
        let mut results = None;
        let mut version = false;
        if self.peek() == Some(b'}') {
            self.pos += 1;
        } else {
            loop {
                let key_at = self.pos;
                let key = self.expect_string()?;
                self.ws();
                if self.peek() != Some(b':') {
                    return Err(self.fail(JsonErrorKind::Syntax("expected ':'")));
                }
                self.pos += 1;
                self.ws();
                let seen = match key.as_ref() {
                    "a" => {
                        let records = within(PathSegment::Key("a"), self.records(true))?;
                        args.replace(records).is_some()
                    }
                    "r" => {
                        let records = within(PathSegment::Key("r"), self.records(false))?;
                        results.replace(records).is_some()
                    }
                    "v" => {
                        within(PathSegment::Key("v"), self.version())?;
                        std::mem::replace(&mut version, true)
                    }
                    other => {
                        let key = crate::reflection::json_string(other);
                        return Err(self.fail_at(key_at, JsonErrorKind::UnknownKey(key)));
                    }
                };
                if seen {
                    let key = crate::reflection::json_string(&key);
                    return Err(self.fail_at(key_at, JsonErrorKind::DuplicateKey(key)));
                }
                self.ws();
                match self.peek() {
                    Some(b',') => {
                        self.pos += 1;
                        self.ws();
                    }
                    Some(b'}') => {
                        self.pos += 1;
                        break;
                    }
                    None => return Err(self.fail(JsonErrorKind::Syntax("unterminated object"))),
                    Some(_) => return Err(self.fail(JsonErrorKind::Syntax("expected ',' or '}'"))),
                }
            }
        }
        self.ws();
        if self.pos != self.bytes.len() {
            return Err(self.fail(JsonErrorKind::Syntax(
                "trailing characters after the object",
            )));
        }
        let end = self.pos;
        let missing = |key| self.fail_at(end, JsonErrorKind::MissingKey(key));
        Ok(AbiRecords {
            args: args.ok_or_else(|| missing("a"))?,
            results: results.ok_or_else(|| missing("r"))?,
        })
        .and_then(|records| {
            if version {
                Ok(records)
            } else {
                Err(missing("v"))
            }
        })
    }

    fn version(&mut self) -> Read<()> {
        match self.peek() {
            Some(b'-' | b'0'..=b'9') => {
                let number = self.number()?;
                if number.integer == Some(1) {
                    Ok(())
                } else {
                    let token = self.text.get(number.start..number.end).unwrap_or("?");
                    Err(self.fail_at(
                        number.start,
                        JsonErrorKind::UnsupportedVersion(token.to_owned()),
                    ))
                }
            }
            _ => Err(self.fail(JsonErrorKind::UnsupportedVersion(
                "(not a number)".to_owned(),
            ))),
        }
    }

    /// `[record, ...]` for `a` (where `named` is allowed) or `r`.
    fn records(&mut self, arguments: bool) -> Read<Vec<TypeRecord>> {
        if self.peek() != Some(b'[') {
            return Err(self.fail(JsonErrorKind::ExpectedArray));
        }
        self.pos += 1;
        self.ws();
        let mut records = Vec::new();
        if self.peek() == Some(b']') {
            self.pos += 1;
            return Ok(records);
        }
        loop {
            let index = records.len();
            records.push(within(
                PathSegment::Index(index),
                self.record(1, arguments),
            )?);
            if !self.more()? {
                return Ok(records);
            }
        }
    }

    fn record(&mut self, depth: usize, root_argument: bool) -> Read<TypeRecord> {
        if depth > MAX_NESTING {
            return Err(self.fail(JsonErrorKind::TooDeep));
        }
        match self.peek() {
            Some(b'"') => {
                let at = self.pos;
                let name = self.string()?;
                if name == "unknown" {
                    return Ok(TypeRecord::Unknown);
                }
                match Primitive::parse(&name) {
                    Some(p) => Ok(TypeRecord::Primitive(p)),
                    None => {
                        let name = crate::reflection::json_string(&name);
                        Err(self.fail_at(at, JsonErrorKind::UnknownTypeName(name)))
                    }
                }
            }
            Some(b'n') => self.literal("null").map(|()| TypeRecord::Null),
            Some(b'[') => self.compound(depth, root_argument),
            Some(b'{' | b't' | b'f' | b'-' | b'0'..=b'9') => {
                Err(self.fail(JsonErrorKind::ExpectedRecord))
            }
            None => Err(self.fail(JsonErrorKind::Syntax("unexpected end of input"))),
            Some(_) => Err(self.fail(JsonErrorKind::Syntax("expected a value"))),
        }
    }

    /// Reads elements 1.. of an array whose tag (element 0) was just read, calling `each`
    /// with the element index; returns how many elements followed the tag.
    fn elements(&mut self, mut each: impl FnMut(&mut Self, usize) -> Read<()>) -> Read<usize> {
        let mut index = 0;
        while self.more()? {
            index += 1;
            within(PathSegment::Index(index), each(self, index))?;
        }
        Ok(index)
    }

    fn compound(&mut self, depth: usize, root_argument: bool) -> Read<TypeRecord> {
        let open = self.pos;
        self.pos += 1;
        self.ws();
        if self.peek() != Some(b'"') {
            return Err(self.fail(JsonErrorKind::MissingCompoundTag));
        }
        let tag_at = self.pos;
        let tag = self.string()?;
        let arity =
            |r: &Self, at: usize, shape: &'static str| r.fail_at(at, JsonErrorKind::Arity(shape));
        match tag.as_ref() {
            "named" => {
                if !root_argument {
                    return Err(self.fail_at(tag_at, JsonErrorKind::NamedNotAtRoot));
                }
                const SHAPE: &str = "[\"named\", key, record]";
                let mut name = None;
                let mut record = None;
                let count = self.elements(|r, i| match i {
                    1 => {
                        name = Some(r.expect_string()?.into_owned());
                        Ok(())
                    }
                    2 => {
                        record = Some(r.record(depth + 1, false)?);
                        Ok(())
                    }
                    _ => Err(arity(r, r.pos, SHAPE)),
                })?;
                match (name, record) {
                    (Some(name), Some(record)) if count == 2 => Ok(TypeRecord::Named {
                        name,
                        record: Box::new(record),
                    }),
                    _ => Err(arity(self, open, SHAPE)),
                }
            }
            "ndarray" => {
                const SHAPE: &str = "[\"ndarray\", elem, rank, dims...]";
                let mut elem = None;
                let mut rank = None;
                let mut rank_at = open;
                let mut dims = Vec::new();
                let count = self.elements(|r, i| {
                    match i {
                        1 => elem = Some(r.record(depth + 1, false)?),
                        2 => {
                            rank_at = r.pos;
                            rank = Some(r.dim()?);
                        }
                        _ => dims.push(r.dim()?),
                    }
                    Ok(())
                })?;
                let (Some(elem), Some(rank)) = (elem, rank) else {
                    return Err(arity(self, open, SHAPE));
                };
                let shape = match rank {
                    None if dims.is_empty() => None,
                    Some(rank) if usize::try_from(rank).is_ok_and(|r| r == dims.len()) => {
                        Some(dims)
                    }
                    _ => {
                        let rank = rank.map_or_else(|| "null".to_owned(), |r| r.to_string());
                        let dims = count - 2;
                        return Err(
                            self.fail_at(rank_at, JsonErrorKind::RankMismatch { rank, dims })
                        );
                    }
                };
                Ok(TypeRecord::NdArray {
                    elem: Box::new(elem),
                    shape,
                })
            }
            "slist" | "stuple" => {
                let mut slots = Vec::new();
                self.elements(|r, _| {
                    slots.push(r.record(depth + 1, false)?);
                    Ok(())
                })?;
                Ok(if tag == "slist" {
                    TypeRecord::SList(slots)
                } else {
                    TypeRecord::STuple(slots)
                })
            }
            "sdict" => {
                let mut entries: Vec<(String, TypeRecord)> = Vec::new();
                let mut sorted = true;
                self.elements(|r, _| {
                    let entry = r.dict_entry(depth)?;
                    sorted &= entries.last().is_none_or(|(last, _)| *last < entry.0);
                    entries.push(entry);
                    Ok(())
                })?;
                if !sorted {
                    let mut keys: Vec<&str> = entries.iter().map(|(k, _)| k.as_str()).collect();
                    keys.sort_unstable();
                    if let Some(pair) = keys.windows(2).find(|w| w[0] == w[1]) {
                        let key = crate::reflection::json_string(pair[0]);
                        return Err(self.fail_at(open, JsonErrorKind::DuplicateDictKey(key)));
                    }
                }
                Ok(TypeRecord::SDict(entries))
            }
            "py_homogeneous_list" => {
                const SHAPE: &str = "[\"py_homogeneous_list\", elem]";
                let mut elem = None;
                let count = self.elements(|r, i| {
                    if i > 1 {
                        return Err(arity(r, r.pos, SHAPE));
                    }
                    elem = Some(r.record(depth + 1, false)?);
                    Ok(())
                })?;
                match elem {
                    Some(elem) if count == 1 => Ok(TypeRecord::PyHomogeneousList(Box::new(elem))),
                    _ => Err(arity(self, open, SHAPE)),
                }
            }
            other => {
                let tag = crate::reflection::json_string(other);
                Err(self.fail_at(tag_at, JsonErrorKind::UnknownCompound(tag)))
            }
        }
    }

    /// `[key, record]` inside an sdict at `depth`.
    fn dict_entry(&mut self, depth: usize) -> Read<(String, TypeRecord)> {
        if self.peek() != Some(b'[') {
            return Err(self.fail(JsonErrorKind::ExpectedDictEntry));
        }
        self.pos += 1;
        self.ws();
        let key = self.expect_string()?.into_owned();
        if !self.more()? {
            return Err(self.fail(JsonErrorKind::ExpectedDictEntry));
        }
        let record = within(PathSegment::Index(1), self.record(depth + 1, false))?;
        if self.more()? {
            return Err(self.fail(JsonErrorKind::ExpectedDictEntry));
        }
        Ok((key, record))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(json: &str) -> AbiRecords {
        match AbiRecords::parse(json) {
            Ok(records) => records,
            Err(err) => panic!("{json}: {err}"),
        }
    }

    fn error(json: &str) -> JsonError {
        AbiRecords::parse(json).unwrap_err()
    }

    #[test]
    fn round_trips_every_record_kind() {
        let json = r#"{"a":[["named","key","f32"],["ndarray","f32",null],["ndarray","i8",2,1,null],null,"unknown","bf16",["slist",null,"i1"],["stuple"],["sdict",["a","f64"],["b",["py_homogeneous_list","i64"]]]],"r":[["stuple",["ndarray","f16",0]]],"v":1}"#;
        let records = parse(json);
        assert_eq!(records.to_json(), json);
        assert_eq!(records.args.len(), 9);
    }

    #[test]
    fn accepts_whitespace_and_any_key_order() {
        let records = parse(
            " {\n \"v\" : 1 , \"r\" : [ ] , \"a\" : [ [ \"ndarray\" , \"f32\" , 1 , 4 ] ] }\n",
        );
        assert_eq!(
            records.to_json(),
            r#"{"a":[["ndarray","f32",1,4]],"r":[],"v":1}"#
        );
    }

    #[test]
    fn decodes_escaped_keys() {
        let records = parse(r#"{"a":[["named","k\"\u00e9\n",null]],"r":[],"v":1}"#);
        assert_eq!(
            records.args[0],
            TypeRecord::Named {
                name: "k\"é\n".into(),
                record: Box::new(TypeRecord::Null)
            }
        );
        assert_eq!(
            records.to_json(),
            "{\"a\":[[\"named\",\"k\\\"é\\n\",null]],\"r\":[],\"v\":1}"
        );
    }

    #[test]
    fn errors_name_the_record() {
        let err = error(r#"{"a":["f32",["slist","i32",["ndarray","f32",2,1]]],"r":[],"v":1}"#);
        assert_eq!(
            err.kind,
            JsonErrorKind::RankMismatch {
                rank: "2".into(),
                dims: 1
            }
        );
        assert_eq!(err.path.to_string(), "a[1][2]");
        assert_eq!(
            err.to_string(),
            "ndarray rank 2 does not match its 1 dims at byte 44 in a[1][2]"
        );

        let err = error(r#"{"a":[],"r":["f32","q8"],"v":1}"#);
        assert_eq!(err.kind, JsonErrorKind::UnknownTypeName("\"q8\"".into()));
        assert_eq!(err.path.to_string(), "r[1]");
        assert_eq!(err.offset, 19);
    }

    #[test]
    fn rejects_malformed_records() {
        let cases: Vec<(&str, JsonErrorKind)> = vec![
            (r#"[1]"#, JsonErrorKind::ExpectedObject),
            (r#"{"a":[],"r":[]}"#, JsonErrorKind::MissingKey("v")),
            (r#"{"r":[],"v":1}"#, JsonErrorKind::MissingKey("a")),
            (r#"{"a":[],"v":1}"#, JsonErrorKind::MissingKey("r")),
            (
                r#"{"a":[],"r":[],"v":2}"#,
                JsonErrorKind::UnsupportedVersion("2".into()),
            ),
            (
                r#"{"a":[],"r":[],"v":1.0}"#,
                JsonErrorKind::UnsupportedVersion("1.0".into()),
            ),
            (
                r#"{"a":[],"a":[],"r":[],"v":1}"#,
                JsonErrorKind::DuplicateKey("\"a\"".into()),
            ),
            (
                r#"{"a":[],"r":[],"v":1,"d":0}"#,
                JsonErrorKind::UnknownKey("\"d\"".into()),
            ),
            (r#"{"a":{},"r":[],"v":1}"#, JsonErrorKind::ExpectedArray),
            (r#"{"a":[3],"r":[],"v":1}"#, JsonErrorKind::ExpectedRecord),
            (
                r#"{"a":[true],"r":[],"v":1}"#,
                JsonErrorKind::ExpectedRecord,
            ),
            (
                r#"{"a":[[]],"r":[],"v":1}"#,
                JsonErrorKind::MissingCompoundTag,
            ),
            (
                r#"{"a":[["vector"]],"r":[],"v":1}"#,
                JsonErrorKind::UnknownCompound("\"vector\"".into()),
            ),
            (
                r#"{"a":[["named","x"]],"r":[],"v":1}"#,
                JsonErrorKind::Arity("[\"named\", key, record]"),
            ),
            (
                r#"{"a":[["named","x",null,null]],"r":[],"v":1}"#,
                JsonErrorKind::Arity("[\"named\", key, record]"),
            ),
            (
                r#"{"a":[["named",1,null]],"r":[],"v":1}"#,
                JsonErrorKind::ExpectedString,
            ),
            (
                r#"{"a":[],"r":[["named","x",null]],"v":1}"#,
                JsonErrorKind::NamedNotAtRoot,
            ),
            (
                r#"{"a":[["slist",["named","x",null]]],"r":[],"v":1}"#,
                JsonErrorKind::NamedNotAtRoot,
            ),
            (
                r#"{"a":[["ndarray","f32"]],"r":[],"v":1}"#,
                JsonErrorKind::Arity("[\"ndarray\", elem, rank, dims...]"),
            ),
            (
                r#"{"a":[["ndarray","f32",null,3]],"r":[],"v":1}"#,
                JsonErrorKind::RankMismatch {
                    rank: "null".into(),
                    dims: 1,
                },
            ),
            (
                r#"{"a":[["ndarray","f32",1,-1]],"r":[],"v":1}"#,
                JsonErrorKind::ExpectedDim,
            ),
            (
                r#"{"a":[["ndarray","f32",1,1.5]],"r":[],"v":1}"#,
                JsonErrorKind::ExpectedDim,
            ),
            (
                r#"{"a":[["ndarray","f32",1,"4"]],"r":[],"v":1}"#,
                JsonErrorKind::ExpectedDim,
            ),
            (
                r#"{"a":[["ndarray","f32",1,99999999999999999999]],"r":[],"v":1}"#,
                JsonErrorKind::ExpectedDim,
            ),
            (
                r#"{"a":[["sdict",["a"]]],"r":[],"v":1}"#,
                JsonErrorKind::ExpectedDictEntry,
            ),
            (
                r#"{"a":[["sdict","a"]],"r":[],"v":1}"#,
                JsonErrorKind::ExpectedDictEntry,
            ),
            (
                r#"{"a":[["sdict",["a",null,null]]],"r":[],"v":1}"#,
                JsonErrorKind::ExpectedDictEntry,
            ),
            (
                r#"{"a":[["sdict",["b",null],["a",null],["b",null]]],"r":[],"v":1}"#,
                JsonErrorKind::DuplicateDictKey("\"b\"".into()),
            ),
            (
                r#"{"a":[["py_homogeneous_list"]],"r":[],"v":1}"#,
                JsonErrorKind::Arity("[\"py_homogeneous_list\", elem]"),
            ),
            (
                r#"{"a":[["py_homogeneous_list",null,null]],"r":[],"v":1}"#,
                JsonErrorKind::Arity("[\"py_homogeneous_list\", elem]"),
            ),
        ];
        for (json, kind) in cases {
            assert_eq!(error(json).kind, kind, "{json}");
        }
    }

    #[test]
    fn rejects_invalid_json() {
        for json in [
            "",
            "{",
            r#"{"a":[],"r":[],"v":1} x"#,
            r#"{"a":[],"r":[],"v":1,}"#,
            r#"{"a":[,],"r":[],"v":1}"#,
            r#"{"a":["f32",],"r":[],"v":1}"#,
            r#"{"a":["f32"  "f32"],"r":[],"v":1}"#,
            r#"{"a":["f32"#,
            "{\"a\":[\"f\n32\"],\"r\":[],\"v\":1}",
            r#"{"a":["\q"],"r":[],"v":1}"#,
            r#"{"a":[nul],"r":[],"v":1}"#,
            r#"{"a":[["ndarray","f32",01]],"r":[],"v":1}"#,
            r#"{"a":[["ndarray","f32",1,2e]],"r":[],"v":1}"#,
            r#"{"a" [],"r":[],"v":1}"#,
        ] {
            let err = error(json);
            assert!(
                matches!(
                    err.kind,
                    JsonErrorKind::Syntax(_)
                        | JsonErrorKind::ExpectedObject
                        | JsonErrorKind::ExpectedString
                ),
                "{json}: {err}"
            );
            assert!(
                serde_json::from_str::<serde_json::Value>(json).is_err(),
                "{json}"
            );
        }
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let depth = 100_000;
        let json = format!(
            "{{\"a\":[{}null{}],\"r\":[],\"v\":1}}",
            "[\"slist\",".repeat(depth),
            "]".repeat(depth)
        );
        let err = error(&json);
        assert_eq!(err.kind, JsonErrorKind::TooDeep);
        // `a`, the argument index, then one element index per enclosing record.
        assert_eq!(err.path.0.len(), MAX_NESTING + 2);

        let ok = format!(
            "{{\"a\":[{}null{}],\"r\":[],\"v\":1}}",
            "[\"slist\",".repeat(MAX_NESTING - 1),
            "]".repeat(MAX_NESTING - 1)
        );
        assert_eq!(parse(&ok).to_json(), ok);
    }
}
