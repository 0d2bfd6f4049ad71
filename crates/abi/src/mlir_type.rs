//! A small model of the MLIR types the ABI cares about, independent of the IR crate.
//!
//! The ABI only distinguishes integers, `index`, floats, tensors, tuples and `!util.list`;
//! every other type is carried as its printed text ([`MlirType::Other`]) so declarations can
//! still show it. The IR crate converts its own types into this model; the tiny text parser
//! here ([`MlirType::parse`]) serves tests and the CLI. From the model come the raw signature
//! type ([`MlirType::raw_type`], `None` when the raw ABI cannot express it) and the V1 JSON
//! record ([`MlirType::type_record`]).

use std::fmt;

use crate::raw::{RawType, ScalarType};
use crate::reflection::{Primitive, TypeRecord};
use crate::MAX_NESTING;

/// Signedness of an MLIR integer type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

macro_rules! float_kinds {
    ($($variant:ident = $name:literal, $width:literal;)*) => {
        /// MLIR's builtin floating-point types.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum FloatKind {
            $(
                #[doc = concat!("`", $name, "`")]
                $variant,
            )*
        }

        impl FloatKind {
            /// Every builtin float type.
            pub const ALL: &'static [FloatKind] = &[$(FloatKind::$variant),*];

            /// The type's spelling.
            pub fn name(self) -> &'static str {
                match self {
                    $(FloatKind::$variant => $name,)*
                }
            }

            /// Bit width as MLIR reports it (`tf32` is 19).
            pub fn width(self) -> u32 {
                match self {
                    $(FloatKind::$variant => $width,)*
                }
            }

            /// The float type spelled `name`.
            pub fn from_name(name: &str) -> Option<FloatKind> {
                match name {
                    $($name => Some(FloatKind::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

float_kinds! {
    F4E2M1FN = "f4E2M1FN", 4;
    F6E2M3FN = "f6E2M3FN", 6;
    F6E3M2FN = "f6E3M2FN", 6;
    F8E5M2 = "f8E5M2", 8;
    F8E4M3 = "f8E4M3", 8;
    F8E4M3FN = "f8E4M3FN", 8;
    F8E5M2FNUZ = "f8E5M2FNUZ", 8;
    F8E4M3FNUZ = "f8E4M3FNUZ", 8;
    F8E4M3B11FNUZ = "f8E4M3B11FNUZ", 8;
    F8E3M4 = "f8E3M4", 8;
    F8E8M0FNU = "f8E8M0FNU", 8;
    BF16 = "bf16", 16;
    F16 = "f16", 16;
    TF32 = "tf32", 19;
    F32 = "f32", 32;
    F64 = "f64", 64;
    F80 = "f80", 80;
    F128 = "f128", 128;
}

/// Largest integer width MLIR accepts.
pub const MAX_INTEGER_WIDTH: u32 = (1 << 24) - 1;

/// An MLIR type as far as the ABI needs to know it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MlirType {
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Signedness.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// A builtin float type.
    Float(FloatKind),
    /// `tensor<...>`.
    Tensor {
        /// Element type.
        elem: Box<MlirType>,
        /// Dims (`None` dim is `?`), or `None` for an unranked `tensor<*x...>`.
        shape: Option<Vec<Option<i64>>>,
        /// Printed encoding attribute, if any (`tensor<4xf32, #enc>`).
        encoding: Option<String>,
    },
    /// `tuple<...>`.
    Tuple(Vec<MlirType>),
    /// `!util.list<T>`, or `!util.list<?>` (a variant list) when `None`.
    UtilList(Option<Box<MlirType>>),
    /// Any other type, as printed.
    Other(String),
}

/// A type nested deeper than [`MAX_NESTING`], met while deriving ABI metadata from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("type nested deeper than {MAX_NESTING} levels")]
pub struct TypeTooDeep;

impl MlirType {
    /// Shorthand for a signless integer.
    pub fn int(width: u32) -> MlirType {
        MlirType::Integer {
            width,
            signedness: Signedness::Signless,
        }
    }

    /// Shorthand for a ranked tensor without encoding.
    pub fn tensor(elem: MlirType, dims: &[Option<i64>]) -> MlirType {
        MlirType::Tensor {
            elem: Box::new(elem),
            shape: Some(dims.to_vec()),
            encoding: None,
        }
    }

    /// The raw-signature scalar code of an integer or float type, if it has one. Signless
    /// integers count as signed and `i1` is carried as `sint8`.
    pub fn scalar_type(&self) -> Option<ScalarType> {
        match *self {
            MlirType::Integer { width, signedness } => match (signedness, width) {
                (Signedness::Signless, 1) | (Signedness::Signless | Signedness::Signed, 8) => {
                    Some(ScalarType::Sint8)
                }
                (Signedness::Signless | Signedness::Signed, 16) => Some(ScalarType::Sint16),
                (Signedness::Signless | Signedness::Signed, 32) => Some(ScalarType::Sint32),
                (Signedness::Signless | Signedness::Signed, 64) => Some(ScalarType::Sint64),
                (Signedness::Unsigned, 8) => Some(ScalarType::Uint8),
                (Signedness::Unsigned, 16) => Some(ScalarType::Uint16),
                (Signedness::Unsigned, 32) => Some(ScalarType::Uint32),
                (Signedness::Unsigned, 64) => Some(ScalarType::Uint64),
                _ => None,
            },
            MlirType::Float(FloatKind::F32) => Some(ScalarType::Float32),
            MlirType::Float(FloatKind::F16) => Some(ScalarType::Float16),
            MlirType::Float(FloatKind::F64) => Some(ScalarType::Float64),
            MlirType::Float(FloatKind::BF16) => Some(ScalarType::BFloat16),
            _ => None,
        }
    }

    /// The raw signature type: ranked tensors of a scalar type become buffers (dims beyond
    /// `i32::MAX` cannot be expressed), scalar types become scalars. `None` means the raw
    /// ABI has no form for it; callers emit `U1!` and a warning.
    pub fn raw_type(&self) -> Option<RawType> {
        match self {
            MlirType::Tensor {
                elem,
                shape: Some(dims),
                ..
            } => {
                let elem = elem.scalar_type()?;
                let dims = dims
                    .iter()
                    .map(|dim| match *dim {
                        None => Some(None),
                        // A negative dim is how MLIR itself marks a dynamic one.
                        Some(d) if d < 0 => Some(None),
                        Some(d) => i32::try_from(d).ok().map(Some),
                    })
                    .collect::<Option<Vec<_>>>()?;
                Some(RawType::Buffer { elem, dims })
            }
            _ => self.scalar_type().map(RawType::Scalar),
        }
    }

    /// The V1 JSON type record: a tensor is an ndarray, an integer `i<width>` whatever its
    /// signedness, `bf16` is `bf16` and other floats `f<width>`, a tuple an stuple,
    /// `!util.list` a py_homogeneous_list (of `unknown` for `?`), anything else `unknown`.
    pub fn type_record(&self) -> Result<TypeRecord, TypeTooDeep> {
        self.type_record_at(1)
    }

    /// [`MlirType::type_record`] for a record that sits `depth` levels deep in a document
    /// (1 at the top), so that the whole document stays within [`MAX_NESTING`].
    pub(crate) fn type_record_at(&self, depth: usize) -> Result<TypeRecord, TypeTooDeep> {
        if depth > MAX_NESTING {
            return Err(TypeTooDeep);
        }
        Ok(match self {
            MlirType::Integer { width, .. } => TypeRecord::Primitive(Primitive::Int(*width)),
            MlirType::Float(FloatKind::BF16) => TypeRecord::Primitive(Primitive::BFloat16),
            MlirType::Float(kind) => TypeRecord::Primitive(Primitive::Float(kind.width())),
            MlirType::Tensor { elem, shape, .. } => TypeRecord::NdArray {
                elem: Box::new(elem.type_record_at(depth + 1)?),
                shape: shape
                    .as_ref()
                    .map(|dims| dims.iter().map(|d| d.filter(|d| *d >= 0)).collect()),
            },
            MlirType::Tuple(items) => TypeRecord::STuple(
                items
                    .iter()
                    .map(|item| item.type_record_at(depth + 1))
                    .collect::<Result<_, _>>()?,
            ),
            MlirType::UtilList(elem) => TypeRecord::PyHomogeneousList(Box::new(match elem {
                Some(elem) => elem.type_record_at(depth + 1)?,
                None => TypeRecord::Unknown,
            })),
            MlirType::Index | MlirType::Other(_) => TypeRecord::Unknown,
        })
    }

    /// Parses MLIR type text: `i32`, `si8`, `index`, `bf16`, `tensor<?x4xf32>`,
    /// `tensor<*xi8>`, `tuple<i32, f32>`, `!util.list<?>`; any other well-bracketed type
    /// (`memref<4xf32>`, `!hal.buffer_view`, `(i32) -> i32`) becomes [`MlirType::Other`].
    pub fn parse(text: &str) -> Result<MlirType, TypeParseError> {
        let mut parser = TypeParser { text, pos: 0 };
        parser.ws();
        let ty = parser.ty(1)?;
        parser.ws();
        if parser.pos != text.len() {
            return Err(parser.error(TypeParseErrorKind::Trailing));
        }
        Ok(ty)
    }
}

impl fmt::Display for MlirType {
    /// MLIR's own spelling.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MlirType::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                write!(f, "{prefix}{width}")
            }
            MlirType::Index => f.write_str("index"),
            MlirType::Float(kind) => f.write_str(kind.name()),
            MlirType::Tensor {
                elem,
                shape,
                encoding,
            } => {
                f.write_str("tensor<")?;
                match shape {
                    None => f.write_str("*x")?,
                    Some(dims) => {
                        for dim in dims {
                            match dim {
                                Some(d) => write!(f, "{d}x")?,
                                None => f.write_str("?x")?,
                            }
                        }
                    }
                }
                write!(f, "{elem}")?;
                if let Some(encoding) = encoding {
                    write!(f, ", {encoding}")?;
                }
                f.write_str(">")
            }
            MlirType::Tuple(items) => {
                f.write_str("tuple<")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str(">")
            }
            MlirType::UtilList(None) => f.write_str("!util.list<?>"),
            MlirType::UtilList(Some(elem)) => write!(f, "!util.list<{elem}>"),
            MlirType::Other(text) => f.write_str(text),
        }
    }
}

/// What is wrong with a type's text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TypeParseErrorKind {
    /// Something specific was expected.
    #[error("expected {0}")]
    Expected(&'static str),
    /// An integer width above [`MAX_INTEGER_WIDTH`].
    #[error("integer width too large (at most {MAX_INTEGER_WIDTH})")]
    WidthTooLarge,
    /// A dimension that does not fit in i64.
    #[error("dimension too large")]
    DimTooLarge,
    /// Brackets left open at the end of the text.
    #[error("unbalanced brackets")]
    Unbalanced,
    /// Text after a complete type.
    #[error("unexpected text after the type")]
    Trailing,
    /// Nesting deeper than [`MAX_NESTING`].
    #[error("type nested deeper than {MAX_NESTING} levels")]
    TooDeep,
}

/// A type text that could not be parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind} at byte {offset}")]
pub struct TypeParseError {
    /// Byte offset into the text.
    pub offset: usize,
    /// What is wrong.
    pub kind: TypeParseErrorKind,
}

struct TypeParser<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> TypeParser<'a> {
    fn error(&self, kind: TypeParseErrorKind) -> TypeParseError {
        TypeParseError {
            offset: self.pos,
            kind,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn ws(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        if found {
            self.pos += 1;
        }
        found
    }

    fn expect(&mut self, byte: u8, what: &'static str) -> Result<(), TypeParseError> {
        self.ws();
        if self.eat(byte) {
            Ok(())
        } else {
            Err(self.error(TypeParseErrorKind::Expected(what)))
        }
    }

    /// A bare identifier, optionally `!`-prefixed: `[!]?[A-Za-z_][A-Za-z0-9_$.]*`.
    fn identifier(&mut self) -> &'a str {
        let start = self.pos;
        self.eat(b'!');
        if self
            .peek()
            .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        {
            while self
                .peek()
                .is_some_and(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.'))
            {
                self.pos += 1;
            }
        }
        self.text.get(start..self.pos).unwrap_or("")
    }

    fn ty(&mut self, depth: usize) -> Result<MlirType, TypeParseError> {
        if depth > MAX_NESTING {
            return Err(self.error(TypeParseErrorKind::TooDeep));
        }
        let start = self.pos;
        if self.peek() == Some(b'(') {
            return self.function_type(start, depth);
        }
        let name = self.identifier();
        if name.is_empty() || name == "!" {
            self.pos = start;
            return Err(self.error(TypeParseErrorKind::Expected("a type")));
        }
        if let Some(ty) = integer_type(name) {
            return ty.map_err(|kind| TypeParseError {
                offset: start,
                kind,
            });
        }
        if let Some(kind) = FloatKind::from_name(name) {
            return Ok(MlirType::Float(kind));
        }
        match name {
            "index" => Ok(MlirType::Index),
            "tensor" if self.peek() == Some(b'<') => self.tensor(depth),
            "tuple" if self.peek() == Some(b'<') => {
                self.pos += 1;
                self.ws();
                let mut items = Vec::new();
                if !self.eat(b'>') {
                    loop {
                        self.ws();
                        items.push(self.ty(depth + 1)?);
                        self.ws();
                        if self.eat(b'>') {
                            break;
                        }
                        self.expect(b',', "',' or '>'")?;
                    }
                }
                Ok(MlirType::Tuple(items))
            }
            "!util.list" if self.peek() == Some(b'<') => {
                self.pos += 1;
                self.ws();
                let elem = if self.eat(b'?') {
                    None
                } else {
                    Some(Box::new(self.ty(depth + 1)?))
                };
                self.expect(b'>', "'>'")?;
                Ok(MlirType::UtilList(elem))
            }
            _ => {
                if self.peek() == Some(b'<') {
                    self.skip_balanced(depth)?;
                }
                Ok(MlirType::Other(
                    self.text.get(start..self.pos).unwrap_or("").to_owned(),
                ))
            }
        }
    }

    /// `(inputs) -> results`, kept as text.
    fn function_type(&mut self, start: usize, depth: usize) -> Result<MlirType, TypeParseError> {
        self.skip_balanced(depth)?;
        let after_inputs = self.pos;
        self.ws();
        if self
            .text
            .get(self.pos..)
            .is_some_and(|rest| rest.starts_with("->"))
        {
            self.pos += 2;
            self.ws();
            self.ty(depth + 1)?;
        } else {
            self.pos = after_inputs;
        }
        Ok(MlirType::Other(
            self.text.get(start..self.pos).unwrap_or("").to_owned(),
        ))
    }

    /// Skips a bracketed group starting at the current `<`, `(`, `[` or `{`, honouring nested
    /// brackets, string literals and the `>` of `->`.
    fn skip_balanced(&mut self, depth: usize) -> Result<(), TypeParseError> {
        let mut open = 0usize;
        let bytes = self.text.as_bytes();
        loop {
            let Some(&b) = bytes.get(self.pos) else {
                return Err(self.error(TypeParseErrorKind::Unbalanced));
            };
            self.pos += 1;
            match b {
                b'<' | b'(' | b'[' | b'{' => {
                    open += 1;
                    if depth + open > MAX_NESTING {
                        self.pos -= 1;
                        return Err(self.error(TypeParseErrorKind::TooDeep));
                    }
                }
                b'>' | b')' | b']' | b'}' => {
                    open = open.saturating_sub(1);
                    if open == 0 {
                        return Ok(());
                    }
                }
                b'-' if bytes.get(self.pos) == Some(&b'>') => self.pos += 1,
                b'"' => {
                    while let Some(&c) = bytes.get(self.pos) {
                        self.pos += 1;
                        match c {
                            b'\\' => self.pos += 1,
                            b'"' => break,
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
    }

    fn tensor(&mut self, depth: usize) -> Result<MlirType, TypeParseError> {
        self.pos += 1; // '<'
        self.ws();
        let shape = if self.eat(b'*') {
            if !self.eat(b'x') {
                return Err(self.error(TypeParseErrorKind::Expected("'x' after '*'")));
            }
            None
        } else {
            let mut dims = Vec::new();
            loop {
                let dim = match self.peek() {
                    Some(b'?') => {
                        self.pos += 1;
                        None
                    }
                    Some(b'0'..=b'9') => {
                        let start = self.pos;
                        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                            self.pos += 1;
                        }
                        let digits = self.text.get(start..self.pos).unwrap_or("");
                        match digits.parse::<i64>() {
                            Ok(d) => Some(d),
                            Err(_) => {
                                self.pos = start;
                                return Err(self.error(TypeParseErrorKind::DimTooLarge));
                            }
                        }
                    }
                    _ => break,
                };
                if !self.eat(b'x') {
                    return Err(self.error(TypeParseErrorKind::Expected("'x' after a dimension")));
                }
                dims.push(dim);
            }
            Some(dims)
        };
        let elem = self.ty(depth + 1)?;
        self.ws();
        let encoding = if self.eat(b',') {
            self.ws();
            let start = self.pos;
            while let Some(b) = self.peek() {
                match b {
                    b'>' => break,
                    b'"' => self.skip_string(),
                    b'<' | b'(' | b'[' | b'{' => self.skip_balanced(depth + 1)?,
                    _ => self.pos += 1,
                }
            }
            Some(
                self.text
                    .get(start..self.pos)
                    .unwrap_or("")
                    .trim_end()
                    .to_owned(),
            )
        } else {
            None
        };
        self.expect(b'>', "'>'")?;
        Ok(MlirType::Tensor {
            elem: Box::new(elem),
            shape,
            encoding,
        })
    }

    fn skip_string(&mut self) {
        self.pos += 1;
        while let Some(c) = self.peek() {
            self.pos += 1;
            match c {
                b'\\' => self.pos += 1,
                b'"' => break,
                _ => {}
            }
        }
    }
}

/// `iN`, `siN`, `uiN`: `None` when `name` is not spelled like an integer type.
fn integer_type(name: &str) -> Option<Result<MlirType, TypeParseErrorKind>> {
    let (signedness, digits) = if let Some(d) = name.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = name.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else {
        (Signedness::Signless, name.strip_prefix('i')?)
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(match digits.parse::<u32>() {
        Ok(width) if width <= MAX_INTEGER_WIDTH => Ok(MlirType::Integer { width, signedness }),
        _ => Err(TypeParseErrorKind::WidthTooLarge),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> MlirType {
        match MlirType::parse(text) {
            Ok(ty) => ty,
            Err(err) => panic!("{text}: {err}"),
        }
    }

    #[test]
    fn parses_and_prints_the_modelled_types() {
        for text in [
            "i1",
            "i32",
            "si8",
            "ui64",
            "index",
            "f32",
            "bf16",
            "tf32",
            "f8E4M3FN",
            "tensor<?x4xf32>",
            "tensor<f32>",
            "tensor<*xi8>",
            "tensor<1x32x32x3xf32>",
            "tensor<0x4xf32>",
            "tensor<4xf32, #enc>",
            "tuple<>",
            "tuple<i32, f32>",
            "tuple<tuple<i1>, tensor<2xi8>>",
            "!util.list<?>",
            "!util.list<i8>",
            "!util.list<tensor<?xf32>>",
            "memref<4xf32>",
            "!hal.buffer_view",
            "vector<4xf32>",
            "complex<f32>",
            "none",
            "(i32) -> i32",
            "tuple<memref<4x?xf32, strided<[?, 1], offset: ?>>, i32>",
            "!foo.bar<\"a>b\", (i32) -> i1>",
        ] {
            assert_eq!(parse(text).to_string(), text);
        }
    }

    #[test]
    fn models_structure() {
        assert_eq!(
            parse("tensor<?x4xf32>"),
            MlirType::tensor(MlirType::Float(FloatKind::F32), &[None, Some(4)])
        );
        assert_eq!(
            parse("tensor<*xi8>"),
            MlirType::Tensor {
                elem: Box::new(MlirType::int(8)),
                shape: None,
                encoding: None
            }
        );
        assert_eq!(parse("tuple< i32 ,f32 >").to_string(), "tuple<i32, f32>");
        assert_eq!(parse("!util.list<?>"), MlirType::UtilList(None));
        assert_eq!(parse("i33"), MlirType::int(33));
        assert_eq!(
            parse("si16"),
            MlirType::Integer {
                width: 16,
                signedness: Signedness::Signed
            }
        );
        assert_eq!(
            parse("!hal.buffer_view"),
            MlirType::Other("!hal.buffer_view".into())
        );
        assert_eq!(
            parse("tensor<4xf32, #enc<a = [1, 2]>>").to_string(),
            "tensor<4xf32, #enc<a = [1, 2]>>"
        );
    }

    #[test]
    fn rejects_bad_text() {
        for (text, kind) in [
            ("", TypeParseErrorKind::Expected("a type")),
            ("<", TypeParseErrorKind::Expected("a type")),
            ("i32 i32", TypeParseErrorKind::Trailing),
            (
                "tensor<4f32>",
                TypeParseErrorKind::Expected("'x' after a dimension"),
            ),
            ("tensor<4xf32", TypeParseErrorKind::Expected("'>'")),
            (
                "tensor<*f32>",
                TypeParseErrorKind::Expected("'x' after '*'"),
            ),
            (
                "tensor<99999999999999999999xf32>",
                TypeParseErrorKind::DimTooLarge,
            ),
            ("tuple<i32", TypeParseErrorKind::Expected("',' or '>'")),
            ("memref<4xf32", TypeParseErrorKind::Unbalanced),
            ("i16777216", TypeParseErrorKind::WidthTooLarge),
            ("!util.list<?", TypeParseErrorKind::Expected("'>'")),
        ] {
            assert_eq!(MlirType::parse(text).unwrap_err().kind, kind, "{text}");
        }
    }

    #[test]
    fn deep_nesting_is_an_error() {
        let deep = format!("{}i32{}", "tuple<".repeat(100_000), ">".repeat(100_000));
        assert_eq!(
            MlirType::parse(&deep).unwrap_err().kind,
            TypeParseErrorKind::TooDeep
        );
        let deep_other = format!("{}i32{}", "memref<".repeat(100_000), ">".repeat(100_000));
        assert_eq!(
            MlirType::parse(&deep_other).unwrap_err().kind,
            TypeParseErrorKind::TooDeep
        );
        let ok = format!(
            "{}i32{}",
            "tuple<".repeat(MAX_NESTING - 1),
            ">".repeat(MAX_NESTING - 1)
        );
        let ty = MlirType::parse(&ok).unwrap();
        assert!(ty.type_record().is_ok());
    }

    #[test]
    fn raw_types_follow_the_spec_mapping() {
        let scalar = |text: &str| parse(text).raw_type();
        assert_eq!(scalar("i1"), Some(RawType::Scalar(ScalarType::Sint8)));
        assert_eq!(scalar("i8"), Some(RawType::Scalar(ScalarType::Sint8)));
        assert_eq!(scalar("i16"), Some(RawType::Scalar(ScalarType::Sint16)));
        assert_eq!(scalar("i32"), Some(RawType::Scalar(ScalarType::Sint32)));
        assert_eq!(scalar("i64"), Some(RawType::Scalar(ScalarType::Sint64)));
        assert_eq!(scalar("si32"), Some(RawType::Scalar(ScalarType::Sint32)));
        assert_eq!(scalar("ui8"), Some(RawType::Scalar(ScalarType::Uint8)));
        assert_eq!(scalar("ui64"), Some(RawType::Scalar(ScalarType::Uint64)));
        assert_eq!(scalar("f32"), Some(RawType::Scalar(ScalarType::Float32)));
        assert_eq!(scalar("f16"), Some(RawType::Scalar(ScalarType::Float16)));
        assert_eq!(scalar("f64"), Some(RawType::Scalar(ScalarType::Float64)));
        assert_eq!(scalar("bf16"), Some(RawType::Scalar(ScalarType::BFloat16)));
        for unsupported in [
            "i3",
            "si1",
            "ui1",
            "index",
            "f80",
            "tf32",
            "tuple<i32>",
            "!util.list<?>",
            "tensor<*xf32>",
            "tensor<4xi3>",
            "tensor<3000000000xf32>",
            "memref<4xf32>",
        ] {
            assert_eq!(scalar(unsupported), None, "{unsupported}");
        }
        assert_eq!(
            parse("tensor<?x128x64xf64>").raw_type().unwrap().encode(),
            "B13!t2d-1d128d64"
        );
        assert_eq!(
            parse("tensor<f32>").raw_type().unwrap().to_string(),
            "Buffer<float32[]>"
        );
    }

    #[test]
    fn json_records_follow_the_producer() {
        let record = |text: &str| parse(text).type_record().unwrap().to_json();
        assert_eq!(record("tensor<1x?xf32>"), r#"["ndarray","f32",2,1,null]"#);
        assert_eq!(record("tensor<*xi8>"), r#"["ndarray","i8",null]"#);
        assert_eq!(record("tensor<f16>"), r#"["ndarray","f16",0]"#);
        assert_eq!(record("i32"), r#""i32""#);
        assert_eq!(record("ui8"), r#""i8""#);
        assert_eq!(record("i3"), r#""i3""#);
        assert_eq!(record("bf16"), r#""bf16""#);
        assert_eq!(record("f64"), r#""f64""#);
        assert_eq!(record("tf32"), r#""f19""#);
        assert_eq!(record("f8E4M3FN"), r#""f8""#);
        assert_eq!(
            record("tuple<i32, tensor<2xf32>>"),
            r#"["stuple","i32",["ndarray","f32",1,2]]"#
        );
        assert_eq!(
            record("!util.list<?>"),
            r#"["py_homogeneous_list","unknown"]"#
        );
        assert_eq!(record("!util.list<i8>"), r#"["py_homogeneous_list","i8"]"#);
        assert_eq!(record("index"), r#""unknown""#);
        assert_eq!(record("!hal.buffer_view"), r#""unknown""#);
        assert_eq!(
            record("tensor<4xcomplex<f32>>"),
            r#"["ndarray","unknown",1,4]"#
        );
    }

    #[test]
    fn deep_model_values_are_an_error_when_derived() {
        let mut ty = MlirType::int(1);
        for _ in 0..MAX_NESTING {
            ty = MlirType::Tuple(vec![ty]);
        }
        assert_eq!(ty.type_record(), Err(TypeTooDeep));
    }
}
