//! Printing one op on its own, as mlir-opt's IR dumps and diagnostics do.

use std::sync::Arc;

use sigil_ir::{parse_module, printer, Context, OpId, ParseOptions, PrintOptions, SourceFile};

const TEXT: &str = "#map = affine_map<(d0) -> (d0 + 1)>
func.func @f(%a: index) -> index {
  %0 = affine.apply #map(%a)
  return %0 : index
}
func.func @g(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  return %0 : i32
}
";

fn functions() -> (Context, sigil_ir::Module, Vec<OpId>) {
    let mut ctx = Context::new();
    let src = Arc::new(SourceFile::new("f.mlir", TEXT.as_bytes().to_vec()));
    let module = parse_module(&mut ctx, src, &ParseOptions::default()).expect("parses");
    let body = sigil_ir::builder::module_body(&module);
    let funcs = module.ir.block_ops(body).collect();
    (ctx, module, funcs)
}

#[test]
fn a_nested_op_prints_in_local_scope_without_aliases() {
    let (ctx, module, funcs) = functions();
    let text = printer::print_op_local(&ctx, &module, funcs[1], &PrintOptions::default());
    assert_eq!(
        String::from_utf8(text).unwrap(),
        "func.func @g(%arg0: i32, %arg1: i32) -> i32 {\n  %0 = arith.addi %arg0, %arg1 : i32\n  return %0 : i32\n}\n"
    );
    let text = printer::print_op_local(&ctx, &module, funcs[0], &PrintOptions::default());
    assert!(String::from_utf8(text)
        .unwrap()
        .contains("affine.apply affine_map<(d0) -> (d0 + 1)>(%arg0)"));
    let generic = PrintOptions {
        generic: true,
        ..Default::default()
    };
    let text = printer::print_op_local(&ctx, &module, funcs[1], &generic);
    let text = String::from_utf8(text).unwrap();
    assert!(text.starts_with("\"func.func\"() <{function_type = (i32, i32) -> i32, sym_name = \"g\"}> ({\n^bb0(%arg0: i32, %arg1: i32):\n"), "{text}");
}

#[test]
fn an_op_string_shows_locations_when_asked() {
    let (mut ctx, mut module, funcs) = functions();
    printer::materialize_locations(&mut ctx, &mut module);
    let plain = printer::op_to_string(&ctx, &module, funcs[1]);
    let located = printer::op_to_string_with(&ctx, &module, funcs[1], true);
    assert!(!plain.contains("loc("));
    assert!(located.contains("loc(\"f.mlir\":7:8)"), "{located}");
    assert_eq!(
        printer::op_to_string_with(&ctx, &module, funcs[1], false),
        plain
    );
}
