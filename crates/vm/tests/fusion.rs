//! Fusing elementwise chains on load (`sigil-fuse-elementwise`) keeps what
//! they compute, bit for bit: random DAGs of elementwise ops on tensors,
//! reading the arguments directly, through broadcasts (rows, columns,
//! rank-0 constants) and transpositions written as `linalg.generic`s, with
//! values used once, twice and by one op twice, are run as written (fused
//! on load) and with every intermediate passed through a call, which no
//! fusion crosses, so each op runs on its own. Both tiers run each.

use proptest::prelude::*;
use sigil_vm::value::{BufferView, ElementType};
use sigil_vm::{JitMode, Module, Value};
use std::fmt::Write;
use std::rc::Rc;

/// A small deterministic generator (the program is a function of the seed).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The element type's name, its float-ness, and its binary and unary ops.
struct Elem {
    name: &'static str,
    float: bool,
    bin: &'static [&'static str],
    un: &'static [&'static str],
}

const F32: Elem = Elem {
    name: "f32",
    float: true,
    bin: &[
        "arith.addf",
        "arith.subf",
        "arith.mulf",
        "arith.divf",
        "arith.maximumf",
        "arith.minnumf",
    ],
    un: &[
        "arith.negf",
        "math.absf",
        "math.tanh",
        "math.exp",
        "math.sqrt",
    ],
};

const I32: Elem = Elem {
    name: "i32",
    float: false,
    bin: &[
        "arith.addi",
        "arith.subi",
        "arith.muli",
        "arith.andi",
        "arith.xori",
        "arith.maxsi",
        "arith.minui",
    ],
    un: &[],
};

/// The program for `seed` on `r`x`c` tensors: `@f` as written and `@g`
/// with a call around every intermediate.
fn program(seed: u64, r: usize, c: usize, e: &Elem) -> String {
    let mut rng = Rng(seed | 1);
    let t = e.name;
    let (full, row, col, tr) = (
        format!("tensor<{r}x{c}x{t}>"),
        format!("tensor<{c}x{t}>"),
        format!("tensor<{r}x{t}>"),
        format!("tensor<{c}x{r}x{t}>"),
    );
    let mut s = String::new();
    writeln!(
        s,
        "func.func private @keep(%x: {full}) -> {full} {{\n  return %x : {full}\n}}"
    )
    .unwrap();
    for (name, wrap) in [("f", false), ("g", true)] {
        writeln!(
            s,
            "func.func @{name}(%a: {full}, %b: {full}, %row: {row}, %col: {col}, %t: {tr}) -> ({full}, {full}) {{"
        )
        .unwrap();
        let mut rng2 = Rng(rng.0);
        let mut vals: Vec<String> = vec!["%a".into(), "%b".into()];
        let mut n = 0;
        let mut fresh = |s: &mut String, def: String, wrap: bool| -> String {
            n += 1;
            if wrap {
                writeln!(s, "  %v{n}_raw = {def}").unwrap();
                writeln!(
                    s,
                    "  %v{n} = func.call @keep(%v{n}_raw) : ({full}) -> {full}"
                )
                .unwrap();
            } else {
                writeln!(s, "  %v{n} = {def}").unwrap();
            }
            format!("%v{n}")
        };
        let copy = |from: &str, ty: &str, map: &str| -> String {
            format!(
                "linalg.generic {{indexing_maps = [affine_map<(d0, d1) -> ({map})>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]}} ins({from} : {ty}) outs(%e : {full}) {{\n  ^bb0(%i: {t}, %o: {t}):\n    linalg.yield %i : {t}\n  }} -> {full}"
            )
        };
        writeln!(s, "  %e = tensor.empty() : {full}").unwrap();
        let k = if e.float { "1.5" } else { "3" };
        writeln!(s, "  %k = arith.constant dense<{k}> : tensor<{t}>").unwrap();
        // The broadcasts and the transposition.
        for (from, ty, map) in [
            ("%row", row.as_str(), "d1"),
            ("%col", col.as_str(), "d0"),
            ("%k", &format!("tensor<{t}>"), ""),
            ("%t", tr.as_str(), "d1, d0"),
        ] {
            if rng2.below(4) != 0 {
                let v = fresh(&mut s, copy(from, ty, map), wrap);
                vals.push(v);
            }
        }
        let steps = 2 + rng2.below(9);
        for _ in 0..steps {
            let pick = |rng: &mut Rng, vals: &[String]| {
                vals[vals.len() - 1 - rng.below(vals.len().min(4))].clone()
            };
            let def = if !e.un.is_empty() && rng2.below(4) == 0 {
                let op = e.un[rng2.below(e.un.len())];
                let x = pick(&mut rng2, &vals);
                // sqrt of a negative is NaN: take it of an absolute value.
                if op == "math.sqrt" {
                    let y = fresh(&mut s, format!("math.absf {x} : {full}"), wrap);
                    format!("{op} {y} : {full}")
                } else {
                    format!("{op} {x} : {full}")
                }
            } else if rng2.below(6) == 0 {
                let (x, y) = (pick(&mut rng2, &vals), pick(&mut rng2, &vals));
                let cmp = if e.float {
                    "arith.cmpf olt"
                } else {
                    "arith.cmpi slt"
                };
                let cf = fresh(&mut s, format!("{cmp}, {x}, {y} : {full}"), false);
                format!("arith.select {cf}, {y}, {x} : tensor<{r}x{c}xi1>, {full}")
            } else {
                let op = e.bin[rng2.below(e.bin.len())];
                let x = pick(&mut rng2, &vals);
                // Sometimes the same value twice.
                let y = if rng2.below(5) == 0 {
                    x.clone()
                } else {
                    pick(&mut rng2, &vals)
                };
                format!("{op} {x}, {y} : {full}")
            };
            let v = fresh(&mut s, def, wrap);
            vals.push(v);
        }
        let last = vals.last().unwrap().clone();
        let other = vals[vals.len() / 2].clone();
        writeln!(s, "  return {last}, {other} : {full}, {full}\n}}").unwrap();
        let _ = &mut rng;
    }
    s
}

fn tensor(shape: &[usize], e: &Elem, rng: &mut Rng) -> Value {
    let n: usize = shape.iter().product();
    let data: Vec<u8> = (0..n)
        .flat_map(|_| {
            let x = rng.below(2001) as i32 - 1000;
            if e.float {
                (x as f32 / 250.0).to_le_bytes()
            } else {
                x.to_le_bytes()
            }
        })
        .collect();
    Value::Buffer(Rc::new(BufferView {
        elem: if e.float {
            ElementType::F32
        } else {
            ElementType::Int(32)
        },
        shape: shape.iter().map(|&d| d as i64).collect(),
        data: data.into(),
    }))
}

/// Bits, with every NaN the same.
fn bits(v: &Value, float: bool) -> Vec<u32> {
    let Value::Buffer(b) = v else {
        panic!("a tensor result")
    };
    b.data
        .chunks_exact(4)
        .map(|c| {
            let x = u32::from_le_bytes(c.try_into().unwrap());
            if float && f32::from_bits(x).is_nan() {
                u32::MAX
            } else {
                x
            }
        })
        .collect()
}

fn check(seed: u64, r: usize, c: usize, float: bool) -> Result<(), TestCaseError> {
    let e = if float { &F32 } else { &I32 };
    let text = program(seed, r, c, e);
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let args = vec![
        tensor(&[r, c], e, &mut rng),
        tensor(&[r, c], e, &mut rng),
        tensor(&[c], e, &mut rng),
        tensor(&[r], e, &mut rng),
        tensor(&[c, r], e, &mut rng),
    ];
    for jit in [JitMode::Off, JitMode::Always] {
        let m = Module::parse(text.as_str(), "fusion.mlir")
            .map_err(|err| TestCaseError::fail(format!("{err}\n{text}")))?;
        sigil_jit::set_jit(&m, jit);
        let run = |f: &str| {
            m.get_function(f)
                .and_then(|f| f.call(&args))
                .map_err(|err| TestCaseError::fail(format!("@{f}: {err}\n{text}")))
        };
        let (fused, apart) = (run("f")?, run("g")?);
        for (k, (x, y)) in fused.iter().zip(&apart).enumerate() {
            prop_assert_eq!(
                bits(x, float),
                bits(y, float),
                "result {} differs ({:?}):\n{}",
                k,
                jit,
                text
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(if cfg!(miri) { 2 } else { 96 }))]
    #[test]
    fn fused_chains_compute_what_separate_ops_do(
        seed in any::<u64>(),
        r in prop_oneof![Just(1usize), 2usize..9, Just(300usize)],
        c in prop_oneof![Just(1usize), 2usize..9, Just(257usize)],
        float in any::<bool>(),
    ) {
        check(seed, r, c, float)?;
    }
}

/// The fused form is one `linalg.generic` per chain: the pass fired on a
/// program with every kind of read.
#[test]
fn chains_are_fused() {
    let text = program(7, 4, 5, &F32);
    let mut ctx = sigil_ir::Context::new();
    let src = std::sync::Arc::new(sigil_ir::SourceFile::new("fusion.mlir", text.into_bytes()));
    let mut module = sigil_ir::parse_module(&mut ctx, src, &Default::default()).unwrap();
    let fused = sigil_passes::transforms::fuse_elementwise::fuse_elementwise(&mut ctx, &mut module);
    assert!(fused >= 3, "{fused} fusions");
    sigil_ir::verifier::verify(&ctx, &module).unwrap();
}

/// A long chain is cut into bodies of at most `MAX_FUSED_OPS` ops (fusing
/// it whole would copy a quadratic number of ops), and still computes the
/// chain.
#[test]
fn long_chains_are_cut() {
    use sigil_passes::transforms::fuse_elementwise::{fuse_elementwise, MAX_FUSED_OPS};
    let n = 3000;
    let mut text = String::from(
        "func.func @f(%a: tensor<4xi32>) -> tensor<4xi32> {\n  %v0 = arith.addi %a, %a : tensor<4xi32>\n",
    );
    for i in 1..n {
        writeln!(text, "  %v{i} = arith.addi %v{}, %a : tensor<4xi32>", i - 1).unwrap();
    }
    writeln!(text, "  return %v{} : tensor<4xi32>\n}}", n - 1).unwrap();
    let mut ctx = sigil_ir::Context::new();
    let src = std::sync::Arc::new(sigil_ir::SourceFile::new(
        "chain.mlir",
        text.clone().into_bytes(),
    ));
    let mut module = sigil_ir::parse_module(&mut ctx, src, &Default::default()).unwrap();
    fuse_elementwise(&mut ctx, &mut module);
    let ir = &module.ir;
    let mut generics = Vec::new();
    ir.walk(module.top, &mut |o| {
        if ctx.str_bytes(ir.op(o).name) == b"linalg.generic" {
            generics.push(o);
        }
    });
    assert!(
        generics.len() >= n / MAX_FUSED_OPS && generics.len() < n / 8,
        "{} generics",
        generics.len()
    );
    for g in generics {
        let mut ops = 0;
        ir.walk(g, &mut |_| ops += 1);
        assert!(ops <= MAX_FUSED_OPS, "a body of {ops} ops");
    }
    let m = Module::parse(text.as_str(), "chain.mlir").unwrap();
    let one = Value::Buffer(Rc::new(BufferView {
        elem: ElementType::Int(32),
        shape: vec![4],
        data: 1i32.to_le_bytes().repeat(4).into(),
    }));
    let r = m.get_function("f").and_then(|f| f.call(&[one])).unwrap();
    assert_eq!(bits(&r[0], false), vec![n as u32 + 1; 4]);
}
