//! Mapping nested values onto a SIP structure's flat raw list and back, as a dynamic-language
//! binding does when it calls a SIP function.
//!
//! [`Nested`] is the caller-side value: leaves of any type, lists and string-keyed dicts, and
//! `None` for the gaps that rebuilt sequences may have. [`SipNode::flatten`] walks the structure
//! and the value together and places each leaf at its raw index; [`SipNode::unflatten`] builds
//! the nested value from raw results (a sequence as a list with `None` in its gaps, since SIP
//! cannot tell a list from a tuple). Gap filling is bounded by [`MAX_GAP_SLOTS`] so a sparse
//! key like 2147483647 is an error rather than an allocation.

use std::fmt;

use crate::sip_tree::{DisplayPath, PathKey, SipNode};
use crate::structure::MAX_GAP_SLOTS;

/// A caller-side nested value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Nested<T> {
    /// A leaf value.
    Leaf(T),
    /// No value (a gap).
    None,
    /// A sequence.
    List(Vec<Nested<T>>),
    /// A dict; key order does not matter.
    Dict(Vec<(String, Nested<T>)>),
}

impl<T> Nested<T> {
    fn kind(&self) -> &'static str {
        match self {
            Nested::Leaf(_) => "a leaf value",
            Nested::None => "None",
            Nested::List(_) => "a list",
            Nested::Dict(_) => "a dict",
        }
    }
}

/// A nested value that does not fit the structure, or raw values that do not fill it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("at {}: {message}", DisplayPath(.path))]
pub struct NestError {
    /// Where in the structure.
    pub path: Vec<PathKey>,
    /// What is wrong.
    pub message: String,
}

impl SipNode {
    /// The raw (flat) values for `value`: the leaf at each path goes to its raw index. The
    /// raw indices must be exactly `0..leaf_count`, each once; lists must have exactly the
    /// sequence's length (largest key + 1) and dicts exactly its keys.
    pub fn flatten<T: Clone>(&self, value: &Nested<T>) -> Result<Vec<T>, NestError> {
        let count = self.leaf_count();
        let mut slots: Vec<Option<T>> = vec![None; count];
        let mut path = Vec::new();
        flatten_into(self, value, &mut slots, &mut path)?;
        slots
            .into_iter()
            .enumerate()
            .map(|(i, slot)| {
                slot.ok_or_else(|| NestError {
                    path: Vec::new(),
                    message: format!("raw index {i} is not bound by the structure"),
                })
            })
            .collect()
    }

    /// The nested value the raw values `flat` stand for.
    pub fn unflatten<T: Clone>(&self, flat: &[T]) -> Result<Nested<T>, NestError> {
        let mut gaps_left = MAX_GAP_SLOTS;
        unflatten_node(self, flat, &mut Vec::new(), &mut gaps_left)
    }
}

fn error(path: &[PathKey], message: String) -> NestError {
    NestError {
        path: path.to_vec(),
        message,
    }
}

fn flatten_into<T: Clone>(
    node: &SipNode,
    value: &Nested<T>,
    slots: &mut [Option<T>],
    path: &mut Vec<PathKey>,
) -> Result<(), NestError> {
    match (node, value) {
        (SipNode::Leaf(raw_index), Nested::Leaf(leaf)) => {
            let count = slots.len();
            let Some(slot) = slots.get_mut(*raw_index as usize) else {
                return Err(error(
                    path,
                    format!("raw index {raw_index} is out of range for {count} leaves"),
                ));
            };
            if slot.is_some() {
                return Err(error(path, format!("raw index {raw_index} is bound twice")));
            }
            *slot = Some(leaf.clone());
            Ok(())
        }
        (SipNode::Sequence(items), Nested::List(list)) => {
            let expected = items.last().map_or(0, |(k, _)| *k as usize + 1);
            if list.len() != expected {
                return Err(error(
                    path,
                    format!(
                        "expected a sequence with {expected} values, got {}",
                        list.len()
                    ),
                ));
            }
            for (key, child) in items {
                path.push(PathKey::Index(i64::from(*key)));
                let item = list
                    .get(*key as usize)
                    .ok_or_else(|| error(path, format!("could not get item {key}")))?;
                flatten_into(child, item, slots, path)?;
                path.pop();
            }
            Ok(())
        }
        (SipNode::Dict(items), Nested::Dict(entries)) => {
            if entries.len() != items.len() {
                return Err(error(
                    path,
                    format!(
                        "expected a dict with {} values, got {}",
                        items.len(),
                        entries.len()
                    ),
                ));
            }
            let mut sorted: Vec<&(String, Nested<T>)> = entries.iter().collect();
            sorted.sort_by(|a, b| a.0.cmp(&b.0));
            for (key, child) in items {
                path.push(PathKey::Name(key.clone()));
                let found = sorted
                    .binary_search_by(|(k, _)| k.as_str().cmp(key))
                    .ok()
                    .and_then(|i| sorted.get(i));
                let Some((_, item)) = found else {
                    return Err(error(
                        path,
                        format!("could not get item {}", crate::reflection::json_string(key)),
                    ));
                };
                flatten_into(child, item, slots, path)?;
                path.pop();
            }
            Ok(())
        }
        (node, value) => {
            let expected = match node {
                SipNode::Leaf(_) => "a leaf value",
                SipNode::Sequence(_) => "a list",
                SipNode::Dict(_) => "a dict",
            };
            Err(error(
                path,
                format!("expected {expected}, got {}", value.kind()),
            ))
        }
    }
}

fn unflatten_node<T: Clone>(
    node: &SipNode,
    flat: &[T],
    path: &mut Vec<PathKey>,
    gaps_left: &mut usize,
) -> Result<Nested<T>, NestError> {
    match node {
        SipNode::Leaf(raw_index) => flat
            .get(*raw_index as usize)
            .map(|leaf| Nested::Leaf(leaf.clone()))
            .ok_or_else(|| {
                error(
                    path,
                    format!(
                        "raw index {raw_index} is out of range for {} values",
                        flat.len()
                    ),
                )
            }),
        SipNode::Sequence(items) => {
            let mut list = Vec::with_capacity(items.len());
            for (key, child) in items {
                let index = *key as usize;
                let gap = index.saturating_sub(list.len());
                if gap > *gaps_left {
                    return Err(error(
                        path,
                        format!("sequence key {key} leaves more than {MAX_GAP_SLOTS} gaps"),
                    ));
                }
                *gaps_left -= gap;
                list.resize(index, Nested::None);
                path.push(PathKey::Index(i64::from(*key)));
                list.push(unflatten_node(child, flat, path, gaps_left)?);
                path.pop();
            }
            Ok(Nested::List(list))
        }
        SipNode::Dict(items) => {
            let mut entries = Vec::with_capacity(items.len());
            for (key, child) in items {
                path.push(PathKey::Name(key.clone()));
                entries.push((key.clone(), unflatten_node(child, flat, path, gaps_left)?));
                path.pop();
            }
            Ok(Nested::Dict(entries))
        }
    }
}

impl<T: fmt::Display> fmt::Display for Nested<T> {
    /// Python-like: `[1, None, {"a": 2}]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Nested::Leaf(v) => write!(f, "{v}"),
            Nested::None => f.write_str("None"),
            Nested::List(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
            Nested::Dict(entries) => {
                f.write_str("{")?;
                for (i, (key, item)) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    crate::reflection::write_json_string(f, key)?;
                    write!(f, ": {item}")?;
                }
                f.write_str("}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sip::SipSignature;

    fn leaf(v: &str) -> Nested<String> {
        Nested::Leaf(v.to_owned())
    }

    fn structure(sig: &str) -> SipNode {
        SipSignature::parse(sig.as_bytes()).unwrap().inputs.unwrap()
    }

    #[test]
    fn flattens_positional_and_nested_values() {
        // [a, {"x": b, "y": [c]}] with leaves a->1, b->2, c->0.
        let node = structure("I32!S28!k0_1k1D18!K2!x_2K2!yS5!k0_0R1!");
        let value = Nested::List(vec![
            leaf("a"),
            Nested::Dict(vec![
                ("y".into(), Nested::List(vec![leaf("c")])),
                ("x".into(), leaf("b")),
            ]),
        ]);
        assert_eq!(node.flatten(&value).unwrap(), vec!["c", "a", "b"]);
        let rebuilt = node
            .unflatten(&["c".to_owned(), "a".to_owned(), "b".to_owned()])
            .unwrap();
        assert_eq!(rebuilt.to_string(), r#"[a, {"x": b, "y": [c]}]"#);
    }

    #[test]
    fn unflatten_fills_gaps_with_none() {
        let node = structure("I12!S9!k1_0k3_1R1!");
        assert_eq!(
            node.unflatten(&[7, 8]).unwrap().to_string(),
            "[None, 7, None, 8]"
        );
        let value = Nested::List(vec![
            Nested::None,
            Nested::Leaf(7),
            Nested::None,
            Nested::Leaf(8),
        ]);
        assert_eq!(node.flatten(&value).unwrap(), vec![7, 8]);
    }

    #[test]
    fn mismatches_are_errors_with_paths() {
        let node = structure("I22!D18!K2!aS5!k1_0K2!b_1R1!");
        let wrong_len = Nested::Dict(vec![
            ("a".into(), Nested::List(vec![leaf("x")])),
            ("b".into(), leaf("y")),
        ]);
        assert_eq!(
            node.flatten(&wrong_len).unwrap_err().to_string(),
            "at [\"a\"]: expected a sequence with 2 values, got 1"
        );
        let missing = Nested::Dict(vec![
            ("a".into(), Nested::List(vec![Nested::None, leaf("x")])),
            ("c".into(), leaf("y")),
        ]);
        assert_eq!(
            node.flatten(&missing).unwrap_err().to_string(),
            "at [\"b\"]: could not get item \"b\""
        );
        let wrong_kind = Nested::Dict(vec![("a".into(), leaf("x")), ("b".into(), leaf("y"))]);
        assert_eq!(
            node.flatten(&wrong_kind).unwrap_err().to_string(),
            "at [\"a\"]: expected a list, got a leaf value"
        );
        assert!(node.unflatten(&["only one".to_owned()]).is_err());
    }

    #[test]
    fn raw_indices_must_cover_the_leaves() {
        let gap = structure("I12!S9!k0_0k1_2R1!");
        let value = Nested::List(vec![leaf("a"), leaf("b")]);
        assert!(gap
            .flatten(&value)
            .unwrap_err()
            .message
            .contains("out of range"));
        let twice = structure("I12!S9!k0_0k1_0R1!");
        assert!(twice
            .flatten(&value)
            .unwrap_err()
            .message
            .contains("bound twice"));
    }

    #[test]
    fn huge_keys_do_not_allocate() {
        let node = structure("I18!S14!k2147483647_0R1!");
        assert!(node.unflatten(&[1]).unwrap_err().message.contains("gaps"));
        let err = node
            .flatten(&Nested::List(vec![Nested::Leaf(1)]))
            .unwrap_err();
        assert!(err.message.contains("2147483648"));
    }
}
