//! The native fast paths of `iree_linalg_ext` against the general path (the
//! comparator region called per comparison, attention by loops), on the
//! same module and inputs: `sigil_vm::linalg_ext::set_fast_paths` switches
//! between them on this thread.
//!
//! Comparators must agree bit for bit: one module per element type and
//! predicate (every `cmpf` predicate on f32, f16, bf16 and f64, every
//! `cmpi` one on i8, i32 and i64), each with a sort of one operand, a sort
//! of a key with a payload along dimension 0 of a 2-D tensor, a sort whose
//! key is the second operand and whose comparison is written swapped, a
//! `topk` with indices and a sorted `topk_v2`. Inputs come from a small
//! pool (NaN of both signs, ±0, ±inf, a few small values) so that ties,
//! unordered pairs and signed zeros are everywhere; one round in four has
//! no NaN, so that `topk`'s skipping of values worse than all its outputs
//! (taken only while no output is NaN) runs often.
//!
//! Attention must agree within the tolerance of IREE's tests (`1e-4` f32,
//! `1e-2` f16, relative to `max(1, |x|)`): the fast path sums in another
//! order (see `docs/src/vm.md`).
//!
//! About 1.5 s in a debug build: 7 × 16-or-10 small modules.

use std::rc::Rc;

use sigil_vm::linalg_ext::set_fast_paths;
use sigil_vm::{BufferView, ElementType, Module, Value};

/// splitmix64: inputs differ per seed, reproducibly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[derive(Clone, Copy)]
struct Ty {
    name: &'static str,
    elem: ElementType,
    float: bool,
}

const TYPES: &[Ty] = &[
    Ty {
        name: "f32",
        elem: ElementType::F32,
        float: true,
    },
    Ty {
        name: "f16",
        elem: ElementType::F16,
        float: true,
    },
    Ty {
        name: "bf16",
        elem: ElementType::BF16,
        float: true,
    },
    Ty {
        name: "f64",
        elem: ElementType::F64,
        float: true,
    },
    Ty {
        name: "i8",
        elem: ElementType::Int(8),
        float: false,
    },
    Ty {
        name: "i32",
        elem: ElementType::Int(32),
        float: false,
    },
    Ty {
        name: "i64",
        elem: ElementType::Int(64),
        float: false,
    },
];

const FPREDS: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];
const IPREDS: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];

/// One element's bytes, drawn from a pool rich in ties and specials
/// (none of NaN and the infinities when `plain`).
fn element(rng: &mut Rng, ty: Ty, plain: bool) -> Vec<u8> {
    if ty.float {
        let pool = [
            f64::NAN,
            -f64::NAN,
            0.0,
            -0.0,
            1.0,
            -1.0,
            2.5,
            f64::INFINITY,
            f64::NEG_INFINITY,
        ];
        let x = if !plain && rng.below(3) == 0 {
            pool[rng.below(pool.len())]
        } else {
            (rng.below(9) as f64 - 4.0) * 0.5
        };
        match ty.elem {
            ElementType::F32 => (x as f32).to_le_bytes().to_vec(),
            ElementType::F16 => half::f16::from_f64(x).to_le_bytes().to_vec(),
            ElementType::BF16 => half::bf16::from_f64(x).to_le_bytes().to_vec(),
            _ => x.to_le_bytes().to_vec(),
        }
    } else {
        let pool = [i64::MIN, i64::MAX, -1, 0, 1, 2, -2, 3];
        let x = pool[rng.below(pool.len())];
        match ty.elem {
            ElementType::Int(8) => vec![x as u8],
            ElementType::Int(32) => (x as i32).to_le_bytes().to_vec(),
            _ => x.to_le_bytes().to_vec(),
        }
    }
}

fn tensor(rng: &mut Rng, ty: Ty, shape: &[i64], plain: bool) -> Value {
    let n: i64 = shape.iter().product();
    let data: Vec<u8> = (0..n).flat_map(|_| element(rng, ty, plain)).collect();
    Value::Buffer(Rc::new(BufferView {
        elem: ty.elem,
        shape: shape.to_vec(),
        data: data.into(),
    }))
}

fn indices(rng: &mut Rng, shape: &[i64]) -> Value {
    let n: i64 = shape.iter().product();
    let data: Vec<u8> = (0..n)
        .flat_map(|_| (rng.below(7) as i32 - 3).to_le_bytes())
        .collect();
    Value::Buffer(Rc::new(BufferView {
        elem: ElementType::Int(32),
        shape: shape.to_vec(),
        data: data.into(),
    }))
}

/// The comparator module for `t` and predicate `p`, and each function's
/// arguments.
fn comparator_module(t: &str, p: &str, float: bool) -> String {
    let cmp = if float { "arith.cmpf" } else { "arith.cmpi" };
    format!(
        r#"
func.func @sort1(%k: tensor<37x{t}>) -> tensor<37x{t}> {{
  %0 = iree_linalg_ext.sort dimension(0) outs(%k : tensor<37x{t}>) {{
  ^bb0(%a: {t}, %b: {t}):
    %c = {cmp} {p}, %a, %b : {t}
    iree_linalg_ext.yield %c : i1
  }} -> tensor<37x{t}>
  return %0 : tensor<37x{t}>
}}
func.func @sort2(%k: tensor<29x3x{t}>, %v: tensor<29x3xi32>) -> (tensor<29x3x{t}>, tensor<29x3xi32>) {{
  %0:2 = iree_linalg_ext.sort dimension(0) outs(%k, %v : tensor<29x3x{t}>, tensor<29x3xi32>) {{
  ^bb0(%a: {t}, %b: {t}, %x: i32, %y: i32):
    %c = {cmp} {p}, %a, %b : {t}
    iree_linalg_ext.yield %c : i1
  }} -> tensor<29x3x{t}>, tensor<29x3xi32>
  return %0#0, %0#1 : tensor<29x3x{t}>, tensor<29x3xi32>
}}
func.func @sort_second(%v: tensor<2x40xi32>, %k: tensor<2x40x{t}>) -> (tensor<2x40xi32>, tensor<2x40x{t}>) {{
  %0:2 = iree_linalg_ext.sort dimension(1) outs(%v, %k : tensor<2x40xi32>, tensor<2x40x{t}>) {{
  ^bb0(%x: i32, %y: i32, %a: {t}, %b: {t}):
    %c = {cmp} {p}, %b, %a : {t}
    iree_linalg_ext.yield %c : i1
  }} -> tensor<2x40xi32>, tensor<2x40x{t}>
  return %0#0, %0#1 : tensor<2x40xi32>, tensor<2x40x{t}>
}}
func.func @topk(%v: tensor<3x50x{t}>, %ov: tensor<3x5x{t}>, %oi: tensor<3x5xi32>) -> (tensor<3x5x{t}>, tensor<3x5xi32>) {{
  %0:2 = iree_linalg_ext.topk dimension(1) ins(%v : tensor<3x50x{t}>) outs(%ov, %oi : tensor<3x5x{t}>, tensor<3x5xi32>) {{
  ^bb0(%a: {t}, %b: {t}):
    %c = {cmp} {p}, %a, %b : {t}
    iree_linalg_ext.yield %c : i1
  }} -> tensor<3x5x{t}>, tensor<3x5xi32>
  return %0#0, %0#1 : tensor<3x5x{t}>, tensor<3x5xi32>
}}
func.func @topk_sorted(%v: tensor<40x2x{t}>, %i: tensor<40x2xi32>, %ov: tensor<4x2x{t}>, %oi: tensor<4x2xi32>) -> (tensor<4x2x{t}>, tensor<4x2xi32>) {{
  %0:2 = iree_linalg_ext.topk_v2 dimension(0) is_sorted ins(%v, %i : tensor<40x2x{t}>, tensor<40x2xi32>) outs(%ov, %oi : tensor<4x2x{t}>, tensor<4x2xi32>) {{
  ^bb0(%a: {t}, %b: {t}):
    %c = {cmp} {p}, %b, %a : {t}
    iree_linalg_ext.yield %c : i1
  }} -> tensor<4x2x{t}>, tensor<4x2xi32>
  return %0#0, %0#1 : tensor<4x2x{t}>, tensor<4x2xi32>
}}
"#
    )
}

fn args(rng: &mut Rng, f: &str, ty: Ty, plain: bool) -> Vec<Value> {
    let tensor = |rng: &mut Rng, ty, shape: &[i64]| tensor(rng, ty, shape, plain);
    match f {
        "sort1" => vec![tensor(rng, ty, &[37])],
        "sort2" => vec![tensor(rng, ty, &[29, 3]), indices(rng, &[29, 3])],
        "sort_second" => vec![indices(rng, &[2, 40]), tensor(rng, ty, &[2, 40])],
        "topk" => vec![
            tensor(rng, ty, &[3, 50]),
            tensor(rng, ty, &[3, 5]),
            indices(rng, &[3, 5]),
        ],
        _ => vec![
            tensor(rng, ty, &[40, 2]),
            indices(rng, &[40, 2]),
            tensor(rng, ty, &[4, 2]),
            indices(rng, &[4, 2]),
        ],
    }
}

fn bytes(v: &Value) -> Vec<u8> {
    match v {
        Value::Buffer(b) => b.data.to_vec(),
        other => panic!("not a tensor: {other:?}"),
    }
}

/// Runs `f` with the fast paths on and off.
fn both(module: &Module, f: &str, args: &[Value]) -> (Vec<Value>, Vec<Value>) {
    set_fast_paths(true);
    let fast = module.call(f, args).unwrap_or_else(|e| panic!("{f}: {e}"));
    set_fast_paths(false);
    let general = module.call(f, args).unwrap_or_else(|e| panic!("{f}: {e}"));
    set_fast_paths(true);
    (fast, general)
}

#[test]
fn native_comparators_match_the_region_bit_for_bit() {
    let mut rng = Rng(7);
    for &ty in TYPES {
        let preds = if ty.float { FPREDS } else { IPREDS };
        for p in preds {
            let text = comparator_module(ty.name, p, ty.float);
            let module = Module::parse(text, "fast.mlir").expect("module");
            for f in ["sort1", "sort2", "sort_second", "topk", "topk_sorted"] {
                for round in 0..4 {
                    // The last round without NaN: `topk` then skips
                    // values worse than all its outputs.
                    let a = args(&mut rng, f, ty, round == 3);
                    let (fast, general) = both(&module, f, &a);
                    for (k, (x, y)) in fast.iter().zip(&general).enumerate() {
                        assert_eq!(
                            bytes(x),
                            bytes(y),
                            "@{f} result {k} on {} with {p}",
                            ty.name
                        );
                    }
                }
            }
        }
    }
}

/// Uniform values in [-2, 2) of type `t` (`f32` or `f16`), or a boolean
/// mask with three quarters set (`i1`).
fn uniform(rng: &mut Rng, t: &str, shape: &[i64]) -> Value {
    let n: i64 = shape.iter().product();
    let mut data = Vec::new();
    let elem = match t {
        "f32" => ElementType::F32,
        "f16" => ElementType::F16,
        _ => ElementType::Bool,
    };
    for _ in 0..n {
        let x = (rng.next() >> 11) as f64 / (1u64 << 53) as f64 * 4.0 - 2.0;
        match elem {
            ElementType::F32 => data.extend((x as f32).to_le_bytes()),
            ElementType::F16 => data.extend(half::f16::from_f64(x).to_le_bytes()),
            _ => data.push(u8::from(rng.below(4) != 0)),
        }
    }
    Value::Buffer(Rc::new(BufferView {
        elem,
        shape: shape.to_vec(),
        data: data.into(),
    }))
}

fn floats(v: &Value) -> Vec<f64> {
    let Value::Buffer(b) = v else {
        panic!("not a tensor")
    };
    match b.elem {
        ElementType::F32 => b
            .data
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()) as f64)
            .collect(),
        ElementType::F16 => b
            .data
            .chunks_exact(2)
            .map(|c| half::f16::from_le_bytes(c.try_into().unwrap()).to_f64())
            .collect(),
        e => panic!("not floats: {e:?}"),
    }
}

/// Attention modules: the operand types and shapes each function takes.
const ATTENTION: &str = r#"
#q = affine_map<(b, m, k1, k2, n) -> (b, m, k1)>
#k = affine_map<(b, m, k1, k2, n) -> (b, k2, k1)>
#v = affine_map<(b, m, k1, k2, n) -> (b, k2, n)>
#vt = affine_map<(b, m, k1, k2, n) -> (b, n, k2)>
#s = affine_map<(b, m, k1, k2, n) -> ()>
#mk = affine_map<(b, m, k1, k2, n) -> (b, m, k2)>
#o = affine_map<(b, m, k1, k2, n) -> (b, m, n)>
#r = affine_map<(b, m, k1, k2, n) -> (b, m)>
#q6 = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>
#k6 = affine_map<(b, h, m, n, k1, k2) -> (b, h, k2, k1)>
#v6 = affine_map<(b, h, m, n, k1, k2) -> (b, h, k2, n)>
#s6 = affine_map<(b, h, m, n, k1, k2) -> ()>
#o6 = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, n)>
func.func @f32(%q: tensor<2x16x32xf32>, %k: tensor<2x70x32xf32>, %v: tensor<2x70x8xf32>, %out: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  %scale = arith.constant 0.125 : f32
  %0 = iree_linalg_ext.attention <indexing_maps = [#q, #k, #v, #s, #o]> ins(%q, %k, %v, %scale : tensor<2x16x32xf32>, tensor<2x70x32xf32>, tensor<2x70x8xf32>, f32) outs(%out : tensor<2x16x8xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
func.func @f16(%q: tensor<2x16x32xf16>, %k: tensor<2x70x32xf16>, %v: tensor<2x70x8xf16>, %out: tensor<2x16x8xf16>) -> tensor<2x16x8xf16> {
  %scale = arith.constant 0.125 : f16
  %0 = iree_linalg_ext.attention <indexing_maps = [#q, #k, #v, #s, #o]> ins(%q, %k, %v, %scale : tensor<2x16x32xf16>, tensor<2x70x32xf16>, tensor<2x70x8xf16>, f16) outs(%out : tensor<2x16x8xf16>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<2x16x8xf16>
  return %0 : tensor<2x16x8xf16>
}
func.func @f16_to_f32_vt_mask(%q: tensor<2x16x32xf16>, %k: tensor<2x70x32xf16>, %v: tensor<2x8x70xf16>, %mask: tensor<2x16x70xi1>, %out: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  %scale = arith.constant 0.125 : f16
  %0 = iree_linalg_ext.attention <indexing_maps = [#q, #k, #vt, #s, #mk, #o]> ins(%q, %k, %v, %scale, %mask : tensor<2x16x32xf16>, tensor<2x70x32xf16>, tensor<2x8x70xf16>, f16, tensor<2x16x70xi1>) outs(%out : tensor<2x16x8xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
func.func @f32_float_mask(%q: tensor<2x16x32xf32>, %k: tensor<2x70x32xf32>, %v: tensor<2x70x8xf32>, %mask: tensor<2x16x70xf32>, %out: tensor<2x16x8xf32>) -> tensor<2x16x8xf32> {
  %scale = arith.constant 0.5 : f32
  %0 = iree_linalg_ext.attention <indexing_maps = [#q, #k, #v, #s, #mk, #o]> ins(%q, %k, %v, %scale, %mask : tensor<2x16x32xf32>, tensor<2x70x32xf32>, tensor<2x70x8xf32>, f32, tensor<2x16x70xf32>) outs(%out : tensor<2x16x8xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<2x16x8xf32>
  return %0 : tensor<2x16x8xf32>
}
func.func @heads(%q: tensor<1x3x20x16xf32>, %k: tensor<1x3x33x16xf32>, %v: tensor<1x3x33x24xf32>, %out: tensor<1x3x20x24xf32>) -> tensor<1x3x20x24xf32> {
  %scale = arith.constant 0.25 : f32
  %0 = iree_linalg_ext.attention <indexing_maps = [#q6, #k6, #v6, #s6, #o6]> ins(%q, %k, %v, %scale : tensor<1x3x20x16xf32>, tensor<1x3x33x16xf32>, tensor<1x3x33x24xf32>, f32) outs(%out : tensor<1x3x20x24xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<1x3x20x24xf32>
  return %0 : tensor<1x3x20x24xf32>
}
func.func @online(%q: tensor<2x16x32xf16>, %k: tensor<2x70x32xf16>, %v: tensor<2x70x8xf16>, %out: tensor<2x16x8xf32>, %max: tensor<2x16xf32>, %sum: tensor<2x16xf32>) -> (tensor<2x16x8xf32>, tensor<2x16xf32>, tensor<2x16xf32>) {
  %scale = arith.constant 0.125 : f16
  %0:3 = iree_linalg_ext.online_attention <indexing_maps = [#q, #k, #v, #s, #o, #r, #r]> ins(%q, %k, %v, %scale : tensor<2x16x32xf16>, tensor<2x70x32xf16>, tensor<2x70x8xf16>, f16) outs(%out, %max, %sum : tensor<2x16x8xf32>, tensor<2x16xf32>, tensor<2x16xf32>) {
  ^bb0(%score: f32):
    iree_linalg_ext.yield %score : f32
  } -> tensor<2x16x8xf32>, tensor<2x16xf32>, tensor<2x16xf32>
  return %0#0, %0#1, %0#2 : tensor<2x16x8xf32>, tensor<2x16xf32>, tensor<2x16xf32>
}
"#;

/// Each operand's element type and shape.
type Operands = &'static [(&'static str, &'static [i64])];

#[test]
fn attention_on_the_kernels_matches_the_loops() {
    let module = Module::parse(ATTENTION, "attention.mlir").expect("module");
    let mut rng = Rng(11);
    let cases: &[(&str, Operands)] = &[
        (
            "f32",
            &[
                ("f32", &[2, 16, 32]),
                ("f32", &[2, 70, 32]),
                ("f32", &[2, 70, 8]),
                ("f32", &[2, 16, 8]),
            ],
        ),
        (
            "f16",
            &[
                ("f16", &[2, 16, 32]),
                ("f16", &[2, 70, 32]),
                ("f16", &[2, 70, 8]),
                ("f16", &[2, 16, 8]),
            ],
        ),
        (
            "f16_to_f32_vt_mask",
            &[
                ("f16", &[2, 16, 32]),
                ("f16", &[2, 70, 32]),
                ("f16", &[2, 8, 70]),
                ("i1", &[2, 16, 70]),
                ("f32", &[2, 16, 8]),
            ],
        ),
        (
            "f32_float_mask",
            &[
                ("f32", &[2, 16, 32]),
                ("f32", &[2, 70, 32]),
                ("f32", &[2, 70, 8]),
                ("f32", &[2, 16, 70]),
                ("f32", &[2, 16, 8]),
            ],
        ),
        (
            "heads",
            &[
                ("f32", &[1, 3, 20, 16]),
                ("f32", &[1, 3, 33, 16]),
                ("f32", &[1, 3, 33, 24]),
                ("f32", &[1, 3, 20, 24]),
            ],
        ),
        (
            "online",
            &[
                ("f16", &[2, 16, 32]),
                ("f16", &[2, 70, 32]),
                ("f16", &[2, 70, 8]),
                ("f32", &[2, 16, 8]),
                ("f32", &[2, 16]),
                ("f32", &[2, 16]),
            ],
        ),
    ];
    for &(f, operands) in cases {
        let args: Vec<Value> = operands
            .iter()
            .map(|&(t, s)| uniform(&mut rng, t, s))
            .collect();
        let (fast, general) = both(&module, f, &args);
        for (k, (x, y)) in fast.iter().zip(&general).enumerate() {
            let Value::Buffer(b) = x else {
                panic!("not a tensor")
            };
            let tol = if b.elem == ElementType::F16 {
                1e-2
            } else {
                1e-4
            };
            for (i, (a, b)) in floats(x).iter().zip(floats(y)).enumerate() {
                assert!(
                    (a - b).abs() <= tol * b.abs().max(1.0),
                    "@{f} result {k} element {i}: fast {a}, general {b}"
                );
            }
        }
    }
}
