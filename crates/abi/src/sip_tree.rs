//! The Structured Index Path (SIP) tree and its mangler.
//!
//! A SIP structure is a tree of sequences (integer keys) and dicts (string keys) whose leaves
//! name raw argument or result indices. [`SipNode`] keeps every level as a vector sorted by key
//! (integers numerically, strings by unsigned bytes) because that is the order the mangled form
//! must list them in, and a sorted vector is both the cheapest thing to encode and the easiest
//! to compare in tests.
//!
//! [`SipNode::from_paths`] builds the tree from `(raw index, index path)` pairs by sorting the
//! pairs by path first: after sorting, a duplicate path or a path that is a prefix of another
//! sits right next to the path it conflicts with, whatever order the caller gave them in, and
//! the siblings of every level form one contiguous run. That makes the build O(n log n) with
//! no intermediate maps, and it rejects a prefix in either order (the original accepted a leaf
//! followed by a path through it and dropped the leaf).

use std::fmt;

use crate::mangling::{IntegerTag, SignatureBuilder, SpanTag};
use crate::mlir_type::MlirType;
use crate::MAX_NESTING;

/// One key of an index path: an integer (sequence position) or a string (dict key).
///
/// The derived order is the order the mangler emits: integers numerically, strings by
/// unsigned bytes, and (for sorting only; a level never mixes them) integers first.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PathKey {
    /// Sequence position. Must be in `0..=i32::MAX` to be mangled.
    Index(i64),
    /// Dict key.
    Name(String),
}

impl From<i64> for PathKey {
    fn from(index: i64) -> PathKey {
        PathKey::Index(index)
    }
}

impl From<&str> for PathKey {
    fn from(name: &str) -> PathKey {
        PathKey::Name(name.to_owned())
    }
}

impl fmt::Display for PathKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PathKey::Index(i) => write!(f, "{i}"),
            PathKey::Name(name) => crate::reflection::write_json_string(f, name),
        }
    }
}

/// Why a printed `tf_saved_model.index_path` value could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected {expected} at byte {offset} of the index path")]
pub struct IndexPathError {
    /// Byte offset into the attribute text.
    pub offset: usize,
    /// What was expected there.
    pub expected: &'static str,
}

/// Reads an index path from its printed attribute, as MLIR prints it:
/// `[0, "x\22y", 1 : i32]` (integers with an optional `: type`, strings with MLIR escapes).
pub fn parse_index_path(text: &str) -> Result<Vec<PathKey>, IndexPathError> {
    let bytes = text.as_bytes();
    let mut pos = 0;
    let skip_ws = |pos: &mut usize| {
        while bytes.get(*pos).is_some_and(|b| b.is_ascii_whitespace()) {
            *pos += 1;
        }
    };
    let fail = |offset, expected| IndexPathError { offset, expected };
    skip_ws(&mut pos);
    if bytes.get(pos) != Some(&b'[') {
        return Err(fail(pos, "'['"));
    }
    pos += 1;
    skip_ws(&mut pos);
    let mut path = Vec::new();
    if bytes.get(pos) == Some(&b']') {
        pos += 1;
    } else {
        loop {
            let start = pos;
            match bytes.get(pos) {
                Some(b'"') => {
                    pos += 1;
                    while let Some(&b) = bytes.get(pos) {
                        pos += 1;
                        match b {
                            b'\\' => pos += 1,
                            b'"' => break,
                            _ => {}
                        }
                    }
                    let literal = text.get(start..pos).unwrap_or("");
                    let name = crate::mlir_string::parse_mlir_string(literal)
                        .ok_or(fail(start, "a string literal"))?;
                    path.push(PathKey::Name(name));
                }
                Some(b'-' | b'0'..=b'9') => {
                    pos += 1;
                    while bytes.get(pos).is_some_and(u8::is_ascii_digit) {
                        pos += 1;
                    }
                    let value = text
                        .get(start..pos)
                        .and_then(|digits| digits.parse::<i64>().ok())
                        .ok_or(fail(start, "an integer that fits in 64 bits"))?;
                    path.push(PathKey::Index(value));
                    skip_ws(&mut pos);
                    if bytes.get(pos) == Some(&b':') {
                        pos += 1;
                        skip_ws(&mut pos);
                        let type_start = pos;
                        while bytes.get(pos).is_some_and(|b| b.is_ascii_alphanumeric()) {
                            pos += 1;
                        }
                        let ty = text.get(type_start..pos).unwrap_or("");
                        let integer = matches!(MlirType::parse(ty), Ok(MlirType::Integer { .. }));
                        if ty != "index" && !integer {
                            return Err(fail(type_start, "an integer type"));
                        }
                    }
                }
                _ => return Err(fail(pos, "an integer or a string")),
            }
            skip_ws(&mut pos);
            match bytes.get(pos) {
                Some(b',') => {
                    pos += 1;
                    skip_ws(&mut pos);
                }
                Some(b']') => {
                    pos += 1;
                    break;
                }
                _ => return Err(fail(pos, "',' or ']'")),
            }
        }
    }
    skip_ws(&mut pos);
    if pos != bytes.len() {
        return Err(fail(pos, "the end after ']'"));
    }
    Ok(path)
}

/// Displays an index path as `[0, "x"]`.
pub struct DisplayPath<'a>(pub &'a [PathKey]);

impl fmt::Display for DisplayPath<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, key) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{key}")?;
        }
        f.write_str("]")
    }
}

/// A SIP structure: a leaf naming a raw index, or a sequence or dict of sub-structures.
///
/// Invariants (kept by [`SipNode::from_paths`] and by the parser, expected by the encoder):
/// raw indices and sequence keys are non-negative, and each level's keys are strictly
/// increasing.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SipNode {
    /// Maps this position to raw argument (or result) N.
    Leaf(i32),
    /// Integer-keyed level, sorted by key.
    Sequence(Vec<(i32, SipNode)>),
    /// String-keyed level, sorted by key bytes.
    Dict(Vec<(String, SipNode)>),
}

const LEAF: IntegerTag = IntegerTag::GENERIC;
const INT_KEY: IntegerTag = IntegerTag::of(b'k');
const STR_KEY: SpanTag = SpanTag::of(b'K');
const SEQUENCE: SpanTag = SpanTag::of(b'S');
const DICT: SpanTag = SpanTag::of(b'D');

/// Why a set of `(raw index, index path)` pairs has no SIP structure.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SipMangleError {
    /// A raw index below zero.
    #[error("raw index {raw_index} is negative")]
    NegativeRawIndex {
        /// The raw index.
        raw_index: i64,
    },
    /// A raw index above `i32::MAX`.
    #[error("raw index {raw_index} does not fit in 32 bits")]
    RawIndexOutOfRange {
        /// The raw index.
        raw_index: i64,
    },
    /// A sequence key outside `0..=i32::MAX`.
    #[error("raw index {raw_index}: sequence key {key} in path {} is out of range (0..=2147483647)", DisplayPath(.path))]
    KeyOutOfRange {
        /// The raw index of the path.
        raw_index: i64,
        /// The key.
        key: i64,
        /// The whole path.
        path: Vec<PathKey>,
    },
    /// A path longer than [`MAX_NESTING`].
    #[error(
        "raw index {raw_index}: path is {depth} keys long, more than the limit of {MAX_NESTING}"
    )]
    TooDeep {
        /// The raw index of the path.
        raw_index: i64,
        /// The path length.
        depth: usize,
    },
    /// One level holds both integer and string keys.
    #[error("raw indices {first} and {second}: level {} mixes integer and string keys", DisplayPath(.level))]
    MixedKeys {
        /// Path of the level.
        level: Vec<PathKey>,
        /// A raw index under an integer key of that level.
        first: i64,
        /// A raw index under a string key of that level.
        second: i64,
    },
    /// Two raw indices with the same path.
    #[error("raw indices {first} and {second} have the same path {}", DisplayPath(.path))]
    DuplicatePath {
        /// The path.
        path: Vec<PathKey>,
        /// One raw index.
        first: i64,
        /// The other.
        second: i64,
    },
    /// A leaf path that is a strict prefix of another path.
    #[error("path {} of raw index {prefix_raw_index} is a prefix of path {} of raw index {raw_index}", DisplayPath(.prefix), DisplayPath(.path))]
    PrefixPath {
        /// The shorter path (a leaf that would have children).
        prefix: Vec<PathKey>,
        /// Its raw index.
        prefix_raw_index: i64,
        /// The longer path.
        path: Vec<PathKey>,
        /// Its raw index.
        raw_index: i64,
    },
}

struct Entry<'a> {
    path: &'a [PathKey],
    raw_index: i32,
}

impl SipNode {
    /// Builds the structure holding every `(raw index, path)` pair; `None` when there are no
    /// pairs (the empty structure). An integer key makes its level a sequence, a string key a
    /// dict.
    pub fn from_paths<P: AsRef<[PathKey]>>(
        entries: &[(i64, P)],
    ) -> Result<Option<SipNode>, SipMangleError> {
        let mut sorted = Vec::with_capacity(entries.len());
        for (raw_index, path) in entries {
            let raw_index = *raw_index;
            let path = path.as_ref();
            if raw_index < 0 {
                return Err(SipMangleError::NegativeRawIndex { raw_index });
            }
            let raw = i32::try_from(raw_index)
                .map_err(|_| SipMangleError::RawIndexOutOfRange { raw_index })?;
            if path.len() > MAX_NESTING {
                return Err(SipMangleError::TooDeep {
                    raw_index,
                    depth: path.len(),
                });
            }
            for key in path {
                if let PathKey::Index(key) = *key {
                    if !i32::try_from(key).is_ok_and(|k| k >= 0) {
                        return Err(SipMangleError::KeyOutOfRange {
                            raw_index,
                            key,
                            path: path.to_vec(),
                        });
                    }
                }
            }
            sorted.push(Entry {
                path,
                raw_index: raw,
            });
        }
        if sorted.is_empty() {
            return Ok(None);
        }
        // Stable, so equal paths stay in the caller's order and errors name them in that order.
        sorted.sort_by(|a, b| a.path.cmp(b.path));
        build_level(&sorted, 0).map(Some)
    }

    /// Appends the mangled structure (`_N`, `S...`, `D...`).
    pub fn encode_into(&self, b: &mut SignatureBuilder) {
        match self {
            SipNode::Leaf(raw_index) => {
                b.integer(LEAF, *raw_index);
            }
            SipNode::Sequence(items) => {
                b.span_with(SEQUENCE, |b| {
                    for (key, child) in items {
                        b.integer(INT_KEY, *key);
                        child.encode_into(b);
                    }
                });
            }
            SipNode::Dict(items) => {
                b.span_with(DICT, |b| {
                    for (key, child) in items {
                        b.span(STR_KEY, key.as_bytes());
                        child.encode_into(b);
                    }
                });
            }
        }
    }

    /// Calls `visit` with the index path and raw index of every leaf, in key order.
    pub fn for_each_leaf(&self, mut visit: impl FnMut(&[PathKey], i32)) {
        fn walk(node: &SipNode, path: &mut Vec<PathKey>, visit: &mut dyn FnMut(&[PathKey], i32)) {
            match node {
                SipNode::Leaf(raw_index) => visit(path, *raw_index),
                SipNode::Sequence(items) => {
                    for (key, child) in items {
                        path.push(PathKey::Index(i64::from(*key)));
                        walk(child, path, visit);
                        path.pop();
                    }
                }
                SipNode::Dict(items) => {
                    for (key, child) in items {
                        path.push(PathKey::Name(key.clone()));
                        walk(child, path, visit);
                        path.pop();
                    }
                }
            }
        }
        walk(self, &mut Vec::new(), &mut visit);
    }

    /// The `(raw index, index path)` pairs of every leaf, in key order: the inverse of
    /// [`SipNode::from_paths`].
    pub fn leaves(&self) -> Vec<(i64, Vec<PathKey>)> {
        let mut out = Vec::new();
        self.for_each_leaf(|path, raw_index| out.push((i64::from(raw_index), path.to_vec())));
        out
    }

    /// Number of leaves.
    pub fn leaf_count(&self) -> usize {
        match self {
            SipNode::Leaf(_) => 1,
            SipNode::Sequence(items) => items.iter().map(|(_, c)| c.leaf_count()).sum(),
            SipNode::Dict(items) => items.iter().map(|(_, c)| c.leaf_count()).sum(),
        }
    }
}

fn build_level<'a>(entries: &[Entry<'a>], depth: usize) -> Result<SipNode, SipMangleError> {
    let Some(first) = entries.first() else {
        // Callers only pass non-empty runs; an empty one would be an empty sequence.
        return Ok(SipNode::Sequence(Vec::new()));
    };
    if first.path.len() == depth {
        // Sorted: anything else in this run extends `first.path` or equals it.
        return match entries.get(1) {
            None => Ok(SipNode::Leaf(first.raw_index)),
            Some(next) if next.path.len() == depth => Err(SipMangleError::DuplicatePath {
                path: first.path.to_vec(),
                first: i64::from(first.raw_index),
                second: i64::from(next.raw_index),
            }),
            Some(next) => Err(SipMangleError::PrefixPath {
                prefix: first.path.to_vec(),
                prefix_raw_index: i64::from(first.raw_index),
                path: next.path.to_vec(),
                raw_index: i64::from(next.raw_index),
            }),
        };
    }
    // Every entry here is longer than `depth`: a shorter one would have sorted first. Sorted,
    // integer keys come before string keys, so a mixed level has an integer key first and a
    // string key last.
    let key_of = |e: &Entry<'a>| e.path.get(depth);
    if let (Some(PathKey::Index(_)), Some(last)) = (key_of(first), entries.last()) {
        if let Some(PathKey::Name(_)) = key_of(last) {
            return Err(SipMangleError::MixedKeys {
                level: first.path.iter().take(depth).cloned().collect(),
                first: i64::from(first.raw_index),
                second: i64::from(last.raw_index),
            });
        }
    }
    let mut sequence = Vec::new();
    let mut dict = Vec::new();
    for run in entries.chunk_by(|a, b| key_of(a) == key_of(b)) {
        let child = build_level(run, depth + 1)?;
        match run.first().and_then(key_of) {
            // Range-checked in `from_paths`.
            Some(PathKey::Index(i)) => sequence.push((*i as i32, child)),
            Some(PathKey::Name(name)) => dict.push((name.clone(), child)),
            None => {}
        }
    }
    Ok(if dict.is_empty() {
        SipNode::Sequence(sequence)
    } else {
        SipNode::Dict(dict)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(keys: &[PathKey]) -> Vec<PathKey> {
        keys.to_vec()
    }

    fn i(n: i64) -> PathKey {
        PathKey::Index(n)
    }

    fn s(name: &str) -> PathKey {
        PathKey::Name(name.to_owned())
    }

    fn mangle(entries: &[(i64, Vec<PathKey>)]) -> Result<String, SipMangleError> {
        let node = SipNode::from_paths(entries)?;
        let mut b = SignatureBuilder::new();
        if let Some(node) = node {
            node.encode_into(&mut b);
        }
        Ok(b.into_string())
    }

    #[test]
    fn integer_keys_make_a_sequence_sorted_numerically() {
        let out = mangle(&[(0, p(&[i(10)])), (1, p(&[i(2)]))]).unwrap();
        assert_eq!(out, "S10!k2_1k10_0");
    }

    #[test]
    fn string_keys_make_a_dict_sorted_by_bytes() {
        let out = mangle(&[(0, p(&[s("b")])), (1, p(&[s("a")])), (2, p(&[s("B")]))]).unwrap();
        assert_eq!(out, "D19!K2!B_2K2!a_1K2!b_0");
    }

    #[test]
    fn keys_need_not_start_at_zero_or_be_contiguous() {
        let out = mangle(&[(0, p(&[i(3)])), (1, p(&[i(7)]))]).unwrap();
        assert_eq!(out, "S9!k3_0k7_1");
    }

    #[test]
    fn nested_levels_mangle_as_nested_spans() {
        let out = mangle(&[(0, p(&[i(0)])), (1, p(&[i(1), s("x")]))]).unwrap();
        assert_eq!(out, "S16!k0_0k1D7!K2!x_1");
    }

    #[test]
    fn empty_structure_mangles_to_nothing() {
        assert_eq!(SipNode::from_paths::<Vec<PathKey>>(&[]).unwrap(), None);
    }

    #[test]
    fn empty_path_is_a_root_leaf() {
        assert_eq!(mangle(&[(0, vec![])]).unwrap(), "_0");
    }

    #[test]
    fn rejects_negative_raw_index() {
        assert_eq!(
            mangle(&[(-1, p(&[i(0)]))]),
            Err(SipMangleError::NegativeRawIndex { raw_index: -1 })
        );
    }

    #[test]
    fn rejects_out_of_range_keys_and_indices() {
        assert!(matches!(
            mangle(&[(0, p(&[i(-1)]))]),
            Err(SipMangleError::KeyOutOfRange { key: -1, .. })
        ));
        assert!(matches!(
            mangle(&[(0, p(&[i(1 << 31)]))]),
            Err(SipMangleError::KeyOutOfRange { .. })
        ));
        assert!(matches!(
            mangle(&[(1 << 31, p(&[i(0)]))]),
            Err(SipMangleError::RawIndexOutOfRange { .. })
        ));
    }

    #[test]
    fn rejects_mixed_key_kinds_in_a_level() {
        let err = mangle(&[(0, p(&[i(0), i(0)])), (1, p(&[i(0), s("a")]))]).unwrap_err();
        assert_eq!(
            err,
            SipMangleError::MixedKeys {
                level: p(&[i(0)]),
                first: 0,
                second: 1
            }
        );
        assert_eq!(
            err.to_string(),
            "raw indices 0 and 1: level [0] mixes integer and string keys"
        );
    }

    #[test]
    fn rejects_duplicate_path() {
        let err = mangle(&[(0, p(&[s("a")])), (1, p(&[s("a")]))]).unwrap_err();
        assert_eq!(
            err.to_string(),
            "raw indices 0 and 1 have the same path [\"a\"]"
        );
    }

    #[test]
    fn rejects_prefix_path_in_either_order() {
        let leaf_first = mangle(&[(0, p(&[i(0)])), (1, p(&[i(0), s("a")]))]).unwrap_err();
        let leaf_last = mangle(&[(1, p(&[i(0), s("a")])), (0, p(&[i(0)]))]).unwrap_err();
        let expected = SipMangleError::PrefixPath {
            prefix: p(&[i(0)]),
            prefix_raw_index: 0,
            path: p(&[i(0), s("a")]),
            raw_index: 1,
        };
        assert_eq!(leaf_first, expected);
        assert_eq!(leaf_last, expected);
        assert_eq!(
            expected.to_string(),
            "path [0] of raw index 0 is a prefix of path [0, \"a\"] of raw index 1"
        );
        // The root leaf is a prefix of everything.
        assert!(matches!(
            mangle(&[(0, vec![]), (1, p(&[i(0)]))]),
            Err(SipMangleError::PrefixPath { .. })
        ));
    }

    #[test]
    fn rejects_paths_deeper_than_the_limit() {
        let deep = vec![i(0); MAX_NESTING + 1];
        assert!(matches!(
            mangle(&[(0, deep)]),
            Err(SipMangleError::TooDeep { .. })
        ));
        assert!(mangle(&[(0, vec![i(0); MAX_NESTING])]).is_ok());
    }

    #[test]
    fn reads_printed_index_paths() {
        assert_eq!(
            parse_index_path(r#"[0, "x\22y", 1 : i32, 2, -3 : index]"#),
            Ok(vec![i(0), s("x\"y"), i(1), i(2), i(-3)])
        );
        assert_eq!(parse_index_path(" [ ] "), Ok(vec![]));
        for (text, offset) in [
            ("", 0),
            ("[0", 2),
            ("[0,]", 3),
            ("[x]", 1),
            ("[\"a]", 1),
            ("[1 : f32]", 5),
            ("[99999999999999999999]", 1),
            ("[0] 1", 4),
        ] {
            assert_eq!(
                parse_index_path(text).map_err(|e| e.offset),
                Err(offset),
                "{text}"
            );
        }
    }

    #[test]
    fn leaves_invert_from_paths() {
        let entries = vec![
            (2, p(&[i(1), s("y")])),
            (0, p(&[i(0)])),
            (1, p(&[i(1), s("x"), i(4)])),
        ];
        let node = SipNode::from_paths(&entries).unwrap().unwrap();
        assert_eq!(node.leaf_count(), 3);
        let leaves = node.leaves();
        assert_eq!(
            leaves,
            vec![
                (0, p(&[i(0)])),
                (1, p(&[i(1), s("x"), i(4)])),
                (2, p(&[i(1), s("y")])),
            ]
        );
        assert_eq!(SipNode::from_paths(&leaves).unwrap(), Some(node));
    }
}
