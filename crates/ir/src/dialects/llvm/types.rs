//! The `llvm` dialect's types, kept by their parameters (see
//! [`crate::dialects::api`]), and the type predicates of its op constraints.
//!
//! One [`TypeDef`] per kind MLIR 22.1 has (`!llvm.vec` is gone: fixed and
//! scalable vectors are builtin `vector`s):
//! - `ptr`: `[Int(address space)]`, printed `ptr` for space 0, `ptr<N>`;
//! - `array`: `[Int(count), Type(element)]`, `array<4 x i32>`;
//! - `func`: `[Int(vararg), Type(result), Type(param)...]`,
//!   `func<void (i32, ...)>`;
//! - `struct`: `[Int(flags), Str(name), Type(field)...]`, the flags saying
//!   identified, packed, opaque or "a reference to the identified struct
//!   being defined" (`struct<"a", (ptr, struct<"a">)>`: MLIR's recursive
//!   spelling, a type keyed by its name alone);
//! - `target`: `[Str(name), Int(type count), Type..., Int...]`;
//! - `void`, `token`, `label`, `metadata`, `x86_amx`, `ppc_fp128`: none.
//!
//! Inside these bodies, LLVM types are written and printed by keyword
//! (`ptr`, `struct<...>`) and any other type in full (MLIR's
//! `dispatchParse`/`dispatchPrint`); `ppc_fp128` has no keyword form in
//! print and keeps its `!llvm.` prefix there, as `mlir-opt-22` prints it.
//!
//! MLIR keys an identified struct by its name in the context; here it is
//! keyed by its name and body, so two different bodies of one name are two
//! types rather than the error MLIR reports.

use crate::attrs::Param;
use crate::context::Context;
use crate::diag::DResult;
use crate::dialects::api::{DialectParser, DialectPrinter, TypeDef};
use crate::types::{Signedness, Type, TypeData};

/// Struct flags.
pub(crate) const IDENTIFIED: i64 = 1;
pub(crate) const PACKED: i64 = 2;
pub(crate) const OPAQUE: i64 = 4;
/// `struct<"a">` inside the body of `"a"`: a reference by name.
pub(crate) const REFERENCE: i64 = 8;

const fn bare(mnemonic: &'static str) -> TypeDef {
    TypeDef {
        dialect: "llvm",
        mnemonic,
        parse: |_| Ok(Vec::new()),
        print: |_, _| {},
    }
}

const fn def(
    mnemonic: &'static str,
    parse: crate::dialects::api::TypeParseFn,
    print: crate::dialects::api::TypePrintFn,
) -> TypeDef {
    TypeDef {
        dialect: "llvm",
        mnemonic,
        parse,
        print,
    }
}

/// An array static so each `&TYPES[i]` is one address.
pub(crate) static TYPES: [TypeDef; 11] = [
    def("ptr", parse_ptr, print_ptr),
    def("array", parse_array, print_array),
    def("func", parse_func, print_func),
    def("struct", parse_struct, print_struct),
    def("target", parse_target, print_target),
    bare("void"),
    bare("token"),
    bare("label"),
    bare("metadata"),
    bare("x86_amx"),
    bare("ppc_fp128"),
];

pub(crate) fn array_def() -> &'static TypeDef {
    &TYPES[1]
}
pub(crate) fn func_def() -> &'static TypeDef {
    &TYPES[2]
}
pub(crate) fn struct_def() -> &'static TypeDef {
    &TYPES[3]
}
pub(crate) fn void_def() -> &'static TypeDef {
    &TYPES[5]
}

/// The LLVM type `t`'s mnemonic and parameters, if it is one.
pub(crate) fn llvm_type(ctx: &Context, t: Type) -> Option<(&'static str, &[Param])> {
    match ctx.type_data(t) {
        TypeData::Dialect(d) if d.def.dialect == "llvm" => Some((d.def.mnemonic, &d.params)),
        _ => None,
    }
}

pub(crate) fn is(ctx: &Context, t: Type, mnemonic: &str) -> bool {
    llvm_type(ctx, t).is_some_and(|(m, _)| m == mnemonic)
}

/// `!llvm.void`.
pub(crate) fn void(ctx: &mut Context) -> Type {
    void_def().build(ctx, Vec::new())
}

/// `!llvm.token`.
pub(crate) fn token(ctx: &mut Context) -> Type {
    TYPES[6].build(ctx, Vec::new())
}

/// `!llvm.ptr` (address space 0).
pub(crate) fn ptr0(ctx: &mut Context) -> Type {
    TYPES[0].build(ctx, vec![Param::Int(0)])
}

/// `!llvm.ptr<space>`.
pub(crate) fn ptr(ctx: &mut Context, space: i64) -> Type {
    TYPES[0].build(ctx, vec![Param::Int(space)])
}

/// A pointer's address space.
pub(crate) fn ptr_space(ctx: &Context, t: Type) -> Option<i64> {
    match llvm_type(ctx, t)? {
        ("ptr", [Param::Int(s)]) => Some(*s),
        _ => None,
    }
}

/// A function type's result, parameters and vararg flag.
pub(crate) fn func_parts(ctx: &Context, t: Type) -> Option<(Type, Vec<Type>, bool)> {
    match llvm_type(ctx, t)? {
        ("func", [Param::Int(va), Param::Type(r), rest @ ..]) => {
            let params = rest
                .iter()
                .filter_map(|p| match p {
                    Param::Type(t) => Some(*t),
                    _ => None,
                })
                .collect();
            Some((*r, params, *va != 0))
        }
        _ => None,
    }
}

/// `!llvm.func<result (params)>`.
pub(crate) fn func(ctx: &mut Context, result: Type, params: &[Type], vararg: bool) -> Type {
    let mut p = vec![Param::Int(vararg as i64), Param::Type(result)];
    p.extend(params.iter().map(|&t| Param::Type(t)));
    func_def().build(ctx, p)
}

/// The literal `!llvm.struct<(fields)>`.
pub(crate) fn literal_struct(ctx: &mut Context, fields: &[Type]) -> Type {
    let mut p = vec![Param::Int(0), Param::Str(Box::default())];
    p.extend(fields.iter().map(|&t| Param::Type(t)));
    struct_def().build(ctx, p)
}

/// A struct's flags and fields.
pub(crate) fn struct_parts(ctx: &Context, t: Type) -> Option<(i64, Vec<Type>)> {
    match llvm_type(ctx, t)? {
        ("struct", [Param::Int(f), _, rest @ ..]) => Some((
            *f,
            rest.iter()
                .filter_map(|p| match p {
                    Param::Type(t) => Some(*t),
                    _ => None,
                })
                .collect(),
        )),
        _ => None,
    }
}

/// An array's length and element.
pub(crate) fn array_parts(ctx: &Context, t: Type) -> Option<(i64, Type)> {
    match llvm_type(ctx, t)? {
        ("array", [Param::Int(n), Param::Type(e)]) => Some((*n, *e)),
        _ => None,
    }
}

// ----- parsing -----

/// A type inside an LLVM type's body: any type MLIR's parser sees there,
/// or an LLVM type by keyword (MLIR's `dispatchParse`).
pub(crate) fn parse_nested(p: &mut DialectParser<'_, '_>) -> DResult<Type> {
    if p.at_type() {
        return p.parse_type();
    }
    let at = p.offset();
    let key = p.parse_keyword()?;
    let Some(def) = TYPES.iter().find(|d| d.mnemonic == key) else {
        return p.error_at(at, format!("unknown LLVM type: {key}"));
    };
    let params = p.nested(|p| (def.parse)(p))?;
    let ctx = p.ctx();
    Ok(def.build(ctx, params))
}

fn parse_ptr(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    let mut space = 0;
    if p.eat("<") {
        let at = p.offset();
        let v = p.parse_integer_of(false)?;
        if !(0..=u32::MAX as i64).contains(&v) {
            return p.error_at(at, "integer value too large");
        }
        space = v;
        p.expect(">")?;
    }
    Ok(vec![Param::Int(space)])
}

fn parse_array(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let at = p.offset();
    let n = p.parse_integer_of(false)?;
    if !(0..=u32::MAX as i64).contains(&n) {
        return p.error_at(at, "integer value too large");
    }
    if !p.eat_keyword("x") {
        return p.error_here("expected 'x'");
    }
    let elem = parse_nested(p)?;
    p.expect(">")?;
    Ok(vec![Param::Int(n), Param::Type(elem)])
}

fn parse_func(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let result = parse_nested(p)?;
    p.expect("(")?;
    let mut params = Vec::new();
    let mut vararg = false;
    if !p.eat(")") {
        loop {
            if p.eat_ellipsis() {
                vararg = true;
                p.expect(")")?;
                break;
            }
            params.push(Param::Type(parse_nested(p)?));
            if p.eat(")") {
                break;
            }
            p.expect(",")?;
        }
    }
    p.expect(">")?;
    let mut out = vec![Param::Int(vararg as i64), Param::Type(result)];
    out.extend(params);
    Ok(out)
}

fn parse_struct(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let mut flags = 0;
    let mut name: Vec<u8> = Vec::new();
    if p.at_string() {
        name = p.parse_string()?;
        flags |= IDENTIFIED;
        if p.eat(">") {
            return Ok(vec![Param::Int(flags | REFERENCE), Param::Str(name.into())]);
        }
        p.expect(",")?;
        if p.eat_keyword("opaque") {
            p.expect(">")?;
            return Ok(vec![Param::Int(flags | OPAQUE), Param::Str(name.into())]);
        }
    }
    if p.eat_keyword("packed") {
        flags |= PACKED;
    }
    p.expect("(")?;
    let mut out = vec![Param::Int(flags), Param::Str(name.into())];
    if !p.eat(")") {
        loop {
            out.push(Param::Type(parse_nested(p)?));
            if p.eat(")") {
                break;
            }
            p.expect(",")?;
        }
    }
    p.expect(">")?;
    Ok(out)
}

/// `<"name"(, type)*(, int)*>`.
fn parse_target(p: &mut DialectParser<'_, '_>) -> DResult<Vec<Param>> {
    p.expect("<")?;
    let name = p.parse_string()?;
    let mut types = Vec::new();
    let mut ints = Vec::new();
    while p.eat(",") {
        if let Some(v) = p.parse_optional_integer(false) {
            ints.push(Param::Int(v?));
        } else if ints.is_empty() {
            types.push(Param::Type(p.parse_type()?));
        } else {
            return p.error_here("expected integer value");
        }
    }
    p.expect(">")?;
    let mut out = vec![Param::Str(name.into()), Param::Int(types.len() as i64)];
    out.extend(types);
    out.extend(ints);
    Ok(out)
}

// ----- printing -----

/// A type inside an LLVM type's body (MLIR's `dispatchPrint`).
pub(crate) fn print_nested(p: &mut DialectPrinter<'_, '_>, t: Type) {
    let ctx = p.ctx();
    match ctx.type_data(t) {
        TypeData::Dialect(d) if d.def.dialect == "llvm" && d.def.mnemonic != "ppc_fp128" => {
            let (def, params) = (d.def, d.params.clone());
            p.write(def.mnemonic);
            (def.print)(p, &params);
        }
        _ => p.print_type(t),
    }
}

fn print_ptr(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    if let [Param::Int(s)] = params {
        if *s != 0 {
            p.write("<");
            p.write_int(*s);
            p.write(">");
        }
    }
}

fn print_array(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let [Param::Int(n), Param::Type(e)] = params else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    p.write_int(*n);
    p.write(" x ");
    print_nested(p, *e);
    p.write(">");
}

fn print_func(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let [Param::Int(va), Param::Type(r), rest @ ..] = params else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    print_nested(p, *r);
    p.write(" (");
    for (i, a) in rest.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if let Param::Type(t) = a {
            print_nested(p, *t);
        }
    }
    if *va != 0 {
        if !rest.is_empty() {
            p.write(", ");
        }
        p.write("...");
    }
    p.write(")>");
}

fn print_struct(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let [Param::Int(flags), Param::Str(name), fields @ ..] = params else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    if flags & IDENTIFIED != 0 {
        p.write_string(name);
        if flags & REFERENCE != 0 {
            return p.write(">");
        }
        p.write(", ");
        if flags & OPAQUE != 0 {
            return p.write("opaque>");
        }
    }
    if flags & PACKED != 0 {
        p.write("packed ");
    }
    p.write("(");
    for (i, f) in fields.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if let Param::Type(t) = f {
            print_nested(p, *t);
        }
    }
    p.write(")>");
}

fn print_target(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    let [Param::Str(name), Param::Int(_), rest @ ..] = params else {
        return p.write("<invalid parameters>");
    };
    p.write("<");
    p.write_string(name);
    for x in rest {
        p.write(", ");
        match x {
            Param::Type(t) => p.print_type(*t),
            Param::Int(v) => p.write_int(*v),
            _ => {}
        }
    }
    p.write(">");
}

// ----- predicates (MLIR's `LLVM::isCompatible...`) -----

fn is_signless(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_data(t),
        TypeData::Integer {
            signedness: Signedness::Signless,
            ..
        }
    )
}

/// `BF16`, `F16`, `F32`, `F64`, `F80`, `F128`.
fn is_builtin_llvm_float(ctx: &Context, t: Type) -> bool {
    use sigil_numeric::FloatKind as F;
    matches!(
        ctx.type_data(t),
        TypeData::Float(F::BF16 | F::F16 | F::F32 | F::F64 | F::F80 | F::F128)
    )
}

/// `isCompatibleFloatingPointType`.
pub(crate) fn is_float(ctx: &Context, t: Type) -> bool {
    is_builtin_llvm_float(ctx, t) || is(ctx, t, "ppc_fp128")
}

/// `isCompatibleOuterType`.
pub(crate) fn is_compatible(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Dialect(d) => d.def.dialect == "llvm",
        TypeData::Integer { signedness, .. } => *signedness == Signedness::Signless,
        TypeData::Vector { shape, .. } => shape.len() == 1,
        _ => is_builtin_llvm_float(ctx, t),
    }
}

/// `isCompatibleVectorType`: a 1-D vector of signless integers, floats or
/// pointers.
pub(crate) fn is_vector(ctx: &Context, t: Type) -> bool {
    match ctx.type_data(t) {
        TypeData::Vector { shape, elem, .. } if shape.len() == 1 => {
            is_signless(ctx, *elem) || is_builtin_llvm_float(ctx, *elem) || is(ctx, *elem, "ptr")
        }
        _ => false,
    }
}

/// A fixed-length (not scalable) compatible vector.
pub(crate) fn is_fixed_vector(ctx: &Context, t: Type) -> bool {
    is_vector(ctx, t)
        && matches!(ctx.type_data(t), TypeData::Vector { scalable, .. } if !scalable.iter().any(|&s| s))
}

/// The element of a compatible vector.
pub(crate) fn vector_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_data(t) {
        TypeData::Vector { elem, .. } if is_vector(ctx, t) => Some(*elem),
        _ => None,
    }
}

/// `t` or the element of a compatible vector `t` satisfies `f`.
pub(crate) fn scalar_or_vector_of(ctx: &Context, t: Type, f: fn(&Context, Type) -> bool) -> bool {
    f(ctx, t) || vector_elem(ctx, t).is_some_and(|e| f(ctx, e))
}

pub(crate) fn is_ptr(ctx: &Context, t: Type) -> bool {
    is(ctx, t, "ptr")
}

pub(crate) fn is_aggregate(ctx: &Context, t: Type) -> bool {
    is(ctx, t, "struct") || is(ctx, t, "array")
}

/// `isLoadableType`.
pub(crate) fn is_loadable(ctx: &Context, t: Type) -> bool {
    if !is_compatible(ctx, t) {
        return false;
    }
    match llvm_type(ctx, t) {
        Some(("void" | "func", _)) => false,
        Some(("struct", [Param::Int(f), ..])) => f & OPAQUE == 0,
        _ => true,
    }
}

/// `LLVM_PrimitiveType`: compatible, neither `void` nor a function.
pub(crate) fn is_primitive(ctx: &Context, t: Type) -> bool {
    is_compatible(ctx, t) && !is(ctx, t, "void") && !is(ctx, t, "func")
}
