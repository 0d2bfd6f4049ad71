//! The pass manager through the public API, as a crate outside this one
//! uses it: a pass written here is registered, named in a pipeline and run
//! next to the built-in ones; threads do not change results; pipeline text
//! errors are mlir-opt's.

mod support;

use sigil_ir::{printer, Context, Diagnostic, Module, OpId, PrintOptions};
use sigil_passes::{
    parse_pipeline, Analysis, OptionDecl, OptionKind, Pass, PassFailed, PassManager,
    PassRegistration, Registry, RunConfig, Target, Timing,
};

/// Counts the `arith.constant` ops of a function (on any thread) and
/// records `count * scale` as a `test.constants` attribute of the function.
struct CountConstants {
    scale: i64,
}

impl Pass for CountConstants {
    fn argument(&self) -> &str {
        "test-count-constants"
    }

    fn name(&self) -> &str {
        "TestCountConstants"
    }

    fn anchor(&self) -> Option<&str> {
        Some("func.func")
    }

    fn options_text(&self) -> String {
        if self.scale == 1 {
            String::new()
        } else {
            format!("{{scale={}}}", self.scale)
        }
    }

    fn analyze(&self, ctx: &Context, module: &Module, op: OpId) -> Option<Analysis> {
        let mut n = 0i64;
        module.ir.walk(op, &mut |o| {
            n += i64::from(ctx.str_bytes(module.ir.op(o).name) == b"arith.constant");
        });
        Some(Box::new(n))
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let Some(n) = t.take_analysis::<i64>() else {
            return Err(t.error(t.op, "no analysis"));
        };
        if n == 0 {
            return Err(t.error(t.op, "a function without constants"));
        }
        let i64_ty = t.ctx.i(64);
        let value = t.ctx.intern_attr(sigil_ir::AttrData::Integer {
            ty: i64_ty,
            value: sigil_numeric::ApInt::from_i64(64, n * self.scale),
        });
        let name = t.ctx.string_attr(b"test.constants");
        let mut attrs = t.module.ir.attrs(t.op).to_vec();
        attrs.push(sigil_ir::NamedAttr { name, value });
        t.ctx.sort_named_attrs(&mut attrs).expect("distinct names");
        t.module.ir.set_attrs(t.op, &attrs);
        Ok(())
    }
}

const SCALE: &[OptionDecl] = &[OptionDecl {
    name: "scale",
    kind: OptionKind::Int,
    default: "1",
    help: "factor",
}];

fn registry() -> Registry {
    let mut r = Registry::with_builtin_passes();
    r.register(PassRegistration {
        argument: "test-count-constants",
        description: "count constants",
        options: SCALE,
        create: Box::new(|o| {
            Box::new(CountConstants {
                scale: o.int("scale"),
            })
        }),
    });
    r
}

/// A module of `n` functions, each computing the same sum twice.
fn functions(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        s.push_str(&format!(
            "func.func @f{i}(%a: i32) -> i32 {{\n  %c = arith.constant {i} : i32\n  %c2 = arith.constant {i} : i32\n  %0 = arith.addi %a, %c : i32\n  %1 = arith.addi %a, %c2 : i32\n  %2 = arith.muli %0, %1 : i32\n  return %2 : i32\n}}\n"
        ));
    }
    s
}

struct Run {
    output: String,
    log: String,
    diagnostics: Vec<Diagnostic>,
    failed: bool,
}

fn run(text: &str, pipeline: &str, config: RunConfig) -> Run {
    let mut p = support::parse(text);
    let pm = PassManager::new(
        parse_pipeline(&registry(), pipeline).expect("pipeline"),
        config,
    );
    let mut log = Vec::new();
    let mut diagnostics = Vec::new();
    let mut timing = Timing::new();
    let outcome = pm.run(
        &mut p.ctx,
        &mut p.module,
        &mut log,
        &mut |d| diagnostics.push(d),
        Some(&mut timing),
    );
    let output = printer::print_module(&mut p.ctx, &mut p.module, &PrintOptions::default());
    Run {
        output: String::from_utf8(output).expect("utf-8"),
        log: String::from_utf8(log).expect("utf-8"),
        diagnostics,
        failed: outcome.failed,
    }
}

fn threads(on: bool) -> RunConfig {
    RunConfig {
        threading: on,
        ..RunConfig::default()
    }
}

#[test]
fn a_pass_written_outside_the_crate_runs_in_the_manager() {
    let text = functions(3);
    let r = run(
        &text,
        "builtin.module(func.func(cse,test-count-constants{scale=10}))",
        threads(true),
    );
    assert!(!r.failed, "{:?}", r.diagnostics);
    // cse ran first: one constant left per function.
    assert_eq!(
        r.output
            .matches("attributes {test.constants = 10 : i64}")
            .count(),
        3
    );
    assert_eq!(r.output.matches("arith.constant").count(), 3);
    // The option's default.
    let r = run(
        &text,
        "builtin.module(func.func(test-count-constants))",
        threads(false),
    );
    assert_eq!(r.output.matches("test.constants = 2 : i64").count(), 3);
}

#[test]
fn a_failing_pass_is_reported_at_its_op_and_stops_the_pipeline() {
    let text = "func.func @f() {\n  return\n}\nfunc.func @g() {\n  %c = arith.constant 1 : i32\n  return\n}\n";
    for on in [true, false] {
        let r = run(
            text,
            "builtin.module(func.func(test-count-constants),symbol-privatize)",
            threads(on),
        );
        assert!(r.failed);
        assert_eq!(r.diagnostics.len(), 1);
        assert_eq!(r.diagnostics[0].message, "a function without constants");
        // symbol-privatize did not run; cse's dead constant in @g is still there.
        assert!(!r.output.contains("private"));
    }
}

#[test]
fn threads_do_not_change_the_result() {
    let text = functions(40);
    let pipeline = "builtin.module(func.func(cse),cse,symbol-privatize{exclude=f3},symbol-dce)";
    let one = run(&text, pipeline, threads(false));
    let many = run(&text, pipeline, threads(true));
    assert!(!one.failed && !many.failed);
    assert_eq!(one.output, many.output);
    // cse left one addition per function; symbol-dce kept only the excluded one.
    assert_eq!(one.output.matches("arith.addi").count(), 1);
    assert!(one.output.contains("func.func @f3("));
}

#[test]
fn dumps_follow_mlir_opts_order_and_headers() {
    let text = functions(2);
    let config = RunConfig {
        print_before_all: true,
        print_after_all: true,
        ..RunConfig::default()
    };
    let r = run(&text, "builtin.module(func.func(cse),symbol-dce)", config);
    let headers: Vec<&str> = r
        .log
        .lines()
        .filter(|l| l.starts_with("// -----//"))
        .collect();
    assert_eq!(
        headers,
        [
            "// -----// IR Dump Before CSE (cse) //----- //",
            "// -----// IR Dump After CSE (cse) //----- //",
            "// -----// IR Dump Before CSE (cse) //----- //",
            "// -----// IR Dump After CSE (cse) //----- //",
            "// -----// IR Dump Before SymbolDCE (symbol-dce) //----- //",
            "// -----// IR Dump After SymbolDCE (symbol-dce) //----- //",
        ]
    );
    // A function prints on its own, numbered from itself.
    assert!(r
        .log
        .contains("//----- //\nfunc.func @f1(%arg0: i32) -> i32 {\n"));
    // Only changes, with after-change: the second cse changes nothing.
    let config = RunConfig {
        print_after_all: true,
        print_after_change: true,
        ..RunConfig::default()
    };
    let r = run(&text, "builtin.module(cse,cse)", config);
    assert_eq!(r.log.matches("IR Dump After CSE").count(), 1);
}

#[test]
fn pipelines_print_back_as_parsed() {
    let r = registry();
    for text in [
        "builtin.module(cse)",
        "builtin.module(func.func(cse,test-count-constants{scale=3}),symbol-dce)",
        "builtin.module(any(cse),symbol-privatize{exclude=a,b},print-op-stats{json=true})",
    ] {
        assert_eq!(parse_pipeline(&r, text).expect(text).to_string(), text);
    }
}

#[test]
fn pipeline_errors_are_mlir_opts() {
    let r = registry();
    let cases = [
        ("cse", "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"),
        ("builtin.module(cse", "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"),
        ("builtin.module(foo)", "MLIR Textual PassPipeline Parser:1:1: error: 'foo' does not refer to a registered pass or pass pipeline\nfoo\n^\n"),
        ("builtin.module(cse,)", "MLIR Textual PassPipeline Parser:1:5: error: '' does not refer to a registered pass or pass pipeline\ncse,\n    ^\n"),
        ("builtin.module(func.func(cse)", "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses while parsing pipeline\nfunc.func(cse\n          ^\n"),
        ("builtin.module(cse{)", "MLIR Textual PassPipeline Parser:1:4: error: missing closing '}' while processing pass options\ncse{\n   ^\n"),
        ("builtin.module(cse{bad=1})", "<Pass-Options-Parser>: no such option bad\n\nfailed to add `cse` with options `bad=1`\n"),
        ("builtin.module(print-op-stats{json=maybe})", "<Pass-Options-Parser>: for the --json option: 'maybe' is invalid value for boolean argument! Try 0 or 1\n\nfailed to add `print-op-stats` with options `json=maybe`\n"),
        ("builtin.module(test-count-constants)", "Can't add pass 'TestCountConstants' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?"),
    ];
    for (text, want) in cases {
        match parse_pipeline(&r, text) {
            Ok(_) => panic!("{text} parsed"),
            Err(e) => assert_eq!(e.0, want, "{text}"),
        }
    }
}

#[test]
fn a_pipeline_for_another_op_and_unschedulable_ops_are_errors() {
    let text = functions(1);
    let r = run(&text, "func.func(cse)", threads(true));
    assert!(r.failed);
    assert_eq!(
        r.diagnostics[0].message,
        "can't run 'func.func' pass manager on 'builtin.module' op"
    );
    let r = run(
        &text,
        "builtin.module(func.func(func.return(cse)))",
        threads(true),
    );
    assert!(r.failed);
    assert_eq!(
        r.diagnostics[0].message,
        "'func.return' op trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'"
    );
}

/// Breaks the function it runs on: erases its terminator.
struct DropReturn;

impl Pass for DropReturn {
    fn argument(&self) -> &str {
        "test-drop-return"
    }

    fn name(&self) -> &str {
        "TestDropReturn"
    }

    fn run(&self, t: &mut Target<'_>) -> Result<(), PassFailed> {
        let mut rets = Vec::new();
        t.module.ir.walk(t.op, &mut |o| {
            if t.ctx.str_bytes(t.module.ir.op(o).name) == b"func.return" {
                rets.push(o);
            }
        });
        for r in rets {
            t.module.ir.erase_op(r).expect("a return has no results");
        }
        Ok(())
    }
}

#[test]
fn verify_each_fails_a_pass_that_leaves_invalid_ir() {
    for verify_each in [true, false] {
        let mut p = support::parse("func.func @f() {\n  return\n}\n");
        let mut pm =
            sigil_passes::OpPassManager::new(sigil_passes::Anchor::Op("builtin.module".into()));
        pm.nest(sigil_passes::Anchor::Op("func.func".into()))
            .add_pass(Box::new(DropReturn))
            .expect("any op");
        let config = RunConfig {
            verify_each,
            ..RunConfig::default()
        };
        let mut diagnostics = Vec::new();
        let outcome = PassManager::new(pm, config).run(
            &mut p.ctx,
            &mut p.module,
            &mut std::io::sink(),
            &mut |d| diagnostics.push(d),
            None,
        );
        assert_eq!(outcome.failed, verify_each);
        assert_eq!(diagnostics.len(), usize::from(verify_each));
        if verify_each {
            assert!(
                diagnostics[0].message.contains("terminator"),
                "{}",
                diagnostics[0].message
            );
        }
    }
}
