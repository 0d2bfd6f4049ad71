//! Every registered op, in generic form, with the wrong number of operands,
//! results, regions or successors, or a wrong operand type: sigil must
//! accept exactly what the reference accepts, reject the rest with the
//! reference's first message at the same line:column, and never crash. The
//! reference is `mlir-opt-22 --allow-unregistered-dialect` for MLIR's
//! dialects and IREE 3.13's `iree-opt` (same flags) for IREE's ops (`util`,
//! `check`, `flow`, `iree_linalg_ext`), which mlir-opt does not know.
//!
//! For each op (`sigil_ir::dialects::registered_ops()`), a valid instance
//! is taken from the generic printout of a dialect-suite file
//! (`tests/dialects/valid`, `util` ones included): one with operands,
//! regions and results if any file has such, else with as many of these as
//! any has, from the smallest such file; it is mutated in that module:
//! - no operands; one operand too many (the last repeated, or a fresh
//!   value); operand #0 of a wrong type (from an unregistered `test.src`);
//! - no regions; an extra (empty) region;
//! - no results; an extra i32 result;
//! - a successor where none is allowed.
//!
//! An op with results is mutated in a copy placed right after it (values
//! defined inside the copy renamed), so the module's other uses stay valid;
//! an op without results in place. The cases of each reference go in files
//! of 60 split by `// -----` and each tool runs once per file
//! (`--split-input-file`); errors are mapped to their case by line. The
//! reference runs each file twice: where it crashes or judges a case
//! differently on the two runs, that is no verdict, and sigil must reject
//! the case with an error. Ops with no instance in the corpus fail the test
//! (the dialect suites must cover every op).
//!
//! The references' verdicts are recorded beside the corpus
//! (`tests/dialects/op-mutations.<tool>.answers`, see [`Record`]): every run
//! judges all cases with sigil, but only a sample of them (and any case the
//! record does not cover) with the references, live, against the record.
//!
//! Under `CI=true` a missing `mlir-opt-22` or `iree-opt` is installed
//! (`scripts/install-mlir.sh`, `scripts/install-iree.sh`); elsewhere the
//! part whose reference is missing is skipped with a loud message.
//! `iree-opt` is found as `support::iree::locate_iree_opt` says
//! (`SIGIL_IREE_OPT`, `SIGIL_IREE_BIN`, `.venv-iree`, `/tmp/venv-iree`,
//! `PATH`). The summary line gives the counts of both parts; the full
//! report is written to `target/op_mutations_report.txt`.

mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use sigil_ir::{
    parse_module, print_module, verifier, Context, ParseOptions, PrintOptions, SourceFile,
};
use support::answers;
use support::iree::locate_iree_opt;
use support::{locate_oracle, run_tool, sigil_binary, workspace_root, Oracle};

/// The generic printout of a valid module, or `None`.
fn generic_printout(text: &[u8]) -> Option<String> {
    let opts = ParseOptions {
        allow_unregistered_dialects: true,
        ..ParseOptions::default()
    };
    let mut ctx = Context::new();
    let src = Arc::new(SourceFile::new("x.mlir", text.to_vec()));
    let mut m = parse_module(&mut ctx, src, &opts).ok()?;
    verifier::verify(&ctx, &m).ok()?;
    let out = print_module(
        &mut ctx,
        &mut m,
        &PrintOptions {
            debug_info: false,
            generic: true,
        },
    );
    String::from_utf8(out).ok()
}

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

/// The op whose first line is `lines[start]`: its text split into parts.
#[derive(Clone, Debug)]
struct OpText {
    indent: String,
    /// `%0`, or `%0` of `%0:2`; empty without results.
    result_name: String,
    n_results: usize,
    name: String,
    operands: Vec<String>,
    /// `[^bb1, ^bb2]` or empty.
    successors: String,
    /// ` <{...}>` or empty.
    props: String,
    /// The region lines between `({` and `})`, or `None` without regions.
    regions: Option<Vec<String>>,
    /// ` {...}` or empty.
    attrs: String,
    inputs: Vec<String>,
    outputs: Vec<String>,
    /// Lines the op spans.
    span: usize,
}

/// Splits `s` at top-level commas (outside brackets, quotes and `->`).
fn split_top(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut cur = String::new();
    let mut in_str = false;
    let b: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if in_str {
            cur.push(c);
            if c == '\\' && i + 1 < b.len() {
                cur.push(b[i + 1]);
                i += 2;
                continue;
            }
            if c == '"' {
                in_str = false;
            }
            i += 1;
            continue;
        }
        match c {
            '"' => in_str = true,
            '(' | '[' | '{' | '<' => depth += 1,
            ')' | ']' | '}' => depth -= 1,
            '>' if i > 0 && b[i - 1] == '-' => {}
            '>' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                i += 1;
                continue;
            }
            _ => {}
        }
        cur.push(c);
        i += 1;
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// The index just past the bracket matching `s[open]`.
fn matching(s: &[char], open: usize) -> Option<usize> {
    let (o, c) = (
        s[open],
        match s[open] {
            '(' => ')',
            '[' => ']',
            '{' => '}',
            '<' => '>',
            _ => return None,
        },
    );
    let mut depth = 0;
    let mut in_str = false;
    let mut i = open;
    while i < s.len() {
        let ch = s[i];
        if in_str {
            if ch == '\\' {
                i += 2;
                continue;
            }
            if ch == '"' {
                in_str = false;
            }
        } else if ch == '"' {
            in_str = true;
        } else if ch == o && !(o == '<' && i > 0 && s[i - 1] == '-') {
            depth += 1;
        } else if ch == c && !(c == '>' && i > 0 && s[i - 1] == '-') {
            depth -= 1;
            if depth == 0 {
                return Some(i + 1);
            }
        }
        i += 1;
    }
    None
}

/// Reads the generic op starting at `lines[start]`.
fn parse_op(lines: &[&str], start: usize) -> Option<OpText> {
    let first = lines[start];
    let indent: String = first.chars().take_while(|c| *c == ' ').collect();
    let body = &first[indent.len()..];
    let (result_part, rest) = match body.find(" = \"") {
        Some(i) if body.starts_with('%') => (&body[..i], &body[i + 3..]),
        _ => ("", body),
    };
    let (result_name, n_results) = if result_part.is_empty() {
        (String::new(), 0)
    } else if let Some((n, k)) = result_part.split_once(':') {
        (n.to_string(), k.parse().ok()?)
    } else {
        (result_part.to_string(), 1)
    };
    let chars: Vec<char> = rest.chars().collect();
    let name_end = chars.iter().skip(1).position(|&c| c == '"')? + 2;
    let name: String = chars[1..name_end - 1].iter().collect();
    let mut i = name_end;
    let ops_end = matching(&chars, i)?;
    let operands = split_top(&chars[i + 1..ops_end - 1].iter().collect::<String>());
    i = ops_end;
    let mut successors = String::new();
    if chars.get(i) == Some(&'[') {
        let e = matching(&chars, i)?;
        successors = chars[i..e].iter().collect();
        i = e;
    }
    let mut props = String::new();
    if chars.get(i) == Some(&' ')
        && chars.get(i + 1) == Some(&'<')
        && chars.get(i + 2) == Some(&'{')
    {
        let e = matching(&chars, i + 1)?;
        props = chars[i..e].iter().collect();
        i = e;
    }
    let tail: String;
    let mut regions = None;
    let mut span = 1;
    let after: String = chars[i..].iter().collect();
    if after == " ({" {
        // Regions: up to the line at the same indentation starting with `})`.
        let close = format!("{indent}}})");
        let end = (start + 1..lines.len()).find(|&k| lines[k].starts_with(&close))?;
        regions = Some(
            lines[start + 1..end]
                .iter()
                .map(|l| l.to_string())
                .collect(),
        );
        span = end - start + 1;
        tail = lines[end][close.len()..].to_string();
    } else {
        tail = after;
    }
    // `tail`: ` {attrs} : (inputs) -> outputs`.
    let t: Vec<char> = tail.chars().collect();
    let mut j = 0;
    let mut attrs = String::new();
    if t.first() == Some(&' ') && t.get(1) == Some(&'{') {
        let e = matching(&t, 1)?;
        attrs = t[0..e].iter().collect();
        j = e;
    }
    let ty: String = t[j..].iter().collect();
    let ty = ty.strip_prefix(" : ")?;
    let tc: Vec<char> = ty.chars().collect();
    let in_end = matching(&tc, 0)?;
    let inputs = split_top(&tc[1..in_end - 1].iter().collect::<String>());
    let out_text: String = tc[in_end..].iter().collect();
    let out_text = out_text.strip_prefix(" -> ")?;
    let outputs = if out_text.starts_with('(') {
        let oc: Vec<char> = out_text.chars().collect();
        let e = matching(&oc, 0)?;
        split_top(&oc[1..e - 1].iter().collect::<String>())
    } else {
        vec![out_text.to_string()]
    };
    Some(OpText {
        indent,
        result_name,
        n_results,
        name,
        operands,
        successors,
        props,
        regions,
        attrs,
        inputs,
        outputs,
        span,
    })
}

impl OpText {
    /// The op as text lines, with results named by `result` (`None`: none).
    fn render(&self, result: Option<&str>) -> Vec<String> {
        let mut head = self.indent.clone();
        let n = self.outputs.len();
        if let Some(r) = result.filter(|_| n > 0) {
            head.push_str(r);
            if n > 1 {
                head.push_str(&format!(":{n}"));
            }
            head.push_str(" = ");
        }
        head.push_str(&format!(
            "\"{}\"({}){}{}",
            self.name,
            self.operands.join(", "),
            self.successors,
            self.props
        ));
        let outputs = match self.outputs.len() {
            1 if !self.outputs[0].starts_with('(') && !self.outputs[0].contains("->") => {
                self.outputs[0].clone()
            }
            _ => format!("({})", self.outputs.join(", ")),
        };
        let ty = format!(" : ({}) -> {outputs}", self.inputs.join(", "));
        match &self.regions {
            None => vec![format!("{head}{}{ty}", self.attrs)],
            Some(body) => {
                let mut v = vec![format!("{head} ({{")];
                v.extend(body.iter().cloned());
                v.push(format!("{}}}){}{ty}", self.indent, self.attrs));
                v
            }
        }
    }
}

/// A type unlike `t`, for the wrong-type mutation.
fn wrong_type(t: &str) -> &'static str {
    match t {
        "i1" => "i32",
        "index" => "f32",
        _ if t.starts_with('i') || t.starts_with("si") || t.starts_with("ui") => "f32",
        _ if t.starts_with('f') || t.starts_with("bf") => "i32",
        _ => "i32",
    }
}

/// The values defined inside `lines` (results and block arguments).
fn defined_values(lines: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for l in lines {
        let t = l.trim_start();
        if t.starts_with('%') {
            if let Some(i) = t.find(" = ") {
                let name = t[..i].split(':').next().unwrap_or("");
                out.push(name.to_string());
            }
        }
        if t.starts_with('^') {
            for part in t.split('%').skip(1) {
                let n: String = part
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || "$._-".contains(*c))
                    .collect();
                out.push(format!("%{n}"));
            }
        }
    }
    out
}

/// `lines` with every use and definition of `names` renamed `%c_<name>`.
fn rename(lines: &[String], names: &[String]) -> Vec<String> {
    lines
        .iter()
        .map(|l| {
            let chars: Vec<char> = l.chars().collect();
            let mut out = String::new();
            let mut i = 0;
            while i < chars.len() {
                if chars[i] == '%' {
                    let mut j = i + 1;
                    while j < chars.len()
                        && (chars[j].is_ascii_alphanumeric() || "$._-".contains(chars[j]))
                    {
                        j += 1;
                    }
                    let tok: String = chars[i..j].iter().collect();
                    if names.contains(&tok) {
                        out.push_str(&format!("%c_{}", &tok[1..]));
                    } else {
                        out.push_str(&tok);
                    }
                    i = j;
                } else {
                    out.push(chars[i]);
                    i += 1;
                }
            }
            out
        })
        .collect()
}

/// What a tool made of one case.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Verdict {
    Accepted,
    /// The first error: line (within the case), column, message.
    Rejected(usize, usize, String),
    Crashed,
    /// The reference judged the case differently on two runs (only ever a
    /// reference's verdict).
    Unstable(Box<Verdict>, Box<Verdict>),
}

impl Verdict {
    fn show(&self) -> String {
        match self {
            Verdict::Accepted => "accepted".into(),
            Verdict::Rejected(l, c, m) => format!("{l}:{c}: {m}"),
            Verdict::Crashed => "CRASHED".into(),
            Verdict::Unstable(a, b) => {
                format!("NONDETERMINISTIC ({} / {})", a.show(), b.show())
            }
        }
    }
}

/// Writes `cases` to `file` split by `// -----`; the line range of each.
fn write_cases(file: &Path, cases: &[&Case]) -> Vec<(usize, usize)> {
    let mut text = String::new();
    let mut ranges = Vec::new();
    let mut line = 1;
    for (k, c) in cases.iter().enumerate() {
        if k > 0 {
            text.push_str("// -----\n");
            line += 1;
        }
        let n = c.text.lines().count();
        ranges.push((line, line + n));
        text.push_str(&c.text);
        text.push('\n');
        line += n;
    }
    std::fs::write(file, text).expect("writing the cases");
    ranges
}

struct Case {
    op: String,
    mutation: &'static str,
    text: String,
}

/// The mutated modules of the op at `lines[at]`.
fn cases_for(module: &str, at: usize, op: &OpText) -> Vec<Case> {
    let lines: Vec<&str> = module.lines().collect();
    let before = &lines[..at];
    let after = &lines[at + op.span..];
    let original = op.render(if op.result_name.is_empty() {
        None
    } else {
        Some(&op.result_name)
    });
    let in_copy = op.n_results > 0;
    let terminator_like = !in_copy
        && after
            .first()
            .is_some_and(|l| l.trim_start().starts_with('}') || l.trim_start().starts_with('^'));
    let mut out = Vec::new();
    let mut add = |mutation: &'static str,
                   extra_before: Vec<String>,
                   m: &OpText,
                   extra_after: Vec<String>| {
        let mut text: Vec<String> = before.iter().map(|s| s.to_string()).collect();
        text.extend(extra_before);
        if in_copy {
            text.extend(original.iter().cloned());
            let body = m.regions.clone().unwrap_or_default();
            let names = defined_values(&body);
            let mut copy = m.clone();
            copy.regions = m.regions.as_ref().map(|r| rename(r, &names));
            text.extend(copy.render(Some("%sigil_copy")));
        } else {
            text.extend(m.render(Some("%sigil_new")));
        }
        text.extend(extra_after);
        text.extend(after.iter().map(|s| s.to_string()));
        out.push(Case {
            op: op.name.clone(),
            mutation,
            text: text.join("\n"),
        });
    };
    let src = |name: &str, ty: &str| {
        vec![format!(
            "{}%{name} = \"test.src\"() : () -> {ty}",
            op.indent
        )]
    };
    if !op.operands.is_empty() {
        let mut m = op.clone();
        m.operands.clear();
        m.inputs.clear();
        add("no operands", vec![], &m, vec![]);
    }
    {
        let mut m = op.clone();
        if let (Some(v), Some(t)) = (op.operands.last(), op.inputs.last()) {
            m.operands.push(v.clone());
            m.inputs.push(t.clone());
            add("one operand too many", vec![], &m, vec![]);
        } else {
            m.operands.push("%sigil_extra".into());
            m.inputs.push("i32".into());
            add(
                "one operand too many",
                src("sigil_extra", "i32"),
                &m,
                vec![],
            );
        }
    }
    if let Some(t) = op.inputs.first() {
        let wt = wrong_type(t);
        let mut m = op.clone();
        m.operands[0] = "%sigil_wrong".into();
        m.inputs[0] = wt.into();
        add(
            "operand #0 of a wrong type",
            src("sigil_wrong", wt),
            &m,
            vec![],
        );
    }
    if op.regions.is_some() {
        let mut m = op.clone();
        m.regions = None;
        add("no regions", vec![], &m, vec![]);
    }
    {
        let mut m = op.clone();
        match &mut m.regions {
            Some(body) => {
                body.push(format!("{}}}, {{", op.indent));
            }
            None => m.regions = Some(vec![]),
        }
        add("an extra region", vec![], &m, vec![]);
    }
    if !op.outputs.is_empty() {
        let mut m = op.clone();
        m.outputs.clear();
        add("no results", vec![], &m, vec![]);
    }
    {
        let mut m = op.clone();
        m.outputs.push("i32".into());
        add("an extra result", vec![], &m, vec![]);
    }
    if op.successors.is_empty() {
        let mut m = op.clone();
        m.successors = "[^sigil_succ]".into();
        if terminator_like {
            // A new block after the op's block holds the unmutated op.
            let mut block = vec![format!(
                "{}^sigil_succ:",
                &op.indent[..op.indent.len().saturating_sub(2)]
            )];
            block.extend(original.iter().cloned());
            add("a successor where none is allowed", vec![], &m, block);
        } else {
            add("a successor where none is allowed", vec![], &m, vec![]);
        }
    }
    out
}

/// `file:line:col: error: message` lines of a tool's stderr, as
/// (line, column, message).
fn errors(stderr: &[u8]) -> Vec<(usize, usize, String)> {
    let text = String::from_utf8_lossy(stderr);
    let mut out = Vec::new();
    for l in text.lines() {
        let Some(i) = l.find(": error: ") else {
            continue;
        };
        let loc = &l[..i];
        let mut parts = loc.rsplitn(3, ':');
        let (Some(col), Some(line)) = (parts.next(), parts.next()) else {
            continue;
        };
        let (Ok(col), Ok(line)) = (col.parse(), line.parse()) else {
            continue;
        };
        out.push((line, col, l[i + 9..].to_string()));
    }
    out
}

/// Runs `tool` on `part` (one file split by `// -----`); each case's
/// verdict, or `None` if the tool crashed.
fn run_batch(
    tool: &Path,
    sigil: bool,
    part: &[&Case],
    dir: &Path,
    tag: &str,
) -> Option<Vec<Verdict>> {
    let file = dir.join(format!("batch-{tag}.mlir"));
    let ranges = write_cases(&file, part);
    let path = file.to_string_lossy().into_owned();
    let mut args: Vec<&str> = Vec::new();
    if sigil {
        args.push("opt");
    }
    args.extend([
        "--split-input-file",
        "--allow-unregistered-dialect",
        "--mlir-print-op-generic",
    ]);
    args.push(&path);
    let out = run_tool(tool, &args, dir);
    if out.crashed() {
        return None;
    }
    let errs = errors(&out.stderr);
    Some(
        ranges
            .iter()
            .map(|&(a, z)| {
                match errs
                    .iter()
                    .filter(|(l, _, _)| *l >= a && *l < z)
                    .min_by_key(|(l, c, _)| (*l, *c))
                {
                    Some((l, c, m)) => Verdict::Rejected(l - a + 1, *c, m.clone()),
                    None => Verdict::Accepted,
                }
            })
            .collect(),
    )
}

/// `tool`'s verdict on each case of `batch`: the batch in one run, or, if
/// that crashes, case by case, so a crash costs only its own case (both
/// reference tools crash on some malformed ops).
fn judge_batch(tool: &Path, sigil: bool, batch: &[&Case], dir: &Path, tag: &str) -> Vec<Verdict> {
    run_batch(tool, sigil, batch, dir, &format!("{tag}-all")).unwrap_or_else(|| {
        batch
            .iter()
            .enumerate()
            .map(|(k, c)| {
                run_batch(tool, sigil, &[*c], dir, &format!("{tag}-{k}"))
                    .map(|mut v| v.remove(0))
                    .unwrap_or(Verdict::Crashed)
            })
            .collect()
    })
}

/// A reference tool and the cases it judges.
struct Judged {
    /// `mlir-opt-22`, `iree-opt`.
    tool: &'static str,
    /// What the summary calls this part: `op_mutations` (MLIR's dialects;
    /// the summary line starts with it, as it did before `util` was
    /// judged), `util`.
    part: &'static str,
    cases: Vec<Case>,
    /// (the reference's verdict, sigil's) per case, or, when the part was
    /// skipped (no reference), the message saying so.
    verdicts: Result<Vec<(Verdict, Verdict)>, String>,
}

/// The reference's recorded verdicts on the cases (`tests/dialects/op-mutations.<tool>.answers`):
/// running the reference twice on every case was most of this test's time. One line per case:
/// its key (`op / mutation`), a hash of its text, and the verdicts of the reference's two runs
/// (the second only when it differs). Every run still judges a sample of the cases live
/// ([`answers::SAMPLE`], chosen by the key's hash) and compares with the record; a case
/// without a usable record is judged live, and under `CI=true` is a failure (refresh with
/// `scripts/refresh-answers.sh`, which sets `SIGIL_REFRESH_ANSWERS=1`).
struct Record {
    path: PathBuf,
    refresh: bool,
    recorded: BTreeMap<String, (u128, Verdict, Verdict)>,
    fresh: BTreeMap<String, (u128, Verdict, Verdict)>,
    problems: Vec<String>,
}

/// A verdict as a record field: `accepted`, `crashed` or `line:col: message` (as shown).
fn verdict_field(v: &Verdict) -> String {
    answers::escape(&v.show())
}

fn parse_verdict(field: &str) -> Option<Verdict> {
    match field {
        "accepted" => Some(Verdict::Accepted),
        "CRASHED" => Some(Verdict::Crashed),
        f => {
            let f = answers::unescape(f);
            let (l, rest) = f.split_once(':')?;
            let (c, msg) = rest.split_once(": ")?;
            Some(Verdict::Rejected(
                l.parse().ok()?,
                c.parse().ok()?,
                msg.to_string(),
            ))
        }
    }
}

impl Record {
    fn load(path: PathBuf) -> Record {
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let mut recorded = BTreeMap::new();
        for line in text
            .lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
        {
            let f: Vec<&str> = line.split('\t').collect();
            let parsed = (|| {
                let first = parse_verdict(f.get(2)?)?;
                let second = match f.get(3) {
                    Some(v) => parse_verdict(v)?,
                    None => first.clone(),
                };
                let input = u128::from_str_radix(f.get(1)?, 16).ok()?;
                Some((answers::unescape(f[0]), (input, first, second)))
            })();
            let (key, entry) =
                parsed.unwrap_or_else(|| panic!("{}: malformed line {line:?}", path.display()));
            recorded.insert(key, entry);
        }
        Record {
            path,
            refresh: std::env::var_os("SIGIL_REFRESH_ANSWERS").is_some(),
            recorded,
            fresh: BTreeMap::new(),
            problems: Vec::new(),
        }
    }

    fn key(case: &Case) -> String {
        format!("{} / {}", case.op, case.mutation)
    }

    fn input(tool: &Path, case: &Case) -> u128 {
        let name = tool.file_name().unwrap_or_default().to_string_lossy();
        answers::fnv128(&[name.as_bytes(), case.text.as_bytes()])
    }

    /// The recorded verdict of `case`, unless it must be judged live.
    fn get(&self, tool: &Path, case: &Case) -> Option<Verdict> {
        let key = Record::key(case);
        let sampled = answers::fnv128(&[key.as_bytes()]).is_multiple_of(answers::SAMPLE);
        if self.refresh || sampled {
            return None;
        }
        let (input, first, second) = self.recorded.get(&key)?;
        (*input == Record::input(tool, case)).then(|| combine(first.clone(), second.clone()))
    }

    /// Notes the live verdicts of `case`, checking them against the record.
    fn learn(&mut self, tool: &Path, case: &Case, first: &Verdict, second: &Verdict) {
        let key = Record::key(case);
        let input = Record::input(tool, case);
        match self.recorded.get(&key) {
            _ if self.refresh => {}
            Some((i, a, b)) if *i == input => {
                if combine(a.clone(), b.clone()) != combine(first.clone(), second.clone()) {
                    self.problems.push(format!(
                        "{key}: recorded {}, live {}",
                        combine(a.clone(), b.clone()).show(),
                        combine(first.clone(), second.clone()).show()
                    ));
                }
            }
            Some(_) => self
                .problems
                .push(format!("{key}: the recorded case has changed")),
            None => self.problems.push(format!("{key}: no recorded verdict")),
        }
        self.fresh
            .insert(key, (input, first.clone(), second.clone()));
    }

    /// Writes the record when refreshing; the problems found otherwise.
    fn finish(self, tool: &str) -> Vec<String> {
        if !self.refresh {
            return self.problems;
        }
        let mut text = format!(
            "# Verdicts of {tool} on the op-mutation cases: key, case hash, first run's verdict[, second run's when it differs].\n\
             # @generated by SIGIL_REFRESH_ANSWERS=1 (scripts/refresh-answers.sh); see crates/cli/tests/op_mutations.rs.\n"
        );
        for (key, (input, first, second)) in &self.fresh {
            text.push_str(&format!(
                "{}\t{input:032x}\t{}",
                answers::escape(key),
                verdict_field(first)
            ));
            if second != first {
                text.push_str(&format!("\t{}", verdict_field(second)));
            }
            text.push('\n');
        }
        std::fs::write(&self.path, text)
            .unwrap_or_else(|e| panic!("cannot write {}: {e}", self.path.display()));
        support::emit(&format!(
            "== op mutations: {} verdicts of {tool} written to {}\n",
            self.fresh.len(),
            self.path.display()
        ));
        Vec::new()
    }
}

/// One verdict from the reference's two runs: `Verdict::Unstable` when they differ.
fn combine(first: Verdict, second: Verdict) -> Verdict {
    if first == second {
        first
    } else {
        Verdict::Unstable(Box::new(first), Box::new(second))
    }
}

/// Judges `cases` with `oracle` (its recorded verdicts, and live where the record says
/// nothing or the case is sampled) and with sigil, in batches of 60. The reference runs each
/// live batch twice: a case it judges differently on the two runs is `Verdict::Unstable`.
fn judge_all(
    oracle: &Path,
    cases: &[Case],
    dir: &Path,
    tag: &str,
    record: &mut Record,
) -> Vec<(Verdict, Verdict)> {
    let mut want: Vec<Option<Verdict>> = cases.iter().map(|c| record.get(oracle, c)).collect();
    let live: Vec<usize> = (0..cases.len()).filter(|&i| want[i].is_none()).collect();
    for (b, chunk) in live.chunks(60).enumerate() {
        let batch: Vec<&Case> = chunk.iter().map(|&i| &cases[i]).collect();
        let first = judge_batch(oracle, false, &batch, dir, &format!("{tag}-{b}-ref1"));
        let second = judge_batch(oracle, false, &batch, dir, &format!("{tag}-{b}-ref2"));
        for ((&i, x), y) in chunk.iter().zip(first).zip(second) {
            record.learn(oracle, &cases[i], &x, &y);
            want[i] = Some(combine(x, y));
        }
    }
    let all: Vec<&Case> = cases.iter().collect();
    let got = all.chunks(60).enumerate().flat_map(|(b, batch)| {
        judge_batch(
            &sigil_binary(),
            true,
            batch,
            dir,
            &format!("{tag}-{b}-sigil"),
        )
    });
    want.into_iter()
        .map(|w| w.expect("every case judged"))
        .zip(got)
        .collect()
}

/// Whether sigil's verdict `got` agrees with the reference's `want`: the
/// same, or, where the reference crashed or was nondeterministic (not a
/// verdict), a clean rejection.
/// Cases where sigil accepts what the reference rejects because a check of
/// StableHLO's C++ verifiers or type inference is not written yet: `(op,
/// mutation)`. Each must still disagree (the test fails when one agrees, so
/// it leaves this list).
const PENDING: &[(&str, &str)] = &[
    ("stablehlo.case", "no results"),
    ("stablehlo.composite", "no operands"),
    ("stablehlo.composite", "no results"),
    ("stablehlo.composite", "one operand too many"),
    ("stablehlo.if", "no results"),
    ("stablehlo.map", "one operand too many"),
    ("stablehlo.reduce", "no operands"),
    ("stablehlo.reduce", "no results"),
    ("stablehlo.reduce_window", "no results"),
    ("stablehlo.return", "no operands"),
    ("stablehlo.return", "one operand too many"),
    ("stablehlo.return", "operand #0 of a wrong type"),
    ("stablehlo.scatter", "no results"),
    ("stablehlo.sort", "no results"),
    ("stablehlo.while", "no operands"),
    ("stablehlo.while", "no results"),
    ("stablehlo.while", "one operand too many"),
];

fn agrees(want: &Verdict, got: &Verdict) -> bool {
    match want {
        Verdict::Crashed | Verdict::Unstable(..) => matches!(got, Verdict::Rejected(..)),
        w => w == got,
    }
}

/// The summary lines and the disagreements of one part; whether sigil
/// crashed and how many cases disagree.
fn tally(j: &Judged) -> (String, String, bool, usize) {
    let verdicts = match &j.verdicts {
        Ok(v) => v,
        Err(_) => {
            return (
                format!("{}: SKIPPED (no {})", j.part, j.tool),
                String::new(),
                false,
                0,
            )
        }
    };
    let mut report = String::new();
    let mut by_kind: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut disagreements = 0;
    let mut oracle_unsure = Vec::new();
    let mut crashed = false;
    for (c, (want, got)) in j.cases.iter().zip(verdicts) {
        let entry = by_kind.entry(c.mutation).or_default();
        entry.0 += 1;
        crashed |= *got == Verdict::Crashed;
        if matches!(want, Verdict::Crashed | Verdict::Unstable(..)) {
            oracle_unsure.push(format!(
                "{} / {}: {}: {}; sigil: {}",
                c.op,
                c.mutation,
                j.tool,
                want.show(),
                got.show()
            ));
        }
        let pending = PENDING
            .iter()
            .any(|&(op, mutation)| op == c.op && mutation == c.mutation);
        if pending {
            if agrees(want, got) {
                disagreements += 1;
                report.push_str(&format!(
                    "AGREES NOW {} / {}: take it out of PENDING in op_mutations.rs\n",
                    c.op, c.mutation
                ));
            }
            continue;
        }
        if !agrees(want, got) {
            entry.1 += 1;
            disagreements += 1;
            report.push_str(&format!(
                "DIFF {} / {}: {}: {}\n                sigil: {}\n",
                c.op,
                c.mutation,
                j.tool,
                want.show(),
                got.show()
            ));
        }
    }
    if !oracle_unsure.is_empty() {
        report.push_str(&format!(
            "{} crashed or was nondeterministic on {} cases (sigil must reject them):\n  {}\n",
            j.tool,
            oracle_unsure.len(),
            oracle_unsure.join("\n  ")
        ));
    }
    let ops = j
        .cases
        .iter()
        .map(|c| &c.op)
        .collect::<std::collections::BTreeSet<_>>()
        .len();
    let line = format!(
        "{}: {ops} ops, {} cases, {} agree, {disagreements} disagree (against {})",
        j.part,
        j.cases.len(),
        j.cases.len() - disagreements,
        j.tool
    );
    let mut kinds = format!("== {} (against {})\n", j.part, j.tool);
    for (k, (n, d)) in &by_kind {
        kinds.push_str(&format!("  {}: {k}: {n} cases, {d} disagree\n", j.part));
    }
    (line, format!("{kinds}{report}"), crashed, disagreements)
}

#[test]
fn every_op_with_a_wrong_structure_is_judged_as_the_reference_judges_it() {
    let root = workspace_root();
    let mut files = Vec::new();
    mlir_files(&root.join("tests/dialects/valid"), &mut files);
    // PyDM has no reference tool (IREE dropped the dialect): its instances
    // come from its file test of every op.
    files.push(root.join("tests/filetests/pydm/syntax.mlir"));
    files.sort();
    // Per op, the generic printout holding the instance with the most
    // kinds of parts to mutate (operands, regions, results), the smallest
    // such printout on a tie: (parts, printout, line).
    let mut instance: BTreeMap<String, (usize, String, usize)> = BTreeMap::new();
    for f in &files {
        if f.to_string_lossy().contains(".split.") {
            continue;
        }
        let Some(printed) = generic_printout(&std::fs::read(f).unwrap_or_default()) else {
            continue;
        };
        let lines: Vec<&str> = printed.lines().collect();
        for (i, l) in lines.iter().enumerate() {
            let t = l.trim_start();
            let Some(q) = t.find('"') else { continue };
            if !(q == 0 || t.starts_with('%')) {
                continue;
            }
            let Some(end) = t[q + 1..].find('"') else {
                continue;
            };
            let name = &t[q + 1..q + 1 + end];
            let Some(op) = parse_op(&lines, i) else {
                continue;
            };
            let parts = usize::from(!op.operands.is_empty())
                + usize::from(op.regions.is_some())
                + usize::from(!op.outputs.is_empty());
            let better = instance.get(name).is_none_or(|(n, p, _)| {
                (parts, std::cmp::Reverse(printed.len())) > (*n, std::cmp::Reverse(p.len()))
            });
            if better {
                instance.insert(name.to_string(), (parts, printed.clone(), i));
            }
        }
    }
    let mut missing = Vec::new();
    let (mut mlir_cases, mut util_cases, mut pydm_cases) = (Vec::new(), Vec::new(), Vec::new());
    // StableHLO's and CHLO's ops without an instance in the corpus (made
    // from StableHLO's interpreter tests), and the ops only StableHLO's
    // interpreter knows (its `interpreter` dialect, its tests' own `check`
    // ops; no reference tool here reads them): counted and reported, not
    // mutated.
    let mut pending = 0;
    for def in sigil_ir::dialects::registered_ops() {
        let Some((_, printed, at)) = instance.get(def.name) else {
            let interpreter_only = def.name.starts_with("interpreter.")
                || matches!(
                    def.name,
                    "check.expect_close" | "check.expect_serialized_eq"
                );
            if def.name.starts_with("stablehlo.")
                || def.name.starts_with("chlo.")
                || interpreter_only
            {
                pending += 1;
            } else {
                missing.push(def.name);
            }
            continue;
        };
        let lines: Vec<&str> = printed.lines().collect();
        let op = parse_op(&lines, *at).expect("parsed above");
        let cases = cases_for(printed, *at, &op);
        if ["util.", "check.", "flow.", "iree_linalg_ext.", "stablehlo."]
            .iter()
            .any(|p| def.name.starts_with(p))
        {
            util_cases.extend(cases);
        } else if def.name.starts_with("iree_pydm.") {
            pydm_cases.extend(cases);
        } else {
            mlir_cases.extend(cases);
        }
    }
    let dir = root.join("target/op_mutations");
    std::fs::create_dir_all(&dir).unwrap();
    let mlir_opt = match locate_oracle() {
        Oracle::Found(p) => Ok(p),
        Oracle::Skip(msg) => Err(msg),
    };
    let iree_opt = locate_iree_opt("the util part of the op mutation test");
    let mut parts = Vec::new();
    let mut problems = Vec::new();
    for (tool, part, tag, cases, oracle) in [
        ("mlir-opt-22", "op_mutations", "mlir", mlir_cases, mlir_opt),
        (
            "iree-opt",
            "util, check, flow, iree_linalg_ext and stablehlo",
            "util",
            util_cases,
            iree_opt,
        ),
    ] {
        let verdicts = oracle.map(|path| {
            let mut record =
                Record::load(root.join(format!("tests/dialects/op-mutations.{tool}.answers")));
            let verdicts = judge_all(&path, &cases, &dir, tag, &mut record);
            problems.extend(record.finish(tool));
            verdicts
        });
        if let Err(msg) = &verdicts {
            support::emit(msg);
        }
        parts.push(Judged {
            tool,
            part,
            cases,
            verdicts,
        });
    }
    // PyDM: no reference to agree with; sigil must judge every case
    // without crashing (its verdicts stand for themselves).
    let pydm_refs: Vec<&Case> = pydm_cases.iter().collect();
    let got = pydm_refs
        .chunks(60)
        .enumerate()
        .flat_map(|(b, batch)| {
            judge_batch(
                &sigil_binary(),
                true,
                batch,
                &dir,
                &format!("pydm-{b}-sigil"),
            )
        })
        .map(|v| (v.clone(), v))
        .collect();
    parts.push(Judged {
        tool: "no reference (sigil must not crash)",
        part: "iree_pydm",
        cases: pydm_cases,
        verdicts: Ok(got),
    });
    let mut heads = Vec::new();
    let mut body = String::new();
    let (mut crashed, mut disagreements) = (false, 0);
    for j in &parts {
        let (line, detail, c, d) = tally(j);
        heads.push(line);
        body.push_str(&detail);
        crashed |= c;
        disagreements += d;
    }
    let mut summary = heads.join("; ");
    if pending > 0 {
        summary.push_str(&format!(
            "; {pending} stablehlo, chlo and interpreter ops without instances yet"
        ));
    }
    if crashed {
        summary.push_str("; SIGIL CRASHED");
    }
    summary.push('\n');
    if !missing.is_empty() {
        summary.push_str(&format!(
            "ops without an instance in tests/dialects/valid: {}\n",
            missing.join(", ")
        ));
    }
    let full = format!("{summary}{body}");
    std::fs::write(root.join("target/op_mutations_report.txt"), &full).unwrap();
    support::emit(&full);
    assert!(!crashed, "sigil crashed on some cases (see the report)");
    assert!(missing.is_empty(), "ops without an instance: {missing:?}");
    assert_eq!(
        disagreements, 0,
        "sigil and the reference tools disagree on {disagreements} cases (see target/op_mutations_report.txt)"
    );
    problems.sort();
    answers::report_problems("op mutations", &problems);
    // Repeated last, where it cannot scroll away.
    for j in &parts {
        if let Err(msg) = &j.verdicts {
            support::emit(&format!("the part judged by {} was SKIPPED:{msg}", j.tool));
        }
    }
}
