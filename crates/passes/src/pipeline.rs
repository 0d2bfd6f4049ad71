//! Pipelines: which passes run on which ops, and MLIR's textual syntax.
//!
//! A pipeline is a tree: an [`OpPassManager`] is anchored on an op name (or
//! any op) and holds, in order, passes to run on that op and nested
//! managers to run on the ops directly inside its regions. The tree owns
//! its passes (`Box<dyn Pass>`), so a parsed pipeline is ready to run.
//!
//! The text form is MLIR's: `builtin.module(func.func(cse),symbol-dce)`,
//! options in braces after a pass (`symbol-privatize{exclude=a,b}`). The
//! parser follows mlir-opt's `TextualPipeline`: it splits the text at
//! `,(){` into a tree of names first, then resolves names against the
//! registry, so errors come in the same order and with the same wording
//! and columns as mlir-opt's.

use std::fmt;

use crate::pass::Pass;
use crate::registry::Registry;

/// The ops a pass manager runs on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Anchor {
    /// Ops of this name (`func.func`).
    Op(String),
    /// Any op (`any(...)` in a pipeline).
    Any,
}

impl Anchor {
    fn from_name(name: &str) -> Anchor {
        if name == "any" {
            Anchor::Any
        } else {
            Anchor::Op(name.to_string())
        }
    }

    /// Whether an op named `name` is anchored here.
    pub fn matches(&self, name: &[u8]) -> bool {
        match self {
            Anchor::Any => true,
            Anchor::Op(n) => n.as_bytes() == name,
        }
    }

    /// The name in pipeline text and timing reports.
    pub fn text(&self) -> &str {
        match self {
            Anchor::Any => "any",
            Anchor::Op(n) => n,
        }
    }
}

/// One step of a pass manager.
pub enum Entry {
    Pass(Box<dyn Pass>),
    Nested(OpPassManager),
}

/// Passes and nested pass managers to run, in order, on ops of one kind.
pub struct OpPassManager {
    pub anchor: Anchor,
    pub entries: Vec<Entry>,
}

impl OpPassManager {
    pub fn new(anchor: Anchor) -> Self {
        OpPassManager {
            anchor,
            entries: Vec::new(),
        }
    }

    /// Appends a pass. A pass anchored on another op than this manager's
    /// is refused, as MLIR refuses it (nest a manager for it instead).
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) -> Result<(), PipelineError> {
        if let (Some(want), Anchor::Op(have)) = (pass.anchor(), &self.anchor) {
            if want != have {
                return Err(PipelineError(format!(
                    "Can't add pass '{}' restricted to '{want}' on a PassManager intended to run on '{have}', did you intend to nest?",
                    pass.name()
                )));
            }
        }
        self.entries.push(Entry::Pass(pass));
        Ok(())
    }

    /// Appends `pass` as mlir-opt's implicitly nesting pass manager does: a
    /// pass anchored on other ops than this manager's goes into a nested
    /// manager for them (the last entry's when it is one).
    pub fn add_pass_nesting(&mut self, pass: Box<dyn Pass>) -> Result<(), PipelineError> {
        let want = match (pass.anchor(), &self.anchor) {
            (Some(want), Anchor::Op(have)) if want != have => want.to_string(),
            _ => return self.add_pass(pass),
        };
        if let Some(Entry::Nested(pm)) = self.entries.last_mut() {
            if matches!(&pm.anchor, Anchor::Op(a) if *a == want) {
                return pm.add_pass(pass);
            }
        }
        self.nest(Anchor::Op(want)).add_pass(pass)
    }

    /// Appends a nested manager for `anchor` ops and returns it.
    pub fn nest(&mut self, anchor: Anchor) -> &mut OpPassManager {
        self.entries.push(Entry::Nested(OpPassManager::new(anchor)));
        match self.entries.last_mut() {
            Some(Entry::Nested(pm)) => pm,
            _ => unreachable!("just pushed a nested manager"),
        }
    }

    /// Whether nothing would run.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

impl fmt::Display for OpPassManager {
    /// The pipeline in MLIR's text form.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}(", self.anchor.text())?;
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            match e {
                Entry::Pass(p) => write!(f, "{}{}", p.argument(), p.options_text())?,
                Entry::Nested(pm) => write!(f, "{pm}")?,
            }
        }
        f.write_str(")")
    }
}

/// A pipeline that cannot be built: mlir-opt's message (printed after
/// `<unknown>:0: error: `).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError(pub String);

impl fmt::Display for PipelineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PipelineError {}

/// Parses a `--pass-pipeline` value: `anchor(pass,...)`.
pub fn parse_pipeline(registry: &Registry, text: &str) -> Result<OpPassManager, PipelineError> {
    let text = text.trim();
    let start = text.find('(');
    let (Some(start), true) = (start, text.ends_with(')')) else {
        return Err(wrap_error());
    };
    if start == 0 {
        return Err(wrap_error());
    }
    let anchor = text[..start].trim_end();
    let mut pm = OpPassManager::new(Anchor::from_name(anchor));
    parse_pass_list(registry, &text[start + 1..text.len() - 1], &mut pm)?;
    Ok(pm)
}

fn wrap_error() -> PipelineError {
    PipelineError(
        "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
            .into(),
    )
}

/// A name of the pipeline text with its options and inner pipeline.
struct Element {
    name: String,
    /// Byte offset of the name in the text.
    at: usize,
    options: Option<String>,
    inner: Vec<Element>,
    /// Written with parentheses (a nested pipeline, even if empty).
    nested: bool,
}

/// Parses `text`, a comma-separated list of passes and nested pipelines
/// (what is inside `anchor(...)`), appending to `pm`.
pub fn parse_pass_list(
    registry: &Registry,
    text: &str,
    pm: &mut OpPassManager,
) -> Result<(), PipelineError> {
    let elements = split_elements(text)?;
    resolve(registry, text, &elements, pm)
}

fn located(text: &str, at: usize, msg: &str) -> PipelineError {
    let at = at.min(text.len());
    // The line holding `at`, and the column in it.
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    let line_no = text[..at].matches('\n').count() + 1;
    let col = at - line_start + 1;
    PipelineError(format!(
        "MLIR Textual PassPipeline Parser:{line_no}:{col}: error: {msg}\n{}\n{}^\n",
        &text[line_start..line_end],
        " ".repeat(col - 1)
    ))
}

/// MLIR's `TextualPipeline::parsePipelineText`: names split at `,(){`.
fn split_elements(full: &str) -> Result<Vec<Element>, PipelineError> {
    // The stack of element lists being filled; the bottom is the result.
    let mut stack: Vec<Vec<Element>> = vec![Vec::new()];
    let mut pos = 0usize;
    let bytes = full.as_bytes();
    let trim_start = |mut p: usize| {
        while p < bytes.len() && bytes[p].is_ascii_whitespace() {
            p += 1;
        }
        p
    };
    loop {
        let rest = &full[pos..];
        let sep_at = rest.find([',', '(', ')', '{']).map(|i| pos + i);
        let raw_end = sep_at.unwrap_or(full.len());
        let raw = &full[pos..raw_end];
        let lead = raw.len() - raw.trim_start().len();
        stack.last_mut().expect("stack").push(Element {
            name: raw.trim().to_string(),
            at: pos + lead,
            options: None,
            inner: Vec::new(),
            nested: false,
        });
        let Some(sep_pos) = sep_at else { break };
        let mut sep = bytes[sep_pos];
        pos = sep_pos + 1;
        if sep == b'{' {
            let mut depth = 1usize;
            let mut close = None;
            for (i, &c) in bytes[pos..].iter().enumerate() {
                if c == b'{' {
                    depth += 1;
                } else if c == b'}' {
                    depth -= 1;
                    if depth == 0 {
                        close = Some(pos + i);
                        break;
                    }
                }
            }
            let Some(close) = close else {
                return Err(located(
                    full,
                    sep_pos,
                    "missing closing '}' while processing pass options",
                ));
            };
            stack
                .last_mut()
                .and_then(|l| l.last_mut())
                .expect("element")
                .options = Some(full[pos..close].to_string());
            pos = trim_start(close + 1);
            if pos >= full.len() {
                break;
            }
            sep = bytes[pos];
            pos += 1;
        } else if sep == b'(' {
            stack.push(Vec::new());
            continue;
        }
        while sep == b')' {
            if stack.len() == 1 {
                return Err(located(
                    full,
                    pos - 1,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            let inner = stack.pop().expect("inner");
            let owner = stack
                .last_mut()
                .and_then(|l| l.last_mut())
                .expect("the element before '('");
            owner.inner = inner;
            owner.nested = true;
            pos = trim_start(pos);
            if pos >= full.len() {
                break;
            }
            sep = bytes[pos];
            pos += 1;
        }
        if pos >= full.len() && sep == b')' {
            break;
        }
        if sep != b',' {
            return Err(located(
                full,
                pos - 1,
                "expected ',' after parsing pipeline",
            ));
        }
    }
    if stack.len() > 1 {
        return Err(located(
            full,
            pos.min(full.len()),
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(stack.pop().expect("bottom"))
}

fn resolve(
    registry: &Registry,
    text: &str,
    elements: &[Element],
    pm: &mut OpPassManager,
) -> Result<(), PipelineError> {
    for e in elements {
        if e.nested {
            let inner = pm.nest(Anchor::from_name(&e.name));
            resolve(registry, text, &e.inner, inner)?;
            continue;
        }
        if registry.lookup(&e.name).is_none() {
            return Err(located(
                text,
                e.at,
                &format!(
                    "'{}' does not refer to a registered pass or pass pipeline",
                    e.name
                ),
            ));
        }
        let pass = registry
            .create(&e.name, e.options.as_deref().unwrap_or(""))
            .map_err(PipelineError)?;
        pm.add_pass(pass)?;
    }
    Ok(())
}
