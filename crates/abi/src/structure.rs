//! Structured functions: arguments and results that carry index paths
//! (`tf_saved_model.index_path = [0, "x"]`) get a SIP signature and nested V1 JSON records.
//!
//! Both are derived from one [`SipNode`] tree per side, so the SIP signature and the JSON can
//! never disagree about the structure, and the path conflicts (duplicate, prefix, mixed key
//! kinds, out-of-range keys) are detected once, by [`SipNode::from_paths`]. The JSON rules:
//! integer levels are `slist` for arguments and `stuple` for results, with `null` in the gaps;
//! string levels are `sdict` sorted by key; string keys directly under the argument root make
//! `["named", key, record]` (keyword) arguments; and the first level of a structured result is
//! returned as several VM results, so `r` holds that one structure record.
//!
//! Gaps in sequences are filled with `null`, so a path like `[1000000]` could ask for a huge
//! record; the number of filler slots per function is bounded by [`MAX_GAP_SLOTS`].

use std::fmt;

use crate::function::AbiValue;
use crate::mlir_type::TypeTooDeep;
use crate::reflection::{AbiRecords, TypeRecord};
use crate::sip::SipSignature;
use crate::sip_tree::{PathKey, SipMangleError, SipNode};

/// Most `null` slots that sequence gaps may add to one function's records.
pub const MAX_GAP_SLOTS: usize = 1 << 16;

/// Arguments or results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Function arguments (inputs).
    Argument,
    /// Function results.
    Result,
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::Argument => "argument",
            Side::Result => "result",
        })
    }
}

/// Why a function's index paths do not describe a structure.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StructureError {
    /// Some values have index paths and this one does not.
    #[error(
        "{side} #{position} has no index path, but other arguments or results of the function do"
    )]
    MissingIndexPath {
        /// Which side.
        side: Side,
        /// Its position.
        position: usize,
    },
    /// The paths of one side conflict (the raw indices are positions on that side).
    #[error("index paths of the {side}s: {source}")]
    Conflict {
        /// Which side.
        side: Side,
        /// The conflict.
        #[source]
        source: SipMangleError,
    },
    /// An argument bound at the root: the argument list itself is always a sequence or dict.
    #[error(
        "argument #{position} has an empty index path; arguments must be keyed by position or name"
    )]
    RootArgument {
        /// The argument.
        position: usize,
    },
    /// Sequence gaps would need more than [`MAX_GAP_SLOTS`] `null` slots.
    #[error("{side} index paths leave more than {MAX_GAP_SLOTS} empty sequence slots (key {key} at {})", crate::sip_tree::DisplayPath(.level))]
    TooManyGaps {
        /// Which side.
        side: Side,
        /// The level whose key overflowed the budget.
        level: Vec<PathKey>,
        /// That key.
        key: i32,
    },
    /// The structure plus a value's type nest deeper than [`crate::MAX_NESTING`].
    #[error("{side} #{position}: {source} (counting its index path)")]
    TooDeep {
        /// Which side.
        side: Side,
        /// The value.
        position: usize,
        /// The limit that was hit.
        #[source]
        source: TypeTooDeep,
    },
}

/// The SIP signature and V1 records of a structured function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Structured {
    /// `sip` reflection attribute.
    pub sip: SipSignature,
    /// `iree.abi` records.
    pub records: AbiRecords,
}

/// The structure of a function whose values carry index paths; `Ok(None)` when none does.
/// If any argument or result has an index path, all must.
pub fn structure(
    args: &[AbiValue],
    results: &[AbiValue],
) -> Result<Option<Structured>, StructureError> {
    let has_path = |values: &[AbiValue]| values.iter().any(|v| v.index_path.is_some());
    if !has_path(args) && !has_path(results) {
        return Ok(None);
    }
    let inputs = tree(Side::Argument, args)?;
    let outputs = tree(Side::Result, results)?;
    let mut deriver = Deriver {
        gaps_left: MAX_GAP_SLOTS,
    };
    let records = AbiRecords {
        args: deriver.argument_records(inputs.as_ref(), args)?,
        results: deriver.result_records(outputs.as_ref(), results)?,
    };
    Ok(Some(Structured {
        sip: SipSignature {
            inputs,
            results: outputs,
        },
        records,
    }))
}

fn tree(side: Side, values: &[AbiValue]) -> Result<Option<SipNode>, StructureError> {
    let mut entries = Vec::with_capacity(values.len());
    for (position, value) in values.iter().enumerate() {
        let Some(path) = &value.index_path else {
            return Err(StructureError::MissingIndexPath { side, position });
        };
        entries.push((position as i64, path.as_slice()));
    }
    SipNode::from_paths(&entries).map_err(|source| StructureError::Conflict { side, source })
}

struct Deriver {
    gaps_left: usize,
}

impl Deriver {
    fn argument_records(
        &mut self,
        root: Option<&SipNode>,
        args: &[AbiValue],
    ) -> Result<Vec<TypeRecord>, StructureError> {
        match root {
            None => Ok(Vec::new()),
            Some(SipNode::Leaf(raw_index)) => Err(StructureError::RootArgument {
                position: *raw_index as usize,
            }),
            Some(SipNode::Sequence(items)) => {
                self.slots(Side::Argument, &mut Vec::new(), items, args, 1)
            }
            Some(SipNode::Dict(items)) => items
                .iter()
                .map(|(key, child)| {
                    let mut path = vec![PathKey::Name(key.clone())];
                    let record = self.record(Side::Argument, &mut path, child, args, 2)?;
                    Ok(TypeRecord::Named {
                        name: key.clone(),
                        record: Box::new(record),
                    })
                })
                .collect(),
        }
    }

    fn result_records(
        &mut self,
        root: Option<&SipNode>,
        results: &[AbiValue],
    ) -> Result<Vec<TypeRecord>, StructureError> {
        match root {
            None => Ok(Vec::new()),
            Some(node) => Ok(vec![self.record(
                Side::Result,
                &mut Vec::new(),
                node,
                results,
                1,
            )?]),
        }
    }

    /// The record of `node`, found at `path`, sitting `depth` levels deep in the document.
    fn record(
        &mut self,
        side: Side,
        path: &mut Vec<PathKey>,
        node: &SipNode,
        values: &[AbiValue],
        depth: usize,
    ) -> Result<TypeRecord, StructureError> {
        match node {
            SipNode::Leaf(raw_index) => {
                let position = *raw_index as usize;
                // Raw indices are positions in `values`, so this always finds the value.
                let ty = values.get(position).map(|v| &v.ty);
                match ty {
                    Some(ty) => {
                        ty.type_record_at(depth)
                            .map_err(|source| StructureError::TooDeep {
                                side,
                                position,
                                source,
                            })
                    }
                    None => Ok(TypeRecord::Unknown),
                }
            }
            SipNode::Sequence(items) => {
                let slots = self.slots(side, path, items, values, depth + 1)?;
                Ok(match side {
                    Side::Argument => TypeRecord::SList(slots),
                    Side::Result => TypeRecord::STuple(slots),
                })
            }
            SipNode::Dict(items) => {
                let mut entries = Vec::with_capacity(items.len());
                for (key, child) in items {
                    path.push(PathKey::Name(key.clone()));
                    entries.push((
                        key.clone(),
                        self.record(side, path, child, values, depth + 1)?,
                    ));
                    path.pop();
                }
                Ok(TypeRecord::SDict(entries))
            }
        }
    }

    /// The slots of a sequence level (sorted keys), `null` in the gaps.
    fn slots(
        &mut self,
        side: Side,
        path: &mut Vec<PathKey>,
        items: &[(i32, SipNode)],
        values: &[AbiValue],
        depth: usize,
    ) -> Result<Vec<TypeRecord>, StructureError> {
        let mut slots = Vec::with_capacity(items.len());
        for (key, child) in items {
            let index = *key as usize;
            let gap = index.saturating_sub(slots.len());
            if gap > self.gaps_left {
                return Err(StructureError::TooManyGaps {
                    side,
                    level: path.clone(),
                    key: *key,
                });
            }
            self.gaps_left -= gap;
            slots.resize(index, TypeRecord::Null);
            path.push(PathKey::Index(i64::from(*key)));
            slots.push(self.record(side, path, child, values, depth)?);
            path.pop();
        }
        Ok(slots)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mlir_type::MlirType;

    fn value(ty: &str, path: &[PathKey]) -> AbiValue {
        AbiValue::new(MlirType::parse(ty).unwrap()).with_index_path(path.to_vec())
    }

    fn i(n: i64) -> PathKey {
        PathKey::Index(n)
    }

    fn s(name: &str) -> PathKey {
        PathKey::from(name)
    }

    fn derive(args: &[AbiValue], results: &[AbiValue]) -> (String, String) {
        let structured = structure(args, results).unwrap().unwrap();
        (structured.sip.encode(), structured.records.to_json())
    }

    #[test]
    fn no_paths_means_no_structure() {
        let args = [AbiValue::new(MlirType::int(32))];
        assert_eq!(structure(&args, &[]).unwrap(), None);
    }

    #[test]
    fn positional_arguments_and_a_single_result() {
        let (sip, json) = derive(
            &[value("tensor<4xf32>", &[i(0)]), value("i32", &[i(1)])],
            &[value("tensor<4xf32>", &[])],
        );
        assert_eq!(sip, "I12!S9!k0_0k1_1R3!_0");
        assert_eq!(
            json,
            r#"{"a":[["ndarray","f32",1,4],"i32"],"r":[["ndarray","f32",1,4]],"v":1}"#
        );
    }

    #[test]
    fn nested_lists_are_slists_and_dicts_are_sorted_sdicts() {
        let (sip, json) = derive(
            &[
                value("f32", &[i(0), s("b")]),
                value("i8", &[i(0), s("a"), i(1)]),
                value("i16", &[i(1)]),
            ],
            &[],
        );
        assert_eq!(sip, "I32!S28!k0D18!K2!aS5!k1_1K2!b_0k1_2R1!");
        assert_eq!(
            json,
            r#"{"a":[["sdict",["a",["slist",null,"i8"]],["b","f32"]],"i16"],"r":[],"v":1}"#
        );
    }

    #[test]
    fn string_keys_under_the_root_are_named_arguments() {
        let (sip, json) = derive(
            &[
                value("i32", &[s("y")]),
                value("tensor<?xf32>", &[s("x"), i(0)]),
            ],
            &[],
        );
        assert_eq!(sip, "I22!D18!K2!xS5!k0_1K2!y_0R1!");
        assert_eq!(
            json,
            r#"{"a":[["named","x",["slist",["ndarray","f32",1,null]]],["named","y","i32"]],"r":[],"v":1}"#
        );
    }

    #[test]
    fn first_result_level_is_one_structure_record() {
        let (sip, json) = derive(
            &[value("i32", &[i(0)])],
            &[value("f32", &[i(2)]), value("i64", &[i(0), i(0)])],
        );
        assert_eq!(sip, "I8!S5!k0_0R18!S14!k0S5!k0_1k2_0");
        assert_eq!(
            json,
            r#"{"a":["i32"],"r":[["stuple",["stuple","i64"],null,"f32"]],"v":1}"#
        );

        let (_, json) = derive(&[], &[value("f32", &[s("out")])]);
        assert_eq!(json, r#"{"a":[],"r":[["sdict",["out","f32"]]],"v":1}"#);
    }

    #[test]
    fn gaps_in_positional_arguments_are_null() {
        let (_, json) = derive(&[value("i32", &[i(2)])], &[]);
        assert_eq!(json, r#"{"a":[null,null,"i32"],"r":[],"v":1}"#);
    }

    #[test]
    fn huge_gaps_are_an_error_not_an_allocation() {
        let err = structure(&[value("i32", &[i(0), i(i64::from(i32::MAX))])], &[]).unwrap_err();
        assert!(
            matches!(
                err,
                StructureError::TooManyGaps {
                    side: Side::Argument,
                    key: i32::MAX,
                    ..
                }
            ),
            "{err}"
        );
        assert_eq!(
            err.to_string(),
            "argument index paths leave more than 65536 empty sequence slots (key 2147483647 at [0])"
        );
    }

    #[test]
    fn conflicting_paths_are_errors() {
        let dup = structure(&[value("i32", &[i(0)]), value("i32", &[i(0)])], &[]).unwrap_err();
        assert_eq!(
            dup.to_string(),
            "index paths of the arguments: raw indices 0 and 1 have the same path [0]"
        );
        let prefix =
            structure(&[], &[value("i32", &[i(0), s("a")]), value("i32", &[i(0)])]).unwrap_err();
        assert!(matches!(
            prefix,
            StructureError::Conflict {
                side: Side::Result,
                source: SipMangleError::PrefixPath { .. }
            }
        ));
        let mixed = structure(&[value("i32", &[i(0)]), value("i32", &[s("x")])], &[]).unwrap_err();
        assert!(matches!(
            mixed,
            StructureError::Conflict {
                source: SipMangleError::MixedKeys { .. },
                ..
            }
        ));
        let negative = structure(&[value("i32", &[i(-1)])], &[]).unwrap_err();
        assert!(matches!(
            negative,
            StructureError::Conflict {
                source: SipMangleError::KeyOutOfRange { .. },
                ..
            }
        ));
    }

    #[test]
    fn every_value_needs_a_path_once_one_has() {
        let err = structure(
            &[value("i32", &[i(0)]), AbiValue::new(MlirType::int(8))],
            &[],
        )
        .unwrap_err();
        assert_eq!(
            err,
            StructureError::MissingIndexPath {
                side: Side::Argument,
                position: 1
            }
        );
        let err =
            structure(&[value("i32", &[i(0)])], &[AbiValue::new(MlirType::int(8))]).unwrap_err();
        assert_eq!(
            err,
            StructureError::MissingIndexPath {
                side: Side::Result,
                position: 0
            }
        );
    }

    #[test]
    fn arguments_cannot_sit_at_the_root() {
        let err = structure(&[value("i32", &[])], &[]).unwrap_err();
        assert_eq!(err, StructureError::RootArgument { position: 0 });
    }

    #[test]
    fn structure_and_type_depth_add_up() {
        let mut ty = MlirType::int(1);
        for _ in 0..crate::MAX_NESTING - 3 {
            ty = MlirType::Tuple(vec![ty]);
        }
        let shallow = AbiValue::new(ty.clone()).with_index_path(vec![i(0)]);
        assert!(structure(&[shallow], &[]).is_ok());
        let deep = AbiValue::new(ty).with_index_path(vec![i(0), i(0), i(0), i(0)]);
        assert!(matches!(
            structure(&[deep], &[]),
            Err(StructureError::TooDeep { .. })
        ));
    }

    #[test]
    fn records_read_back_through_the_json_reader() {
        let structured = structure(
            &[
                value("tensor<2x?xi8>", &[s("a"), i(3), s("q")]),
                value("!util.list<?>", &[s("b")]),
            ],
            &[value("tuple<i1, bf16>", &[i(1), s("z")])],
        )
        .unwrap()
        .unwrap();
        let json = structured.records.to_json();
        assert_eq!(AbiRecords::parse(&json).unwrap(), structured.records);
        let sip = structured.sip.encode();
        assert_eq!(SipSignature::parse(sip.as_bytes()).unwrap(), structured.sip);
    }
}
