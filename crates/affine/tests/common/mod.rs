//! Shared test support: a seeded PRNG, a generator of random (valid and
//! mutated) affine map / integer set bodies, and a driver for `mlir-opt-22`.
//!
//! The generator produces text the way people write it (arbitrary names,
//! optional parentheses, unary minus, subtraction, large constants), so the
//! differential tests exercise MLIR's construction-time simplification and
//! the printer on inputs that were never printed by MLIR itself.

#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

/// SplitMix64: tiny, seedable, good enough for test generation.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// True with probability `num / den`.
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        self.below(den) < num
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }
}

const NAME_POOL: &[&str] = &[
    "i", "j", "k", "n", "N", "M", "x_1", "a.b", "t$", "_u", "i32", "index", "mod", "floordiv",
];

const SPECIAL_CONSTANTS: &[&str] = &[
    "9223372036854775807",
    "4611686018427387904",
    "4611686018427387903",
    "3037000500",
    "0x10",
    "0x7fffffffffffffff",
    "1000000007",
    "(-9223372036854775807 - 1)",
    "(-9223372036854775807)",
    "0",
    "1",
    "2",
    "64",
    "128",
];

/// Generates one random map or set body over freshly chosen names.
pub struct Gen<'r> {
    pub rng: &'r mut Rng,
    dims: Vec<String>,
    syms: Vec<String>,
}

impl<'r> Gen<'r> {
    pub fn new(rng: &'r mut Rng) -> Gen<'r> {
        Gen {
            rng,
            dims: vec![],
            syms: vec![],
        }
    }

    fn choose_names(&mut self) {
        let nd = self.rng.below(4) as usize;
        let ns = self.rng.below(3) as usize;
        let custom = self.rng.chance(1, 4);
        let mut used: Vec<String> = vec![];
        let mut make = |rng: &mut Rng, prefix: &str, i: usize| -> String {
            if custom {
                for _ in 0..8 {
                    let n = rng.pick(NAME_POOL).to_string();
                    if !used.contains(&n) {
                        used.push(n.clone());
                        return n;
                    }
                }
            }
            let n = format!("{prefix}{i}");
            used.push(n.clone());
            n
        };
        self.dims = (0..nd).map(|i| make(self.rng, "d", i)).collect();
        // Symbols named like dims (`d0`) by position would be confusing but
        // legal; keep the conventional spelling most of the time.
        self.syms = (0..ns).map(|i| make(self.rng, "s", i)).collect();
    }

    fn constant(&mut self) -> String {
        if self.rng.chance(1, 8) {
            self.rng.pick(SPECIAL_CONSTANTS).to_string()
        } else {
            self.rng.below(17).to_string()
        }
    }

    fn leaf(&mut self, symbolic_only: bool) -> String {
        let r = self.rng.below(10);
        if !symbolic_only && !self.dims.is_empty() && r < 5 {
            let d = self.rng.below(self.dims.len() as u64) as usize;
            return self.dims[d].clone();
        }
        if !self.syms.is_empty() && r < 8 {
            let s = self.rng.below(self.syms.len() as u64) as usize;
            return self.syms[s].clone();
        }
        self.constant()
    }

    /// Wraps a compound operand in parentheses, usually.
    fn operand(&mut self, (text, compound): (String, bool)) -> String {
        if compound && !self.rng.chance(1, 8) {
            format!("({text})")
        } else {
            text
        }
    }

    /// A random expression; `(text, is_compound)`.
    pub fn expr(&mut self, depth: u32, symbolic_only: bool) -> (String, bool) {
        if depth == 0 || self.rng.chance(1, 4) {
            return (self.leaf(symbolic_only), false);
        }
        let d = depth - 1;
        if self.rng.chance(1, 6) {
            return self.pattern(d, symbolic_only);
        }
        match self.rng.below(12) {
            0..=2 => {
                let a = self.expr(d, symbolic_only);
                let b = self.expr(d, symbolic_only);
                let (a, b) = (self.operand(a), self.operand(b));
                (format!("{a} + {b}"), true)
            }
            3..=4 => {
                let a = self.expr(d, symbolic_only);
                let b = self.expr(d, symbolic_only);
                let (a, b) = (self.operand(a), self.operand(b));
                (format!("{a} - {b}"), true)
            }
            5..=6 => {
                let a = self.expr(d, symbolic_only);
                let b = if self.rng.chance(2, 3) {
                    (self.constant_maybe_negative(), false)
                } else {
                    self.expr(d, true)
                };
                let (a, b) = (self.operand(a), self.operand(b));
                if self.rng.chance(1, 2) {
                    (format!("{a} * {b}"), true)
                } else {
                    (format!("{b} * {a}"), true)
                }
            }
            7..=9 => {
                let a = self.expr(d, symbolic_only);
                let b = if self.rng.chance(3, 4) {
                    (self.divisor(), false)
                } else {
                    self.expr(d, true)
                };
                let op = *self.rng.pick(&["floordiv", "ceildiv", "mod"]);
                let (a, b) = (self.operand(a), self.operand(b));
                (format!("{a} {op} {b}"), true)
            }
            10 => {
                let a = self.expr(d, symbolic_only);
                let a = if a.1 { format!("({})", a.0) } else { a.0 };
                (format!("-{a}"), true)
            }
            _ => {
                let a = self.expr(d, symbolic_only);
                (format!("({})", a.0), false)
            }
        }
    }

    /// Shapes that trigger MLIR's multi-node rewrites: a subexpression
    /// repeated inside one expression (`e - (e floordiv 4) * 4`,
    /// `e * 2 + e * 3`, ...).
    fn pattern(&mut self, depth: u32, symbolic_only: bool) -> (String, bool) {
        let e = self.expr(depth, symbolic_only);
        let e = if e.1 { format!("({})", e.0) } else { e.0 };
        let f = self.expr(depth, symbolic_only);
        let f = if f.1 { format!("({})", f.0) } else { f.0 };
        let k = if self.rng.chance(1, 6) {
            self.expr(0, true).0
        } else {
            self.divisor()
        };
        let k2 = self.divisor();
        let c1 = self.constant_maybe_negative();
        let c2 = self.constant_maybe_negative();
        let text = match self.rng.below(16) {
            0 => format!("{e} - ({e} floordiv {k}) * {k}"),
            1 => format!("{e} + ({e} floordiv {k}) * -{k}"),
            2 => format!("{f} + {e} - ({e} floordiv {k}) * {k}"),
            3 => format!("({f} + {e}) + ({e} floordiv {k}) * (-{k})"),
            4 => format!("{e} * {c1} + {e} * {c2}"),
            5 => format!("({e} * {k} + {f}) floordiv {k2}"),
            6 => format!("({f} + {e} * {k}) mod {k2}"),
            7 => format!("({e} mod {k}) mod {k2}"),
            8 => format!("{e} + {e}"),
            9 => format!("{e} - {e}"),
            10 => format!("({e} + {c1}) + {f} + {c2}"),
            11 => format!("({e} * {c1}) * {k}"),
            12 => format!("({f} + {k}) + ({e} floordiv {k2}) * {c1}"),
            13 => format!("({e} * {k}) ceildiv {k2}"),
            14 => format!("{e} - (({e} floordiv {k}) * {k})"),
            _ => format!("-({e}) + {e} * {c1} - {f}"),
        };
        (text, true)
    }

    fn constant_maybe_negative(&mut self) -> String {
        let c = self.constant();
        if self.rng.chance(1, 3) {
            format!("(-{c})")
        } else {
            c
        }
    }

    fn divisor(&mut self) -> String {
        match self.rng.below(20) {
            0 => "0".into(),
            1 => "(-2)".into(),
            2 => "(-1)".into(),
            3 => "1".into(),
            4 => self.constant(),
            _ => (2 + self.rng.below(9)).to_string(),
        }
    }

    fn lists(&mut self) -> String {
        let mut s = format!("({})", self.dims.join(", "));
        if !self.syms.is_empty() || self.rng.chance(1, 10) {
            s.push_str(&format!("[{}]", self.syms.join(", ")));
        }
        s
    }

    /// A random map body, e.g. `(d0)[s0] -> (d0 + s0)`.
    pub fn map(&mut self) -> String {
        self.choose_names();
        let n = self.rng.below(4);
        let depth = 1 + self.rng.below(4) as u32;
        let results: Vec<String> = (0..n).map(|_| self.expr(depth, false).0).collect();
        format!("{} -> ({})", self.lists(), results.join(", "))
    }

    /// A random integer set body, e.g. `(d0)[s0] : (d0 - s0 >= 0)`.
    pub fn set(&mut self) -> String {
        self.choose_names();
        let n = self.rng.below(4);
        let depth = 1 + self.rng.below(3) as u32;
        let mut cs = vec![];
        for _ in 0..n {
            let a = self.expr(depth, false).0;
            let c = match self.rng.below(4) {
                0 => format!("{a} >= 0"),
                1 => format!("{a} == 0"),
                2 => {
                    let b = self.expr(depth, false).0;
                    format!("{a} <= {b}")
                }
                _ => {
                    let b = self.expr(depth, false).0;
                    let op = *self.rng.pick(&[">=", "=="]);
                    format!("{a} {op} {b}")
                }
            };
            cs.push(c);
        }
        format!("{} : ({})", self.lists(), cs.join(", "))
    }
}

const MUTATIONS: &[&str] = &[
    "*",
    " d0 * d0",
    ")",
    "(",
    "-",
    ",",
    "@",
    "#x",
    "%x",
    "symbol",
    " symbol(%a)",
    "99999999999999999999",
    "9223372036854775808",
    " floordiv d0",
    " mod",
    ">=",
    "=",
    "==",
    "->",
    ":",
    "[",
    "]",
    "  ",
    "\n",
    "// c\n",
    "1.5",
    "\"s\"",
    "+",
    " undeclared",
    "()",
    "- -",
    "0x",
    "?",
    "\\",
    "...",
    ".",
    "{",
    "d0 d0",
];

/// Randomly damages a body so that it is usually invalid.
pub fn mutate(rng: &mut Rng, body: &str) -> String {
    let mut s: Vec<char> = body.chars().collect();
    let edits = 1 + rng.below(2);
    for _ in 0..edits {
        let pos = rng.below(s.len() as u64 + 1) as usize;
        match rng.below(3) {
            0 if !s.is_empty() && pos < s.len() => {
                s.remove(pos);
            }
            _ => {
                let ins = rng.pick(MUTATIONS);
                for (k, c) in ins.chars().enumerate() {
                    s.insert(pos + k, c);
                }
            }
        }
    }
    s.into_iter().collect()
}

/// How to run `mlir-opt`, or `None` (after a loud message) when it is not
/// installed.  With `CI=true` a missing binary is a test failure.
pub fn mlir_opt() -> Option<String> {
    let bin = std::env::var("MLIR_OPT").unwrap_or_else(|_| "mlir-opt-22".to_string());
    let ok = Command::new(&bin)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    if ok {
        return Some(bin);
    }
    if std::env::var("CI").as_deref() == Ok("true") {
        panic!("`{bin}` is not available but CI=true: the differential tests must run");
    }
    eprintln!();
    eprintln!("==================================================================");
    eprintln!("WARNING: `{bin}` not found; SKIPPING the mlir-opt differential test.");
    eprintln!("Install MLIR 22 (or set MLIR_OPT) to run it; CI=true makes this fatal.");
    eprintln!("==================================================================");
    None
}

/// Runs `mlir-opt --allow-unregistered-dialect <extra>` on `input` (from
/// stdin).  Returns (success, stdout, stderr).
pub fn run_mlir_opt(bin: &str, extra: &[&str], input: &str) -> (bool, String, String) {
    let mut child = Command::new(bin)
        .arg("--allow-unregistered-dialect")
        .args(extra)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn mlir-opt");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        stdin
            .write_all(input.as_bytes())
            .expect("write to mlir-opt");
    }
    let out = child.wait_with_output().expect("wait for mlir-opt");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `error:` diagnostics from mlir-opt's stderr as (byte offset into
/// `input`, message).
pub fn parse_errors(input: &str, stderr: &str) -> Vec<(usize, String)> {
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(input.match_indices('\n').map(|(i, _)| i + 1))
        .collect();
    let mut v = vec![];
    for line in stderr.lines() {
        // <stdin>:1:23: error: message
        let Some(rest) = line.strip_prefix("<stdin>:") else {
            continue;
        };
        let mut parts = rest.splitn(3, ':');
        let (Some(l), Some(c), Some(tail)) = (parts.next(), parts.next(), parts.next()) else {
            continue;
        };
        let Some(msg) = tail.strip_prefix(" error: ") else {
            continue;
        };
        if let (Ok(l), Ok(c)) = (l.parse::<usize>(), c.parse::<usize>()) {
            if let Some(&ls) = line_starts.get(l.wrapping_sub(1)) {
                v.push((ls + c - 1, msg.to_string()));
            }
        }
    }
    v
}

/// A random map body in the shape MLIR's own simplifier emits: each result
/// is a left-to-right sum of `coefficient * atom` terms (atoms: dimensions,
/// symbols, `d * s`, `d floordiv c`, `d mod c`, `d ceildiv c`) and a
/// trailing constant.  On this shape print -> parse -> print is exactly
/// idempotent.  On arbitrary input it is not, in MLIR either: the rewrites
/// can leave right-nested sums whose printed form re-parses differently
/// (e.g. `(d0 + 4) floordiv 2 + 1` is built as `d0 floordiv 2 + (2 + 1)`
/// internally and printed `d0 floordiv 2 + 2 + 1`).
pub fn flat_map(rng: &mut Rng) -> String {
    let nd = 1 + rng.below(3) as usize;
    let ns = rng.below(3) as usize;
    let dims: Vec<String> = (0..nd).map(|i| format!("d{i}")).collect();
    let syms: Vec<String> = (0..ns).map(|i| format!("s{i}")).collect();
    let results: Vec<String> = (0..1 + rng.below(3))
        .map(|_| flat_sum(rng, &dims, &syms))
        .collect();
    let mut s = format!("({})", dims.join(", "));
    if ns > 0 {
        s.push_str(&format!("[{}]", syms.join(", ")));
    }
    format!("{s} -> ({})", results.join(", "))
}

fn flat_sum(rng: &mut Rng, dims: &[String], syms: &[String]) -> String {
    // Dimension terms first, then symbol terms, then the constant: the
    // order `getAffineExprFromFlatForm` emits.  (A symbolic prefix followed
    // by a dimension term is swapped into a right-nested sum.)
    let mut terms: Vec<(String, bool)> = vec![];
    for _ in 0..1 + rng.below(4) {
        let d = rng.pick(dims).clone();
        let c = 2 + rng.below(9);
        terms.push(match rng.below(6) {
            0 | 1 => (d, false),
            2 if !syms.is_empty() => (format!("({d} * {})", rng.pick(syms)), false),
            3 => (format!("({d} mod {c})"), false),
            4 => (format!("({d} ceildiv {c})"), false),
            5 => (format!("{d} floordiv {c}"), true),
            _ => (d, false),
        });
    }
    if !syms.is_empty() {
        for _ in 0..rng.below(3) {
            terms.push((rng.pick(syms).clone(), false));
        }
    }
    let mut s = String::new();
    for (i, (atom, plain_only)) in terms.into_iter().enumerate() {
        let neg = !plain_only && rng.chance(1, 3);
        let term = if !plain_only && rng.chance(1, 2) {
            format!("{atom} * {}", 2 + rng.below(20))
        } else {
            atom
        };
        match (i, neg) {
            (0, false) => s.push_str(&term),
            (0, true) => s.push_str(&format!("-{term}")),
            (_, false) => s.push_str(&format!(" + {term}")),
            (_, true) => s.push_str(&format!(" - {term}")),
        }
    }
    if rng.chance(1, 2) {
        let c = rng.below(41) as i64 - 20;
        if c < 0 {
            s.push_str(&format!(" - {}", -c));
        } else {
            s.push_str(&format!(" + {c}"));
        }
    }
    s
}
