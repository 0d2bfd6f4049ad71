//! `--sigil-materialize-abi`: attach IREE's reflection metadata to every public `func.func`.
//!
//! Each public function (no `sym_visibility`, or `"public"`) gets the discardable attribute
//!
//! ```text
//! iree.reflection = {f = "<raw signature>", fv = "1", iree.abi = "<V1 JSON>",
//!                    iree.abi.declaration = "sync func @f(...) -> (...)"}
//! ```
//!
//! plus `abi = "sip", abiv = 1 : i32, sip = "<SIP signature>"` when its arguments and results
//! carry `tf_saved_model.index_path` attributes, and `iree.abi.model = "coarse-fences"` for an
//! asynchronous function. The values are computed by [`sigil_abi::FunctionAbi`]; this module
//! reads the function out of the IR and writes the dictionary back.
//!
//! What a function already has is respected, in this order of precedence:
//! 1. entries of an existing `iree.reflection` dictionary are kept unchanged, except the ones
//!    derived from the signature (`f`, `fv`, `abi`, `abiv`, `sip`), which are recomputed; its
//!    `iree.abi`, `iree.abi.declaration` and `iree.abi.model` are also what the computation
//!    uses (so the declaration of a function whose reflection says `coarse-fences` is `async`);
//! 2. otherwise the function attributes `iree.abi` (passed through unchanged),
//!    `iree.abi.declaration` and `iree.abi.model`, as IREE reads them;
//! 3. otherwise the generated values.
//!
//! IREE 3.13 (`--iree-abi-wrap-entry-points`) appends its entries to an existing
//! `iree.reflection` and so writes a dictionary with the same key twice when one is already
//! there; here every key appears once, and running the pass twice changes nothing.
//!
//! The pass either succeeds on every function or changes nothing: all reflections are
//! computed before the first attribute is written.

use sigil_abi::mlir_string::parse_mlir_string;
use sigil_abi::sip_tree::parse_index_path;
use sigil_abi::{AbiValue, FunctionAbi, Reflection};
use sigil_ir::diag::DiagLoc;
use sigil_ir::verifier::diag_loc;
use sigil_ir::{
    Attr, AttrData, Context, Diagnostic, LocRef, Module, NamedAttr, OpId, Severity, TypeData,
};

use crate::convert::{mlir_type, name_text, value_text};

/// The op the pass works on.
pub const FUNC_OP: &[u8] = b"func.func";

/// The discardable attribute the pass sets.
pub const REFLECTION_ATTR: &str = "iree.reflection";

/// The argument/result attribute holding an index path.
pub const INDEX_PATH_ATTR: &str = "tf_saved_model.index_path";

/// Reflection entries derived from the function's signature: always recomputed.
const DERIVED_ENTRIES: [&str; 5] = ["abi", "abiv", "f", "fv", "sip"];

/// Function attributes (and existing reflection entries) the ABI computation reads.
const ABI_INPUTS: [&str; 3] = [
    sigil_abi::function::ABI_ATTR,
    sigil_abi::function::DECLARATION_ATTR,
    sigil_abi::function::MODEL_ATTR,
];

/// One public function and the reflection computed for it.
#[derive(Clone, Debug)]
pub struct FunctionReflection {
    /// The `func.func` op.
    pub op: OpId,
    /// Its symbol name (without `@`).
    pub name: String,
    /// Where diagnostics about it point (the op's location).
    pub loc: DiagLoc,
    /// What the pass attaches (merged with `existing` when it writes).
    pub reflection: Reflection,
    /// The `iree.reflection` dictionary it already had, if any.
    pub existing: Option<Attr>,
}

impl FunctionReflection {
    /// The raw-signature warnings ("... may not be invocable by standard tools") as
    /// diagnostics at the function.
    pub fn warnings(&self) -> Vec<Diagnostic> {
        self.reflection
            .warnings
            .iter()
            .map(|w| diagnostic(Severity::Warning, self.loc.clone(), w.to_string()))
            .collect()
    }
}

/// Runs the pass: sets `iree.reflection` on every public `func.func` of `module`. Returns the
/// warnings (types the raw ABI cannot express), or the first error (conflicting index paths, an
/// unusable `iree.abi`, ...) with the module unchanged.
pub fn materialize_abi(
    ctx: &mut Context,
    module: &mut Module,
) -> Result<Vec<Diagnostic>, Box<Diagnostic>> {
    let functions = reflect_functions(ctx, module)?;
    let mut updates = Vec::with_capacity(functions.len());
    for function in &functions {
        let dict = reflection_attr(ctx, function)?;
        updates.push((function.op, dict));
    }
    let reflection_name = ctx.string_attr(REFLECTION_ATTR.as_bytes());
    for (op, dict) in updates {
        let mut attrs: Vec<NamedAttr> = module
            .ir
            .attrs(op)
            .iter()
            .copied()
            .filter(|a| a.name != reflection_name)
            .collect();
        attrs.push(NamedAttr {
            name: reflection_name,
            value: dict,
        });
        // Names were unique before and the one added was removed first.
        ctx.sort_named_attrs(&mut attrs)
            .map_err(|_| internal("duplicate discardable attribute"))?;
        module.ir.set_attrs(op, &attrs);
    }
    Ok(functions.iter().flat_map(|f| f.warnings()).collect())
}

/// Computes, without changing anything, the reflection of every public `func.func` of
/// `module`, in the order they appear.
pub fn reflect_functions(
    ctx: &Context,
    module: &Module,
) -> Result<Vec<FunctionReflection>, Box<Diagnostic>> {
    let mut ops = Vec::new();
    module.ir.walk(module.top, &mut |op| {
        if ctx.str_bytes(module.ir.op(op).name) == FUNC_OP {
            ops.push(op);
        }
    });
    let mut functions = Vec::new();
    for op in ops {
        if let Some(function) = reflect_function(ctx, module, op)? {
            functions.push(function);
        }
    }
    Ok(functions)
}

/// The reflection of one `func.func`; `None` when it is not public.
pub fn reflect_function(
    ctx: &Context,
    module: &Module,
    op: OpId,
) -> Result<Option<FunctionReflection>, Box<Diagnostic>> {
    let loc = op_loc(ctx, module.ir.op(op).loc);
    let error = |message: String| Box::new(diagnostic(Severity::Error, loc.clone(), message));
    let view = FuncView { ctx, module, op };

    if let Some(visibility) = view.inherent(b"sym_visibility") {
        if ctx.str_bytes(visibility) != b"public" {
            return Ok(None);
        }
    }
    let name = match view.inherent(b"sym_name") {
        Some(name) if matches!(ctx.attr_data(name), AttrData::String { .. }) => {
            name_text(ctx, name)
        }
        _ => return Err(error("'func.func' op requires attribute 'sym_name'".into())),
    };
    let (inputs, results) = match view.inherent(b"function_type").map(|t| ctx.attr_data(t)) {
        Some(AttrData::Type(ty)) => match ctx.type_data(*ty) {
            TypeData::Function { inputs, results } => (inputs, results),
            _ => {
                return Err(error(
                    "'func.func' op requires attribute 'function_type'".into(),
                ))
            }
        },
        _ => {
            return Err(error(
                "'func.func' op requires attribute 'function_type'".into(),
            ))
        }
    };
    let arg_attrs = view.value_attrs(b"arg_attrs");
    let res_attrs = view.value_attrs(b"res_attrs");
    let values = |types: &[sigil_ir::Type], attrs: &[Attr], side: &str| {
        types
            .iter()
            .enumerate()
            .map(|(i, &ty)| {
                abi_value(ctx, ty, attrs.get(i).copied())
                    .map_err(|message| error(format!("{side} #{i} of function {name}: {message}")))
            })
            .collect::<Result<Vec<_>, _>>()
    };
    let args = values(inputs, &arg_attrs, "argument")?;
    let results = values(results, &res_attrs, "result")?;

    let existing = view.discardable(REFLECTION_ATTR.as_bytes());
    if let Some(existing) = existing {
        if !matches!(ctx.attr_data(existing), AttrData::Dict(_)) {
            return Err(error(format!(
                "function {name}: attribute {REFLECTION_ATTR} = {}: expected a dictionary",
                value_text(ctx, existing)
            )));
        }
    }
    // Inputs of the computation: the function attributes, overridden by the entries of an
    // existing reflection dictionary.
    let mut attrs = Vec::new();
    for input in ABI_INPUTS {
        let value = existing
            .and_then(|dict| ctx.dict_get(dict, input.as_bytes()))
            .or_else(|| view.discardable(input.as_bytes()));
        if let Some(value) = value {
            attrs.push((input.to_owned(), value_text(ctx, value)));
        }
    }
    let function = FunctionAbi {
        name: name.clone(),
        args,
        results,
        attrs,
    };
    let reflection = function.reflect().map_err(|e| error(e.to_string()))?;
    Ok(Some(FunctionReflection {
        op,
        name,
        loc,
        reflection,
        existing,
    }))
}

/// Reads a `func.func`'s attributes: inherent ones from its properties (or, for IR built
/// without them, its discardable attributes), others from the discardable attributes.
struct FuncView<'a> {
    ctx: &'a Context,
    module: &'a Module,
    op: OpId,
}

impl FuncView<'_> {
    fn inherent(&self, name: &[u8]) -> Option<Attr> {
        self.module
            .ir
            .op(self.op)
            .props
            .and_then(|props| self.ctx.dict_get(props, name))
            .or_else(|| self.discardable(name))
    }

    fn discardable(&self, name: &[u8]) -> Option<Attr> {
        self.ctx.named_get(self.module.ir.attrs(self.op), name)
    }

    /// `arg_attrs` / `res_attrs`: one dictionary per value (missing: none).
    fn value_attrs(&self, name: &[u8]) -> Vec<Attr> {
        match self.inherent(name).map(|a| self.ctx.attr_data(a)) {
            Some(AttrData::Array(items)) => items.to_vec(),
            _ => Vec::new(),
        }
    }
}

/// One argument or result: its type, its index path and its other attributes as printed.
fn abi_value(ctx: &Context, ty: sigil_ir::Type, dict: Option<Attr>) -> Result<AbiValue, String> {
    let mut value = AbiValue::new(mlir_type(ctx, ty));
    for entry in dict.map_or(&[][..], |d| ctx.dict_entries(d)) {
        let name = name_text(ctx, entry.name);
        let text = value_text(ctx, entry.value);
        if name == INDEX_PATH_ATTR {
            let path = parse_index_path(&text).map_err(|e| format!("{name} = {text}: {e}"))?;
            value = value.with_index_path(path);
        }
        value = value.with_attr(&name, &text);
    }
    Ok(value)
}

/// The `iree.reflection` dictionary to set: the existing entries that are kept, and the
/// computed ones.
fn reflection_attr(
    ctx: &mut Context,
    function: &FunctionReflection,
) -> Result<Attr, Box<Diagnostic>> {
    let kept: Vec<NamedAttr> = function
        .existing
        .map(|dict| {
            ctx.dict_entries(dict)
                .iter()
                .copied()
                .filter(|e| !DERIVED_ENTRIES.contains(&name_text(ctx, e.name).as_str()))
                .collect()
        })
        .unwrap_or_default();
    let mut entries = kept.clone();
    for (name, text) in function.reflection.attributes() {
        if kept
            .iter()
            .any(|e| ctx.str_bytes(e.name) == name.as_bytes())
        {
            continue;
        }
        let value = if let Some(s) = parse_mlir_string(&text) {
            ctx.string_attr(s.as_bytes())
        } else if let Some(v) = text
            .strip_suffix(" : i32")
            .and_then(|v| v.parse::<i32>().ok())
        {
            let i32_type = ctx.i(32);
            ctx.intern_attr(AttrData::Integer {
                ty: i32_type,
                value: sigil_numeric::ApInt::from_i64(32, i64::from(v)),
            })
        } else {
            return Err(internal(&format!(
                "reflection entry {name} = {text} is neither a string nor an i32"
            )));
        };
        entries.push(NamedAttr {
            name: ctx.string_attr(name.as_bytes()),
            value,
        });
    }
    ctx.dict_attr(entries)
        .map_err(|_| internal("duplicate reflection entry"))
}

fn op_loc(ctx: &Context, loc: LocRef) -> DiagLoc {
    if loc.as_offset().is_none() && loc.as_attr().is_none() {
        DiagLoc::Unknown
    } else {
        diag_loc(ctx, loc)
    }
}

fn diagnostic(severity: Severity, loc: DiagLoc, message: String) -> Diagnostic {
    Diagnostic {
        severity,
        loc,
        message,
        notes: Vec::new(),
        span: 0,
    }
}

fn internal(what: &str) -> Box<Diagnostic> {
    Box::new(diagnostic(
        Severity::Error,
        DiagLoc::Unknown,
        format!("internal error in --sigil-materialize-abi: {what}"),
    ))
}
