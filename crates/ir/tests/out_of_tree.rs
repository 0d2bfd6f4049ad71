//! A dialect defined outside `sigil-ir`, through its public API only: the
//! `toy` dialect below registers ops with declared structure, declarative
//! custom forms, a verifier and result names, and an attribute kept by its
//! parameters. The tests parse, verify, print (custom and generic) and
//! read back modules that use it, and check that registration refuses
//! what it must.

mod common;

use std::sync::Once;

use sigil_ir::attrs::Param;
use sigil_ir::dialects::structure::{any, one, region, variadic_any, Effects, TypeConstraint};
use sigil_ir::dialects::{
    register_dialect, AttrDef, AttrKind, Checker, Dialect, DialectParser, DialectPrinter, OpDef,
    OpTraits, PropSpec, RegistryError, Structure,
};
use sigil_ir::format::decl::{AttrDecl, AttrPrint, AttrStorage, Form};
use sigil_ir::{Context, Diagnostic, Ir, OpId, TypeData, Value};

use common::{parse, print, print_generic, try_parse};

fn is_float(ctx: &Context, t: sigil_ir::Type) -> bool {
    matches!(ctx.type_data(t), TypeData::Float(_))
}

const FLOAT: TypeConstraint = TypeConstraint::new("floating-point", is_float);

/// `toy.add` requires both operands and the result to have one type.
fn verify_add(c: &dyn Checker, op: OpId) -> Result<(), Box<Diagnostic>> {
    let ir = c.ir();
    let t: Vec<_> = ir
        .operands(op)
        .chain(ir.results(op))
        .map(|v| ir.value_type(v))
        .collect();
    if t.windows(2).any(|w| w[0] != w[1]) {
        return Err(c.op_error_named(op, "requires the same type for all operands and results"));
    }
    Ok(())
}

fn name_constant(_: &Context, ir: &Ir, op: OpId, set: &mut dyn FnMut(Value, &str)) {
    set(ir.result(op, 0), "cst");
}

static CONSTANT_PROPS: &[PropSpec] = &[PropSpec::new("value", AttrKind::Typed)];

static OPS: &[OpDef] = &[
    OpDef::new("toy.constant", OpTraits::NONE)
        .with_structure(Structure {
            results: &[one("out", FLOAT)],
            required: &["value"],
            effects: Effects::NONE,
            constant_like: true,
            // What the format's `$value` is: any typed attribute, written whole.
            form: Form {
                attrs: &[AttrDecl::new("value", AttrPrint::Full, AttrStorage::Typed)],
                ..Form::NONE
            },
            ..Structure::NONE
        })
        .with_props(CONSTANT_PROPS)
        .with_result_names(name_constant)
        .with_format("$value attr-dict `:` type($out)"),
    OpDef::new("toy.add", OpTraits::NONE)
        .with_structure(Structure {
            operands: &[one("lhs", FLOAT), one("rhs", FLOAT)],
            results: &[one("out", FLOAT)],
            effects: Effects::NONE,
            ..Structure::NONE
        })
        .with_verify(verify_add)
        .with_format("$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($out)"),
    OpDef::new("toy.print", OpTraits::NONE)
        .with_structure(Structure {
            operands: &[variadic_any("inputs")],
            ..Structure::NONE
        })
        .with_format("`(` $inputs `)` attr-dict (`:` type($inputs)^)?"),
    OpDef::new(
        "toy.scope",
        OpTraits {
            no_terminator: true,
            single_block: true,
            ..OpTraits::NONE
        },
    )
    .with_structure(Structure {
        regions: &[region("body")],
        results: &[any("token")],
        single_block: true,
        no_terminator: true,
        ..Structure::NONE
    })
    .with_format("$body attr-dict `->` type($token)"),
    // Generic form only.
    OpDef::new("toy.opaque", OpTraits::NONE).with_structure(Structure::NONE),
];

/// `#toy.shape<2x3xf32>`: dimensions (an integer parameter each) and an
/// element type (a type parameter).
fn parse_shape(p: &mut DialectParser<'_, '_>) -> sigil_ir::diag::DResult<Vec<Param>> {
    p.expect("<")?;
    let dims = p.parse_dimension_list(false)?;
    let elem = p.parse_type()?;
    p.expect(">")?;
    let mut params: Vec<Param> = dims.into_iter().map(Param::Int).collect();
    params.push(Param::Type(elem));
    Ok(params)
}

fn print_shape(p: &mut DialectPrinter<'_, '_>, params: &[Param]) {
    p.write("<");
    for d in params {
        match d {
            Param::Int(v) => {
                p.write_int(*v);
                p.write("x");
            }
            Param::Type(t) => p.print_type(*t),
            _ => {}
        }
    }
    p.write(">");
}

static ATTRS: &[AttrDef] = &[AttrDef {
    dialect: "toy",
    mnemonic: "shape",
    typed: false,
    parse: parse_shape,
    print: print_shape,
    alias: None,
}];

struct Toy;

impl Dialect for Toy {
    fn name(&self) -> &'static str {
        "toy"
    }
    fn ops(&self) -> &'static [OpDef] {
        OPS
    }
    fn attrs(&self) -> &'static [AttrDef] {
        ATTRS
    }
}

static TOY: Toy = Toy;

fn register() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| register_dialect(&TOY).expect("toy registers"));
}

const MODULE: &str = r#"func.func @f(%a: f32) -> f32 {
  %0 = toy.constant 1.000000e+00 : f32 : f32
  %1 = toy.add %a, %0 {toy.note = #toy.shape<2x3xf32>} : f32, f32 -> f32
  toy.print(%0, %1) : f32, f32
  toy.print()
  %2 = toy.scope {
    toy.print(%a) : f32
  } -> i1
  "toy.opaque"() : () -> ()
  return %1 : f32
}
"#;

#[test]
fn custom_forms_print_and_read_back() {
    register();
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, MODULE);
    common::check_valid(&ctx, &m);
    let printed = print(&mut ctx, &mut m);
    let expected = "module {\n  func.func @f(%arg0: f32) -> f32 {\n    \
        %cst = toy.constant 1.000000e+00 : f32 : f32\n    \
        %0 = toy.add %arg0, %cst {toy.note = #toy.shape<2x3xf32>} : f32, f32 -> f32\n    \
        toy.print(%cst, %0) : f32, f32\n    \
        toy.print()\n    \
        %1 = toy.scope {\n      toy.print(%arg0) : f32\n    } -> i1\n    \
        toy.opaque\n    \
        return %0 : f32\n  }\n}\n";
    // `toy.opaque` has no custom form: it prints generic.
    let expected = expected.replace("toy.opaque\n", "\"toy.opaque\"() : () -> ()\n");
    assert_eq!(printed, expected);
    // Custom form → IR → custom form is the identity.
    let mut again = parse(&mut ctx, &printed);
    common::check_valid(&ctx, &again);
    assert_eq!(print(&mut ctx, &mut again), printed);
    // Generic form reads back to the same IR.
    let generic = print_generic(&mut ctx, &mut m);
    assert!(generic
        .contains("\"toy.add\"(%arg0, %0) {toy.note = #toy.shape<2x3xf32>} : (f32, f32) -> f32"));
    assert!(generic.contains("\"toy.constant\"() <{value = 1.000000e+00 : f32}> : () -> f32"));
    let mut from_generic = parse(&mut ctx, &generic);
    assert_eq!(print(&mut ctx, &mut from_generic), printed);
}

fn first_error(text: &str) -> String {
    register();
    let mut ctx = Context::new();
    let src = sigil_ir::SourceFile::new("t.mlir", text.as_bytes().to_vec());
    let d = match try_parse(&mut ctx, text) {
        Err(d) => d,
        Ok(m) => match sigil_ir::verifier::verify(&ctx, &m) {
            Err(d) => d,
            Ok(()) => return "accepted".into(),
        },
    };
    let mut out = String::new();
    d.render(&src, &mut out);
    out.lines().next().unwrap_or_default().to_string()
}

#[test]
fn bad_toy_ops_are_errors_with_locations() {
    // The op's own verifier.
    assert_eq!(
        first_error(
            "func.func @f(%a: f32, %b: f64) {\n  %0 = toy.add %a, %b : f32, f64 -> f32\n  return\n}\n"
        ),
        "t.mlir:2:8: error: 'toy.add' op requires the same type for all operands and results"
    );
    // The declared structure, before any printer or verifier.
    assert_eq!(
        first_error("func.func @f(%a: i32) {\n  %0 = \"toy.add\"(%a, %a) : (i32, i32) -> i32\n  return\n}\n"),
        "t.mlir:2:8: error: 'toy.add' op operand #0 must be floating-point, but got 'i32'"
    );
    assert_eq!(
        first_error("\"toy.constant\"() : () -> f32\n"),
        "t.mlir:1:1: error: 'toy.constant' op requires attribute 'value'"
    );
    // The format's literals and types.
    assert_eq!(
        first_error(
            "func.func @f(%a: f32) {\n  %0 = toy.add %a %a : f32, f32 -> f32\n  return\n}\n"
        ),
        "t.mlir:2:18: error: expected ','"
    );
    assert_eq!(
        first_error("func.func @f(%a: f32) {\n  toy.print(%a) : f32, f32\n  return\n}\n"),
        "t.mlir:2:13: error: custom op 'toy.print' number of operands and types do not match: got 1 operands and 2 types"
    );
    // The attribute's parser.
    assert_eq!(
        first_error("\"t.x\"() {a = #toy.shape<2x?x3xf32>} : () -> ()\n"),
        "t.mlir:1:27: error: expected static shape"
    );
    // An unknown mnemonic is reported where it starts, as MLIR does.
    assert_eq!(
        first_error("\"t.x\"() {a = #toy.other<1>} : () -> ()\n"),
        "t.mlir:1:19: error: unknown attribute `other` in dialect `toy`"
    );
}

static BAD_PREFIX: &[OpDef] = &[OpDef::new("other.op", OpTraits::NONE)];
static BAD_FORMAT: &[OpDef] = &[OpDef::new("bad2.op", OpTraits::NONE)
    .with_structure(Structure {
        operands: &[any("x")],
        ..Structure::NONE
    })
    .with_format("$x attr-dict")];

struct Named(&'static str, &'static [OpDef]);

impl Dialect for Named {
    fn name(&self) -> &'static str {
        self.0
    }
    fn ops(&self) -> &'static [OpDef] {
        self.1
    }
}

static ARITH_AGAIN: Named = Named("arith", &[]);
static BAD1: Named = Named("bad1", BAD_PREFIX);
static BAD2: Named = Named("bad2", BAD_FORMAT);

#[test]
fn registration_refuses_clashes_and_bad_formats() {
    register();
    assert_eq!(
        register_dialect(&TOY),
        Err(RegistryError::DuplicateDialect("toy".into()))
    );
    assert_eq!(
        register_dialect(&ARITH_AGAIN),
        Err(RegistryError::DuplicateDialect("arith".into()))
    );
    assert!(matches!(
        register_dialect(&BAD1),
        Err(RegistryError::OpOutsideDialect { .. })
    ));
    match register_dialect(&BAD2) {
        Err(RegistryError::BadFormat { op, message }) => {
            assert_eq!(op, "bad2.op");
            assert_eq!(
                message,
                "type of operand #0, named 'x', is not buildable and a buildable type cannot be inferred"
            );
        }
        other => panic!("expected a format error, got {other:?}"),
    }
    // A refused dialect stays unknown.
    assert!(!sigil_ir::dialects::is_known_dialect(b"bad2"));
    assert!(sigil_ir::dialects::is_known_dialect(b"toy"));
}
