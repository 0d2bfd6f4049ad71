//! Raw function signatures: the reflection attribute `f` (version `fv = "1"`).
//!
//! A raw signature lists the flat arguments and results of a function as ABI types, written
//! with the generic mangling of [`crate::mangling`]:
//!
//! ```text
//! signature ::= 'I' length-prefixed(type*) 'R' length-prefixed(type*)
//! type      ::= 'B' length-prefixed(elem? dim*) | 'S' length-prefixed(elem?)
//!             | 'O' length-prefixed() | 'U' length-prefixed()
//! ```
//!
//! The model ([`RawSignature`], [`RawType`]) is a plain list per side because the format has no
//! nesting beyond one span per type. Parsing is stricter than the original runtime: the two
//! top-level spans must be exactly `I` then `R` with nothing after them, an element code may
//! appear once and before the dims, and the only negative dim is `-1` (dynamic). The `U` tag,
//! which the original compiler emitted for unsupported types but its runtime rejected, parses
//! and renders as `Unrecognized`.

use std::fmt;

use crate::mangling::{
    split_function, Component, FrameError, IntegerTag, MangleErrorKind, SignatureBuilder, Span,
    SpanTag,
};
use crate::mlir_type::MlirType;
use crate::structure::Side;

/// Element type codes of buffers and scalars.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    /// IEEE float32 (code 0, the default that is left out of the encoding).
    Float32,
    /// IEEE float16 (code 1).
    Float16,
    /// IEEE float64 (code 2).
    Float64,
    /// bfloat16 (code 3).
    BFloat16,
    /// Signed 8-bit integer (code 4); also used for `i1`.
    Sint8,
    /// Signed 16-bit integer (code 5).
    Sint16,
    /// Signed 32-bit integer (code 6).
    Sint32,
    /// Signed 64-bit integer (code 7).
    Sint64,
    /// Unsigned 8-bit integer (code 8).
    Uint8,
    /// Unsigned 16-bit integer (code 9).
    Uint16,
    /// Unsigned 32-bit integer (code 10).
    Uint32,
    /// Unsigned 64-bit integer (code 11).
    Uint64,
}

impl ScalarType {
    /// Every scalar type, in code order.
    pub const ALL: [ScalarType; 12] = [
        ScalarType::Float32,
        ScalarType::Float16,
        ScalarType::Float64,
        ScalarType::BFloat16,
        ScalarType::Sint8,
        ScalarType::Sint16,
        ScalarType::Sint32,
        ScalarType::Sint64,
        ScalarType::Uint8,
        ScalarType::Uint16,
        ScalarType::Uint32,
        ScalarType::Uint64,
    ];

    /// The numeric code used after `t`.
    pub fn code(self) -> i32 {
        self as i32
    }

    /// The scalar type with `code`, if any.
    pub fn from_code(code: i32) -> Option<ScalarType> {
        usize::try_from(code)
            .ok()
            .and_then(|i| ScalarType::ALL.get(i).copied())
    }

    /// The name used in human-readable signatures (`float32`, `sint8`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ScalarType::Float32 => "float32",
            ScalarType::Float16 => "float16",
            ScalarType::Float64 => "float64",
            ScalarType::BFloat16 => "bfloat16",
            ScalarType::Sint8 => "sint8",
            ScalarType::Sint16 => "sint16",
            ScalarType::Sint32 => "sint32",
            ScalarType::Sint64 => "sint64",
            ScalarType::Uint8 => "uint8",
            ScalarType::Uint16 => "uint16",
            ScalarType::Uint32 => "uint32",
            ScalarType::Uint64 => "uint64",
        }
    }

    /// Size of one element in bytes.
    pub fn size_in_bytes(self) -> usize {
        match self {
            ScalarType::Sint8 | ScalarType::Uint8 => 1,
            ScalarType::Float16
            | ScalarType::BFloat16
            | ScalarType::Sint16
            | ScalarType::Uint16 => 2,
            ScalarType::Float32 | ScalarType::Sint32 | ScalarType::Uint32 => 4,
            ScalarType::Float64 | ScalarType::Sint64 | ScalarType::Uint64 => 8,
        }
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One argument or result of a raw signature.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RawType {
    /// An ND-array buffer. A static dim must be non-negative; `None` is dynamic (`d-1`).
    Buffer {
        /// Element type.
        elem: ScalarType,
        /// Dimensions, outermost first; empty for rank 0.
        dims: Vec<Option<i32>>,
    },
    /// A scalar value.
    Scalar(ScalarType),
    /// Any reference object.
    RefObject,
    /// A type the ABI does not recognize (`U1!`).
    Unrecognized,
}

const INPUTS: SpanTag = SpanTag::of(b'I');
const RESULTS: SpanTag = SpanTag::of(b'R');
const BUFFER: SpanTag = SpanTag::of(b'B');
const SCALAR: SpanTag = SpanTag::of(b'S');
const REF_OBJECT: SpanTag = SpanTag::of(b'O');
const UNRECOGNIZED: SpanTag = SpanTag::of(b'U');
const ELEM: IntegerTag = IntegerTag::of(b't');
const DIM: IntegerTag = IntegerTag::of(b'd');

impl RawType {
    /// Appends this type's mangled form.
    pub fn encode_into(&self, b: &mut SignatureBuilder) {
        match self {
            RawType::Buffer { elem, dims } => {
                b.span_with(BUFFER, |b| {
                    if *elem != ScalarType::Float32 {
                        b.integer(ELEM, elem.code());
                    }
                    for dim in dims {
                        b.integer(DIM, dim.unwrap_or(-1));
                    }
                });
            }
            RawType::Scalar(elem) => {
                b.span_with(SCALAR, |b| {
                    if *elem != ScalarType::Float32 {
                        b.integer(ELEM, elem.code());
                    }
                });
            }
            RawType::RefObject => {
                b.span(REF_OBJECT, b"");
            }
            RawType::Unrecognized => {
                b.span(UNRECOGNIZED, b"");
            }
        }
    }

    /// The mangled form alone, e.g. `B13!t2d-1d128d64`.
    pub fn encode(&self) -> String {
        let mut b = SignatureBuilder::new();
        self.encode_into(&mut b);
        b.into_string()
    }

    fn parse(component: Component<'_>) -> Result<RawType, RawError> {
        let Component::Span { tag, span, offset } = component else {
            return Err(RawError::at(
                component.offset(),
                RawErrorKind::UnrecognizedTag(component.tag()),
            ));
        };
        match tag.byte() {
            b'B' => {
                let (elem, dims) = parse_fields(span, true)?;
                Ok(RawType::Buffer { elem, dims })
            }
            b'S' => {
                let (elem, _) = parse_fields(span, false)?;
                Ok(RawType::Scalar(elem))
            }
            b'O' | b'U' => match span.components().next() {
                None => Ok(if tag.byte() == b'O' {
                    RawType::RefObject
                } else {
                    RawType::Unrecognized
                }),
                Some(Err(err)) => Err(err.into()),
                Some(Ok(field)) => Err(RawError::at(
                    field.offset(),
                    RawErrorKind::UnexpectedField {
                        ty: tag.byte(),
                        field: field.tag(),
                    },
                )),
            },
            other => Err(RawError::at(offset, RawErrorKind::UnrecognizedTag(other))),
        }
    }
}

/// Parses the fields of a `B` (with dims) or `S` (without) span.
fn parse_fields(
    span: Span<'_>,
    allow_dims: bool,
) -> Result<(ScalarType, Vec<Option<i32>>), RawError> {
    let ty = if allow_dims { b'B' } else { b'S' };
    let mut elem = None;
    let mut dims = Vec::new();
    for field in span.components() {
        let field = field?;
        match field {
            Component::Integer { tag, value, offset } if tag == ELEM => {
                if elem.is_some() || !dims.is_empty() {
                    return Err(RawError::at(offset, RawErrorKind::MisplacedElementType));
                }
                let code = ScalarType::from_code(value)
                    .ok_or(RawError::at(offset, RawErrorKind::IllegalScalarType(value)))?;
                elem = Some(code);
            }
            Component::Integer { tag, value, offset } if tag == DIM && allow_dims => {
                dims.push(match value {
                    -1 => None,
                    v if v >= 0 => Some(v),
                    v => return Err(RawError::at(offset, RawErrorKind::IllegalDim(v))),
                });
            }
            other => {
                return Err(RawError::at(
                    other.offset(),
                    RawErrorKind::UnexpectedField {
                        ty,
                        field: other.tag(),
                    },
                ))
            }
        }
    }
    Ok((elem.unwrap_or(ScalarType::Float32), dims))
}

impl fmt::Display for RawType {
    /// `Buffer<float32[?x128x64]>`, `sint32`, `RefObject<?>`, `Unrecognized`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RawType::Buffer { elem, dims } => {
                write!(f, "Buffer<{elem}[")?;
                for (i, dim) in dims.iter().enumerate() {
                    if i > 0 {
                        f.write_str("x")?;
                    }
                    match dim {
                        Some(d) => write!(f, "{d}")?,
                        None => f.write_str("?")?,
                    }
                }
                f.write_str("]>")
            }
            RawType::Scalar(elem) => write!(f, "{elem}"),
            RawType::RefObject => f.write_str("RefObject<?>"),
            RawType::Unrecognized => f.write_str("Unrecognized"),
        }
    }
}

/// A raw function signature: flat argument and result types.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct RawSignature {
    /// Argument types, in order.
    pub inputs: Vec<RawType>,
    /// Result types, in order.
    pub results: Vec<RawType>,
}

impl RawSignature {
    /// The mangled signature, e.g. `I15!B11!d-1d128d64R15!B11!t6d-1d8d64`.
    pub fn encode(&self) -> String {
        let mut b = SignatureBuilder::new();
        b.span_with(INPUTS, |b| {
            self.inputs.iter().for_each(|t| t.encode_into(b))
        });
        b.span_with(RESULTS, |b| {
            self.results.iter().for_each(|t| t.encode_into(b))
        });
        b.into_string()
    }

    /// Parses a mangled signature. Every malformed input is an error with a byte offset.
    pub fn parse(signature: &[u8]) -> Result<RawSignature, RawError> {
        let (inputs, results) = split_function(signature).map_err(|err| match err {
            FrameError::NoInputs(at) => RawError::at(at, RawErrorKind::InputsNotFound),
            FrameError::NoResults(at) => RawError::at(at, RawErrorKind::ResultsNotFound),
            FrameError::Trailing(at) => RawError::at(at, RawErrorKind::TrailingBytes),
            FrameError::Syntax(err) => err.into(),
        })?;
        Ok(RawSignature {
            inputs: parse_types(inputs)?,
            results: parse_types(results)?,
        })
    }
}

impl RawSignature {
    /// The raw signature of a function with these argument and result types, and the
    /// positions whose type the raw ABI cannot express (written as `U1!`; callers warn that
    /// the function may not be invocable by standard tools).
    pub fn from_types<'t>(
        inputs: impl IntoIterator<Item = &'t MlirType>,
        results: impl IntoIterator<Item = &'t MlirType>,
    ) -> (RawSignature, Vec<(Side, usize)>) {
        let mut unsupported = Vec::new();
        let mut convert =
            |side: Side, types: &mut dyn Iterator<Item = &'t MlirType>| -> Vec<RawType> {
                types
                    .enumerate()
                    .map(|(position, ty)| {
                        ty.raw_type().unwrap_or_else(|| {
                            unsupported.push((side, position));
                            RawType::Unrecognized
                        })
                    })
                    .collect()
            };
        let inputs = convert(Side::Argument, &mut inputs.into_iter());
        let results = convert(Side::Result, &mut results.into_iter());
        (RawSignature { inputs, results }, unsupported)
    }
}

fn parse_types(span: Span<'_>) -> Result<Vec<RawType>, RawError> {
    span.components()
        .map(|component| RawType::parse(component?))
        .collect()
}

impl fmt::Display for RawSignature {
    /// `(Buffer<float32[?x128x64]>, sint32) -> (Buffer<uint64[32x?x64]>)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fn list(f: &mut fmt::Formatter<'_>, types: &[RawType]) -> fmt::Result {
            f.write_str("(")?;
            for (i, t) in types.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{t}")?;
            }
            f.write_str(")")
        }
        list(f, &self.inputs)?;
        f.write_str(" -> ")?;
        list(f, &self.results)
    }
}

/// What is wrong with a raw signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RawErrorKind {
    /// The signature does not start with an `I` span.
    #[error("Inputs span not found")]
    InputsNotFound,
    /// The `I` span is not followed by an `R` span.
    #[error("Results span not found")]
    ResultsNotFound,
    /// Bytes follow the `R` span.
    #[error("trailing bytes after the results span")]
    TrailingBytes,
    /// A generic mangling error.
    #[error("Syntax error in signature: {0}")]
    Syntax(MangleErrorKind),
    /// A type component with a tag other than `B`, `S`, `O`, `U`.
    #[error("Unrecognized raw tag {}", crate::mangling::DisplayByte(*.0))]
    UnrecognizedTag(u8),
    /// `t` with a code outside 0..=11.
    #[error("Illegal ScalarType code {0}")]
    IllegalScalarType(i32),
    /// A dim below -1.
    #[error("illegal dimension {0} (only -1, dynamic, may be negative)")]
    IllegalDim(i32),
    /// A second `t`, or a `t` after a dim.
    #[error("element type must come once, before the dimensions")]
    MisplacedElementType,
    /// A field the type does not have.
    #[error("Unrecognized field tag {} in {} type", crate::mangling::DisplayByte(*.field), *.ty as char)]
    UnexpectedField {
        /// The type tag (`B`, `S`, `O`, `U`).
        ty: u8,
        /// The field tag.
        field: u8,
    },
}

/// A malformed raw signature: what is wrong and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind} at byte {offset}")]
pub struct RawError {
    /// Byte offset into the signature.
    pub offset: usize,
    /// What is wrong.
    pub kind: RawErrorKind,
}

impl RawError {
    fn at(offset: usize, kind: RawErrorKind) -> RawError {
        RawError { offset, kind }
    }
}

impl From<crate::mangling::MangleError> for RawError {
    fn from(err: crate::mangling::MangleError) -> RawError {
        RawError::at(err.offset, RawErrorKind::Syntax(err.kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn buffer(elem: ScalarType, dims: &[Option<i32>]) -> RawType {
        RawType::Buffer {
            elem,
            dims: dims.to_vec(),
        }
    }

    fn render(sig: &str) -> String {
        RawSignature::parse(sig.as_bytes()).unwrap().to_string()
    }

    fn err_kind(sig: &[u8]) -> RawErrorKind {
        RawSignature::parse(sig).unwrap_err().kind
    }

    #[test]
    fn float64_dynamic_buffer_encodes_as_spec() {
        let t = buffer(ScalarType::Float64, &[None, Some(128), Some(64)]);
        assert_eq!(t.encode(), "B13!t2d-1d128d64");
        assert_eq!(t.to_string(), "Buffer<float64[?x128x64]>");
    }

    #[test]
    fn sint32_scalar_encodes_as_spec() {
        let t = RawType::Scalar(ScalarType::Sint32);
        assert_eq!(t.encode(), "S3!t6");
        assert_eq!(t.to_string(), "sint32");
    }

    #[test]
    fn float32_element_is_omitted() {
        assert_eq!(buffer(ScalarType::Float32, &[Some(4)]).encode(), "B3!d4");
        assert_eq!(RawType::Scalar(ScalarType::Float32).encode(), "S1!");
    }

    #[test]
    fn spec_function_signature_renders() {
        let sig = RawSignature {
            inputs: vec![buffer(ScalarType::Float32, &[None, Some(128), Some(64)])],
            results: vec![buffer(ScalarType::Sint32, &[None, Some(8), Some(64)])],
        };
        assert_eq!(sig.encode(), "I15!B11!d-1d128d64R15!B11!t6d-1d8d64");
        assert_eq!(
            render("I15!B11!d-1d128d64R15!B11!t6d-1d8d64"),
            "(Buffer<float32[?x128x64]>) -> (Buffer<sint32[?x8x64]>)"
        );
    }

    #[test]
    fn empty_function_is_i1_r1() {
        assert_eq!(RawSignature::default().encode(), "I1!R1!");
        assert_eq!(render("I1!R1!"), "() -> ()");
    }

    #[test]
    fn spec_human_readable_example_round_trips() {
        let sig = RawSignature {
            inputs: vec![
                buffer(ScalarType::Float32, &[None, Some(128), Some(64)]),
                RawType::Scalar(ScalarType::Sint32),
            ],
            results: vec![buffer(ScalarType::Uint64, &[Some(32), None, Some(64)])],
        };
        assert_eq!(
            sig.to_string(),
            "(Buffer<float32[?x128x64]>, sint32) -> (Buffer<uint64[32x?x64]>)"
        );
        assert_eq!(RawSignature::parse(sig.encode().as_bytes()).unwrap(), sig);
    }

    #[test]
    fn rank0_buffer_and_ref_object_render() {
        assert_eq!(
            render("I7!B1!O1!R1!"),
            "(Buffer<float32[]>, RefObject<?>) -> ()"
        );
    }

    #[test]
    fn unrecognized_parses_and_renders() {
        let sig = RawSignature::parse(b"I4!U1!R6!B3!d1").unwrap();
        assert_eq!(sig.inputs, vec![RawType::Unrecognized]);
        assert_eq!(sig.to_string(), "(Unrecognized) -> (Buffer<float32[1]>)");
        assert_eq!(RawType::Unrecognized.encode(), "U1!");
    }

    #[test]
    fn explicit_float32_code_is_accepted() {
        assert_eq!(render("I6!B3!t0R1!"), "(Buffer<float32[]>) -> ()");
    }

    #[test]
    fn framing_errors() {
        assert_eq!(err_kind(b"R1!I1!"), RawErrorKind::InputsNotFound);
        assert_eq!(err_kind(b"I1!"), RawErrorKind::ResultsNotFound);
        let err = RawSignature::parse(b"I1!R1!B1!").unwrap_err();
        assert_eq!((err.offset, err.kind), (6, RawErrorKind::TrailingBytes));
    }

    #[test]
    fn field_errors_name_offsets() {
        let err = RawSignature::parse(b"I6!B3!x9R1!").unwrap_err();
        assert_eq!(
            (err.offset, err.kind),
            (
                6,
                RawErrorKind::UnexpectedField {
                    ty: b'B',
                    field: b'x'
                }
            )
        );
        let err = RawSignature::parse(b"I7!B4!t12R1!").unwrap_err();
        assert_eq!(
            (err.offset, err.kind),
            (6, RawErrorKind::IllegalScalarType(12))
        );
        assert_eq!(err_kind(b"I7!B4!d-2R1!"), RawErrorKind::IllegalDim(-2));
        assert_eq!(
            err_kind(b"I8!B5!d1t1R1!"),
            RawErrorKind::MisplacedElementType
        );
        assert_eq!(
            err_kind(b"I8!B5!t1t1R1!"),
            RawErrorKind::MisplacedElementType
        );
        assert_eq!(
            err_kind(b"I6!S3!d1R1!"),
            RawErrorKind::UnexpectedField {
                ty: b'S',
                field: b'd'
            }
        );
        assert_eq!(
            err_kind(b"I6!O3!_1R1!"),
            RawErrorKind::UnexpectedField {
                ty: b'O',
                field: b'_'
            }
        );
        assert_eq!(err_kind(b"I4!X1!R1!"), RawErrorKind::UnrecognizedTag(b'X'));
        assert_eq!(err_kind(b"I3!_1R1!"), RawErrorKind::UnrecognizedTag(b'_'));
        assert!(matches!(err_kind(b"I4!B9!R1!"), RawErrorKind::Syntax(_)));
    }

    #[test]
    fn error_messages_keep_original_wording() {
        let err = RawSignature::parse(b"I7!B4!t12R1!").unwrap_err();
        assert_eq!(err.to_string(), "Illegal ScalarType code 12 at byte 6");
        let err = RawSignature::parse(b"").unwrap_err();
        assert_eq!(err.to_string(), "Inputs span not found at byte 0");
    }

    #[test]
    fn builds_from_mlir_types_and_reports_unsupported_positions() {
        let types: Vec<MlirType> = ["tensor<?x128x64xf32>", "i32", "i3"]
            .iter()
            .map(|t| MlirType::parse(t).unwrap())
            .collect();
        let (sig, unsupported) = RawSignature::from_types(&types[..2], &types[2..]);
        assert_eq!(sig.encode(), "I20!B11!d-1d128d64S3!t6R4!U1!");
        assert_eq!(unsupported, vec![(Side::Result, 0)]);
    }

    #[test]
    fn every_scalar_code_round_trips() {
        for elem in ScalarType::ALL {
            assert_eq!(ScalarType::from_code(elem.code()), Some(elem));
            let sig = RawSignature {
                inputs: vec![RawType::Scalar(elem), buffer(elem, &[Some(0), None])],
                results: vec![],
            };
            assert_eq!(RawSignature::parse(sig.encode().as_bytes()).unwrap(), sig);
        }
        assert_eq!(ScalarType::from_code(-1), None);
        assert_eq!(ScalarType::from_code(12), None);
    }
}
