//! The parameter tables of the `llvm` dialect's non-debug metadata
//! attributes, read and printed by `metadata.rs`: loop annotations
//! (`#llvm.loop_annotation` and the `#llvm.loop_*` groups it nests), TBAA
//! (`#llvm.tbaa_root`, `tbaa_type_desc`, `tbaa_tag` and the members of a
//! type descriptor, `<#node, offset>`), `#llvm.access_group` and
//! `#llvm.memory_effects`. Each list follows `LLVMAttrDefs.td`'s order,
//! which is the order they print in.

use super::metadata::{opt, parse_struct_body, print_struct_body, req, Field, Kind};
use crate::attrs::Param;
use crate::diag::DResult;
use crate::dialects::api::{DialectParser, DialectPrinter, EnumCases};

const LOOP: Kind = Kind::Meta("loop_annotation");

pub(crate) const LOOP_VECTORIZE: &[Field] = &[
    opt("disable", Kind::BoolAttr),
    opt("predicateEnable", Kind::BoolAttr),
    opt("scalableEnable", Kind::BoolAttr),
    opt("width", Kind::IntAttr),
    opt("followupVectorized", LOOP),
    opt("followupEpilogue", LOOP),
    opt("followupAll", LOOP),
];
pub(crate) const LOOP_INTERLEAVE: &[Field] = &[req("count", Kind::IntAttr)];
pub(crate) const LOOP_UNROLL: &[Field] = &[
    opt("disable", Kind::BoolAttr),
    opt("count", Kind::IntAttr),
    opt("runtimeDisable", Kind::BoolAttr),
    opt("full", Kind::BoolAttr),
    opt("followupUnrolled", LOOP),
    opt("followupRemainder", LOOP),
    opt("followupAll", LOOP),
];
pub(crate) const LOOP_UNROLL_AND_JAM: &[Field] = &[
    opt("disable", Kind::BoolAttr),
    opt("count", Kind::IntAttr),
    opt("followupOuter", LOOP),
    opt("followupInner", LOOP),
    opt("followupRemainderOuter", LOOP),
    opt("followupRemainderInner", LOOP),
    opt("followupAll", LOOP),
];
pub(crate) const LOOP_LICM: &[Field] = &[
    opt("disable", Kind::BoolAttr),
    opt("versioningDisable", Kind::BoolAttr),
];
pub(crate) const LOOP_DISTRIBUTE: &[Field] = &[
    opt("disable", Kind::BoolAttr),
    opt("followupCoincident", LOOP),
    opt("followupSequential", LOOP),
    opt("followupFallback", LOOP),
    opt("followupAll", LOOP),
];
pub(crate) const LOOP_PIPELINE: &[Field] = &[
    opt("disable", Kind::BoolAttr),
    opt("initiationinterval", Kind::IntAttr),
];
pub(crate) const LOOP_PEELED: &[Field] = &[opt("count", Kind::IntAttr)];
pub(crate) const LOOP_UNSWITCH: &[Field] = &[opt("partialDisable", Kind::BoolAttr)];
pub(crate) const LOOP_ANNOTATION: &[Field] = &[
    opt("disableNonforced", Kind::BoolAttr),
    opt("vectorize", Kind::Meta("loop_vectorize")),
    opt("interleave", Kind::Meta("loop_interleave")),
    opt("unroll", Kind::Meta("loop_unroll")),
    opt("unrollAndJam", Kind::Meta("loop_unroll_and_jam")),
    opt("licm", Kind::Meta("loop_licm")),
    opt("distribute", Kind::Meta("loop_distribute")),
    opt("pipeline", Kind::Meta("loop_pipeline")),
    opt("peeled", Kind::Meta("loop_peeled")),
    opt("unswitch", Kind::Meta("loop_unswitch")),
    opt("mustProgress", Kind::BoolAttr),
    opt("isVectorized", Kind::BoolAttr),
    opt("startLoc", Kind::FusedLoc),
    opt("endLoc", Kind::FusedLoc),
    opt("parallelAccesses", Kind::List(&Kind::Meta("access_group"))),
];

pub(crate) const ACCESS_GROUP: &[Field] = &[req("id", Kind::Distinct)];

/// `TBAANodeAttr`: what a member or a tag may point at.
const TBAA_NODE: &[&str] = &["tbaa_root", "tbaa_type_desc"];

pub(crate) const TBAA_ROOT: &[Field] = &[opt("id", Kind::Str)];
pub(crate) const TBAA_TYPE_DESC: &[Field] =
    &[req("id", Kind::StrRef), req("members", Kind::TbaaMembers)];
pub(crate) const TBAA_TAG: &[Field] = &[
    req("base_type", Kind::Meta("tbaa_type_desc")),
    req("access_type", Kind::Meta("tbaa_type_desc")),
    req("offset", Kind::I64),
    opt("constant", Kind::Bool),
];

/// `#llvm.tbaa_root` or `#llvm.tbaa_root<id = "...">`: the body is an
/// optional group, present when the id is.
pub(crate) fn parse_tbaa_root(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    if !p.at("<") {
        return Ok(vec![Param::Int(0)]);
    }
    p.expect("<")?;
    let v = parse_struct_body(p, TBAA_ROOT)?;
    p.expect(">")?;
    Ok(v)
}

pub(crate) fn print_tbaa_root(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    if matches!(params, [Param::Attr(_)]) {
        p.write("<");
        print_struct_body(p, TBAA_ROOT, params);
        p.write(">");
    }
}

/// A type descriptor's member `<#node, offset>`: `[Attr(node), Int(offset)]`.
pub(crate) fn parse_tbaa_member(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let at = p.offset();
    let node = p.parse_attribute()?;
    if !super::metadata::is_llvm(p.ctx(), node, TBAA_NODE) {
        return p.error_at(at, "invalid kind of attribute specified");
    }
    p.expect(",")?;
    let offset = p.parse_integer_of(true)?;
    p.expect(">")?;
    Ok(vec![Param::Attr(node), Param::Int(offset)])
}

pub(crate) fn print_tbaa_member(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let [Param::Attr(node), Param::Int(offset)] = params else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    p.print_attr(*node);
    p.write(", ");
    p.write_int(*offset);
    p.write(">");
}

const MOD_REF: EnumCases = EnumCases {
    message: None,
    cpp_name: "LLVM ModRefInfo",
    cases: &["none", "read", "write", "readwrite"],
    bits: None,
};

pub(crate) const MEMORY_EFFECTS: &[Field] = &[
    req("other", Kind::Enum(&MOD_REF)),
    req("argMem", Kind::Enum(&MOD_REF)),
    req("inaccessibleMem", Kind::Enum(&MOD_REF)),
    req("errnoMem", Kind::Enum(&MOD_REF)),
    req("targetMem0", Kind::Enum(&MOD_REF)),
    req("targetMem1", Kind::Enum(&MOD_REF)),
];
