//! Everything `--sigil-materialize-abi` attaches to an exported function, computed in one call.
//!
//! The input model is deliberately the IR crate's view reduced to what the ABI reads: per
//! argument and result an [`MlirType`], an optional index path and the attributes as printed
//! `(name, value)` pairs, plus the function's own printed attributes. The output,
//! [`Reflection`], holds each reflection entry as a value and can list them as printed MLIR
//! attributes, sorted the way an MLIR dictionary prints, ready to merge into
//! `iree.reflection`.

use std::fmt;

use crate::declaration::{format_declaration, InvocationModel};
use crate::mlir_string::{escape_mlir_string, parse_mlir_string};
use crate::mlir_type::{MlirType, TypeTooDeep};
use crate::raw::RawSignature;
use crate::reflection::AbiRecords;
use crate::sip_tree::PathKey;
use crate::structure::{structure, Side, StructureError};

/// Function attribute whose (string) value replaces the generated `iree.abi` JSON.
pub const ABI_ATTR: &str = "iree.abi";

/// Function attribute whose (string) value replaces the generated declaration.
pub const DECLARATION_ATTR: &str = "iree.abi.declaration";

/// Function attribute selecting the invocation model (`"sync"` or `"coarse-fences"`).
pub const MODEL_ATTR: &str = "iree.abi.model";

/// One argument or result as the ABI sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbiValue {
    /// Its type.
    pub ty: MlirType,
    /// `tf_saved_model.index_path`, already decoded.
    pub index_path: Option<Vec<PathKey>>,
    /// Its attributes as printed `(name, value)` pairs, in dictionary order; a unit
    /// attribute's value is `unit` (that is how IREE's declaration shows it).
    pub attrs: Vec<(String, String)>,
}

impl AbiValue {
    /// A value of type `ty` without path or attributes.
    pub fn new(ty: MlirType) -> AbiValue {
        AbiValue {
            ty,
            index_path: None,
            attrs: Vec::new(),
        }
    }

    /// Sets the index path.
    pub fn with_index_path(mut self, path: Vec<PathKey>) -> AbiValue {
        self.index_path = Some(path);
        self
    }

    /// Appends a printed attribute.
    pub fn with_attr(mut self, name: &str, value: &str) -> AbiValue {
        self.attrs.push((name.to_owned(), value.to_owned()));
        self
    }
}

/// A non-fatal finding: an argument or result the raw ABI cannot express.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AbiWarning {
    /// The function.
    pub function: String,
    /// Argument or result.
    pub side: Side,
    /// Its position.
    pub position: usize,
    /// Its type, as printed.
    pub ty: String,
}

impl fmt::Display for AbiWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = match self.side {
            Side::Argument => "Argument",
            Side::Result => "Result",
        };
        write!(
            f,
            "{side} #{} of function {} is not a recognized public ABI type ({}) and the \
             function may not be invocable by standard tools",
            self.position, self.function, self.ty
        )
    }
}

/// Why no reflection could be computed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AbiError {
    /// The index paths do not describe a structure.
    #[error("function {function}: {source}")]
    Structure {
        /// The function.
        function: String,
        /// What is wrong.
        #[source]
        source: StructureError,
    },
    /// A type too deep to describe.
    #[error("function {function}: {side} #{position}: {source}")]
    TooDeep {
        /// The function.
        function: String,
        /// Argument or result.
        side: Side,
        /// Its position.
        position: usize,
        /// The limit.
        #[source]
        source: TypeTooDeep,
    },
    /// A function attribute the ABI reads has an unusable value.
    #[error("function {function}: attribute {name} = {value}: {reason}")]
    BadAttribute {
        /// The function.
        function: String,
        /// The attribute.
        name: String,
        /// Its printed value.
        value: String,
        /// What is expected.
        reason: &'static str,
    },
}

/// A function to describe.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionAbi {
    /// Public name (without `@`).
    pub name: String,
    /// Arguments.
    pub args: Vec<AbiValue>,
    /// Results.
    pub results: Vec<AbiValue>,
    /// The function's attributes as printed `(name, value)` pairs; `iree.abi`,
    /// `iree.abi.declaration` and `iree.abi.model` are read.
    pub attrs: Vec<(String, String)>,
}

/// The reflection metadata of one function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reflection {
    /// `f`: the raw signature.
    pub raw_signature: String,
    /// `iree.abi`: the JSON (generated, or the function's own passed through).
    pub abi_json: String,
    /// `iree.abi.declaration`.
    pub declaration: String,
    /// `iree.abi.model`, when not sync.
    pub invocation_model: InvocationModel,
    /// `sip`, when index paths are present (then also `abi = "sip"`, `abiv = 1`).
    pub sip: Option<String>,
    /// Arguments and results the raw ABI cannot express.
    pub warnings: Vec<AbiWarning>,
}

/// `fv`: the raw signature version.
pub const RAW_SIGNATURE_VERSION: &str = "1";

impl Reflection {
    /// The reflection entries as printed MLIR attributes, sorted by name as an MLIR
    /// dictionary prints them: `abi`, `abiv`, `f`, `fv`, `iree.abi`, `iree.abi.declaration`,
    /// `iree.abi.model`, `sip` (each only when present).
    pub fn attributes(&self) -> Vec<(&'static str, String)> {
        let mut attrs = Vec::with_capacity(8);
        if self.sip.is_some() {
            attrs.push(("abi", escape_mlir_string("sip")));
            attrs.push(("abiv", "1 : i32".to_owned()));
        }
        attrs.push(("f", escape_mlir_string(&self.raw_signature)));
        attrs.push(("fv", escape_mlir_string(RAW_SIGNATURE_VERSION)));
        attrs.push(("iree.abi", escape_mlir_string(&self.abi_json)));
        attrs.push((
            "iree.abi.declaration",
            escape_mlir_string(&self.declaration),
        ));
        if self.invocation_model == InvocationModel::CoarseFences {
            attrs.push(("iree.abi.model", escape_mlir_string("coarse-fences")));
        }
        if let Some(sip) = &self.sip {
            attrs.push(("sip", escape_mlir_string(sip)));
        }
        attrs
    }

    /// The entries as the body of an MLIR dictionary: `{abi = "sip", ..., sip = "..."}`.
    pub fn dictionary(&self) -> String {
        let entries: Vec<String> = self
            .attributes()
            .into_iter()
            .map(|(name, value)| format!("{name} = {value}"))
            .collect();
        format!("{{{}}}", entries.join(", "))
    }
}

impl FunctionAbi {
    /// A function without attributes.
    pub fn new(name: &str, args: Vec<AbiValue>, results: Vec<AbiValue>) -> FunctionAbi {
        FunctionAbi {
            name: name.to_owned(),
            args,
            results,
            attrs: Vec::new(),
        }
    }

    /// Everything the ABI pass needs for a function without function attributes.
    pub fn from_function(
        name: &str,
        args: Vec<AbiValue>,
        results: Vec<AbiValue>,
    ) -> Result<Reflection, AbiError> {
        FunctionAbi::new(name, args, results).reflect()
    }

    /// Computes the raw signature (with a warning per unsupported type), the SIP signature
    /// and structured records when index paths are present, the `iree.abi` JSON (unless the
    /// function brings its own) and the declaration (likewise).
    pub fn reflect(&self) -> Result<Reflection, AbiError> {
        let (raw, unsupported) = RawSignature::from_types(
            self.args.iter().map(|v| &v.ty),
            self.results.iter().map(|v| &v.ty),
        );
        let warnings = unsupported
            .into_iter()
            .map(|(side, position)| {
                let values = match side {
                    Side::Argument => &self.args,
                    Side::Result => &self.results,
                };
                AbiWarning {
                    function: self.name.clone(),
                    side,
                    position,
                    ty: values
                        .get(position)
                        .map(|v| v.ty.to_string())
                        .unwrap_or_default(),
                }
            })
            .collect();
        let structured =
            structure(&self.args, &self.results).map_err(|source| AbiError::Structure {
                function: self.name.clone(),
                source,
            })?;
        let invocation_model = match self.string_attr(MODEL_ATTR)? {
            None => InvocationModel::Sync,
            Some(model) if model == "sync" => InvocationModel::Sync,
            Some(model) if model == "coarse-fences" => InvocationModel::CoarseFences,
            Some(_) => {
                return Err(self.bad_attribute(MODEL_ATTR, "expected \"sync\" or \"coarse-fences\""))
            }
        };
        let abi_json = match self.string_attr(ABI_ATTR)? {
            Some(json) => json,
            None => match &structured {
                Some(structured) => structured.records.to_json(),
                None => self.plain_records()?.to_json(),
            },
        };
        let declaration = match self.string_attr(DECLARATION_ATTR)? {
            Some(declaration) => declaration,
            None => format_declaration(invocation_model, &self.name, &self.args, &self.results),
        };
        Ok(Reflection {
            raw_signature: raw.encode(),
            abi_json,
            declaration,
            invocation_model,
            sip: structured.map(|s| s.sip.encode()),
            warnings,
        })
    }

    /// One record per argument and result, from its type.
    fn plain_records(&self) -> Result<AbiRecords, AbiError> {
        let records = |side: Side, values: &[AbiValue]| {
            values
                .iter()
                .enumerate()
                .map(|(position, value)| {
                    value.ty.type_record().map_err(|source| AbiError::TooDeep {
                        function: self.name.clone(),
                        side,
                        position,
                        source,
                    })
                })
                .collect::<Result<Vec<_>, _>>()
        };
        Ok(AbiRecords {
            args: records(Side::Argument, &self.args)?,
            results: records(Side::Result, &self.results)?,
        })
    }

    /// The value of a string-valued function attribute, if present.
    fn string_attr(&self, name: &str) -> Result<Option<String>, AbiError> {
        match self.attrs.iter().find(|(n, _)| n == name) {
            None => Ok(None),
            Some((_, text)) => parse_mlir_string(text)
                .map(Some)
                .ok_or_else(|| self.bad_attribute(name, "expected a string")),
        }
    }

    fn bad_attribute(&self, name: &str, reason: &'static str) -> AbiError {
        let value = self
            .attrs
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default();
        AbiError::BadAttribute {
            function: self.name.clone(),
            name: name.to_owned(),
            value,
            reason,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(ty: &str) -> AbiValue {
        AbiValue::new(MlirType::parse(ty).unwrap())
    }

    #[test]
    fn plain_function_gets_raw_signature_json_and_declaration() {
        let reflection = FunctionAbi::from_function(
            "main",
            vec![value("tensor<?x128x64xf32>"), value("i32")],
            vec![value("tensor<32x?x64xui64>")],
        )
        .unwrap();
        assert_eq!(
            reflection.raw_signature,
            "I20!B11!d-1d128d64S3!t6R17!B13!t11d32d-1d64"
        );
        assert_eq!(
            RawSignature::parse(reflection.raw_signature.as_bytes())
                .unwrap()
                .to_string(),
            "(Buffer<float32[?x128x64]>, sint32) -> (Buffer<uint64[32x?x64]>)"
        );
        assert_eq!(
            reflection.abi_json,
            r#"{"a":[["ndarray","f32",3,null,128,64],"i32"],"r":[["ndarray","i64",3,32,null,64]],"v":1}"#
        );
        assert_eq!(
            reflection.declaration,
            "sync func @main(%input0: tensor<?x128x64xf32>, %input1: i32) -> (%output0: tensor<32x?x64xui64>)"
        );
        assert_eq!(reflection.sip, None);
        assert!(reflection.warnings.is_empty());
        assert_eq!(
            reflection.dictionary(),
            "{f = \"I20!B11!d-1d128d64S3!t6R17!B13!t11d32d-1d64\", fv = \"1\", \
             iree.abi = \"{\\22a\\22:[[\\22ndarray\\22,\\22f32\\22,3,null,128,64],\\22i32\\22],\\22r\\22:[[\\22ndarray\\22,\\22i64\\22,3,32,null,64]],\\22v\\22:1}\", \
             iree.abi.declaration = \"sync func @main(%input0: tensor<?x128x64xf32>, %input1: i32) -> (%output0: tensor<32x?x64xui64>)\"}"
        );
    }

    #[test]
    fn empty_function() {
        let reflection = FunctionAbi::from_function("f", vec![], vec![]).unwrap();
        assert_eq!(reflection.raw_signature, "I1!R1!");
        assert_eq!(reflection.abi_json, r#"{"a":[],"r":[],"v":1}"#);
        assert_eq!(reflection.declaration, "sync func @f() -> ()");
    }

    #[test]
    fn unsupported_types_become_u_with_a_warning() {
        let reflection = FunctionAbi::from_function(
            "odd",
            vec![value("i3"), value("f32")],
            vec![value("!util.list<?>")],
        )
        .unwrap();
        assert_eq!(reflection.raw_signature, "I7!U1!S1!R4!U1!");
        assert_eq!(
            RawSignature::parse(reflection.raw_signature.as_bytes())
                .unwrap()
                .to_string(),
            "(Unrecognized, float32) -> (Unrecognized)"
        );
        assert_eq!(reflection.warnings.len(), 2);
        assert_eq!(
            reflection.warnings[0].to_string(),
            "Argument #0 of function odd is not a recognized public ABI type (i3) and the function \
             may not be invocable by standard tools"
        );
        assert_eq!(reflection.warnings[1].side, Side::Result);
        assert_eq!(
            reflection.abi_json,
            r#"{"a":["i3","f32"],"r":[["py_homogeneous_list","unknown"]],"v":1}"#
        );
    }

    #[test]
    fn index_paths_add_sip() {
        let reflection = FunctionAbi::from_function(
            "predict",
            vec![
                value("tensor<4xf32>").with_index_path(vec![PathKey::Index(0)]),
                value("tensor<4xf32>").with_index_path(vec![PathKey::Index(1)]),
            ],
            vec![value("tensor<4xf32>").with_index_path(vec![])],
        )
        .unwrap();
        assert_eq!(reflection.sip.as_deref(), Some("I12!S9!k0_0k1_1R3!_0"));
        assert_eq!(reflection.raw_signature, "I11!B3!d4B3!d4R6!B3!d4");
        let names: Vec<&str> = reflection.attributes().iter().map(|(n, _)| *n).collect();
        assert_eq!(
            names,
            [
                "abi",
                "abiv",
                "f",
                "fv",
                "iree.abi",
                "iree.abi.declaration",
                "sip"
            ]
        );
        assert!(reflection
            .dictionary()
            .starts_with("{abi = \"sip\", abiv = 1 : i32, f = "));
    }

    #[test]
    fn function_attributes_pass_through() {
        let mut function = FunctionAbi::new("g", vec![value("i32")], vec![]);
        function.attrs = vec![
            ("iree.abi".into(), "\"{\\22a\\22:[\\22custom\\22]}\"".into()),
            ("iree.abi.model".into(), "\"coarse-fences\"".into()),
        ];
        let reflection = function.reflect().unwrap();
        assert_eq!(reflection.abi_json, r#"{"a":["custom"]}"#);
        assert_eq!(reflection.declaration, "async func @g(%input0: i32) -> ()");
        assert!(reflection
            .dictionary()
            .contains("iree.abi.model = \"coarse-fences\""));

        function.attrs = vec![("iree.abi.declaration".into(), "\"mine\"".into())];
        assert_eq!(function.reflect().unwrap().declaration, "mine");

        function.attrs = vec![("iree.abi".into(), "unit".into())];
        assert_eq!(
            function.reflect().unwrap_err().to_string(),
            "function g: attribute iree.abi = unit: expected a string"
        );
        function.attrs = vec![("iree.abi.model".into(), "\"eager\"".into())];
        assert!(matches!(
            function.reflect(),
            Err(AbiError::BadAttribute { .. })
        ));
    }

    /// `iree-opt --iree-abi-wrap-entry-points` (IREE 3.13) on `util.func public @g(%arg0:
    /// tensor<4xf32>) -> tensor<4xf32> attributes {iree.abi.model = "coarse-fences",
    /// iree.abi = "{\"a\":[\"custom\"]}"}` gives this `iree.reflection`; ours adds `f`/`fv`.
    #[test]
    fn matches_iree_3_13_for_passed_through_attributes() {
        let mut function = FunctionAbi::new(
            "g",
            vec![value("tensor<4xf32>")],
            vec![value("tensor<4xf32>")],
        );
        function.attrs = vec![
            ("iree.abi".into(), "\"{\\22a\\22:[\\22custom\\22]}\"".into()),
            ("iree.abi.model".into(), "\"coarse-fences\"".into()),
        ];
        let iree = "{iree.abi = \"{\\22a\\22:[\\22custom\\22]}\", iree.abi.declaration = \"async func @g(%input0: \
                    tensor<4xf32>) -> (%output0: tensor<4xf32>)\", iree.abi.model = \"coarse-fences\"}";
        let ours: Vec<String> = function
            .reflect()
            .unwrap()
            .attributes()
            .into_iter()
            .filter(|(name, _)| name.starts_with("iree."))
            .map(|(name, value)| format!("{name} = {value}"))
            .collect();
        assert_eq!(format!("{{{}}}", ours.join(", ")), iree);
    }

    #[test]
    fn structure_errors_name_the_function() {
        let err = FunctionAbi::from_function(
            "h",
            vec![
                value("i32").with_index_path(vec![PathKey::Index(0)]),
                value("i32").with_index_path(vec![PathKey::Index(0), PathKey::from("a")]),
            ],
            vec![],
        )
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "function h: index paths of the arguments: path [0] of raw index 0 is a prefix of \
             path [0, \"a\"] of raw index 1"
        );
    }
}
