//! SIP signatures (`abi = "sip"`, `abiv = 1`, signature in the reflection attribute `sip`):
//! parsing with a visitor, the typed [`SipSignature`], and the canonical text rendering.
//!
//! ```text
//! signature        ::= 'I' length-prefixed(structured-value?) 'R' length-prefixed(structured-value?)
//! structured-value ::= '_' integer | 'S' length-prefixed(('k' integer structured-value)*)
//!                    | 'D' length-prefixed(('K' length-prefixed(bytes) structured-value)*)
//! ```
//!
//! The parser is a recursive walk that calls a [`SipVisitor`] for each key, struct and leaf, as
//! the original `SipSignatureParser` did; the typed tree ([`SipSignature`]) and the text
//! rendering are two visitors. Recursion is bounded by [`MAX_NESTING`] so hostile input ends
//! in an error rather than a stack overflow. Beyond the original, it rejects a second value at
//! the top level, a key without a value, negative raw indices and negative sequence keys, none
//! of which the mangler can produce.

use crate::mangling::{
    split_function, Component, FrameError, MangleErrorKind, SignatureBuilder, Span, SpanTag,
};
use crate::sip_tree::SipNode;
use crate::MAX_NESTING;

/// Kind of a structure level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StructKind {
    /// `S`: integer keys.
    Sequence,
    /// `D`: string keys.
    Dict,
}

/// Receives the parts of a SIP structure in order. Each callback gets the byte offset of the
/// component in the whole signature and may stop the walk by returning an error.
pub trait SipVisitor {
    /// An integer key (`k`) inside a sequence.
    fn integer_key(&mut self, key: i32, offset: usize) -> Result<(), SipParseError> {
        let _ = (key, offset);
        Ok(())
    }

    /// A string key (`K`) inside a dict; any bytes.
    fn string_key(&mut self, key: &[u8], offset: usize) -> Result<(), SipParseError> {
        let _ = (key, offset);
        Ok(())
    }

    /// A sequence or dict begins.
    fn open_struct(&mut self, kind: StructKind, offset: usize) -> Result<(), SipParseError> {
        let _ = (kind, offset);
        Ok(())
    }

    /// The innermost open struct ends; `offset` is one past its last byte.
    fn close_struct(&mut self, offset: usize) -> Result<(), SipParseError> {
        let _ = offset;
        Ok(())
    }

    /// A leaf mapping this position to raw index `raw_index`.
    fn leaf(&mut self, raw_index: i32, offset: usize) -> Result<(), SipParseError> {
        let _ = (raw_index, offset);
        Ok(())
    }
}

/// What is wrong with a SIP signature. The first six messages are the original parser's.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SipParseErrorKind {
    /// A key at the top level or right after another key.
    #[error("Struct key not allowed here")]
    KeyNotAllowed,
    /// A value inside a struct without a key, or a second top-level value.
    #[error("Value not allowed here")]
    ValueNotAllowed,
    /// A component tag with no meaning in SIP.
    #[error("Unrecognized tag {}", crate::mangling::DisplayByte(*.0))]
    UnrecognizedTag(u8),
    /// A generic mangling error.
    #[error("Syntax error in signature: {0}")]
    Syntax(MangleErrorKind),
    /// The signature does not start with an `I` span.
    #[error("Inputs struct not found")]
    InputsNotFound,
    /// The `I` span is not followed by an `R` span.
    #[error("Results struct not found")]
    ResultsNotFound,
    /// Bytes follow the `R` span.
    #[error("trailing bytes after the results struct")]
    TrailingBytes,
    /// A struct ends right after a key.
    #[error("struct key without a value")]
    MissingValue,
    /// `_` with a negative value.
    #[error("negative raw index {0}")]
    NegativeRawIndex(i32),
    /// `k` with a negative value.
    #[error("negative sequence key {0}")]
    NegativeKey(i32),
    /// Structs nested deeper than [`MAX_NESTING`].
    #[error("structure nested deeper than {MAX_NESTING} levels")]
    TooDeep,
    /// A `K` key inside a sequence or a `k` key inside a dict.
    #[error("{} key inside a {}", if *.kind == StructKind::Sequence { "string" } else { "integer" }, if *.kind == StructKind::Sequence { "sequence" } else { "dict" })]
    KeyKindMismatch {
        /// The kind of the enclosing struct.
        kind: StructKind,
    },
    /// The same key twice in one struct.
    #[error("duplicate key {0} in struct")]
    DuplicateKey(String),
    /// A dict key that is not UTF-8 (the typed tree holds `String` keys).
    #[error("dict key is not valid UTF-8")]
    NonUtf8Key,
}

/// A malformed SIP signature: what is wrong and the byte offset where it was found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind} at byte {offset}")]
pub struct SipParseError {
    /// Byte offset into the signature.
    pub offset: usize,
    /// What is wrong.
    pub kind: SipParseErrorKind,
}

impl SipParseError {
    /// An error of `kind` at `offset`.
    pub fn new(offset: usize, kind: SipParseErrorKind) -> SipParseError {
        SipParseError { offset, kind }
    }
}

impl From<crate::mangling::MangleError> for SipParseError {
    fn from(err: crate::mangling::MangleError) -> SipParseError {
        SipParseError::new(err.offset, SipParseErrorKind::Syntax(err.kind))
    }
}

fn split(signature: &[u8]) -> Result<(Span<'_>, Span<'_>), SipParseError> {
    split_function(signature).map_err(|err| match err {
        FrameError::NoInputs(at) => SipParseError::new(at, SipParseErrorKind::InputsNotFound),
        FrameError::NoResults(at) => SipParseError::new(at, SipParseErrorKind::ResultsNotFound),
        FrameError::Trailing(at) => SipParseError::new(at, SipParseErrorKind::TrailingBytes),
        FrameError::Syntax(err) => err.into(),
    })
}

/// Walks the inputs structure of a SIP signature. The whole signature's framing (`I`, `R`,
/// nothing after) is checked first.
pub fn visit_inputs<V: SipVisitor + ?Sized>(
    signature: &[u8],
    visitor: &mut V,
) -> Result<(), SipParseError> {
    let (inputs, _) = split(signature)?;
    visit_level(inputs, false, 0, visitor)
}

/// Walks the results structure of a SIP signature. The whole signature's framing is checked
/// first.
pub fn visit_results<V: SipVisitor + ?Sized>(
    signature: &[u8],
    visitor: &mut V,
) -> Result<(), SipParseError> {
    let (_, results) = split(signature)?;
    visit_level(results, false, 0, visitor)
}

/// Walks one structure: the content of `I`/`R` (`in_struct == false`: zero or one value) or
/// of an `S`/`D` span (alternating keys and values). `depth` counts the enclosing structs.
fn visit_level<V: SipVisitor + ?Sized>(
    span: Span<'_>,
    in_struct: bool,
    depth: usize,
    visitor: &mut V,
) -> Result<(), SipParseError> {
    let mut value_allowed = !in_struct;
    let err = SipParseError::new;
    for component in span.components() {
        match component? {
            Component::Integer { tag, value, offset } if tag.byte() == b'k' => {
                if !in_struct || value_allowed {
                    return Err(err(offset, SipParseErrorKind::KeyNotAllowed));
                }
                if value < 0 {
                    return Err(err(offset, SipParseErrorKind::NegativeKey(value)));
                }
                visitor.integer_key(value, offset)?;
                value_allowed = true;
            }
            Component::Span {
                tag,
                span: key,
                offset,
            } if tag.byte() == b'K' => {
                if !in_struct || value_allowed {
                    return Err(err(offset, SipParseErrorKind::KeyNotAllowed));
                }
                visitor.string_key(key.bytes(), offset)?;
                value_allowed = true;
            }
            Component::Integer { tag, value, offset } if tag.byte() == b'_' => {
                if !value_allowed {
                    return Err(err(offset, SipParseErrorKind::ValueNotAllowed));
                }
                if value < 0 {
                    return Err(err(offset, SipParseErrorKind::NegativeRawIndex(value)));
                }
                visitor.leaf(value, offset)?;
                value_allowed = false;
            }
            Component::Span {
                tag,
                span: content,
                offset,
            } if matches!(tag.byte(), b'S' | b'D') => {
                if !value_allowed {
                    return Err(err(offset, SipParseErrorKind::ValueNotAllowed));
                }
                if depth >= MAX_NESTING {
                    return Err(err(offset, SipParseErrorKind::TooDeep));
                }
                let kind = if tag.byte() == b'S' {
                    StructKind::Sequence
                } else {
                    StructKind::Dict
                };
                visitor.open_struct(kind, offset)?;
                visit_level(content, true, depth + 1, visitor)?;
                visitor.close_struct(content.end_offset())?;
                value_allowed = false;
            }
            other => {
                return Err(err(
                    other.offset(),
                    SipParseErrorKind::UnrecognizedTag(other.tag()),
                ))
            }
        }
    }
    if in_struct && value_allowed {
        return Err(err(span.end_offset(), SipParseErrorKind::MissingValue));
    }
    Ok(())
}

/// A SIP signature: the input and result structures (`None` when empty).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SipSignature {
    /// The arguments' structure.
    pub inputs: Option<SipNode>,
    /// The results' structure.
    pub results: Option<SipNode>,
}

const INPUTS: SpanTag = SpanTag::of(b'I');
const RESULTS: SpanTag = SpanTag::of(b'R');

impl SipSignature {
    /// The mangled signature, e.g. `I12!S9!k0_0k1_1R3!_0`.
    pub fn encode(&self) -> String {
        let mut b = SignatureBuilder::new();
        for (tag, node) in [(INPUTS, &self.inputs), (RESULTS, &self.results)] {
            b.span_with(tag, |b| {
                if let Some(node) = node {
                    node.encode_into(b);
                }
            });
        }
        b.into_string()
    }

    /// Parses a mangled signature into the typed tree. Keys out of order are sorted; a
    /// duplicate key, a key of the wrong kind for its struct and a non-UTF-8 dict key are
    /// errors.
    pub fn parse(signature: &[u8]) -> Result<SipSignature, SipParseError> {
        let (inputs, results) = split(signature)?;
        Ok(SipSignature {
            inputs: TreeBuilder::build(inputs)?,
            results: TreeBuilder::build(results)?,
        })
    }

    /// The canonical text of the inputs structure.
    pub fn inputs_text(&self) -> String {
        render_node(self.inputs.as_ref())
    }

    /// The canonical text of the results structure.
    pub fn results_text(&self) -> String {
        render_node(self.results.as_ref())
    }
}

/// Builds [`SipNode`]s from visitor callbacks. The children of the open structs live on two
/// shared stacks (one per key kind) and move into an exactly sized vector when their struct
/// closes, so a struct costs one allocation however many children it has.
#[derive(Default)]
struct TreeBuilder {
    open: Vec<OpenStruct>,
    sequence_items: Vec<(i32, SipNode)>,
    dict_items: Vec<(String, SipNode)>,
    root: Option<SipNode>,
    key: Option<Key>,
}

enum Key {
    Int(i32),
    Str(String),
}

struct OpenStruct {
    kind: StructKind,
    offset: usize,
    key_in_parent: Option<Key>,
    /// Where this struct's children start on the stack of its kind.
    first_child: usize,
    /// Set when a key was not greater than the one before it.
    unordered: bool,
}

/// Sorts `items` by key and returns the first duplicated key.
fn sort_and_find_duplicate<K: Ord + Clone>(items: &mut [(K, SipNode)]) -> Option<K> {
    items.sort_by(|a, b| a.0.cmp(&b.0));
    items
        .windows(2)
        .find(|w| w[0].0 == w[1].0)
        .map(|w| w[0].0.clone())
}

impl TreeBuilder {
    fn build(span: Span<'_>) -> Result<Option<SipNode>, SipParseError> {
        let mut builder = TreeBuilder::default();
        visit_level(span, false, 0, &mut builder)?;
        Ok(builder.root)
    }

    fn attach(&mut self, node: SipNode, offset: usize) -> Result<(), SipParseError> {
        let Some(parent) = self.open.last_mut() else {
            self.root = Some(node);
            return Ok(());
        };
        // The walk passes a value inside a struct only right after a key, and `set_key`
        // accepts only keys of the struct's kind.
        match self.key.take() {
            Some(Key::Int(key)) => {
                let items = &mut self.sequence_items;
                if items.len() > parent.first_child {
                    parent.unordered |= items.last().is_some_and(|(last, _)| *last >= key);
                }
                items.push((key, node));
            }
            Some(Key::Str(key)) => {
                let items = &mut self.dict_items;
                if items.len() > parent.first_child {
                    parent.unordered |= items.last().is_some_and(|(last, _)| *last >= key);
                }
                items.push((key, node));
            }
            None => {
                return Err(SipParseError::new(
                    offset,
                    SipParseErrorKind::ValueNotAllowed,
                ))
            }
        }
        Ok(())
    }

    fn set_key(&mut self, key: Key, offset: usize) -> Result<(), SipParseError> {
        let expected = match key {
            Key::Int(_) => StructKind::Sequence,
            Key::Str(_) => StructKind::Dict,
        };
        match self.open.last() {
            Some(open) if open.kind == expected => {
                self.key = Some(key);
                Ok(())
            }
            Some(open) => Err(SipParseError::new(
                offset,
                SipParseErrorKind::KeyKindMismatch { kind: open.kind },
            )),
            None => Err(SipParseError::new(offset, SipParseErrorKind::KeyNotAllowed)),
        }
    }
}

impl SipVisitor for TreeBuilder {
    fn integer_key(&mut self, key: i32, offset: usize) -> Result<(), SipParseError> {
        self.set_key(Key::Int(key), offset)
    }

    fn string_key(&mut self, key: &[u8], offset: usize) -> Result<(), SipParseError> {
        let key = std::str::from_utf8(key)
            .map_err(|_| SipParseError::new(offset, SipParseErrorKind::NonUtf8Key))?;
        self.set_key(Key::Str(key.to_owned()), offset)
    }

    fn open_struct(&mut self, kind: StructKind, offset: usize) -> Result<(), SipParseError> {
        let first_child = match kind {
            StructKind::Sequence => self.sequence_items.len(),
            StructKind::Dict => self.dict_items.len(),
        };
        self.open.push(OpenStruct {
            kind,
            offset,
            key_in_parent: self.key.take(),
            first_child,
            unordered: false,
        });
        Ok(())
    }

    fn close_struct(&mut self, offset: usize) -> Result<(), SipParseError> {
        let Some(open) = self.open.pop() else {
            return Err(SipParseError::new(
                offset,
                SipParseErrorKind::ValueNotAllowed,
            ));
        };
        let (node, duplicate) = match open.kind {
            StructKind::Sequence => {
                let mut items = self.sequence_items.split_off(open.first_child);
                let duplicate = open
                    .unordered
                    .then(|| sort_and_find_duplicate(&mut items).map(|k| k.to_string()))
                    .flatten();
                (SipNode::Sequence(items), duplicate)
            }
            StructKind::Dict => {
                let mut items = self.dict_items.split_off(open.first_child);
                let duplicate = open
                    .unordered
                    .then(|| {
                        sort_and_find_duplicate(&mut items)
                            .map(|k| crate::reflection::json_string(&k))
                    })
                    .flatten();
                (SipNode::Dict(items), duplicate)
            }
        };
        if let Some(key) = duplicate {
            return Err(SipParseError::new(
                open.offset,
                SipParseErrorKind::DuplicateKey(key),
            ));
        }
        self.key = open.key_in_parent;
        self.attach(node, open.offset)
    }

    fn leaf(&mut self, raw_index: i32, offset: usize) -> Result<(), SipParseError> {
        self.attach(SipNode::Leaf(raw_index), offset)
    }
}

/// The original `ToStringVisitor`: a key prints as indent + key; opening a struct adds two
/// spaces of indent and prints `:[` or `:{` and a newline; closing removes two spaces and
/// prints indent + `]` or `}` + `,` and a newline; a leaf prints `=raw(N),` and a newline.
#[derive(Default)]
pub struct SipTextVisitor {
    text: String,
    indent: usize,
    closers: Vec<char>,
}

impl SipTextVisitor {
    /// The text rendered so far.
    pub fn into_text(self) -> String {
        self.text
    }

    fn push_indent(&mut self) {
        self.text.extend(std::iter::repeat_n(' ', self.indent));
    }
}

impl SipVisitor for SipTextVisitor {
    fn integer_key(&mut self, key: i32, _: usize) -> Result<(), SipParseError> {
        self.push_indent();
        self.text.push_str(&key.to_string());
        Ok(())
    }

    fn string_key(&mut self, key: &[u8], _: usize) -> Result<(), SipParseError> {
        self.push_indent();
        self.text.push_str(&String::from_utf8_lossy(key));
        Ok(())
    }

    fn open_struct(&mut self, kind: StructKind, _: usize) -> Result<(), SipParseError> {
        self.indent += 2;
        let (open, close) = match kind {
            StructKind::Sequence => (":[\n", ']'),
            StructKind::Dict => (":{\n", '}'),
        };
        self.text.push_str(open);
        self.closers.push(close);
        Ok(())
    }

    fn close_struct(&mut self, _: usize) -> Result<(), SipParseError> {
        self.indent = self.indent.saturating_sub(2);
        self.push_indent();
        self.text.push(self.closers.pop().unwrap_or('?'));
        self.text.push_str(",\n");
        Ok(())
    }

    fn leaf(&mut self, raw_index: i32, _: usize) -> Result<(), SipParseError> {
        self.text.push_str("=raw(");
        self.text.push_str(&raw_index.to_string());
        self.text.push_str("),\n");
        Ok(())
    }
}

/// Canonical text of the inputs structure of a mangled signature.
pub fn render_inputs(signature: &[u8]) -> Result<String, SipParseError> {
    let mut visitor = SipTextVisitor::default();
    visit_inputs(signature, &mut visitor)?;
    Ok(visitor.into_text())
}

/// Canonical text of the results structure of a mangled signature.
pub fn render_results(signature: &[u8]) -> Result<String, SipParseError> {
    let mut visitor = SipTextVisitor::default();
    visit_results(signature, &mut visitor)?;
    Ok(visitor.into_text())
}

impl SipNode {
    /// Drives `visitor` through this structure with the calls the parser makes for its
    /// encoding. There are no bytes behind a tree, so every offset is 0.
    pub fn visit<V: SipVisitor + ?Sized>(&self, visitor: &mut V) -> Result<(), SipParseError> {
        match self {
            SipNode::Leaf(raw_index) => visitor.leaf(*raw_index, 0),
            SipNode::Sequence(items) => {
                visitor.open_struct(StructKind::Sequence, 0)?;
                for (key, child) in items {
                    visitor.integer_key(*key, 0)?;
                    child.visit(visitor)?;
                }
                visitor.close_struct(0)
            }
            SipNode::Dict(items) => {
                visitor.open_struct(StructKind::Dict, 0)?;
                for (key, child) in items {
                    visitor.string_key(key.as_bytes(), 0)?;
                    child.visit(visitor)?;
                }
                visitor.close_struct(0)
            }
        }
    }
}

/// Canonical text of a typed structure (empty for the empty structure).
fn render_node(node: Option<&SipNode>) -> String {
    let mut visitor = SipTextVisitor::default();
    // The text visitor never fails.
    let _ = node.map(|node| node.visit(&mut visitor));
    visitor.into_text()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sip_tree::PathKey;

    fn parse_err(sig: &[u8]) -> SipParseError {
        SipSignature::parse(sig).unwrap_err()
    }

    #[test]
    fn spec_example_renders_canonical_text() {
        let sig = b"I12!S9!k0_0k1_1R3!_0";
        assert_eq!(
            render_inputs(sig).unwrap(),
            ":[\n  0=raw(0),\n  1=raw(1),\n],\n"
        );
        assert_eq!(render_results(sig).unwrap(), "=raw(0),\n");
        let parsed = SipSignature::parse(sig).unwrap();
        assert_eq!(
            parsed,
            SipSignature {
                inputs: Some(SipNode::Sequence(vec![
                    (0, SipNode::Leaf(0)),
                    (1, SipNode::Leaf(1))
                ])),
                results: Some(SipNode::Leaf(0)),
            }
        );
        assert_eq!(parsed.encode(), "I12!S9!k0_0k1_1R3!_0");
        assert_eq!(parsed.inputs_text(), ":[\n  0=raw(0),\n  1=raw(1),\n],\n");
    }

    #[test]
    fn nested_dicts_render_with_indent() {
        let entries = vec![
            (0, vec![PathKey::from("a"), PathKey::Index(0)]),
            (1, vec![PathKey::from("b")]),
        ];
        let sig = SipSignature {
            inputs: SipNode::from_paths(&entries).unwrap(),
            results: None,
        };
        let text = sig.encode();
        assert_eq!(text, "I22!D18!K2!aS5!k0_0K2!b_1R1!");
        assert_eq!(
            render_inputs(text.as_bytes()).unwrap(),
            ":{\n  a:[\n    0=raw(0),\n  ],\n  b=raw(1),\n},\n"
        );
        assert_eq!(render_results(text.as_bytes()).unwrap(), "");
    }

    #[test]
    fn empty_structure_is_i1_r1() {
        assert_eq!(SipSignature::default().encode(), "I1!R1!");
        assert_eq!(
            SipSignature::parse(b"I1!R1!").unwrap(),
            SipSignature::default()
        );
    }

    #[test]
    fn original_error_texts() {
        assert_eq!(
            parse_err(b"I6!S3!_0R1!").kind,
            SipParseErrorKind::ValueNotAllowed
        );
        assert_eq!(
            parse_err(b"I3!k0R1!").kind,
            SipParseErrorKind::KeyNotAllowed
        );
        assert_eq!(
            parse_err(b"I8!S5!k0k1R1!").kind,
            SipParseErrorKind::KeyNotAllowed
        );
        assert_eq!(
            parse_err(b"I3!x0R1!").kind,
            SipParseErrorKind::UnrecognizedTag(b'x')
        );
        assert_eq!(
            parse_err(b"I4!B1!R1!").kind,
            SipParseErrorKind::UnrecognizedTag(b'B')
        );
        assert_eq!(parse_err(b"R1!").kind, SipParseErrorKind::InputsNotFound);
        assert_eq!(parse_err(b"I1!").kind, SipParseErrorKind::ResultsNotFound);
        assert!(matches!(
            parse_err(b"I2!_R1!").kind,
            SipParseErrorKind::Syntax(_)
        ));
        assert_eq!(
            parse_err(b"I3!x0R1!").to_string(),
            "Unrecognized tag 'x' at byte 3"
        );
        assert_eq!(
            parse_err(b"I3!k0R1!").to_string(),
            "Struct key not allowed here at byte 3"
        );
        assert_eq!(
            parse_err(b"I1!").to_string(),
            "Results struct not found at byte 3"
        );
        assert_eq!(
            parse_err(b"").to_string(),
            "Inputs struct not found at byte 0"
        );
        assert_eq!(
            parse_err(b"I2!_R1!").to_string(),
            "Syntax error in signature: expected a decimal number after the tag at byte 4"
        );
    }

    #[test]
    fn stricter_than_the_original() {
        assert_eq!(
            parse_err(b"I5!_0_1R1!").kind,
            SipParseErrorKind::ValueNotAllowed
        );
        assert_eq!(
            parse_err(b"I6!S3!k0R1!").kind,
            SipParseErrorKind::MissingValue
        );
        assert_eq!(
            parse_err(b"I4!_-1R1!").kind,
            SipParseErrorKind::NegativeRawIndex(-1)
        );
        assert_eq!(
            parse_err(b"I9!S6!k-1_0R1!").kind,
            SipParseErrorKind::NegativeKey(-1)
        );
        let err = parse_err(b"I1!R1!_0");
        assert_eq!(
            (err.offset, err.kind),
            (6, SipParseErrorKind::TrailingBytes)
        );
    }

    #[test]
    fn tree_checks_key_kinds_duplicates_and_utf8() {
        assert_eq!(
            parse_err(b"I9!S6!K1!_0R1!").kind,
            SipParseErrorKind::KeyKindMismatch {
                kind: StructKind::Sequence
            }
        );
        assert_eq!(
            parse_err(b"I8!D5!k0_0R1!").kind,
            SipParseErrorKind::KeyKindMismatch {
                kind: StructKind::Dict
            }
        );
        assert_eq!(
            parse_err(b"I12!S9!k1_0k1_1R1!").kind,
            SipParseErrorKind::DuplicateKey("1".into())
        );
        assert_eq!(
            parse_err(b"I17!D13!K2!a_0K2!a_1R1!").kind,
            SipParseErrorKind::DuplicateKey("\"a\"".into())
        );
        assert_eq!(
            parse_err(b"I10!D7!K2!\xff_0R1!").kind,
            SipParseErrorKind::NonUtf8Key
        );
        // The visitor itself accepts what the tree rejects.
        assert_eq!(
            render_inputs(b"I12!S9!k1_0k1_1R1!").unwrap(),
            ":[\n  1=raw(0),\n  1=raw(1),\n],\n"
        );
    }

    #[test]
    fn unordered_keys_are_sorted_into_the_tree() {
        let parsed = SipSignature::parse(b"I12!S9!k2_0k1_1R1!").unwrap();
        assert_eq!(parsed.encode(), "I12!S9!k1_1k2_0R1!");
    }

    #[test]
    fn empty_structs_are_allowed() {
        let parsed = SipSignature::parse(b"I4!S1!R4!D1!").unwrap();
        assert_eq!(parsed.inputs, Some(SipNode::Sequence(vec![])));
        assert_eq!(parsed.results, Some(SipNode::Dict(vec![])));
        assert_eq!(parsed.encode(), "I4!S1!R4!D1!");
        assert_eq!(parsed.inputs_text(), ":[\n],\n");
    }

    /// `I..!S..!k0S..!k0..._0R1!` nested `depth` deep, built outside-in in linear time.
    fn nested_sequences(depth: usize) -> Vec<u8> {
        let mut inner_len = 2; // "_0"
        let mut headers = Vec::with_capacity(depth);
        for _ in 0..depth {
            // Content is "k0" plus the inner level; the length counts the '!' too.
            let header = format!("S{}!k0", inner_len + 3);
            inner_len += header.len();
            headers.push(header);
        }
        let mut sig = format!("I{}!", inner_len + 1).into_bytes();
        for header in headers.iter().rev() {
            sig.extend_from_slice(header.as_bytes());
        }
        sig.extend_from_slice(b"_0R1!");
        sig
    }

    #[test]
    fn nesting_at_the_limit_parses() {
        let sig = nested_sequences(MAX_NESTING);
        let parsed = SipSignature::parse(&sig).unwrap();
        assert_eq!(parsed.encode().as_bytes(), &sig[..]);
    }

    #[test]
    fn nesting_100000_deep_is_an_error_not_a_stack_overflow() {
        let sig = nested_sequences(100_000);
        let err = SipSignature::parse(&sig).unwrap_err();
        assert_eq!(err.kind, SipParseErrorKind::TooDeep);
        assert!(matches!(
            render_inputs(&sig),
            Err(SipParseError {
                kind: SipParseErrorKind::TooDeep,
                ..
            })
        ));
    }
}
