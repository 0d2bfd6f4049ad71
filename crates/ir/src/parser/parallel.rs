//! Parsing a long run of top-level ops on two threads.
//!
//! A module's body is a list of ops (functions, globals, ...) that rarely
//! refer to each other's SSA values. When the run of ops ahead is large, the
//! parser guesses where its second half starts (a line indented like the
//! run's first op, starting an op) and hands that half to a second thread,
//! which parses it into its own [`Ir`] with a fork of the [`Context`].
//!
//! The guess is speculation, checked by the first thread: the second half
//! is taken only if the first thread, parsing on, reaches an op boundary of
//! the same run at exactly that offset, and only if neither half depends on
//! the other: the second half left no name unresolved and no block
//! referenced, defined no name the first half has, made no `distinct`
//! attribute, and the first half has no forward reference pending. Otherwise
//! (a wrong guess, an error in the second half, any dependence) the second
//! thread is stopped and the first parses on by itself, so the result,
//! errors included, is always what one thread gives. The taken half's
//! entities are appended after the first half's ([`Ir::absorb`]) and its
//! types and attributes replayed in creation order ([`Context::absorb`]):
//! every handle gets the index a single thread would have given it, so
//! verification and printing cannot tell the difference.

use std::sync::atomic::{AtomicBool, Ordering};

use hashbrown::HashMap;

use super::{DeferredLoc, IsolatedScope, Parallel, ParseOptions, Parser};
use crate::attrs::Attr;
use crate::context::{Context, ContextMark};
use crate::diag::{DResult, Diagnostic, SourceFile};
use crate::ir::{BlockId, Ir, Value};
use crate::lexer::{Token, TokenKind};
use crate::types::Type;

/// Runs of ops shorter than this (in bytes to the end of the input) are
/// parsed on one thread: a thread costs more than it saves below it.
pub const PARALLEL_MIN_BYTES: usize = 512 << 10;

/// How far past the middle a split point is looked for.
const SEARCH_WINDOW: usize = 4 << 20;

/// How much parsed text accumulates before its pages are released.
const RELEASE_STEP: usize = 4 << 20;

/// The stack a parsing thread needs for `max_nesting` levels of nesting
/// (the parser recurses once per level).
pub fn stack_size(max_nesting: u32) -> usize {
    (64usize << 20) + max_nesting as usize * (16 << 10)
}

/// The parser state the second thread starts from: what holds at every op
/// boundary of the run.
struct Seed<'a> {
    ctx: Context,
    mark: ContextMark,
    type_aliases: HashMap<&'a [u8], Type>,
    attr_aliases: HashMap<&'a [u8], Attr>,
    default_dialects: Vec<&'static [u8]>,
    custom_op: Option<&'static crate::dialects::OpDef>,
    legacy: bool,
    depth: u32,
    opts: ParseOptions,
    chunk_start: usize,
    source: Option<&'a SourceFile>,
}

/// A name the second half defined at the run's level: where its spelling
/// is in the buffer, its result number, where it was defined, its value.
struct Defined {
    name: (u32, u32),
    number: u32,
    offset: u32,
    value: Value,
}

/// What the second thread parsed, owning everything (names are kept as
/// buffer offsets).
struct Part {
    ctx: Context,
    mark: ContextMark,
    ir: Ir,
    /// The first token that does not start an op.
    stop: Token,
    defined: Vec<Defined>,
    /// Every name it defined in the run's name scope, at any region level.
    names: Vec<(u32, u32)>,
    deferred: Vec<(DeferredLoc, (u32, u32), u32)>,
    warnings: Vec<Diagnostic>,
}

/// Tells the second thread to stop when the first leaves the run, however
/// it leaves (an error included).
struct CancelOnDrop<'a>(&'a AtomicBool);

impl Drop for CancelOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Where `s` lies in `buf`, if it is a slice of it (every name the parser
/// keeps is spelled in the buffer; one that is not makes the part untakable).
fn span_in(buf: &[u8], s: &[u8]) -> Option<(u32, u32)> {
    let start = (s.as_ptr() as usize).checked_sub(buf.as_ptr() as usize)?;
    (start + s.len() <= buf.len()).then_some((start as u32, s.len() as u32))
}

/// A split point for a run of ops whose first op starts at `first`: the
/// first line past the middle of the rest of `buf` that is indented like
/// the first op and starts an op.
fn guess_split(buf: &[u8], first: usize) -> Option<usize> {
    let line_start = buf[..first]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let indent = &buf[line_start..first];
    if !indent.iter().all(|&b| b == b' ' || b == b'\t') {
        return None;
    }
    let mid = first + (buf.len() - first) / 2;
    let end = (mid + SEARCH_WINDOW).min(buf.len());
    memchr::memchr_iter(b'\n', &buf[mid..end]).find_map(|nl| {
        let line = mid + nl + 1;
        let at = line + indent.len();
        let starts_op = buf.get(line..at) == Some(indent)
            && matches!(buf.get(at), Some(c) if *c == b'%' || *c == b'"' || c.is_ascii_alphabetic());
        starts_op.then_some(at)
    })
}

/// The second thread: parses the ops from `at` while the tokens start ops.
/// `None` when the half cannot be taken as it is.
fn parse_part(buf: &[u8], seed: Seed<'_>, at: usize, cancel: &AtomicBool) -> Option<Part> {
    let Seed {
        mut ctx,
        mark,
        type_aliases,
        attr_aliases,
        default_dialects,
        custom_op,
        legacy,
        depth,
        opts,
        chunk_start,
        source,
    } = seed;
    let (ir, stop, defined, names, deferred, warnings) = {
        let mut p = Parser::new(&mut ctx, buf, opts);
        p.type_aliases = type_aliases;
        p.attr_aliases = attr_aliases;
        p.default_dialects = default_dialects;
        p.custom_op = custom_op;
        p.legacy = legacy;
        p.depth = depth;
        p.chunk_start = chunk_start;
        p.source = source;
        p.released = at;
        p.cancel = Some(cancel);
        p.outer_names = Some(Default::default());
        p.ir.reserve_for_source(buf.len() - at);
        // Block 0 stands for the block the run belongs to.
        let body = p.ir.create_block(&[]);
        p.scopes.push(IsolatedScope {
            defs: vec![Vec::new()],
            ..Default::default()
        });
        p.block_scopes.push(HashMap::new());
        p.relex_at(at);
        while p.at_op_start() {
            p.parse_operation(body).ok()?;
            p.release_behind();
        }
        // A lexing error is reported where it is found, not where its
        // token starts: the first thread could not resume there.
        if p.tok.kind == TokenKind::Error
            || !p.forward_refs.is_empty()
            || !p.block_scopes[0].is_empty()
        {
            return None;
        }
        let mut defined = Vec::new();
        for (name, slots) in &p.scopes[0].values {
            for (number, slot) in slots.iter().enumerate() {
                if let Some(value) = slot.value {
                    defined.push(Defined {
                        name: span_in(buf, name)?,
                        number: number as u32,
                        offset: slot.offset,
                        value,
                    });
                }
            }
        }
        let deferred = p
            .deferred_locs
            .iter()
            .map(|&(target, name, off)| Some((target, span_in(buf, name)?, off)))
            .collect::<Option<Vec<_>>>()?;
        let names = p
            .outer_names
            .iter()
            .flatten()
            .map(|n| span_in(buf, n))
            .collect::<Option<Vec<_>>>()?;
        let warnings = std::mem::take(&mut p.warnings);
        let stop = p.tok;
        (
            std::mem::take(&mut p.ir),
            stop,
            defined,
            names,
            deferred,
            warnings,
        )
    };
    if ctx.created_distinct_since(mark) {
        return None;
    }
    Some(Part {
        ctx,
        mark,
        ir,
        stop,
        defined,
        names,
        deferred,
        warnings,
    })
}

impl<'a> Parser<'a> {
    /// Whether the current token starts an op.
    pub(crate) fn at_op_start(&self) -> bool {
        matches!(
            self.tok.kind,
            TokenKind::PercentIdent | TokenKind::String | TokenKind::BareIdent
        )
    }

    /// Parses ops into `block` while the tokens start ops. A long run at
    /// the top level or in a top-level module's body is split over two
    /// threads (see the module header).
    pub(crate) fn parse_op_run(&mut self, block: BlockId) -> DResult<()> {
        let module_body = std::mem::take(&mut self.module_body) && self.depth == 1;
        if (self.depth == 0 || module_body) && self.at_op_start() {
            if let Some(at) = self.split_point() {
                return self.parse_op_run_split(block, at);
            }
        }
        while self.at_op_start() {
            self.parse_operation(block)?;
            self.release_behind();
        }
        Ok(())
    }

    /// Releases the pages of the text parsed so far, every few megabytes:
    /// nothing reads it again but a diagnostic (the parser's caches own
    /// their keys).
    fn release_behind(&mut self) {
        let here = self.tok.start as usize;
        if here >= self.released + RELEASE_STEP {
            if let Some(src) = self.source {
                src.release(self.released..here);
            }
            self.released = here;
        }
    }

    /// Where to start a second thread, if anywhere. A parse tries once: in
    /// the body of a top-level module, else at the top level.
    fn split_point(&mut self) -> Option<usize> {
        let here = self.tok.start as usize;
        if self.depth == 0 && matches!(self.spelling(), b"module" | b"\"builtin.module\"") {
            return None;
        }
        let parallel = std::mem::replace(&mut self.opts.parallel, Parallel::Off);
        let at = match parallel {
            Parallel::Off => return None,
            _ if !self.ctx.multithreading() => return None,
            Parallel::SplitAt(at) => at,
            Parallel::Auto
                if self.buf.len() - here < PARALLEL_MIN_BYTES || !self.ctx.use_threads() =>
            {
                return None
            }
            Parallel::Auto => guess_split(self.buf, here)?,
        };
        (at > here && at < self.buf.len()).then_some(at)
    }

    fn parse_op_run_split(&mut self, block: BlockId, at: usize) -> DResult<()> {
        let (ctx, mark) = self.ctx.fork();
        let mut opts = self.opts.clone();
        opts.parallel = Parallel::Off;
        let seed = Seed {
            ctx,
            mark,
            type_aliases: self.type_aliases.clone(),
            attr_aliases: self.attr_aliases.clone(),
            default_dialects: self.default_dialects.clone(),
            custom_op: self.custom_op,
            legacy: self.legacy,
            depth: self.depth,
            opts,
            chunk_start: self.chunk_start,
            source: self.source,
        };
        let buf = self.buf;
        let cancel = AtomicBool::new(false);
        let stack = stack_size(self.opts.max_nesting);
        std::thread::scope(|s| {
            let _stop_second = CancelOnDrop(&cancel);
            let cancel = &cancel;
            let mut second = std::thread::Builder::new()
                .name("sigil-parse".into())
                .stack_size(stack)
                .spawn_scoped(s, move || parse_part(buf, seed, at, cancel))
                .ok();
            let mut run = || -> DResult<()> {
                while self.at_op_start() {
                    if second.is_some() && self.tok.start as usize >= at {
                        let handle = second.take().expect("second thread");
                        if self.tok.start as usize == at {
                            if let Ok(Some(part)) = handle.join() {
                                if self.take_part(block, part)? {
                                    continue;
                                }
                            }
                        } else {
                            // A wrong guess: stop the second thread and free
                            // what it parsed now, not when the run ends.
                            cancel.store(true, Ordering::Relaxed);
                            drop(handle.join());
                        }
                    }
                    self.parse_operation(block)?;
                    self.release_behind();
                }
                Ok(())
            };
            let done = run();
            // The second thread is joined on every path, an error included,
            // rather than detached by dropping its handle (the scope would
            // still wait for it, but a detached thread exits on its own,
            // unmapping its large stack while the parse goes on).
            if let Some(handle) = second {
                cancel.store(true, Ordering::Relaxed);
                drop(handle.join());
            }
            done
        })
    }

    /// Takes the second half into `block` if nothing ties it to the first;
    /// `false` leaves the parser where it was.
    fn take_part(&mut self, block: BlockId, part: Part) -> DResult<bool> {
        let buf = self.buf;
        let name = |(start, len): (u32, u32)| &buf[start as usize..(start + len) as usize];
        // The first thread resumes at the token the second stopped at.
        let here = self.tok.start as usize;
        self.relex_at(part.stop.start as usize);
        let resumes = self.tok == part.stop;
        self.relex_at(here);
        let scope = self.scopes.last().expect("value scope");
        // A name both halves define would be a redefinition on one thread.
        if !resumes
            || !self.forward_refs.is_empty()
            || part
                .names
                .iter()
                .any(|&n| scope.values.contains_key(name(n)))
        {
            return Ok(false);
        }
        let map = self.ctx.absorb(&part.ctx, part.mark);
        drop(part.ctx);
        let moved = self.ir.absorb(part.ir, block, &map);
        for d in part.defined {
            self.define_value(name(d.name), d.number, d.offset, moved.value(d.value))?;
        }
        for (target, n, off) in part.deferred {
            let target = match target {
                DeferredLoc::Op(op) => DeferredLoc::Op(moved.op(op)),
                DeferredLoc::Arg(v) => DeferredLoc::Arg(moved.value(v)),
            };
            self.deferred_locs.push((target, name(n), off));
        }
        self.warnings.extend(part.warnings);
        self.split_at = Some(self.tok.start);
        self.relex_at(part.stop.start as usize);
        Ok(true)
    }
}
