//! A seeded generator of random MLIR modules in generic form, for differential testing.
//!
//! Every module it produces is meant to be accepted by
//! `mlir-opt-22 --allow-unregistered-dialect`, so a disagreement with sigil is sigil's
//! problem, not the generator's. That drives its shape:
//!
//! * Operations are unregistered (`"foo.op"`, ...) plus `builtin.module`; attribute and
//!   dialect names avoid every dialect mlir-opt registers, since those would be verified.
//! * Values obey mlir-opt's dominance rules: a module body and a *single-block* region of an
//!   unregistered op are graph-like (any value of the block may be used anywhere in it,
//!   which is where forward references and cycles come from), while a *multi-block* region
//!   has SSA dominance (entry-block values and arguments everywhere, other values only later
//!   in their own block). Modules are isolated from above.
//! * Successors only appear on the last operation of a block of a multi-block region and
//!   never name the entry block; blocks of multi-block regions are never empty.
//! * Literals are kept in range for their types (no `-0`, no hex float wider than its type,
//!   no `array<index: ...>`, which crashes mlir-opt-22).
//!
//! The pseudo-random source is a self-contained splitmix64, so a seed means the same module
//! on every platform and every run.

use std::fmt::Write as _;

/// One generated module.
pub struct GeneratedModule {
    pub seed: u64,
    pub text: String,
    /// Whether the module should be printed with `--mlir-print-debuginfo`.
    pub debuginfo: bool,
}

/// The module for `seed`.
pub fn generate(seed: u64) -> GeneratedModule {
    let mut gen = Gen::new(seed);
    let debuginfo = gen.rng.chance(25);
    let text = gen.module();
    GeneratedModule {
        seed,
        text,
        debuginfo,
    }
}

/// splitmix64 (Steele, Lea, Flood 2014): tiny, fast and good enough for test inputs.
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (0 when `n == 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        if n == 0 {
            0
        } else {
            self.next_u64() % n
        }
    }

    /// Uniform in `lo..=hi`.
    fn between(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Sign {
    Signless,
    Signed,
    Unsigned,
}

#[derive(Clone, Copy)]
struct FloatTy {
    name: &'static str,
    /// Storage width, for hex literals; 0 when hex literals are not generated.
    hex_bits: u32,
    /// f8E8M0FNU has no sign bit and no zero.
    positive_only: bool,
}

const fn float(name: &'static str, hex_bits: u32, positive_only: bool) -> FloatTy {
    FloatTy {
        name,
        hex_bits,
        positive_only,
    }
}

const FLOATS: [FloatTy; 18] = [
    float("f16", 16, false),
    float("bf16", 16, false),
    float("f32", 32, false),
    float("f64", 64, false),
    float("f80", 0, false),
    float("f128", 0, false),
    float("tf32", 19, false),
    float("f8E5M2", 8, false),
    float("f8E4M3FN", 8, false),
    float("f8E5M2FNUZ", 8, false),
    float("f8E4M3FNUZ", 8, false),
    float("f8E4M3B11FNUZ", 8, false),
    float("f8E4M3", 8, false),
    float("f8E3M4", 8, false),
    float("f8E8M0FNU", 8, true),
    float("f6E2M3FN", 6, false),
    float("f6E3M2FN", 6, false),
    float("f4E2M1FN", 4, false),
];

/// Decimal float literals; every one is valid for every float type (rounding, overflow to
/// infinity or NaN and underflow to zero are all accepted).
const FLOAT_LITERALS: [&str; 22] = [
    "0.0",
    "1.0",
    "-1.0",
    "0.5",
    "2.5",
    "-3.25",
    "0.1",
    "3.14159",
    "1.0e10",
    "-2.5e-3",
    "65504.0",
    "1.5e-7",
    "123456.789",
    "1.0e38",
    "1.0e300",
    "6.0",
    "100.0",
    "0.333",
    "-0.0",
    "1.e3",
    "7.0E-2",
    "4.0",
];

/// Decimal literals (MLIR's float literals need a `.`) that need every digit of their type: the largest and
/// smallest doubles and floats, 0.1 + 0.2, thirds, and values whose shortest
/// round-trip form has 17 significant digits. Valid for every float type
/// (they round, overflow to infinity or underflow to zero there).
const EXACT_FLOAT_LITERALS: [&str; 13] = [
    "1.7976931348623157e308",
    "-1.7976931348623157e308",
    "2.2250738585072014e-308",
    "4.9406564584124654e-324",
    "3.4028234663852886e38",
    "1.1754943508222875e-38",
    "1.401298464324817e-45",
    "0.30000000000000004",
    "0.3333333333333333",
    "-0.6666666666666666",
    "1.0000000000000002",
    "9007199254740993.0",
    "123456789.12345679",
];

/// Literals for the unsigned, zero-less f8E8M0FNU.
const POSITIVE_FLOAT_LITERALS: [&str; 6] = ["1.0", "2.0", "0.5", "4.0", "1024.0", "0.125"];

const INT_WIDTHS: [u32; 13] = [1, 2, 4, 7, 8, 16, 17, 32, 33, 64, 65, 128, 256];

/// An element type of vectors, tensors, dense literals and so on.
#[derive(Clone, Copy)]
enum Elem {
    Int(u32, Sign),
    Index,
    Float(FloatTy),
}

impl Elem {
    fn render(self) -> String {
        match self {
            Elem::Int(width, Sign::Signless) => format!("i{width}"),
            Elem::Int(width, Sign::Signed) => format!("si{width}"),
            Elem::Int(width, Sign::Unsigned) => format!("ui{width}"),
            Elem::Index => "index".to_string(),
            Elem::Float(float) => float.name.to_string(),
        }
    }
}

/// Unregistered op names; none belongs to a dialect mlir-opt-22 knows.
const OP_NAMES: [&str; 12] = [
    "foo.op",
    "foo.compute",
    "foo.def",
    "foo.use",
    "bar.baz",
    "bar.region",
    "my_dialect.thing",
    "x.y.z",
    "foo.op-with-dash",
    "foo.op$dollar",
    "nodot",
    "qux.node",
];

/// Prefixes for dialect attributes and types, and for dialect-prefixed attribute names.
const DIALECTS: [&str; 4] = ["foo", "bar", "my_dialect", "qux"];

const FILE_NAMES: [&str; 5] = [
    "a.mlir",
    "src/model.py",
    "x.c",
    "with space.cc",
    "caf\\C3\\A9.rs",
];

/// A value that may be used as an operand: its spelling at the use and its type.
#[derive(Clone)]
struct Value {
    name: String,
    ty: String,
}

/// The results of one planned operation.
struct Results {
    /// `%v1:2, %v3 = ` or empty.
    prefix: String,
    types: Vec<String>,
    values: Vec<Value>,
}

struct Gen {
    rng: SplitMix64,
    next_value: u64,
    next_block: u64,
    next_module: u64,
    next_distinct: u64,
    /// Operations still allowed, to keep modules small.
    op_budget: i64,
    type_aliases: Vec<String>,
    attr_aliases: Vec<String>,
    loc_aliases: Vec<String>,
    distincts: Vec<String>,
    blobs: Vec<String>,
}

/// Bits `0..bits` set, for `bits <= 128`.
fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

impl Gen {
    fn new(seed: u64) -> Self {
        Gen {
            rng: SplitMix64(seed ^ 0x5151_6C67_6969_6C73),
            next_value: 0,
            next_block: 0,
            next_module: 0,
            next_distinct: 0,
            op_budget: 0,
            type_aliases: Vec::new(),
            attr_aliases: Vec::new(),
            loc_aliases: Vec::new(),
            distincts: Vec::new(),
            blobs: Vec::new(),
        }
    }

    // ----------------------------------------------------------------- module level

    fn module(&mut self) -> String {
        self.op_budget = self.rng.between(4, 45);
        self.next_distinct = self.rng.below(20);
        let mut text = String::new();
        if self.rng.chance(30) {
            text.push_str("// generated by sigil's differential test generator\n");
        }
        for i in 0..self.rng.below(3) {
            let ty = self.ty(2);
            writeln!(text, "!ta{i} = {ty}").unwrap();
            self.type_aliases.push(format!("!ta{i}"));
        }
        for i in 0..self.rng.below(3) {
            let attr = self.attr(2);
            writeln!(text, "#aa{i} = {attr}").unwrap();
            self.attr_aliases.push(format!("#aa{i}"));
        }
        if self.rng.chance(30) {
            let loc = self.location(2);
            text.push_str(&format!("#la0 = loc({loc})\n"));
            self.loc_aliases.push("#la0".to_string());
        }
        let body = self.graph_block_ops(1, &[], 0, 10);
        match self.rng.below(4) {
            0 | 1 => {
                for op in &body {
                    text.push_str(op);
                }
            }
            2 => {
                let header = self.module_header(true);
                text.push_str(&header);
                text.push_str(" {\n");
                for op in &body {
                    text.push_str(op);
                }
                text.push('}');
                text.push_str(&self.trailing_location());
                text.push('\n');
            }
            _ => {
                text.push_str(&self.generic_module(&body, 0, true));
            }
        }
        text.push_str(&self.resources());
        text
    }

    /// `module`, `module @name` or `module @name attributes {...}`.
    fn module_header(&mut self, allow_attrs: bool) -> String {
        let mut header = "module".to_string();
        if self.rng.chance(50) {
            header.push(' ');
            header.push_str(&self.module_symbol());
        }
        if allow_attrs && self.rng.chance(40) {
            header.push_str(" attributes ");
            header.push_str(&self.module_attr_dict());
        }
        header
    }

    /// A fresh module name: module names share one symbol table per parent module.
    fn module_symbol(&mut self) -> String {
        let n = self.next_module;
        self.next_module += 1;
        if self.rng.chance(25) {
            format!("@\"mod {n}\"")
        } else {
            format!("@mod{n}")
        }
    }

    /// Module attributes must carry a dialect prefix, and not one mlir-opt would verify.
    fn module_attr_dict(&mut self) -> String {
        let mut entries = Vec::new();
        for i in 0..self.rng.between(1, 3) {
            let dialect = self.rng.pick(&DIALECTS);
            if self.rng.chance(25) {
                entries.push(format!("{dialect}.flag{i}"));
            } else {
                let value = self.attr(1);
                entries.push(format!("{dialect}.k{i} = {value}"));
            }
        }
        format!("{{{}}}", entries.join(", "))
    }

    /// A module in generic form around already generated body operations.
    fn generic_module(&mut self, body: &[String], indent: usize, top: bool) -> String {
        let pad = "  ".repeat(indent);
        let mut text = format!("{pad}\"builtin.module\"()");
        let mut props = Vec::new();
        if self.rng.chance(40) {
            let name = self.module_symbol();
            props.push(format!("sym_name = \"{}\"", name[1..].trim_matches('"')));
        }
        if !top && self.rng.chance(15) {
            props.push("sym_visibility = \"private\"".to_string());
        }
        if !props.is_empty() {
            text.push_str(&format!(" <{{{}}}>", props.join(", ")));
        }
        text.push_str(" ({\n");
        if body.is_empty() {
            text.push_str(&format!("{pad}^bb0:\n"));
        }
        for op in body {
            text.push_str(op);
        }
        text.push_str(&format!("{pad}}})"));
        if self.rng.chance(30) {
            text.push(' ');
            text.push_str(&self.module_attr_dict());
        }
        text.push_str(" : () -> ()");
        text.push_str(&self.trailing_location());
        text.push('\n');
        text
    }

    fn resources(&mut self) -> String {
        let mut defined = Vec::new();
        let blobs = std::mem::take(&mut self.blobs);
        for name in blobs {
            if self.rng.chance(70) && !defined.iter().any(|(n, _)| *n == name) {
                let mut hex = String::from("0x");
                let alignment = self.rng.pick(&[1u32, 2, 4, 8]);
                for byte in alignment.to_le_bytes() {
                    write!(hex, "{byte:02X}").unwrap();
                }
                for _ in 0..self.rng.below(12) {
                    write!(hex, "{:02X}", self.rng.below(256)).unwrap();
                }
                defined.push((name, hex));
            }
        }
        let external = self.rng.chance(10);
        if defined.is_empty() && !external {
            return String::new();
        }
        let mut sections = Vec::new();
        if !defined.is_empty() {
            let entries: Vec<String> = defined
                .iter()
                .map(|(name, hex)| format!("      {name}: \"{hex}\""))
                .collect();
            sections.push(format!(
                "  dialect_resources: {{\n    builtin: {{\n{}\n    }}\n  }}",
                entries.join(",\n")
            ));
        }
        if external {
            sections.push(
                "  external_resources: {\n    ext: {\n      flag: true,\n      text: \"x\\0Ay\"\n    }\n  }"
                    .to_string(),
            );
        }
        format!("{{-#\n{}\n#-}}\n", sections.join(",\n"))
    }

    // ------------------------------------------------------------------- blocks and ops

    fn fresh_value(&mut self) -> String {
        let n = self.next_value;
        self.next_value += 1;
        format!("%v{n}")
    }

    fn fresh_block(&mut self) -> String {
        let n = self.next_block;
        self.next_block += 1;
        format!("^b{n}")
    }

    /// Results of a new op: names, groups and types.
    fn plan_results(&mut self) -> Results {
        let count = self.rng.pick(&[0, 0, 1, 1, 1, 1, 2, 3, 4]);
        let mut results = Results {
            prefix: String::new(),
            types: Vec::new(),
            values: Vec::new(),
        };
        let mut parts = Vec::new();
        let mut left = count;
        while left > 0 {
            let size = if self.rng.chance(50) {
                1
            } else {
                self.rng.between(1, left)
            };
            let grouped = size > 1 || self.rng.chance(15);
            let name = self.fresh_value();
            for i in 0..size {
                let ty = self.value_type();
                let spelling = if grouped {
                    // `%x` alone names the first result of a group.
                    if i == 0 && self.rng.chance(10) {
                        name.clone()
                    } else {
                        format!("{name}#{i}")
                    }
                } else {
                    name.clone()
                };
                results.types.push(ty.clone());
                results.values.push(Value { name: spelling, ty });
            }
            parts.push(if grouped {
                format!("{name}:{size}")
            } else {
                name
            });
            left -= size;
        }
        if !parts.is_empty() {
            results.prefix = format!("{} = ", parts.join(", "));
        }
        results
    }

    /// A type for a value: any type, sometimes through an alias.
    fn value_type(&mut self) -> String {
        if !self.type_aliases.is_empty() && self.rng.chance(10) {
            let i = self.rng.below(self.type_aliases.len() as u64) as usize;
            return self.type_aliases[i].clone();
        }
        if self.rng.chance(45) {
            return self
                .rng
                .pick(&["i32", "i64", "f32", "index", "i1", "tensor<4xf32>"])
                .to_string();
        }
        self.ty(2)
    }

    /// Operations of a graph block: every value of the block is visible to every op.
    /// Returns the printed ops (indented by `indent`).
    fn graph_block_ops(
        &mut self,
        indent: usize,
        outer: &[Value],
        depth: u32,
        max_ops: i64,
    ) -> Vec<String> {
        let count = self.op_count(max_ops, 0);
        let plans: Vec<Results> = (0..count).map(|_| self.plan_results()).collect();
        let mut visible = outer.to_vec();
        for plan in &plans {
            visible.extend(plan.values.iter().cloned());
        }
        plans
            .into_iter()
            .map(|plan| self.op(plan, &visible, indent, depth, &[], true))
            .collect()
    }

    /// How many ops a block gets, within the budget.
    fn op_count(&mut self, max_ops: i64, min: i64) -> i64 {
        let want = self.rng.between(min, max_ops.max(min));
        let count = want.min(self.op_budget).max(min);
        self.op_budget -= count;
        count
    }

    /// One operation with the given results, operands drawn from `visible`.
    fn op(
        &mut self,
        results: Results,
        visible: &[Value],
        indent: usize,
        depth: u32,
        successors: &[String],
        allow_module: bool,
    ) -> String {
        let pad = "  ".repeat(indent);
        // Sometimes a nested module instead of an unregistered op (only without results).
        if allow_module && results.values.is_empty() && depth < 3 && self.rng.chance(6) {
            return self.nested_module(indent, depth);
        }
        let mut text = format!("{pad}{}\"{}\"(", results.prefix, self.op_name());
        let mut operand_types = Vec::new();
        if !visible.is_empty() {
            let n = self.rng.pick(&[0, 0, 1, 1, 2, 3, 4]);
            let mut names = Vec::new();
            for _ in 0..n {
                let i = self.rng.below(visible.len() as u64) as usize;
                names.push(visible[i].name.clone());
                operand_types.push(visible[i].ty.clone());
            }
            text.push_str(&names.join(", "));
        }
        text.push(')');
        if !successors.is_empty() {
            text.push_str(&format!("[{}]", successors.join(", ")));
        }
        if self.rng.chance(12) {
            let props = if self.rng.chance(80) {
                self.attr_dict(2, false)
            } else {
                self.attr(2)
            };
            text.push_str(&format!(" <{props}>"));
        }
        if depth < 3 && self.op_budget > 0 && self.rng.chance(25) {
            let n = self.rng.pick(&[1, 1, 1, 2, 3]);
            let regions: Vec<String> = (0..n)
                .map(|_| self.region(visible, indent, depth + 1))
                .collect();
            text.push_str(&format!(" ({})", regions.join(", ")));
        }
        if self.rng.chance(45) {
            text.push(' ');
            text.push_str(&self.attr_dict(2, true));
        }
        text.push_str(&format!(
            " : ({}) -> {}",
            operand_types.join(", "),
            result_list(&results.types)
        ));
        text.push_str(&self.trailing_location());
        text.push('\n');
        text
    }

    fn op_name(&mut self) -> String {
        if self.rng.chance(5) {
            return "foo.caf\\C3\\A9".to_string();
        }
        self.rng.pick(&OP_NAMES).to_string()
    }

    fn nested_module(&mut self, indent: usize, depth: u32) -> String {
        // Isolated from above: the body sees no outer value.
        let body = self.graph_block_ops(indent + 1, &[], depth + 1, 4);
        if self.rng.chance(50) {
            return self.generic_module(&body, indent, false);
        }
        let pad = "  ".repeat(indent);
        let header = self.module_header(true);
        let mut text = format!("{pad}{header} {{\n");
        for op in &body {
            text.push_str(op);
        }
        text.push_str(&format!("{pad}}}"));
        text.push_str(&self.trailing_location());
        text.push('\n');
        text
    }

    fn trailing_location(&mut self) -> String {
        if self.rng.chance(20) {
            format!(" loc({})", self.location(2))
        } else {
            String::new()
        }
    }

    /// Block arguments: `(%a: i32, %b: f32 loc(...))`.
    fn block_args(&mut self, max: u64) -> Vec<(Value, String)> {
        (0..self.rng.below(max + 1))
            .map(|_| {
                let name = self.fresh_value();
                let ty = self.value_type();
                let loc = if self.rng.chance(20) {
                    format!(" loc({})", self.location(1))
                } else {
                    String::new()
                };
                (Value { name, ty }, loc)
            })
            .collect()
    }

    fn block_header(label: &str, args: &[(Value, String)]) -> String {
        if args.is_empty() {
            format!("{label}:")
        } else {
            let list: Vec<String> = args
                .iter()
                .map(|(v, loc)| format!("{}: {}{}", v.name, v.ty, loc))
                .collect();
            format!("{label}({}):", list.join(", "))
        }
    }

    /// A region of an unregistered op: empty, one graph block, or several SSA blocks.
    fn region(&mut self, outer: &[Value], indent: usize, depth: u32) -> String {
        let pad = "  ".repeat(indent);
        let shape = self.rng.below(10);
        if shape == 0 || self.op_budget <= 0 {
            return "{\n".to_string() + &pad + "}";
        }
        if shape <= 5 {
            // One block: no dominance inside it.
            let args = self.block_args(2);
            let mut visible = outer.to_vec();
            visible.extend(args.iter().map(|(v, _)| v.clone()));
            let ops = self.graph_block_ops(indent + 1, &visible, depth, 4);
            let mut text = "{\n".to_string();
            if !args.is_empty() || ops.is_empty() || self.rng.chance(20) {
                let label = self.fresh_block();
                text.push_str(&format!("{pad}{}\n", Self::block_header(&label, &args)));
            }
            for op in ops {
                text.push_str(&op);
            }
            text.push_str(&pad);
            text.push('}');
            return text;
        }
        self.multi_block_region(outer, indent, depth)
    }

    fn multi_block_region(&mut self, outer: &[Value], indent: usize, depth: u32) -> String {
        let pad = "  ".repeat(indent);
        let block_count = self.rng.between(2, 4) as usize;
        let labels: Vec<String> = (0..block_count).map(|_| self.fresh_block()).collect();
        let args: Vec<Vec<(Value, String)>> = (0..block_count)
            .map(|i| self.block_args(if i == 0 { 2 } else { 3 }))
            .collect();
        let plans: Vec<Vec<Results>> = (0..block_count)
            .map(|_| {
                // Blocks of a multi-block region may not be empty.
                self.op_budget += 1;
                let n = self.op_count(3, 1);
                (0..n).map(|_| self.plan_results()).collect()
            })
            .collect();
        // Entry-block values dominate every other (reachable) block.
        let mut entry_visible = outer.to_vec();
        entry_visible.extend(args[0].iter().map(|(v, _)| v.clone()));
        let entry_values: Vec<Value> = plans[0]
            .iter()
            .flat_map(|p| p.values.iter().cloned())
            .collect();
        let mut text = "{\n".to_string();
        for (b, block_plans) in plans.into_iter().enumerate() {
            if b > 0 || !args[0].is_empty() || self.rng.chance(20) {
                text.push_str(&format!(
                    "{pad}{}\n",
                    Self::block_header(&labels[b], &args[b])
                ));
            }
            let mut visible = entry_visible.clone();
            if b > 0 {
                visible.extend(entry_values.iter().cloned());
                visible.extend(args[b].iter().map(|(v, _)| v.clone()));
            }
            let last = block_plans.len() - 1;
            for (i, plan) in block_plans.into_iter().enumerate() {
                let successors = if i == last && self.rng.chance(70) {
                    let n = self.rng.between(1, 3);
                    (0..n)
                        .map(|_| {
                            labels[self.rng.between(1, block_count as i64 - 1) as usize].clone()
                        })
                        .collect()
                } else {
                    Vec::new()
                };
                let defined: Vec<Value> = plan.values.clone();
                // The last op of a multi-block region's block must be able to be a
                // terminator, which a module is not.
                let allow_module = i != last;
                text.push_str(&self.op(
                    plan,
                    &visible,
                    indent + 1,
                    depth,
                    &successors,
                    allow_module,
                ));
                // Values of this op dominate the rest of its block.
                visible.extend(defined);
            }
        }
        text.push_str(&pad);
        text.push('}');
        text
    }

    // ------------------------------------------------------------------------ types

    fn int_elem(&mut self) -> Elem {
        let width = self.rng.pick(&INT_WIDTHS);
        let sign = match self.rng.below(6) {
            0 => Sign::Signed,
            1 => Sign::Unsigned,
            _ => Sign::Signless,
        };
        Elem::Int(width, sign)
    }

    fn float_elem(&mut self) -> Elem {
        Elem::Float(self.rng.pick(&FLOATS))
    }

    fn scalar_elem(&mut self) -> Elem {
        match self.rng.below(5) {
            0 | 1 => self.int_elem(),
            2 => Elem::Index,
            _ => self.float_elem(),
        }
    }

    fn dims(&mut self, max_rank: u64, allow_dynamic: bool, min_dim: i64) -> Vec<String> {
        (0..self.rng.below(max_rank + 1))
            .map(|_| {
                if allow_dynamic && self.rng.chance(25) {
                    "?".to_string()
                } else {
                    self.rng.between(min_dim, 6).to_string()
                }
            })
            .collect()
    }

    fn shape_prefix(dims: &[String]) -> String {
        dims.iter().map(|d| format!("{d}x")).collect()
    }

    fn vector_type(&mut self) -> String {
        let mut dims = Vec::new();
        for _ in 0..self.rng.below(4) {
            let n = self.rng.between(1, 8);
            dims.push(if self.rng.chance(20) {
                format!("[{n}]")
            } else {
                n.to_string()
            });
        }
        let elem = self.scalar_elem().render();
        format!("vector<{}{elem}>", Self::shape_prefix(&dims))
    }

    fn complex_type(&mut self) -> String {
        let elem = if self.rng.chance(40) {
            self.int_elem()
        } else {
            self.float_elem()
        };
        format!("complex<{}>", elem.render())
    }

    fn dialect_type(&mut self) -> String {
        let dialect = self.rng.pick(&DIALECTS);
        match self.rng.below(4) {
            0 => format!("!{dialect}.t"),
            1 => format!("!{dialect}.t<{}>", self.rng.below(10)),
            2 => format!("!{dialect}.pair<i32, \"s\", [1, 2]>"),
            _ => format!("!{dialect}<\"opaque {}\">", self.rng.below(10)),
        }
    }

    /// Any type, nesting at most `depth` more levels.
    fn ty(&mut self, depth: u32) -> String {
        let choice = if depth == 0 {
            self.rng.below(4)
        } else {
            self.rng.below(14)
        };
        match choice {
            0 | 1 => self.scalar_elem().render(),
            2 => self
                .rng
                .pick(&["none", "i0", "si0", "ui0", "i1024"])
                .to_string(),
            3 => self.dialect_type(),
            4 => self.complex_type(),
            5 => self.vector_type(),
            6 | 7 => self.tensor_type(depth),
            8 | 9 => self.memref_type(),
            10 => {
                let ins: Vec<String> = (0..self.rng.below(3)).map(|_| self.ty(depth - 1)).collect();
                let outs: Vec<String> =
                    (0..self.rng.below(3)).map(|_| self.ty(depth - 1)).collect();
                format!("({}) -> {}", ins.join(", "), result_list(&outs))
            }
            11 => {
                let elems: Vec<String> =
                    (0..self.rng.below(4)).map(|_| self.ty(depth - 1)).collect();
                format!("tuple<{}>", elems.join(", "))
            }
            12 if !self.type_aliases.is_empty() => {
                let i = self.rng.below(self.type_aliases.len() as u64) as usize;
                self.type_aliases[i].clone()
            }
            _ => self.scalar_elem().render(),
        }
    }

    fn tensor_type(&mut self, depth: u32) -> String {
        let elem = match self.rng.below(8) {
            0 => self.complex_type(),
            1 => self.vector_type(),
            2 => self.dialect_type(),
            _ => self.scalar_elem().render(),
        };
        if self.rng.chance(20) {
            return format!("tensor<*x{elem}>");
        }
        let dims = self.dims(3, true, 0);
        let encoding = if depth > 0 && self.rng.chance(20) {
            format!(", {}", self.encoding_attr())
        } else {
            String::new()
        };
        format!("tensor<{}{elem}{encoding}>", Self::shape_prefix(&dims))
    }

    fn encoding_attr(&mut self) -> String {
        let dialect = self.rng.pick(&DIALECTS);
        match self.rng.below(5) {
            0 => format!("\"enc{}\"", self.rng.below(5)),
            1 => format!("#{dialect}.encoding<{}>", self.rng.below(5)),
            2 => format!("{{{dialect}.level = {} : i32}}", self.rng.below(5)),
            3 => "[1, 2]".to_string(),
            _ => format!("#{dialect}<\"enc\">"),
        }
    }

    fn memref_type(&mut self) -> String {
        let elem = match self.rng.below(6) {
            0 => self.complex_type(),
            1 => self.vector_type(),
            _ => self.scalar_elem().render(),
        };
        let space = self.memory_space();
        if self.rng.chance(15) {
            return format!("memref<*x{elem}{space}>");
        }
        let dims = self.dims(3, true, 0);
        let layout = match self.rng.below(5) {
            0 => {
                let strides: Vec<String> = dims.iter().map(|_| self.stride()).collect();
                if self.rng.chance(50) {
                    format!(", strided<[{}]>", strides.join(", "))
                } else {
                    format!(
                        ", strided<[{}], offset: {}>",
                        strides.join(", "),
                        self.stride()
                    )
                }
            }
            1 => format!(", {}", self.affine_map(Some(dims.len()))),
            _ => String::new(),
        };
        format!("memref<{}{elem}{layout}{space}>", Self::shape_prefix(&dims))
    }

    fn stride(&mut self) -> String {
        if self.rng.chance(25) {
            "?".to_string()
        } else {
            self.rng.between(-2, 64).to_string()
        }
    }

    fn memory_space(&mut self) -> String {
        match self.rng.below(8) {
            0 => format!(", {}", self.rng.below(8)),
            1 => format!(", {} : i32", self.rng.below(4)),
            2 => ", \"shared\"".to_string(),
            3 => format!(", {{kind = {}}}", self.rng.below(3)),
            _ => String::new(),
        }
    }

    // ------------------------------------------------------------------- attributes

    /// `{name = value, flag, ...}` with distinct names.
    fn attr_dict(&mut self, depth: u32, op_dict: bool) -> String {
        let mut names: Vec<String> = Vec::new();
        let mut entries = Vec::new();
        for _ in 0..self.rng.below(5) {
            let (spelling, key) = self.attr_name();
            if names.contains(&key) {
                continue;
            }
            names.push(key);
            if self.rng.chance(10) {
                entries.push(spelling);
            } else {
                let value = if op_dict && !self.loc_aliases.is_empty() && self.rng.chance(3) {
                    self.loc_aliases[0].clone()
                } else {
                    self.attr(depth)
                };
                entries.push(format!("{spelling} = {value}"));
            }
        }
        format!("{{{}}}", entries.join(", "))
    }

    /// An attribute name as written and the key it stands for (for uniqueness).
    fn attr_name(&mut self) -> (String, String) {
        match self.rng.below(10) {
            0 => {
                let dialect = self.rng.pick(&DIALECTS);
                let n = self.rng.below(4);
                let name = format!("{dialect}.attr{n}");
                (name.clone(), name)
            }
            1 => {
                let (spelling, key) = self.rng.pick(&[
                    ("\"with space\"", "with space"),
                    ("\"0abc\"", "0abc"),
                    ("\"a-b\"", "a-b"),
                    ("\"x\\0Ay\"", "x\ny"),
                    ("\"q\\22q\"", "q\"q"),
                    ("\"plain\"", "plain"),
                ]);
                (spelling.to_string(), key.to_string())
            }
            2 => {
                let name = self
                    .rng
                    .pick(&["true", "loc", "dense", "unit", "i32", "module"]);
                (name.to_string(), name.to_string())
            }
            _ => {
                let name = self.rng.pick(&[
                    "a", "b", "value", "sym_name", "_x", "A1", "k$", "plain", "z9",
                ]);
                let name = format!("{name}{}", self.rng.below(3));
                (name.clone(), name)
            }
        }
    }

    /// Any attribute, nesting at most `depth` more levels.
    fn attr(&mut self, depth: u32) -> String {
        let choice = if depth == 0 {
            self.rng.below(8)
        } else {
            self.rng.below(26)
        };
        match choice {
            0 => self.integer_attr(),
            1 => self.float_attr(),
            2 => self.rng.pick(&["true", "false", "unit"]).to_string(),
            3 => self.string_literal(),
            4 => self.symbol_ref(),
            5 => self.dialect_attr(),
            6 => self.value_type(),
            7 => self.dense_array(),
            8 | 9 => {
                let items: Vec<String> = (0..self.rng.below(4))
                    .map(|_| self.attr(depth - 1))
                    .collect();
                format!("[{}]", items.join(", "))
            }
            10 => self.attr_dict(depth - 1, false),
            11 | 12 => self.dense_attr(),
            13 => self.affine_map(None),
            14 => self.affine_set(),
            15 => {
                let name = format!("blob{}", self.rng.below(4));
                self.blobs.push(name.clone());
                let ty = self.rng.pick(&[
                    "tensor<2xi32>",
                    "tensor<4xi8>",
                    "tensor<1xf32>",
                    "vector<2xi16>",
                ]);
                format!("dense_resource<{name}> : {ty}")
            }
            16 => self.sparse_attr(),
            17 => self.distinct_attr(),
            18 => {
                let strides: Vec<String> = (0..self.rng.below(3)).map(|_| self.stride()).collect();
                if self.rng.chance(50) {
                    format!("strided<[{}]>", strides.join(", "))
                } else {
                    format!(
                        "strided<[{}], offset: {}>",
                        strides.join(", "),
                        self.stride()
                    )
                }
            }
            19 => format!("loc({})", self.location(1)),
            20 => {
                let ty = self.value_type();
                format!("{} : {ty}", self.string_literal())
            }
            21 if !self.attr_aliases.is_empty() => {
                let i = self.rng.below(self.attr_aliases.len() as u64) as usize;
                self.attr_aliases[i].clone()
            }
            22 => self.integer_attr(),
            23 => self.float_attr(),
            _ => self.string_literal(),
        }
    }

    /// An integer literal valid for `elem` (an int or index).
    fn int_literal(&mut self, elem: Elem) -> String {
        let (width, sign) = match elem {
            Elem::Int(width, sign) => (width, sign),
            _ => (64, Sign::Signed),
        };
        if width == 1 && sign == Sign::Signless && self.rng.chance(50) {
            return self.rng.pick(&["true", "false"]).to_string();
        }
        // Range of literals the parser accepts for the type, clipped to what i128 holds.
        let bits = width.min(126);
        let (lo, hi): (i128, i128) = match sign {
            Sign::Signless => (-(1i128 << (bits - 1)), (1i128 << bits) - 1),
            Sign::Signed => (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1),
            Sign::Unsigned => (0, (1i128 << bits) - 1),
        };
        let value: i128 = match self.rng.below(6) {
            0 => lo,
            1 => hi,
            2 => 0,
            3 => 1.clamp(lo, hi),
            4 => (-1i128).clamp(lo, hi),
            _ => {
                let span = (hi - lo) as u128;
                let r = ((self.rng.next_u64() as u128) << 64) | self.rng.next_u64() as u128;
                lo + (r % (span + 1)) as i128
            }
        };
        if value > 0 && self.rng.chance(20) {
            format!("0x{value:X}")
        } else if value < 0 && self.rng.chance(10) {
            format!("-0x{:x}", -value)
        } else {
            value.to_string()
        }
    }

    fn integer_attr(&mut self) -> String {
        if self.rng.chance(20) {
            return self.int_literal(Elem::Int(64, Sign::Signless));
        }
        let elem = if self.rng.chance(15) {
            Elem::Index
        } else {
            self.int_elem()
        };
        let literal = self.int_literal(elem);
        if literal == "true" || literal == "false" {
            // `true : i1` is not valid syntax: booleans carry no type.
            return literal;
        }
        format!("{literal} : {}", elem.render())
    }

    fn float_literal(&mut self, float: FloatTy) -> String {
        if float.hex_bits > 0 && self.rng.chance(20) {
            let bits = (self.rng.next_u64() as u128) & mask(float.hex_bits);
            return format!("0x{bits:X}");
        }
        if float.hex_bits > 0 && self.rng.chance(20) {
            return format!("0x{:X}", self.special_float_bits(float));
        }
        if !float.positive_only && self.rng.chance(15) {
            return self.rng.pick(&EXACT_FLOAT_LITERALS).to_string();
        }
        if float.positive_only {
            self.rng.pick(&POSITIVE_FLOAT_LITERALS).to_string()
        } else {
            self.rng.pick(&FLOAT_LITERALS).to_string()
        }
    }

    /// A bit pattern at an edge of `float`'s encoding: signed zeros,
    /// infinities, quiet and signalling NaNs with payloads, the smallest and
    /// largest subnormals, the smallest normal and the largest finite value
    /// (for formats without infinities or NaNs these are ordinary values or
    /// their NaN; every pattern is a valid literal).
    fn special_float_bits(&mut self, float: FloatTy) -> u128 {
        let bits = float.hex_bits;
        let (exp, man) = match float.name {
            "f16" => (5, 10),
            "bf16" => (8, 7),
            "f32" => (8, 23),
            "f64" => (11, 52),
            "tf32" => (8, 10),
            "f8E5M2" | "f8E5M2FNUZ" => (5, 2),
            "f8E3M4" => (3, 4),
            "f8E8M0FNU" => (8, 0),
            "f6E2M3FN" => (2, 3),
            "f6E3M2FN" => (3, 2),
            "f4E2M1FN" => (2, 1),
            _ => (4, 3),
        };
        let man_mask = mask(man);
        let exp_ones = mask(exp) << man;
        let sign = if float.positive_only {
            0
        } else {
            1u128 << (bits - 1)
        };
        let payload = (self.rng.next_u64() as u128) & man_mask;
        let quiet_bit = if man > 0 { 1u128 << (man - 1) } else { 0 };
        let patterns = [
            0,
            sign,
            exp_ones,
            sign | exp_ones,
            exp_ones | quiet_bit | (payload & (quiet_bit.wrapping_sub(1))),
            sign | exp_ones | quiet_bit | payload,
            exp_ones | (payload & quiet_bit.wrapping_sub(1)).max(1) & man_mask,
            1,
            sign | 1,
            man_mask,
            1u128 << man,
            (exp_ones - (1u128 << man)) | man_mask,
            sign | (exp_ones - (1u128 << man)) | man_mask,
            mask(bits) & !sign,
            mask(bits),
        ];
        self.rng.pick(&patterns) & mask(bits)
    }

    fn float_attr(&mut self) -> String {
        if self.rng.chance(20) {
            return self.rng.pick(&FLOAT_LITERALS).to_string();
        }
        let float = self.rng.pick(&FLOATS);
        format!("{} : {}", self.float_literal(float), float.name)
    }

    /// A literal for one element of a dense/sparse attribute of element type `elem`.
    fn element_literal(&mut self, elem: Elem) -> String {
        match elem {
            Elem::Int(1, Sign::Signless) => self.rng.pick(&["true", "false"]).to_string(),
            Elem::Float(float) => self.float_literal(float),
            other => self.int_literal(other),
        }
    }

    fn string_literal(&mut self) -> String {
        let mut text = String::from("\"");
        for _ in 0..self.rng.below(6) {
            let piece = match self.rng.below(12) {
                0 => "\\n".to_string(),
                1 => "\\t".to_string(),
                2 => "\\\"".to_string(),
                3 => "\\\\".to_string(),
                4 => format!("\\{:02X}", self.rng.below(256)),
                5 => format!("\\{:02x}", self.rng.below(256)),
                6 => "é€".to_string(),
                7 => " ".to_string(),
                8 => "{-#".to_string(),
                _ => self
                    .rng
                    .pick(&[
                        "abc",
                        "x",
                        "hello world",
                        "0x",
                        "@sym",
                        "#alias",
                        "~!$%^&*()",
                    ])
                    .to_string(),
            };
            // `dense<"0x...">` would be read as hex data, so no string starts with `0x`.
            let piece = if text == "\"" && piece.starts_with("0x") {
                format!("_{piece}")
            } else {
                piece
            };
            text.push_str(&piece);
        }
        text.push('"');
        text
    }

    fn symbol_name(&mut self) -> String {
        match self.rng.below(6) {
            0 => "@\"quoted name\"".to_string(),
            1 => "@\"with \\22 quote\"".to_string(),
            2 => "@\"0digit\"".to_string(),
            3 => format!("@sym.{}$x", self.rng.below(5)),
            _ => format!("@s{}", self.rng.below(10)),
        }
    }

    fn symbol_ref(&mut self) -> String {
        let mut text = self.symbol_name();
        for _ in 0..self.rng.pick(&[0, 0, 0, 1, 2]) {
            text.push_str("::");
            text.push_str(&self.symbol_name());
        }
        text
    }

    fn dialect_attr(&mut self) -> String {
        let dialect = self.rng.pick(&DIALECTS);
        match self.rng.below(5) {
            0 => format!("#{dialect}.flag"),
            1 => format!(
                "#{dialect}.kind<{}>",
                self.rng.pick(&["add", "mul", "a, b", "<nested>", "\"s\""])
            ),
            2 => format!(
                "#{dialect}.params<{}, [1, 2], {{x = 1}}>",
                self.rng.below(100)
            ),
            3 => format!("#{dialect}<\"opaque {}\">", self.rng.below(100)),
            _ => format!("#{dialect}<\"a<b>>c \\22q\\22\">"),
        }
    }

    fn dense_array(&mut self) -> String {
        let elem = match self.rng.below(9) {
            0 => Elem::Int(1, Sign::Signless),
            1 => Elem::Int(8, Sign::Signless),
            2 => Elem::Int(16, Sign::Signless),
            3 => Elem::Int(32, Sign::Signless),
            4 => Elem::Int(64, Sign::Signless),
            5 => Elem::Float(FLOATS[0]),
            6 => Elem::Float(FLOATS[1]),
            7 => Elem::Float(FLOATS[2]),
            _ => Elem::Float(FLOATS[3]),
        };
        let values: Vec<String> = (0..self.rng.below(5))
            .map(|_| match elem {
                Elem::Int(1, _) => self.rng.pick(&["true", "false"]).to_string(),
                other => self.element_literal(other),
            })
            .collect();
        if values.is_empty() {
            format!("array<{}>", elem.render())
        } else {
            format!("array<{}: {}>", elem.render(), values.join(", "))
        }
    }

    /// Element type of a dense attribute and how its elements are written.
    fn dense_elem(&mut self) -> (String, DenseKind) {
        match self.rng.below(10) {
            0 => {
                let elem = if self.rng.chance(50) {
                    Elem::Int(self.rng.pick(&[8, 16, 32]), Sign::Signless)
                } else {
                    Elem::Float(self.rng.pick(&FLOATS[..4]))
                };
                (
                    format!("complex<{}>", elem.render()),
                    DenseKind::Complex(elem),
                )
            }
            1 => ("!foo.string".to_string(), DenseKind::Str),
            2..=4 => {
                let elem = self.float_elem();
                (elem.render(), DenseKind::Scalar(elem))
            }
            5 => ("index".to_string(), DenseKind::Scalar(Elem::Index)),
            _ => {
                let elem = self.int_elem();
                (elem.render(), DenseKind::Scalar(elem))
            }
        }
    }

    fn dense_element(&mut self, kind: DenseKind) -> String {
        match kind {
            DenseKind::Scalar(elem) => self.element_literal(elem),
            DenseKind::Complex(elem) => {
                format!(
                    "({}, {})",
                    self.element_literal(elem),
                    self.element_literal(elem)
                )
            }
            DenseKind::Str => self.string_literal(),
        }
    }

    /// A nested literal matching `shape`.
    fn dense_literal(&mut self, shape: &[i64], kind: DenseKind) -> String {
        match shape.split_first() {
            None => self.dense_element(kind),
            Some((&n, rest)) => {
                let items: Vec<String> = (0..n).map(|_| self.dense_literal(rest, kind)).collect();
                format!("[{}]", items.join(", "))
            }
        }
    }

    fn dense_attr(&mut self) -> String {
        let (elem_ty, kind) = self.dense_elem();
        let big = self.rng.chance(8);
        let shape: Vec<i64> = if big {
            vec![self.rng.between(101, 140)]
        } else {
            (0..self.rng.below(3))
                .map(|_| self.rng.between(0, 3))
                .collect()
        };
        let shape_text: String = shape.iter().map(|d| format!("{d}x")).collect();
        let container = if !big
            && !shape.is_empty()
            && shape.iter().all(|&d| d > 0)
            && self.rng.chance(20)
            && matches!(
                kind,
                DenseKind::Scalar(Elem::Int(..) | Elem::Index | Elem::Float(_))
            ) {
            "vector"
        } else {
            "tensor"
        };
        let ty = format!("{container}<{shape_text}{elem_ty}>");
        let elements: i64 = shape.iter().product();
        // A nested literal cannot spell a zero dimension before the last one
        // (`[]` has shape [0]), so such shapes get `dense<>` or a splat.
        let unspellable = shape.iter().rev().skip(1).any(|&d| d == 0);
        let body = if unspellable && self.rng.chance(50) {
            String::new()
        } else if unspellable || self.rng.chance(30) {
            self.dense_element(kind)
        } else if let (true, DenseKind::Scalar(elem)) = (elements > 0 && self.rng.chance(25), kind)
        {
            match self.hex_dense(elem, elements) {
                Some(hex) => hex,
                None => self.dense_literal(&shape, kind),
            }
        } else {
            self.dense_literal(&shape, kind)
        };
        format!("dense<{body}> : {ty}")
    }

    /// `"0x..."` raw data for a dense attribute, when the element type allows it.
    fn hex_dense(&mut self, elem: Elem, elements: i64) -> Option<String> {
        let bits = match elem {
            Elem::Int(w, _) if w % 8 == 0 && w <= 64 => w,
            Elem::Index => 64,
            Elem::Float(f) if f.hex_bits % 8 == 0 && f.hex_bits > 0 => f.hex_bits,
            _ => return None,
        };
        // Either one element (a splat) or all of them.
        let count = if self.rng.chance(40) { 1 } else { elements };
        let mut hex = String::from("\"0x");
        for _ in 0..(count as u64 * (bits as u64 / 8)) {
            write!(hex, "{:02X}", self.rng.below(256)).unwrap();
        }
        hex.push('"');
        Some(hex)
    }

    fn sparse_attr(&mut self) -> String {
        let shape: Vec<i64> = (0..self.rng.between(1, 2))
            .map(|_| self.rng.between(1, 5))
            .collect();
        let elem = if self.rng.chance(50) {
            self.int_elem()
        } else {
            self.float_elem()
        };
        // `sparse<[], []>` only fits rank-1 types.
        let n = self.rng.between(if shape.len() > 1 { 1 } else { 0 }, 3);
        // Distinct indices: MLIR prints several equal indices as a splat
        // (`sparse<0, [a, b]>`), which neither it nor sigil reads back.
        let mut indices: Vec<String> = Vec::new();
        for _ in 0..n {
            let coords: Vec<String> = shape
                .iter()
                .map(|&d| self.rng.between(0, d - 1).to_string())
                .collect();
            let index = format!("[{}]", coords.join(", "));
            if !indices.contains(&index) {
                indices.push(index);
            }
        }
        let n = indices.len();
        let values: Vec<String> = (0..n).map(|_| self.element_literal(elem)).collect();
        let shape_text: String = shape.iter().map(|d| format!("{d}x")).collect();
        format!(
            "sparse<[{}], [{}]> : tensor<{shape_text}{}>",
            indices.join(", "),
            values.join(", "),
            elem.render()
        )
    }

    /// `distinct[N]<attr>`; an id always stands for the same attribute.
    fn distinct_attr(&mut self) -> String {
        if !self.distincts.is_empty() && self.rng.chance(30) {
            let i = self.rng.below(self.distincts.len() as u64) as usize;
            return self.distincts[i].clone();
        }
        let id = self.next_distinct;
        self.next_distinct += 1 + self.rng.below(3);
        let inner = match self.rng.below(4) {
            0 => "unit".to_string(),
            1 => self.integer_attr(),
            2 => self.string_literal(),
            _ => "[1, 2]".to_string(),
        };
        let text = format!("distinct[{id}]<{inner}>");
        self.distincts.push(text.clone());
        text
    }

    fn affine_expr(&mut self, dims: usize, syms: usize, depth: u32) -> String {
        let leaf = |gen: &mut Gen| -> String {
            let pick = gen.rng.below((dims + syms + 1) as u64) as usize;
            if pick < dims {
                format!("d{pick}")
            } else if pick < dims + syms {
                format!("s{}", pick - dims)
            } else {
                gen.rng.between(-4, 9).to_string()
            }
        };
        if depth == 0 || self.rng.chance(35) {
            return leaf(self);
        }
        let lhs = self.affine_expr(dims, syms, depth - 1);
        let c = self.rng.between(1, 8);
        match self.rng.below(7) {
            0 => format!("{lhs} + {}", self.affine_expr(dims, syms, depth - 1)),
            1 => format!("{lhs} - {}", self.affine_expr(dims, syms, depth - 1)),
            2 => format!("({lhs}) * {c}"),
            3 => format!("{c} * ({lhs})"),
            4 => format!("({lhs}) floordiv {c}"),
            5 => format!("({lhs}) ceildiv {c}"),
            _ => format!("({lhs}) mod {c}"),
        }
    }

    /// `affine_map<...>`, with exactly `dims` dimensions when given.
    fn affine_map(&mut self, dims: Option<usize>) -> String {
        let dims = dims.unwrap_or_else(|| self.rng.below(4) as usize);
        let syms = self.rng.below(3) as usize;
        let results: Vec<String> = (0..self.rng.below(4))
            .map(|_| self.affine_expr(dims, syms, 2))
            .collect();
        format!(
            "affine_map<({}){} -> ({})>",
            (0..dims)
                .map(|i| format!("d{i}"))
                .collect::<Vec<_>>()
                .join(", "),
            symbol_list(syms),
            results.join(", ")
        )
    }

    fn affine_set(&mut self) -> String {
        let dims = self.rng.below(3) as usize;
        let syms = self.rng.below(2) as usize;
        let constraints: Vec<String> = (0..self.rng.below(4))
            .map(|_| {
                let expr = self.affine_expr(dims, syms, 2);
                let op = self.rng.pick(&[">=", "=="]);
                format!("{expr} {op} 0")
            })
            .collect();
        format!(
            "affine_set<({}){} : ({})>",
            (0..dims)
                .map(|i| format!("d{i}"))
                .collect::<Vec<_>>()
                .join(", "),
            symbol_list(syms),
            constraints.join(", ")
        )
    }

    /// A location, without the surrounding `loc(...)`.
    fn location(&mut self, depth: u32) -> String {
        let choice = if depth == 0 {
            self.rng.below(4)
        } else {
            self.rng.below(9)
        };
        match choice {
            0 => "unknown".to_string(),
            1 | 2 => {
                let file = self.rng.pick(&FILE_NAMES);
                format!("\"{file}\":{}:{}", self.rng.below(200), self.rng.below(80))
            }
            3 => format!("\"{}\"", self.rng.pick(&["name", "op \\22x\\22", "fn"])),
            4 => {
                let file = self.rng.pick(&FILE_NAMES);
                let line = self.rng.below(100);
                let col = self.rng.below(40);
                if self.rng.chance(50) {
                    format!("\"{file}\":{line}:{col} to :{}", col + self.rng.below(10))
                } else {
                    format!(
                        "\"{file}\":{line}:{col} to {}:{}",
                        line + self.rng.below(5),
                        self.rng.below(40)
                    )
                }
            }
            5 => format!(
                "\"{}\"({})",
                self.rng.pick(&["callee", "x"]),
                self.location(depth - 1)
            ),
            6 => format!(
                "callsite({} at {})",
                self.location(depth - 1),
                self.location(depth - 1)
            ),
            7 => {
                let parts: Vec<String> = (0..self.rng.below(4))
                    .map(|_| self.location(depth - 1))
                    .collect();
                let metadata = if self.rng.chance(40) {
                    format!("<{}>", self.attr(0))
                } else {
                    String::new()
                };
                format!("fused{metadata}[{}]", parts.join(", "))
            }
            _ if !self.loc_aliases.is_empty() => self.loc_aliases[0].clone(),
            _ => "unknown".to_string(),
        }
    }
}

#[derive(Clone, Copy)]
enum DenseKind {
    Scalar(Elem),
    Complex(Elem),
    Str,
}

/// The result part of a function type: bare for one non-function type, else parenthesised.
fn result_list(types: &[String]) -> String {
    if types.len() == 1 && !types[0].starts_with('(') {
        types[0].clone()
    } else {
        format!("({})", types.join(", "))
    }
}

fn symbol_list(syms: usize) -> String {
    if syms == 0 {
        String::new()
    } else {
        format!(
            "[{}]",
            (0..syms)
                .map(|i| format!("s{i}"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}
