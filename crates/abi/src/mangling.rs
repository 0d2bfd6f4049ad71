//! Generic signature mangling: the tagged-integer / length-prefixed-span byte format that both
//! raw (`f`) and SIP (`sip`) signatures are written in.
//!
//! A signature is a flat run of components. An integer component is a tag (`_` or `a`..`z`)
//! followed by a signed 32-bit decimal; a span component is a tag (`A`..`Z`), the decimal
//! `len(content) + 1`, a `!` and the raw content. Spans are length-delimited, never escaped, so
//! a span's content is itself a signature that can be walked with [`Span::components`]. The
//! parser is a zero-copy iterator: components borrow the input and carry absolute byte offsets
//! so that errors deep inside nested spans still point into the original string. It never
//! allocates from a decoded length (a length is only ever compared against the bytes that are
//! really there) and it stops for good after the first error.
//!
//! The builder writes nested spans in place: [`SignatureBuilder::span_with`] lets the nested
//! content be written straight into the output and then inserts the length header in front of
//! it, so no temporary builder is needed per nesting level.

use std::fmt;

/// Tag of an integer component: `_` or an ASCII lower-case letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IntegerTag(u8);

impl IntegerTag {
    /// The generic integer tag `_` (the SIP leaf tag).
    pub const GENERIC: IntegerTag = IntegerTag(b'_');

    /// Returns the tag for `byte` if it is `_` or `a`..=`z`.
    pub const fn new(byte: u8) -> Option<IntegerTag> {
        match byte {
            b'_' | b'a'..=b'z' => Some(IntegerTag(byte)),
            _ => None,
        }
    }

    /// For tags fixed by a format, in `const` items only: there an invalid byte fails the
    /// build instead of panicking at run time.
    pub(crate) const fn of(byte: u8) -> IntegerTag {
        match IntegerTag::new(byte) {
            Some(tag) => tag,
            None => panic!("not an integer tag"),
        }
    }

    /// The tag byte.
    pub const fn byte(self) -> u8 {
        self.0
    }
}

/// Tag of a span component: an ASCII upper-case letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SpanTag(u8);

impl SpanTag {
    /// Returns the tag for `byte` if it is `A`..=`Z`.
    pub const fn new(byte: u8) -> Option<SpanTag> {
        match byte {
            b'A'..=b'Z' => Some(SpanTag(byte)),
            _ => None,
        }
    }

    /// For tags fixed by a format, in `const` items only: there an invalid byte fails the
    /// build instead of panicking at run time.
    pub(crate) const fn of(byte: u8) -> SpanTag {
        match SpanTag::new(byte) {
            Some(tag) => tag,
            None => panic!("not a span tag"),
        }
    }

    /// The tag byte.
    pub const fn byte(self) -> u8 {
        self.0
    }
}

/// Appends components to a signature.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SignatureBuilder {
    bytes: Vec<u8>,
}

impl SignatureBuilder {
    /// An empty signature.
    pub fn new() -> SignatureBuilder {
        SignatureBuilder::default()
    }

    /// Appends an integer component: the tag, then the decimal value.
    pub fn integer(&mut self, tag: IntegerTag, value: i32) -> &mut Self {
        self.bytes.push(tag.byte());
        push_decimal(&mut self.bytes, i64::from(value));
        self
    }

    /// Appends a span component holding `content` verbatim.
    pub fn span(&mut self, tag: SpanTag, content: &[u8]) -> &mut Self {
        self.bytes.push(tag.byte());
        push_decimal(&mut self.bytes, content.len() as i64 + 1);
        self.bytes.push(b'!');
        self.bytes.extend_from_slice(content);
        self
    }

    /// Appends a span whose content is whatever `build` appends to this builder. This is the
    /// nesting operation: it equals building the content separately and passing its bytes to
    /// [`SignatureBuilder::span`], without the intermediate buffer.
    pub fn span_with(&mut self, tag: SpanTag, build: impl FnOnce(&mut Self)) -> &mut Self {
        let start = self.bytes.len();
        build(self);
        let content_len = self.bytes.len() - start;
        let mut header = [0u8; 24];
        header[0] = tag.byte();
        let mut n = 1 + write_decimal(&mut header[1..], content_len as i64 + 1);
        header[n] = b'!';
        n += 1;
        self.bytes.splice(start..start, header[..n].iter().copied());
        self
    }

    /// Appends this builder's bytes to `other` as a span with `tag`.
    pub fn append_to(&self, other: &mut SignatureBuilder, tag: SpanTag) {
        other.span(tag, &self.bytes);
    }

    /// The encoded bytes so far.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// The encoded bytes.
    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }

    /// The encoded signature as text. Signatures built only from UTF-8 spans are returned as
    /// is; raw non-UTF-8 span bytes, if a caller appended any, are replaced by U+FFFD.
    pub fn into_string(self) -> String {
        match String::from_utf8(self.bytes) {
            Ok(text) => text,
            Err(err) => String::from_utf8_lossy(err.as_bytes()).into_owned(),
        }
    }
}

/// Writes `value` in decimal into `out` (which must hold 20 bytes) and returns the length.
fn write_decimal(out: &mut [u8], value: i64) -> usize {
    let mut digits = [0u8; 20];
    let mut n = 0;
    let mut magnitude = value.unsigned_abs();
    loop {
        digits[n] = b'0' + (magnitude % 10) as u8;
        n += 1;
        magnitude /= 10;
        if magnitude == 0 {
            break;
        }
    }
    let mut len = 0;
    if value < 0 {
        out[0] = b'-';
        len = 1;
    }
    for &digit in digits[..n].iter().rev() {
        out[len] = digit;
        len += 1;
    }
    len
}

fn push_decimal(out: &mut Vec<u8>, value: i64) {
    let mut buf = [0u8; 21];
    let len = write_decimal(&mut buf, value);
    out.extend_from_slice(&buf[..len]);
}

/// What is wrong with a malformed signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MangleErrorKind {
    /// The byte where a component should start is not a tag.
    #[error("byte {} is not a component tag ('_', 'a'..'z' or 'A'..'Z')", DisplayByte(*.0))]
    BadTag(u8),
    /// A tag is not followed by a decimal number.
    #[error("expected a decimal number after the tag")]
    MissingDigits,
    /// A `-` is not followed by digits.
    #[error("'-' is not followed by digits")]
    LoneMinus,
    /// A number does not fit in a signed 32-bit integer.
    #[error("number does not fit in 32 bits")]
    NumberOverflow,
    /// A span length has a `-` sign.
    #[error("span length is negative")]
    NegativeLength,
    /// A span length reaches past the end of the enclosing bytes.
    #[error("span length runs past the end of the signature")]
    LengthPastEnd,
    /// A span's content does not start with `!` (or the length is 0).
    #[error("span content does not start with '!'")]
    MissingBang,
}

/// A malformed signature: what is wrong and the byte offset where it was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind} at byte {offset}")]
pub struct MangleError {
    /// Byte offset into the whole signature.
    pub offset: usize,
    /// What is wrong.
    pub kind: MangleErrorKind,
}

/// Prints a byte as a character when printable, as `0x..` otherwise.
pub(crate) struct DisplayByte(pub u8);

impl fmt::Display for DisplayByte {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_ascii_graphic() {
            write!(f, "'{}'", self.0 as char)
        } else {
            write!(f, "0x{:02x}", self.0)
        }
    }
}

/// The content of a span component.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Span<'a> {
    bytes: &'a [u8],
    offset: usize,
}

impl<'a> Span<'a> {
    /// A whole signature viewed as the content of an implicit outer span at offset 0.
    pub fn root(bytes: &'a [u8]) -> Span<'a> {
        Span { bytes, offset: 0 }
    }

    /// The content bytes (after the `!`).
    pub fn bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// Absolute offset of the first content byte.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// Absolute offset one past the last content byte.
    pub fn end_offset(&self) -> usize {
        self.offset + self.bytes.len()
    }

    /// The components of the content, with absolute offsets.
    pub fn components(&self) -> Components<'a> {
        Components {
            bytes: self.bytes,
            pos: 0,
            base: self.offset,
            done: false,
        }
    }
}

/// One component of a signature.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Component<'a> {
    /// `tag` then a signed decimal.
    Integer {
        /// The tag.
        tag: IntegerTag,
        /// The value.
        value: i32,
        /// Absolute offset of the tag byte.
        offset: usize,
    },
    /// `tag`, length, `!`, content.
    Span {
        /// The tag.
        tag: SpanTag,
        /// The content.
        span: Span<'a>,
        /// Absolute offset of the tag byte.
        offset: usize,
    },
}

impl Component<'_> {
    /// The tag byte.
    pub fn tag(&self) -> u8 {
        match self {
            Component::Integer { tag, .. } => tag.byte(),
            Component::Span { tag, .. } => tag.byte(),
        }
    }

    /// Absolute offset of the tag byte.
    pub fn offset(&self) -> usize {
        match self {
            Component::Integer { offset, .. } | Component::Span { offset, .. } => *offset,
        }
    }
}

/// Iterator over the components of a signature or of a span's content. Yields at most one
/// error, then ends.
#[derive(Clone, Debug)]
pub struct Components<'a> {
    bytes: &'a [u8],
    pos: usize,
    base: usize,
    done: bool,
}

impl<'a> Components<'a> {
    /// Components of a whole signature.
    pub fn new(bytes: &'a [u8]) -> Components<'a> {
        Span::root(bytes).components()
    }

    /// Absolute offset of the next unread byte.
    pub fn offset(&self) -> usize {
        self.base + self.pos
    }

    /// Whether every byte has been consumed.
    pub fn is_at_end(&self) -> bool {
        self.pos >= self.bytes.len()
    }

    fn error(&mut self, at: usize, kind: MangleErrorKind) -> MangleError {
        self.done = true;
        MangleError {
            offset: self.base + at,
            kind,
        }
    }

    fn next_component(&mut self) -> Result<Component<'a>, MangleError> {
        let start = self.pos;
        let tag = self.bytes.get(start).copied().unwrap_or(0);
        let is_span = tag.is_ascii_uppercase();
        if !is_span && IntegerTag::new(tag).is_none() {
            return Err(self.error(start, MangleErrorKind::BadTag(tag)));
        }
        let number_start = start + 1;
        let mut pos = number_start;
        let negative = self.bytes.get(pos) == Some(&b'-');
        if negative {
            pos += 1;
        }
        let digits_start = pos;
        // Saturate instead of checking for overflow per digit: anything past i32's range is an
        // error anyway, and leading zeros (accepted) never grow the value.
        let mut magnitude: u64 = 0;
        while let Some(digit) = self
            .bytes
            .get(pos)
            .map(|b| b.wrapping_sub(b'0'))
            .filter(|d| *d < 10)
        {
            magnitude = (magnitude * 10 + u64::from(digit)).min(1 << 40);
            pos += 1;
        }
        if pos == digits_start {
            let kind = if negative {
                MangleErrorKind::LoneMinus
            } else {
                MangleErrorKind::MissingDigits
            };
            return Err(self.error(number_start, kind));
        }
        if is_span && negative {
            return Err(self.error(number_start, MangleErrorKind::NegativeLength));
        }
        let signed = if negative {
            -(magnitude as i64)
        } else {
            magnitude as i64
        };
        let Ok(value) = i32::try_from(signed) else {
            return Err(self.error(number_start, MangleErrorKind::NumberOverflow));
        };
        if !is_span {
            self.pos = pos;
            return Ok(Component::Integer {
                tag: IntegerTag(tag),
                value,
                offset: self.base + start,
            });
        }
        // `value` is non-negative here: spans reject the sign above.
        let len = value as usize;
        if len > self.bytes.len() - pos {
            return Err(self.error(number_start, MangleErrorKind::LengthPastEnd));
        }
        if len == 0 || self.bytes.get(pos) != Some(&b'!') {
            return Err(self.error(pos, MangleErrorKind::MissingBang));
        }
        let content = &self.bytes[pos + 1..pos + len];
        self.pos = pos + len;
        Ok(Component::Span {
            tag: SpanTag(tag),
            span: Span {
                bytes: content,
                offset: self.base + pos + 1,
            },
            offset: self.base + start,
        })
    }
}

impl<'a> Iterator for Components<'a> {
    type Item = Result<Component<'a>, MangleError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done || self.is_at_end() {
            return None;
        }
        Some(self.next_component())
    }
}

/// Why a function signature (`I` span then `R` span) could not be split.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FrameError {
    /// The first component is missing or is not an `I` span.
    NoInputs(usize),
    /// The second component is missing or is not an `R` span.
    NoResults(usize),
    /// Bytes follow the `R` span.
    Trailing(usize),
    /// The framing components themselves are malformed.
    Syntax(MangleError),
}

/// Splits `I<inputs>R<results>` into its two spans, rejecting anything else around them.
pub(crate) fn split_function(bytes: &[u8]) -> Result<(Span<'_>, Span<'_>), FrameError> {
    let mut components = Components::new(bytes);
    let inputs = match components.next() {
        Some(Ok(Component::Span { tag, span, .. })) if tag.byte() == b'I' => span,
        Some(Err(err)) => return Err(FrameError::Syntax(err)),
        _ => return Err(FrameError::NoInputs(0)),
    };
    let results_at = components.offset();
    let results = match components.next() {
        Some(Ok(Component::Span { tag, span, .. })) if tag.byte() == b'R' => span,
        Some(Err(err)) => return Err(FrameError::Syntax(err)),
        _ => return Err(FrameError::NoResults(results_at)),
    };
    if !components.is_at_end() {
        return Err(FrameError::Trailing(components.offset()));
    }
    Ok((inputs, results))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_all(bytes: &[u8]) -> Result<Vec<Component<'_>>, MangleError> {
        Components::new(bytes).collect()
    }

    fn err_of(bytes: &[u8]) -> MangleError {
        match parse_all(bytes) {
            Err(err) => err,
            Ok(components) => panic!("expected an error, parsed {components:?}"),
        }
    }

    const X: SpanTag = SpanTag::of(b'X');

    #[test]
    fn integers_encode_with_tag_and_signed_decimal() {
        let mut b = SignatureBuilder::new();
        b.integer(IntegerTag::GENERIC, 5)
            .integer(IntegerTag::of(b'a'), 1)
            .integer(IntegerTag::of(b'z'), 10)
            .integer(IntegerTag::of(b'x'), -5991);
        assert_eq!(b.as_bytes(), b"_5a1z10x-5991");
        let parsed = parse_all(b.as_bytes()).unwrap();
        let values: Vec<(u8, i32)> = parsed
            .iter()
            .map(|c| match c {
                Component::Integer { tag, value, .. } => (tag.byte(), *value),
                Component::Span { .. } => panic!("span"),
            })
            .collect();
        assert_eq!(
            values,
            vec![(b'_', 5), (b'a', 1), (b'z', 10), (b'x', -5991)]
        );
    }

    #[test]
    fn spans_encode_length_plus_one_and_bang() {
        let mut b = SignatureBuilder::new();
        b.span(SpanTag::of(b'A'), b"foobar")
            .span(SpanTag::of(b'Z'), b"FOOBAR_23_FOOBAR");
        assert_eq!(b.as_bytes(), b"A7!foobarZ17!FOOBAR_23_FOOBAR");
        let parsed = parse_all(b.as_bytes()).unwrap();
        match parsed[..] {
            [Component::Span { span: a, .. }, Component::Span { span: z, .. }] => {
                assert_eq!(a.bytes(), b"foobar");
                assert_eq!(a.offset(), 3);
                assert_eq!(z.bytes(), b"FOOBAR_23_FOOBAR");
            }
            _ => panic!("{parsed:?}"),
        }
    }

    #[test]
    fn nested_builder_appends_as_span() {
        let mut inner = SignatureBuilder::new();
        inner.integer(IntegerTag::GENERIC, 6);
        let mut outer = SignatureBuilder::new();
        outer.integer(IntegerTag::GENERIC, 5);
        inner.append_to(&mut outer, X);
        assert_eq!(outer.as_bytes(), b"_5X3!_6");

        let mut in_place = SignatureBuilder::new();
        in_place.integer(IntegerTag::GENERIC, 5).span_with(X, |b| {
            b.integer(IntegerTag::GENERIC, 6);
        });
        assert_eq!(in_place.as_bytes(), b"_5X3!_6");

        let parsed = parse_all(b"_5X3!_6").unwrap();
        let Component::Span { span, .. } = parsed[1] else {
            panic!("{parsed:?}")
        };
        let nested: Vec<_> = span.components().collect::<Result<_, _>>().unwrap();
        assert_eq!(
            nested,
            vec![Component::Integer {
                tag: IntegerTag::GENERIC,
                value: 6,
                offset: 5
            }]
        );
    }

    #[test]
    fn empty_span_is_x1_bang() {
        let mut b = SignatureBuilder::new();
        b.span(X, b"");
        assert_eq!(b.as_bytes(), b"X1!");
        let parsed = parse_all(b"Z1!").unwrap();
        let Component::Span { span, .. } = parsed[0] else {
            panic!()
        };
        assert!(span.bytes().is_empty());
    }

    #[test]
    fn span_content_may_hold_bang_and_digits() {
        let mut b = SignatureBuilder::new();
        b.span(X, b"!12!_").integer(IntegerTag::GENERIC, 0);
        assert_eq!(b.as_bytes(), b"X6!!12!__0");
        let parsed = parse_all(b.as_bytes()).unwrap();
        let Component::Span { span, .. } = parsed[0] else {
            panic!()
        };
        assert_eq!(span.bytes(), b"!12!_");
        assert_eq!(parsed.len(), 2);
    }

    #[test]
    fn span_with_long_content_gets_multi_digit_length() {
        let content = vec![b'q'; 1234];
        let mut direct = SignatureBuilder::new();
        direct.span(X, &content);
        let mut nested = SignatureBuilder::new();
        nested.span_with(X, |b| {
            b.span(SpanTag::of(b'Q'), &content[..1228]);
        });
        assert!(direct.as_bytes().starts_with(b"X1235!"));
        assert!(nested.as_bytes().starts_with(b"X1235!Q1229!"));
    }

    #[test]
    fn leading_zeros_are_accepted() {
        assert_eq!(
            parse_all(b"_007").unwrap(),
            vec![Component::Integer {
                tag: IntegerTag::GENERIC,
                value: 7,
                offset: 0
            }]
        );
        let parsed = parse_all(b"A004!abc").unwrap();
        assert_eq!(parsed.len(), 1);
    }

    #[test]
    fn extreme_i32_values_round_trip() {
        let mut b = SignatureBuilder::new();
        b.integer(IntegerTag::GENERIC, i32::MIN)
            .integer(IntegerTag::GENERIC, i32::MAX);
        assert_eq!(b.as_bytes(), b"_-2147483648_2147483647");
        assert_eq!(parse_all(b.as_bytes()).unwrap().len(), 2);
    }

    #[test]
    fn rejects_tag_outside_both_classes() {
        let err = err_of(b"\x011 ");
        assert_eq!(err.kind, MangleErrorKind::BadTag(1));
        assert_eq!(err.offset, 0);
        assert_eq!(err_of(b"_1!2").offset, 2);
        assert_eq!(err_of(b"_1 ").kind, MangleErrorKind::BadTag(b' '));
    }

    #[test]
    fn rejects_length_past_end() {
        let err = err_of(b"Z4abc");
        // `Z4abc`: there is no `!`, but the length is checked first (4 > 3 remaining bytes).
        assert_eq!(err.kind, MangleErrorKind::LengthPastEnd);
        assert_eq!(err.offset, 1);
        assert_eq!(err_of(b"Z5!abc").kind, MangleErrorKind::LengthPastEnd);
    }

    #[test]
    fn rejects_tag_without_digits() {
        let err = err_of(b"_+12");
        assert_eq!(err.kind, MangleErrorKind::MissingDigits);
        assert_eq!(err.offset, 1);
        assert_eq!(err_of(b"_").kind, MangleErrorKind::MissingDigits);
        assert_eq!(err_of(b"A").kind, MangleErrorKind::MissingDigits);
        assert_eq!(err_of(b"A!").kind, MangleErrorKind::MissingDigits);
    }

    #[test]
    fn rejects_negative_length() {
        let err = err_of(b"Z-3abc");
        assert_eq!(err.kind, MangleErrorKind::NegativeLength);
        assert_eq!(err.offset, 1);
        assert_eq!(err_of(b"Z-0!").kind, MangleErrorKind::NegativeLength);
    }

    #[test]
    fn rejects_span_not_starting_with_bang() {
        let err = err_of(b"Z3abc");
        assert_eq!(err.kind, MangleErrorKind::MissingBang);
        assert_eq!(err.offset, 2);
        assert_eq!(err_of(b"Z0").kind, MangleErrorKind::MissingBang);
        assert_eq!(err_of(b"Z0!").kind, MangleErrorKind::MissingBang);
    }

    #[test]
    fn rejects_integer_overflow() {
        assert_eq!(err_of(b"_2147483648").kind, MangleErrorKind::NumberOverflow);
        assert_eq!(
            err_of(b"_-2147483649").kind,
            MangleErrorKind::NumberOverflow
        );
        assert_eq!(
            err_of(b"_99999999999999999999999999999999").kind,
            MangleErrorKind::NumberOverflow
        );
    }

    #[test]
    fn huge_lengths_are_errors_not_allocations() {
        assert_eq!(
            err_of(b"A4294967295!x").kind,
            MangleErrorKind::NumberOverflow
        );
        assert_eq!(
            err_of(b"A4294967296!x").kind,
            MangleErrorKind::NumberOverflow
        );
        assert_eq!(
            err_of(b"A2147483647!x").kind,
            MangleErrorKind::LengthPastEnd
        );
    }

    #[test]
    fn rejects_lone_minus() {
        let err = err_of(b"_-");
        assert_eq!(err.kind, MangleErrorKind::LoneMinus);
        assert_eq!(err.offset, 1);
        assert_eq!(err_of(b"a-x").kind, MangleErrorKind::LoneMinus);
    }

    #[test]
    fn nested_errors_carry_absolute_offsets() {
        let parsed = parse_all(b"_1X4!_1?").unwrap();
        let Component::Span { span, .. } = parsed[1] else {
            panic!()
        };
        let err = span.components().find_map(Result::err).unwrap();
        assert_eq!(err.kind, MangleErrorKind::BadTag(b'?'));
        assert_eq!(err.offset, 7);
    }

    #[test]
    fn iteration_stops_after_first_error() {
        let mut components = Components::new(b"_1??_2");
        assert!(components.next().unwrap().is_ok());
        assert!(components.next().unwrap().is_err());
        assert!(components.next().is_none());
    }

    #[test]
    fn error_message_names_offset() {
        assert_eq!(
            err_of(b"_1\x01").to_string(),
            "byte 0x01 is not a component tag ('_', 'a'..'z' or 'A'..'Z') at byte 2"
        );
    }

    #[test]
    fn split_function_requires_exactly_inputs_then_results() {
        let (i, r) = split_function(b"I1!R1!").unwrap();
        assert!(i.bytes().is_empty() && r.bytes().is_empty());
        assert_eq!(split_function(b"R1!I1!"), Err(FrameError::NoInputs(0)));
        assert_eq!(split_function(b"I1!"), Err(FrameError::NoResults(3)));
        assert_eq!(split_function(b"I1!_1"), Err(FrameError::NoResults(3)));
        assert_eq!(split_function(b"I1!R1!_0"), Err(FrameError::Trailing(6)));
        assert_eq!(split_function(b""), Err(FrameError::NoInputs(0)));
        assert!(matches!(
            split_function(b"I9!R1!"),
            Err(FrameError::Syntax(_))
        ));
    }
}
