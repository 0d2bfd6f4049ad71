//! The parser: one pass from tokens to IR, as MLIR's `AsmParser` does it.
//!
//! A use of a value before its definition creates a placeholder value that
//! the definition replaces (checking that the types agree). SSA names live in
//! a scope per isolated region (custom-form `module`, the top level) with a
//! nested level per region, so names defined inside a region are invisible
//! after it. Block names live in a scope per region.
//!
//! Every recursive rule counts nesting depth and stops with an error at
//! [`ParseOptions::max_nesting`], so hostile input cannot overflow the stack.

pub(crate) mod asm;
mod attrs;
mod dense;
mod locs;
mod parallel;
pub(crate) mod types;

pub use parallel::{stack_size, PARALLEL_MIN_BYTES};

use hashbrown::HashMap;
use std::sync::Arc;

use smallvec::SmallVec;

use crate::attrs::{Attr, NamedAttr};
use crate::context::Context;
use crate::diag::{err, DResult, DiagLoc, Diagnostic, SourceFile};
use crate::ir::{BlockId, Ir, LocRef, OpId, RegionId, Value, MAX_SOURCE_OFFSET};
use crate::lexer::{unescape_string, Lexer, Token, TokenKind};
use crate::module::{Module, ResourceGroup, ResourceValue};
use crate::types::{Type, TypeData};

/// Options of the parser.
#[derive(Clone, Debug)]
pub struct ParseOptions {
    /// Accept ops, types and attributes of dialects sigil does not know.
    pub allow_unregistered_dialects: bool,
    /// Deepest nesting of regions, attributes and types accepted.
    pub max_nesting: u32,
    /// Whether a long run of top-level ops may be parsed on two threads.
    pub parallel: Parallel,
}

/// Whether the parser may use a second thread (see `parser/parallel.rs`).
/// The result is the same either way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parallel {
    /// One thread.
    Off,
    /// Two threads for a run of top-level ops of at least
    /// [`PARALLEL_MIN_BYTES`], split at a guessed op boundary near its middle.
    Auto,
    /// The second thread starts at this byte offset, whatever the size (for
    /// tests of the split: any offset must give the one-thread result).
    SplitAt(usize),
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            allow_unregistered_dialects: false,
            max_nesting: 1000,
            parallel: Parallel::Auto,
        }
    }
}

/// Parses a whole buffer into a module (wrapping top-level ops in an implicit
/// `builtin.module` unless the buffer is a single module op).
pub fn parse_module(
    ctx: &mut Context,
    src: Arc<SourceFile>,
    opts: &ParseOptions,
) -> DResult<Module> {
    let len = src.text.len();
    parse_module_range(ctx, src, 0..len, true, opts)
}

/// Parses the bytes `range` of `src` (one `--split-input-file` chunk).
/// Offsets stay relative to the whole buffer, so diagnostics and locations
/// name lines of the original file. `first` says whether this is the first
/// chunk (whose implicit module is located at `0:0`, later ones at their start).
pub fn parse_module_range(
    ctx: &mut Context,
    src: Arc<SourceFile>,
    range: std::ops::Range<usize>,
    first: bool,
    opts: &ParseOptions,
) -> DResult<Module> {
    if src.text.len() > MAX_SOURCE_OFFSET as usize {
        return err(
            0,
            format!(
                "input of {} bytes is larger than the 2 GiB limit",
                src.text.len()
            ),
        );
    }
    ctx.allow_unregistered_dialects = opts.allow_unregistered_dialects;
    let text: &[u8] = &src.text[..range.end];
    let mut p = Parser::new(ctx, text, opts.clone());
    p.ir.reserve_for_source(range.len());
    p.chunk_start = range.start;
    p.source = Some(&src);
    p.released = range.start;
    p.relex_at(range.start);
    let start_pos = if first {
        None
    } else {
        Some(range.start as u32)
    };
    let top = p.parse_top_level(&src, start_pos);
    // The text is not needed any more (a diagnostic maps its line back in).
    src.release(range);
    let top = top?;
    let Parser {
        ir,
        dialect_resources,
        external_resources,
        warnings,
        split_at,
        ..
    } = p;
    Ok(Module {
        ir,
        top,
        dialect_resources,
        external_resources,
        source: Some(src.clone()),
        warnings,
        split_at,
    })
}

#[derive(Clone, Copy)]
struct ValueSlot {
    value: Option<Value>,
    offset: u32,
    forward: bool,
}

#[derive(Default)]
struct IsolatedScope<'a> {
    values: HashMap<&'a [u8], SmallVec<[ValueSlot; 1]>>,
    /// Names defined at each nested region level.
    defs: Vec<Vec<&'a [u8]>>,
}

struct BlockEntry {
    block: BlockId,
    offset: u32,
    defined: bool,
}

/// A parsed `%name` or `%name#N` use.
#[derive(Clone, Copy)]
pub(crate) struct SsaUse<'a> {
    pub(crate) name: &'a [u8],
    pub(crate) number: u32,
    pub(crate) offset: u32,
}

pub(crate) struct Parser<'a> {
    pub(crate) ctx: &'a mut Context,
    pub(crate) ir: Ir,
    lex: Lexer<'a>,
    pub(crate) buf: &'a [u8],
    pub(crate) tok: Token,
    opts: ParseOptions,
    depth: u32,
    pub(crate) type_aliases: HashMap<&'a [u8], Type>,
    pub(crate) attr_aliases: HashMap<&'a [u8], Attr>,
    scopes: Vec<IsolatedScope<'a>>,
    block_scopes: Vec<HashMap<&'a [u8], BlockEntry>>,
    /// Placeholders not yet defined, with the offset of their first use.
    forward_refs: HashMap<Value, u32>,
    /// `loc(#alias)` references to aliases defined later in the file.
    deferred_locs: Vec<(DeferredLoc, &'a [u8], u32)>,
    /// `distinct[N]` ids of the input to the attributes they denote.
    pub(crate) distinct_ids: HashMap<u64, Attr>,
    /// Default dialects of the regions being parsed (`func` inside a
    /// function body, so `return` means `func.return`).
    pub(crate) default_dialects: Vec<&'static [u8]>,
    /// The registered op whose custom form is being parsed (its errors
    /// read "custom op 'name' ...", as MLIR's `CustomOpAsmParser` words them).
    pub(crate) custom_op: Option<&'static crate::dialects::OpDef>,
    /// Warnings so far (old spellings upgraded).
    pub(crate) warnings: Vec<Diagnostic>,
    /// Set while parsing an op written in an old spelling (`func @f`).
    pub(crate) legacy: bool,
    /// Ops to insert before the op being parsed (made by old spellings).
    pub(crate) ops_before: Vec<OpId>,
    /// Per op kind (its property specs' address), the properties of an op
    /// that gives none: its defaults (see [`Self::split_inherent_with`]).
    defaults_cache: HashMap<usize, Option<Attr>>,
    /// Where the chunk being parsed starts in the buffer.
    chunk_start: usize,
    /// See [`Parser::name_attr`].
    name_cache: HashMap<Box<[u8]>, Attr>,
    /// Generic op names (as spelled, quotes included) already checked.
    op_name_cache: HashMap<Box<[u8]>, Attr>,
    /// Op definitions by interned name, each name looked up once.
    pub(crate) defs: crate::dialects::DefCache,
    /// Function types of generic ops keyed by the rest of their line.
    fn_type_cache: HashMap<Box<[u8]>, Type>,
    dialect_resources: Vec<ResourceGroup>,
    external_resources: Vec<ResourceGroup>,
    /// Set just before the region of a top-level `builtin.module` is parsed:
    /// its body may be split over two threads.
    pub(crate) module_body: bool,
    /// Set in the second thread of a split parse: stop when it is set.
    cancel: Option<&'a std::sync::atomic::AtomicBool>,
    /// Where a second thread took over, if one did.
    split_at: Option<u32>,
    /// The file being parsed, when its pages can be released behind the
    /// parser (see [`Parser::release_behind`]); and where the text not yet
    /// released starts.
    source: Option<&'a SourceFile>,
    released: usize,
    /// In the second thread of a split parse: every name defined in the
    /// name scope the run started in, at any region level.
    outer_names: Option<hashbrown::HashSet<&'a [u8]>>,
}

/// Attribute lists as parsed: a few entries, kept off the heap.
pub(crate) type NamedAttrs = SmallVec<[NamedAttr; 4]>;

/// The operands an op names, before they are resolved.
pub(crate) type SsaUses<'a> = SmallVec<[SsaUse<'a>; 4]>;

/// A `loc(#name)` reference to an alias defined later: name and offset.
pub(crate) type DeferredRef<'a> = (&'a [u8], u32);

#[derive(Clone, Copy)]
enum DeferredLoc {
    Op(OpId),
    Arg(Value),
}

impl<'a> Parser<'a> {
    fn new(ctx: &'a mut Context, buf: &'a [u8], opts: ParseOptions) -> Self {
        let mut lex = Lexer::new(buf);
        let tok = lex.next_token();
        Parser {
            ctx,
            ir: Ir::new(),
            lex,
            buf,
            tok,
            opts,
            depth: 0,
            type_aliases: HashMap::new(),
            attr_aliases: HashMap::new(),
            scopes: Vec::new(),
            block_scopes: Vec::new(),
            forward_refs: HashMap::new(),
            deferred_locs: Vec::new(),
            distinct_ids: HashMap::new(),
            name_cache: HashMap::new(),
            op_name_cache: HashMap::new(),
            defs: Default::default(),
            chunk_start: 0,
            default_dialects: Vec::new(),
            custom_op: None,
            warnings: Vec::new(),
            legacy: false,
            ops_before: Vec::new(),
            defaults_cache: HashMap::new(),
            fn_type_cache: HashMap::new(),
            dialect_resources: Vec::new(),
            external_resources: Vec::new(),
            module_body: false,
            cancel: None,
            split_at: None,
            source: None,
            released: 0,
            outer_names: None,
        }
    }

    // ----- tokens -----

    #[inline]
    pub(crate) fn bump(&mut self) {
        self.tok = self.lex.next_token();
    }

    #[inline]
    pub(crate) fn at(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    #[inline]
    pub(crate) fn spelling(&self) -> &'a [u8] {
        &self.buf[self.tok.start as usize..self.tok.end as usize]
    }

    pub(crate) fn spelling_of(&self, t: Token) -> &'a [u8] {
        &self.buf[t.start as usize..t.end as usize]
    }

    #[inline]
    pub(crate) fn eat(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    pub(crate) fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.spelling() == kw.as_bytes()
    }

    pub(crate) fn eat_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Error at the current token, reporting a lexer error as itself.
    #[cold]
    pub(crate) fn error_here<T>(&self, msg: impl Into<String>) -> DResult<T> {
        if self.tok.kind == TokenKind::Error {
            return err(self.tok.start, self.lex.error);
        }
        err(self.error_offset(), msg)
    }

    /// Where "expected X" errors point: like MLIR's `emitWrongTokenError`,
    /// just after the previous token when the current one starts a line (so
    /// the caret lands where something is missing), skipping blank lines and
    /// trailing `//` comments.
    fn error_offset(&self) -> u32 {
        let mut loc = self.tok.start as usize;
        // At the end of input MLIR moves back one character.
        if self.tok.kind == TokenKind::Eof && loc > self.chunk_start {
            loc -= 1;
        }
        let original = loc;
        let mut end = loc;
        // Backing up stops at the start of the buffer being parsed (a
        // `--split-input-file` chunk is its own buffer in mlir-opt).
        let floor = self.chunk_start;
        loop {
            while end > floor && matches!(self.buf[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end <= floor {
                return original as u32;
            }
            let c = self.buf[end - 1];
            if c != b'\n' && c != b'\r' {
                return end as u32;
            }
            end -= 1;
            let line_start = self.buf[floor..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .map_or(floor, |i| floor + i);
            if let Some(c) = self.buf[line_start..end]
                .windows(2)
                .position(|w| w == b"//")
            {
                end = line_start + c;
            }
        }
    }

    pub(crate) fn expect(&mut self, kind: TokenKind, msg: &str) -> DResult<()> {
        if self.eat(kind) {
            Ok(())
        } else {
            self.error_here(msg)
        }
    }

    /// Where MLIR's `emitError(message)` points: the current token, or the
    /// last byte when the current token is the end of input.
    pub(crate) fn here(&self) -> u32 {
        if self.tok.kind == TokenKind::Eof && self.tok.start as usize > self.chunk_start {
            self.tok.start - 1
        } else {
            self.tok.start
        }
    }

    /// How many levels of nesting the parser is in.
    pub(crate) fn depth(&self) -> u32 {
        self.depth
    }

    /// Where MLIR's `emitError()` points once the current token is
    /// consumed: the next token ([`Self::here`] of it).
    pub(crate) fn after_token(&self) -> u32 {
        let next = self.lex.clone().next_token();
        if next.kind == TokenKind::Eof && next.start as usize > self.chunk_start {
            next.start - 1
        } else {
            next.start
        }
    }

    pub(crate) fn opts_max_nesting(&self) -> u32 {
        self.opts.max_nesting
    }

    pub(crate) fn too_deep_message(&self) -> String {
        format!(
            "nesting too deep: more than {} levels (the limit is set by --max-nesting)",
            self.opts.max_nesting
        )
    }

    /// Enters one level of nesting, failing past the limit.
    pub(crate) fn enter(&mut self) -> DResult<()> {
        self.depth += 1;
        if self.depth > self.opts.max_nesting {
            return self.error_here(format!(
                "nesting too deep: more than {} levels (the limit is set by --max-nesting)",
                self.opts.max_nesting
            ));
        }
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    /// Reads the contents of a string token (escapes decoded).
    pub(crate) fn string_value(&self) -> DResult<Vec<u8>> {
        let s = self.spelling();
        unescape_string(&s[1..s.len() - 1], self.tok.start + 1)
    }

    /// The contents of a string token, borrowed from the buffer when it has
    /// no escapes (the common case) and decoded otherwise.
    pub(crate) fn string_cow(&self) -> DResult<std::borrow::Cow<'a, [u8]>> {
        let s = self.spelling();
        let body = &s[1..s.len() - 1];
        if crate::lexer::find_byte(b'\\', body).is_none() {
            return Ok(std::borrow::Cow::Borrowed(body));
        }
        unescape_string(body, self.tok.start + 1).map(std::borrow::Cow::Owned)
    }

    /// Interns a string attribute for a name spelled by `key` in the buffer
    /// (an op name or attribute name), remembering it: names repeat on
    /// every line, and this small table stays in cache where the context's
    /// table of all attributes does not.
    pub(crate) fn name_attr(&mut self, key: &'a [u8], value: &[u8]) -> Attr {
        if let Some(&a) = self.name_cache.get(key) {
            return a;
        }
        let a = self.ctx.string_attr(value);
        self.name_cache.insert(key.into(), a);
        a
    }

    /// Resets the lexer to byte `pos` and reads the token there.
    pub(crate) fn relex_at(&mut self, pos: usize) {
        self.lex.reset_to(pos);
        self.bump();
    }

    // ----- top level -----

    fn parse_top_level(&mut self, src: &SourceFile, start: Option<u32>) -> DResult<OpId> {
        let region = self.ir.create_region();
        let block = self.ir.create_block(&[]);
        self.ir.append_block(region, block);
        self.scopes.push(IsolatedScope {
            defs: vec![Vec::new()],
            ..Default::default()
        });
        self.block_scopes.push(HashMap::new());
        loop {
            match self.tok.kind {
                TokenKind::Eof => break,
                TokenKind::HashIdent => self.parse_attr_alias_def()?,
                TokenKind::BangIdent => self.parse_type_alias_def()?,
                TokenKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ if self.at_op_start() => self.parse_op_run(block)?,
                _ => self.parse_operation(block)?,
            }
        }
        let blocks = self.block_scopes.pop().expect("top-level block scope");
        if let Some(e) = blocks
            .values()
            .filter(|e| !e.defined)
            .min_by_key(|e| e.offset)
        {
            return err(e.offset, "reference to an undefined block");
        }
        self.finish_forward_refs()?;
        self.resolve_deferred_locs()?;

        // A buffer holding exactly one builtin.module is that module.
        let module_name = self.ctx.string_attr(b"builtin.module");
        let ops: Vec<OpId> = self.ir.block_ops(block).collect();
        if ops.len() == 1 && self.ir.op(ops[0]).name == module_name {
            let m = ops[0];
            self.ir.remove_op(m);
            return Ok(m);
        }
        // The implicit module is located at line 0, column 0 of a whole
        // buffer, and where a later split chunk starts.
        let file = self.ctx.string_attr(src.name.as_bytes());
        let (line, col) = match start {
            Some(off) => src.line_col(off),
            None => (0, 0),
        };
        let loc = self.ctx.loc(crate::attrs::Location::FileLineCol {
            file,
            line,
            col,
            end_line: line,
            end_col: col,
        });
        Ok(self.ir.create_op(crate::ir::NewOp {
            name: module_name,
            loc: LocRef::attr(loc),
            operands: &[],
            result_types: &[],
            attrs: &[],
            props: None,
            successors: &[],
            regions: &[region],
        }))
    }

    fn finish_forward_refs(&mut self) -> DResult<()> {
        if let Some((_, &off)) = self.forward_refs.iter().min_by_key(|(_, &o)| o) {
            return err(off, "use of undeclared SSA value name");
        }
        Ok(())
    }

    fn resolve_deferred_locs(&mut self) -> DResult<()> {
        for (target, name, off) in std::mem::take(&mut self.deferred_locs) {
            let Some(&attr) = self.attr_aliases.get(name) else {
                return err(off, "operation location alias was never defined");
            };
            if !self.ctx.is_location(attr) {
                return err(off, self.not_a_location(attr));
            }
            match target {
                DeferredLoc::Op(op) => self.ir.op_mut(op).loc = LocRef::attr(attr),
                DeferredLoc::Arg(v) => self.ir.set_arg_loc(v, LocRef::attr(attr)),
            }
        }
        Ok(())
    }

    /// MLIR's error for a location alias naming another attribute.
    fn not_a_location(&self, attr: Attr) -> String {
        let shown = crate::printer::attr_to_string(self.ctx, attr);
        format!("expected location, but found '{shown}'")
    }

    fn parse_attr_alias_def(&mut self) -> DResult<()> {
        let name = self.parse_alias_def_head("attribute", |p, n| p.attr_aliases.contains_key(n))?;
        // (`parse_attribute` bounds the depth built up through aliases.)
        let attr = if self.at(TokenKind::LParen) {
            self.parse_bare_affine_alias()?
        } else {
            self.parse_attribute(None)?
        };
        self.attr_aliases.insert(name, attr);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> DResult<()> {
        let name = self.parse_alias_def_head("type", |p, n| p.type_aliases.contains_key(n))?;
        if self.at_keyword("type") {
            // The language reference's old `!alias = type T`.
            self.warnings.push(Diagnostic::warning(
                self.tok.start,
                "old type alias syntax '= type T', read as '= T'",
            ));
            self.bump();
        }
        let ty = self.parse_type()?;
        self.type_aliases.insert(name, ty);
        Ok(())
    }

    /// `#name =` or `!name =`: the alias name, checked against the `.`
    /// reserved for dialects and against redefinition.
    fn parse_alias_def_head(
        &mut self,
        kind: &str,
        defined: impl Fn(&Self, &[u8]) -> bool,
    ) -> DResult<&'a [u8]> {
        let name_tok = self.tok;
        let name = &self.spelling()[1..];
        if name.contains(&b'.') {
            return err(
                name_tok.start,
                format!("{kind} names with a '.' are reserved for dialect-defined names"),
            );
        }
        self.bump();
        if defined(self, name) {
            return err(
                name_tok.start,
                format!(
                    "redefinition of {kind} alias id '{}'",
                    String::from_utf8_lossy(name)
                ),
            );
        }
        if !self.eat(TokenKind::Equal) {
            return self.error_here(format!("expected '=' in {kind} alias definition"));
        }
        Ok(name)
    }

    /// `{-# key: { group: { entry: value, ... }, ... }, ... #-}`
    // Kept out of line: the recursive parsing path stays small on the stack.
    #[inline(never)]
    fn parse_file_metadata(&mut self) -> DResult<()> {
        self.bump();
        loop {
            if self.at(TokenKind::FileMetadataEnd) {
                break;
            }
            if !self.at(TokenKind::BareIdent) {
                return self.error_here("expected identifier key in file metadata dictionary");
            }
            let key = self.spelling();
            let key_off = self.tok.start;
            self.bump();
            self.expect(TokenKind::Colon, "expected ':'")?;
            let external = match key {
                b"dialect_resources" => false,
                b"external_resources" => true,
                _ => {
                    return err(
                        key_off,
                        format!(
                            "unknown key '{}' in file metadata dictionary",
                            String::from_utf8_lossy(key)
                        ),
                    )
                }
            };
            self.expect(TokenKind::LBrace, "expected '{'")?;
            if !self.eat(TokenKind::RBrace) {
                loop {
                    let group = self.parse_resource_group(external)?;
                    let list = if external {
                        &mut self.external_resources
                    } else {
                        &mut self.dialect_resources
                    };
                    list.push(group);
                    if self.eat(TokenKind::RBrace) {
                        break;
                    }
                    self.expect(TokenKind::Comma, "expected ',' or '}'")?;
                }
            }
            if !self.eat(TokenKind::Comma) {
                break;
            }
        }
        self.expect(
            TokenKind::FileMetadataEnd,
            "expected '#-}' to end file metadata dictionary",
        )?;
        Ok(())
    }

    fn parse_resource_group(&mut self, external: bool) -> DResult<ResourceGroup> {
        if !self.at(TokenKind::BareIdent) {
            return self.error_here("expected identifier key for 'resource' entry");
        }
        let name_off = self.tok.start;
        let name = String::from_utf8_lossy(self.spelling()).into_owned();
        self.bump();
        if !external && name != "builtin" {
            return err(name_off, format!("dialect '{name}' is unknown"));
        }
        self.expect(TokenKind::Colon, "expected ':'")?;
        self.expect(TokenKind::LBrace, "expected '{'")?;
        let mut group = ResourceGroup {
            name,
            entries: Vec::new(),
        };
        if self.eat(TokenKind::RBrace) {
            return Ok(group);
        }
        loop {
            let key = match self.tok.kind {
                TokenKind::BareIdent => String::from_utf8_lossy(self.spelling()).into_owned(),
                TokenKind::String => String::from_utf8_lossy(&self.string_value()?).into_owned(),
                _ => return self.error_here("expected identifier key for 'resource' entry"),
            };
            self.bump();
            self.expect(TokenKind::Colon, "expected ':'")?;
            let value_off = self.tok.start;
            let value = match self.tok.kind {
                TokenKind::BareIdent if self.spelling() == b"true" => ResourceValue::Bool(true),
                TokenKind::BareIdent if self.spelling() == b"false" => ResourceValue::Bool(false),
                TokenKind::String => {
                    let s = self.string_value()?;
                    match parse_hex_blob(&s) {
                        Some(Ok((alignment, data))) => ResourceValue::Blob { alignment, data },
                        Some(Err(_)) => {
                            return err(
                                value_off,
                                format!("expected hex string blob for key '{key}'"),
                            )
                        }
                        None => ResourceValue::String(s),
                    }
                }
                _ => {
                    return self.error_here(
                        "expected 'true', 'false', or string literal for resource entry",
                    )
                }
            };
            if group.name == "builtin" && !external && !matches!(value, ResourceValue::Blob { .. })
            {
                return err(
                    value_off,
                    format!("expected hex string blob for key '{key}'"),
                );
            }
            self.bump();
            group.entries.push((key, value));
            if self.eat(TokenKind::RBrace) {
                break;
            }
            self.expect(TokenKind::Comma, "expected ',' or '}'")?;
        }
        Ok(group)
    }

    // ----- SSA values -----

    pub(crate) fn parse_ssa_use(&mut self) -> DResult<SsaUse<'a>> {
        if !self.at(TokenKind::PercentIdent) {
            return self.error_here("expected SSA operand");
        }
        let name = self.spelling();
        let offset = self.tok.start;
        self.bump();
        let mut number = 0;
        if self.at(TokenKind::HashIdent) {
            let s = &self.spelling()[1..];
            number = match std::str::from_utf8(s)
                .ok()
                .and_then(|s| s.parse::<u32>().ok())
            {
                Some(n) if s.iter().all(u8::is_ascii_digit) => n,
                _ => return self.error_here("invalid SSA value result number"),
            };
            self.bump();
        }
        Ok(SsaUse {
            name,
            number,
            offset,
        })
    }

    /// `%a, %b#1, ...` when the next token starts a use; empty otherwise.
    pub(crate) fn parse_ssa_use_list(&mut self) -> DResult<SsaUses<'a>> {
        let mut uses = SmallVec::new();
        if self.at(TokenKind::PercentIdent) {
            loop {
                uses.push(self.parse_ssa_use()?);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
        }
        Ok(uses)
    }

    /// `(%a, ... : type, ...)?` as custom assembly writes typed operands
    /// (`func.return`, `builtin.unrealized_conversion_cast`): the uses and
    /// their types, matched in number but not yet resolved.
    pub(crate) fn parse_typed_uses(
        &mut self,
        op_name: &str,
    ) -> DResult<(SsaUses<'a>, SmallVec<[Type; 4]>)> {
        let at = self.tok.start;
        let uses = self.parse_ssa_use_list()?;
        if uses.is_empty() {
            return Ok((uses, SmallVec::new()));
        }
        self.expect(TokenKind::Colon, "expected ':'")?;
        let types = self.parse_type_list_bare()?;
        check_operand_count(op_name, at, uses.len(), types.len())?;
        Ok((uses, types))
    }

    pub(crate) fn resolve_use(&mut self, u: SsaUse<'a>, ty: Type) -> DResult<Value> {
        let scope = self.scopes.last_mut().expect("value scope");
        let slots = scope.values.entry(u.name).or_default();
        if let Some(slot) = slots.get(u.number as usize).copied() {
            if let Some(v) = slot.value {
                let vt = self.ir.value_type(v);
                if vt == ty {
                    return Ok(v);
                }
                let msg = format!(
                    "use of value '{}' expects different type than prior uses: {} vs {}",
                    String::from_utf8_lossy(u.name),
                    self.quoted_type(ty),
                    self.quoted_type(vt)
                );
                return Err(Box::new(Diagnostic::error(u.offset, msg).with_note(
                    Diagnostic::note(DiagLoc::Offset(slot.offset), "prior use here"),
                )));
            }
        }
        if let Some(first) = slots.first() {
            if first.value.is_some() && !first.forward {
                return err(u.offset, "reference to invalid result number");
            }
        }
        let v = self.ir.create_placeholder(ty);
        let slots = self
            .scopes
            .last_mut()
            .expect("value scope")
            .values
            .get_mut(u.name)
            .expect("entry");
        if slots.len() <= u.number as usize {
            slots.resize(
                u.number as usize + 1,
                ValueSlot {
                    value: None,
                    offset: 0,
                    forward: false,
                },
            );
        }
        slots[u.number as usize] = ValueSlot {
            value: Some(v),
            offset: u.offset,
            forward: true,
        };
        self.forward_refs.insert(v, u.offset);
        Ok(v)
    }

    pub(crate) fn define_value(
        &mut self,
        name: &'a [u8],
        number: u32,
        offset: u32,
        v: Value,
    ) -> DResult<()> {
        if self.scopes.len() == 1 {
            if let Some(names) = &mut self.outer_names {
                names.insert(name);
            }
        }
        let scope = self.scopes.last_mut().expect("value scope");
        let slots = scope.values.entry(name).or_default();
        if slots.len() <= number as usize {
            slots.resize(
                number as usize + 1,
                ValueSlot {
                    value: None,
                    offset: 0,
                    forward: false,
                },
            );
        }
        let existing = slots[number as usize];
        slots[number as usize] = ValueSlot {
            value: Some(v),
            offset,
            forward: false,
        };
        scope.defs.last_mut().expect("region level").push(name);
        if let Some(old) = existing.value {
            if !existing.forward {
                let d = Diagnostic::error(
                    offset,
                    format!(
                        "redefinition of SSA value '{}'",
                        String::from_utf8_lossy(name)
                    ),
                )
                .with_note(Diagnostic::note(
                    DiagLoc::Offset(existing.offset),
                    "previously defined here",
                ));
                return Err(Box::new(d));
            }
            let (ot, nt) = (self.ir.value_type(old), self.ir.value_type(v));
            if ot != nt {
                let d = Diagnostic::error(
                    offset,
                    format!(
                        "definition of SSA value '{}#{}' has type {}",
                        String::from_utf8_lossy(name),
                        number,
                        self.quoted_type(nt)
                    ),
                )
                .with_note(Diagnostic::note(
                    DiagLoc::Offset(existing.offset),
                    format!("previously used here with type {}", self.quoted_type(ot)),
                ));
                return Err(Box::new(d));
            }
            self.ir.replace_all_uses(old, v);
            self.forward_refs.remove(&old);
        }
        Ok(())
    }

    pub(crate) fn quoted_type(&self, ty: Type) -> String {
        format!("'{}'", crate::printer::type_to_string(self.ctx, ty))
    }

    pub(crate) fn push_region_scope(&mut self, isolated: bool) {
        if isolated {
            self.scopes.push(IsolatedScope {
                defs: vec![Vec::new()],
                ..Default::default()
            });
        } else {
            self.scopes
                .last_mut()
                .expect("value scope")
                .defs
                .push(Vec::new());
        }
        self.block_scopes.push(HashMap::new());
    }

    pub(crate) fn pop_region_scope(&mut self) -> DResult<()> {
        let blocks = self.block_scopes.pop().expect("block scope");
        if let Some(e) = blocks
            .values()
            .filter(|e| !e.defined)
            .min_by_key(|e| e.offset)
        {
            return err(e.offset, "reference to an undefined block");
        }
        let scope = self.scopes.last_mut().expect("value scope");
        if scope.defs.len() == 1 {
            self.scopes.pop();
        } else {
            for name in scope.defs.pop().expect("region level") {
                scope.values.remove(name);
            }
        }
        Ok(())
    }

    // ----- operations -----

    pub(crate) fn parse_operation(&mut self, block: BlockId) -> DResult<()> {
        if let Some(cancel) = self.cancel {
            if cancel.load(std::sync::atomic::Ordering::Relaxed) {
                return err(self.tok.start, "parse cancelled");
            }
        }
        let op_start = self.tok.start;
        let mut results: SmallVec<[(&'a [u8], u32, u32); 2]> = SmallVec::new();
        let mut num_results = 0u32;
        if self.at(TokenKind::PercentIdent) {
            loop {
                if !self.at(TokenKind::PercentIdent) {
                    return self.error_here("expected valid ssa identifier");
                }
                let name = self.spelling();
                let off = self.tok.start;
                self.bump();
                let mut count = 1;
                if self.eat(TokenKind::Colon) {
                    if !self.at(TokenKind::Integer) {
                        return self.error_here("expected integer number of results");
                    }
                    count = match parse_u32(self.spelling()) {
                        Some(n) if n >= 1 => n,
                        _ => {
                            return self
                                .error_here("expected named operation to have at least 1 result")
                        }
                    };
                    self.bump();
                }
                results.push((name, count, off));
                num_results = num_results.saturating_add(count);
                if !self.eat(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        let name_off = self.tok.start;
        let op = match self.tok.kind {
            TokenKind::String => self.parse_generic_op(name_off)?,
            // MLIR lexes `i32` as a type, not an identifier: no op name.
            TokenKind::BareIdent
                if crate::parser::types::int_type_spelling(self.spelling()).is_some() =>
            {
                return self.error_here("expected operation name in quotes")
            }
            TokenKind::BareIdent => self.parse_custom_op(name_off)?,
            _ => return self.error_here("expected operation name in quotes"),
        };
        let actual = self.ir.num_results(op);
        if !results.is_empty() {
            if actual == 0 {
                return err(op_start, "cannot name an operation with no results");
            }
            if actual as u32 != num_results {
                return err(
                    op_start,
                    format!(
                        "operation defines {} results but was provided {} to bind",
                        actual, num_results
                    ),
                );
            }
            let mut index = 0;
            for (name, count, off) in results {
                for i in 0..count {
                    let v = self.ir.result(op, index);
                    self.define_value(name, i, off, v)?;
                    index += 1;
                }
            }
        }
        // Ops an upgraded old spelling needs before it (`dim`'s index constant).
        for extra in std::mem::take(&mut self.ops_before) {
            self.ir.append_op(block, extra);
        }
        self.ir.append_op(block, op);
        Ok(())
    }

    /// Creates a parsed op whose trailing location may name an alias
    /// defined later in the file (see [`Self::parse_trailing_loc_or`]).
    pub(crate) fn create_parsed_op(
        &mut self,
        op: crate::ir::NewOp,
        deferred: Option<DeferredRef<'a>>,
    ) -> OpId {
        let op = self.ir.create_op(op);
        if let Some((name, off)) = deferred {
            self.deferred_locs.push((DeferredLoc::Op(op), name, off));
        }
        op
    }

    #[inline(never)]
    fn parse_custom_op(&mut self, op_start: u32) -> DResult<OpId> {
        let name = self.spelling();
        let at = self.tok.start;
        let mut resolved = self.resolve_custom_name(name);
        let mut legacy = false;
        if resolved.is_none() {
            if let Some((new, modern)) = crate::dialects::legacy::upgrade(self, name) {
                let shown = String::from_utf8_lossy(name);
                self.warnings.push(Diagnostic::warning(
                    at,
                    format!("'{shown}' is an old spelling, read as {modern}"),
                ));
                resolved = Some(new);
                legacy = true;
            }
        }
        if let Some(def) = resolved {
            if let Some(parse) = def.parse {
                let outer_legacy = std::mem::replace(&mut self.legacy, legacy);
                self.bump();
                let outer = self.custom_op.replace(def);
                let r = parse(self, def, op_start);
                self.custom_op = outer;
                self.legacy = outer_legacy;
                return r;
            }
        }
        let shown = String::from_utf8_lossy(name).into_owned();
        let dialect = name.split(|&c| c == b'.').next().unwrap_or(&[]);
        match name {
            _ if crate::dialects::llvm::is_unimplemented(name) => err(
                at,
                format!("sigil does not support the llvm op '{shown}' yet"),
            ),
            _ if name.contains(&b'.') && crate::dialects::is_unsupported_mlir_dialect(dialect) => {
                let d = String::from_utf8_lossy(dialect);
                err(
                    at,
                    format!("sigil does not support the '{d}' dialect yet (op '{shown}')"),
                )
            }
            _ if name.contains(&b'.') && !crate::dialects::is_known_dialect(dialect) => {
                let d = String::from_utf8_lossy(dialect);
                let note = format!(
                    "Available dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                    crate::dialects::MLIR_OPT_DIALECTS.join(", ")
                );
                Err(Box::new(
                    Diagnostic::error(
                        at,
                        format!("Dialect `{d}' not found for custom op '{shown}' "),
                    )
                    .with_note(Diagnostic::note(DiagLoc::Offset(at), note)),
                ))
            }
            _ if name.contains(&b'.') => err(at, format!("custom op '{shown}' is unknown")),
            // The name was also tried in the region's default dialect (that
            // of the op around it: `func` in a function, none in an op that
            // names none; `builtin` at the top level).
            _ => match self.default_dialects.last().copied().unwrap_or(b"builtin") {
                b"" => err(
                    at,
                    format!(
                        "Dialect `' not found for custom op '{shown}'  (tried '.{shown}' as well)"
                    ),
                ),
                dd => err(
                    at,
                    format!(
                        "custom op '{shown}' is unknown (tried '{}.{shown}' as well)",
                        String::from_utf8_lossy(dd)
                    ),
                ),
            },
        }
    }

    /// The registered op a custom-form name means: the name itself, or
    /// without a dialect prefix the op of the region's default dialect or
    /// of `builtin`.
    fn resolve_custom_name(&self, name: &[u8]) -> Option<&'static crate::dialects::OpDef> {
        if name.contains(&b'.') {
            if let Some(d) = crate::dialects::lookup(name) {
                return Some(d);
            }
        }
        let mut buf: Vec<u8> = Vec::with_capacity(name.len() + 16);
        if let Some(dd) = self.default_dialects.last().filter(|d| !d.is_empty()) {
            buf.extend_from_slice(dd);
            buf.push(b'.');
            buf.extend_from_slice(name);
            if let Some(d) = crate::dialects::lookup(&buf) {
                return Some(d);
            }
        }
        if name.contains(&b'.') {
            return None;
        }
        buf.clear();
        buf.extend_from_slice(b"builtin.");
        buf.extend_from_slice(name);
        crate::dialects::lookup(&buf)
    }

    /// Moves inherent attributes of registered ops from the attribute
    /// dictionary into properties, as MLIR does.
    pub(crate) fn split_inherent(
        &mut self,
        at: u32,
        name: Attr,
        props: Vec<NamedAttr>,
        attrs: NamedAttrs,
    ) -> DResult<(Option<Attr>, NamedAttrs)> {
        let inherent = self.defs.get(self.ctx, name).map_or(&[][..], |d| d.props);
        self.split_inherent_with(at, name, inherent, props, attrs)
    }

    /// [`Self::split_inherent`] with the op's property specs at hand.
    pub(crate) fn split_inherent_with(
        &mut self,
        at: u32,
        name: Attr,
        inherent: &'static [crate::dialects::PropSpec],
        mut props: Vec<NamedAttr>,
        attrs: NamedAttrs,
    ) -> DResult<(Option<Attr>, NamedAttrs)> {
        if inherent.is_empty() && props.is_empty() {
            return Ok((None, attrs));
        }
        // Most ops give no property: their dictionary is the defaults alone,
        // the same for every op of the kind, so it is built once.
        let defaults_only = props.is_empty()
            && !attrs.iter().any(|e| {
                let n = self.ctx.str_bytes(e.name);
                inherent.iter().any(|s| s.name.as_bytes() == n)
            });
        let cache_key = inherent.as_ptr() as usize;
        if defaults_only {
            if let Some(&d) = self.defaults_cache.get(&cache_key) {
                return Ok((d, attrs));
            }
        }
        let mut rest = NamedAttrs::with_capacity(attrs.len());
        for e in attrs {
            let n = self.ctx.str_bytes(e.name);
            if let Some(kind) = inherent
                .iter()
                .find(|s| s.name.as_bytes() == n)
                .map(|s| s.kind)
            {
                if !kind.accepts(self.ctx, e.value) {
                    let op = String::from_utf8_lossy(self.ctx.str_bytes(name)).into_owned();
                    let n = String::from_utf8_lossy(n).into_owned();
                    return err(
                        at,
                        format!(
                            "'{op}' op attribute '{n}' failed to satisfy constraint: {}",
                            kind.describe()
                        ),
                    );
                }
                if !props.iter().any(|p| p.name == e.name) {
                    props.push(e);
                }
            } else {
                rest.push(e);
            }
        }
        for spec in inherent {
            if let Some(default) = spec.default {
                let key = self.ctx.string_attr(spec.name.as_bytes());
                if !props.iter().any(|p| p.name == key) {
                    let value = default.build(self.ctx);
                    props.push(NamedAttr { name: key, value });
                }
            }
        }
        let props = if props.is_empty() {
            None
        } else {
            Some(
                self.ctx
                    .dict_attr(props)
                    .map_err(|_| Box::new(Diagnostic::error(at, "duplicate property")))?,
            )
        };
        if defaults_only {
            self.defaults_cache.insert(cache_key, props);
        }
        Ok((props, rest))
    }

    /// Reads the `<{...}>` of a registered op as MLIR's property conversion
    /// does: a dictionary whose known keys must have the right kind; unknown
    /// keys are dropped.
    // Kept out of line: the recursive parsing path stays small on the stack.
    #[inline(never)]
    pub(crate) fn convert_properties(
        &mut self,
        def: &'static crate::dialects::OpDef,
        props: Attr,
        off: u32,
    ) -> DResult<Vec<NamedAttr>> {
        let fail = |this: &Self, why: String| -> DResult<Vec<NamedAttr>> {
            let shown = crate::printer::attr_to_string(this.ctx, props);
            err(
                off,
                format!("invalid properties {shown} for op {}: {why}", def.name),
            )
        };
        let crate::attrs::AttrData::Dict(entries) = self.ctx.attr_data(props) else {
            return fail(self, "expected DictionaryAttr to set properties".into());
        };
        let known = def.props;
        let mut out = Vec::new();
        for e in entries.clone() {
            let n = self.ctx.str_bytes(e.name);
            let Some(kind) = known
                .iter()
                .find(|s| s.name.as_bytes() == n)
                .map(|s| s.kind)
            else {
                continue;
            };
            // A property taken from the op's record (of any kind) must still
            // be of the record's storage class.
            let class_ok = kind != crate::dialects::AttrKind::Any
                || (def.structure.form.attrs.iter())
                    .find(|a| a.name.as_bytes() == n)
                    .is_none_or(|a| a.storage.admits(self.ctx, e.value));
            if !kind.accepts(self.ctx, e.value) || !class_ok {
                let n = String::from_utf8_lossy(n).into_owned();
                if kind == crate::dialects::AttrKind::StringProp {
                    return fail(self, format!("for `{n}`: expected StringAttr"));
                }
                let v = crate::printer::attr_to_string(self.ctx, e.value);
                return fail(
                    self,
                    format!("Invalid attribute `{n}` in property conversion: {v}"),
                );
            }
            out.push(e);
        }
        Ok(out)
    }

    fn parse_generic_op(&mut self, op_start: u32) -> DResult<OpId> {
        // Names repeat on every line: check each distinct one once.
        let name_tok = self.spelling();
        let name = match self.op_name_cache.get(name_tok) {
            Some(&a) => a,
            None => {
                let name_bytes = self.string_cow()?;
                if name_bytes.is_empty() {
                    return err(self.here(), "empty operation name is invalid");
                }
                if name_bytes.contains(&0) {
                    return err(self.here(), "null character not allowed in operation name");
                }
                let dialect = name_bytes.split(|&c| c == b'.').next().unwrap_or(&[]);
                if crate::dialects::llvm::is_unimplemented(&name_bytes) {
                    let n = String::from_utf8_lossy(&name_bytes);
                    return err(
                        self.here(),
                        format!("sigil does not support the llvm op '{n}' yet"),
                    );
                }
                if crate::dialects::is_unsupported_mlir_dialect(dialect) {
                    let d = String::from_utf8_lossy(dialect);
                    let n = String::from_utf8_lossy(&name_bytes);
                    return err(
                        self.here(),
                        format!("sigil does not support the '{d}' dialect yet (op '{n}')"),
                    );
                }
                if !self.opts.allow_unregistered_dialects
                    && (!crate::dialects::is_known_dialect(dialect)
                        || crate::dialects::registry::unknown_op_of_partial_dialect(&name_bytes))
                {
                    // MLIR checks after reading the name.
                    return err(
                        self.after_token(),
                        "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                    );
                }
                let a = self.ctx.string_attr(&name_bytes);
                self.op_name_cache.insert(name_tok.into(), a);
                a
            }
        };
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' to start operand list")?;
        let operands = self.parse_ssa_use_list()?;
        self.expect(TokenKind::RParen, "expected ')' to end operand list")?;
        let mut successors: SmallVec<[BlockId; 2]> = SmallVec::new();
        if self.at(TokenKind::LSquare) {
            let def = self.defs.get(self.ctx, name);
            if def.is_some_and(|d| !d.traits.is_terminator) {
                return self.error_here("successors in non-terminator");
            }
            self.bump();
            loop {
                successors.push(self.parse_successor()?);
                if self.eat(TokenKind::RSquare) {
                    break;
                }
                self.expect(TokenKind::Comma, "expected ',' or ']'")?;
            }
        }
        let mut props = None;
        if self.eat(TokenKind::Less) {
            props = Some(self.parse_attribute(None)?);
            self.expect(TokenKind::Greater, "expected '>' to close properties")?;
        }
        let mut regions: SmallVec<[RegionId; 2]> = SmallVec::new();
        if self.eat(TokenKind::LParen) {
            loop {
                let r = self.ir.create_region();
                self.module_body = regions.is_empty()
                    && self.depth == 0
                    && self.ctx.str_bytes(name) == b"builtin.module";
                let parsed = self.parse_region(r, false);
                self.module_body = false;
                parsed?;
                regions.push(r);
                if self.eat(TokenKind::RParen) {
                    break;
                }
                self.expect(TokenKind::Comma, "expected ')' to end region list")?;
            }
        }
        let mut attrs = NamedAttrs::new();
        if self.at(TokenKind::LBrace) {
            attrs = self.parse_attr_dict_entries()?;
        }
        self.expect(TokenKind::Colon, "expected ':' followed by operation type")?;
        let fn_off = self.tok.start;
        let fn_ty = self.parse_op_function_type()?;
        let (inputs, results): (SmallVec<[Type; 4]>, SmallVec<[Type; 2]>) =
            match self.ctx.type_data(fn_ty) {
                TypeData::Function { inputs, results } => (
                    inputs.iter().copied().collect(),
                    results.iter().copied().collect(),
                ),
                _ => return err(fn_off, "expected function type"),
            };
        if inputs.len() != operands.len() {
            return err(
                fn_off,
                format!(
                    "expected {} operand type{} but had {}",
                    operands.len(),
                    if operands.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            );
        }
        let mut values: SmallVec<[Value; 4]> = SmallVec::with_capacity(operands.len());
        for (u, &ty) in operands.iter().zip(inputs.iter()) {
            values.push(self.resolve_use(*u, ty)?);
        }
        let loc = self.parse_trailing_loc_or(op_start)?;
        let (props, attrs) = match (props, self.defs.get(self.ctx, name)) {
            (Some(p), Some(def)) => {
                let given = self.convert_properties(def, p, op_start)?;
                self.split_inherent_with(op_start, name, def.props, given, attrs)?
            }
            (Some(p), None) => (Some(p), attrs),
            (None, _) => self.split_inherent(op_start, name, Vec::new(), attrs)?,
        };
        Ok(self.create_parsed_op(
            crate::ir::NewOp {
                name,
                loc: loc.0,
                operands: &values,
                result_types: &results,
                attrs: &attrs,
                props,
                successors: &successors,
                regions: &regions,
            },
            loc.1,
        ))
    }

    /// The type after an op's `:`. Ops of a module repeat the same few
    /// signatures, so when the type ends its line it is cached under the
    /// line's text: type text means the same type everywhere in a file
    /// (aliases cannot be redefined).
    fn parse_op_function_type(&mut self) -> DResult<Type> {
        let start = self.tok.start as usize;
        let buf = self.buf;
        let line_end = memchr::memchr(b'\n', &buf[start..]).map_or(buf.len(), |i| start + i);
        let mut key_end = line_end;
        while key_end > start && matches!(buf[key_end - 1], b' ' | b'\t' | b'\r') {
            key_end -= 1;
        }
        let key = &buf[start..key_end];
        if let Some(&t) = self.fn_type_cache.get(key) {
            self.relex_at(line_end);
            return Ok(t);
        }
        let t = self.parse_type()?;
        if self.tok.start as usize >= line_end && !key.is_empty() && !key.contains(&b'/') {
            self.fn_type_cache.insert(key.into(), t);
        }
        Ok(t)
    }

    pub(crate) fn parse_successor(&mut self) -> DResult<BlockId> {
        if !self.at(TokenKind::CaretIdent) {
            return self.error_here("expected block name");
        }
        let name = self.spelling();
        let off = self.tok.start;
        self.bump();
        Ok(self.block_ref(name, off))
    }

    fn block_ref(&mut self, name: &'a [u8], off: u32) -> BlockId {
        let scope = self.block_scopes.last_mut().expect("block scope");
        if let Some(e) = scope.get(name) {
            return e.block;
        }
        let b = self.ir.create_block(&[]);
        self.block_scopes.last_mut().expect("block scope").insert(
            name,
            BlockEntry {
                block: b,
                offset: off,
                defined: false,
            },
        );
        b
    }

    /// An optional trailing `loc(...)`; defaults to the op's source offset.
    /// A reference to a location alias not yet defined is returned for
    /// resolution at the end of the file.
    pub(crate) fn parse_trailing_loc_or(
        &mut self,
        default_off: u32,
    ) -> DResult<(LocRef, Option<DeferredRef<'a>>)> {
        if !self.at_keyword("loc") {
            return Ok((LocRef::offset(default_off), None));
        }
        self.bump();
        self.expect(TokenKind::LParen, "expected '(' in location")?;
        // As MLIR: `#name` without a dot is a location alias (resolved at
        // the end of the file when not defined yet), even when a dialect
        // body follows it; `#dialect.name` is parsed as an attribute.
        if self.at(TokenKind::HashIdent) && !self.spelling().contains(&b'.') {
            let name = &self.spelling()[1..];
            let off = self.tok.start;
            self.bump();
            let loc = match self.attr_aliases.get(name) {
                Some(&a) if self.ctx.is_location(a) => (LocRef::attr(a), None),
                Some(&a) => return err(off, self.not_a_location(a)),
                None => (LocRef::offset(default_off), Some((name, off))),
            };
            self.expect(TokenKind::RParen, "expected ')' in location")?;
            return Ok(loc);
        }
        let loc = self.parse_location_body()?;
        self.expect(TokenKind::RParen, "expected ')' in location")?;
        Ok((LocRef::attr(loc), None))
    }

    // ----- regions and blocks -----

    /// `{ block* }`; `isolated` starts a new SSA name scope.
    pub(crate) fn parse_region(&mut self, region: RegionId, isolated: bool) -> DResult<()> {
        self.enter()?;
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        if self.eat(TokenKind::RBrace) {
            self.leave();
            return Ok(());
        }
        self.push_region_scope(isolated);
        // The entry block may be unnamed.
        if !self.at(TokenKind::CaretIdent) {
            let b = self.ir.create_block(&[]);
            self.ir.append_block(region, b);
            self.parse_block_body(b)?;
        }
        while !self.at(TokenKind::RBrace) {
            self.parse_block(region)?;
        }
        self.bump();
        self.pop_region_scope()?;
        self.leave();
        Ok(())
    }

    pub(crate) fn parse_block(&mut self, region: RegionId) -> DResult<()> {
        if !self.at(TokenKind::CaretIdent) {
            return self.error_here("expected block name");
        }
        let name = self.spelling();
        let off = self.tok.start;
        self.bump();
        let scope = self.block_scopes.last_mut().expect("block scope");
        let block = match scope.get_mut(name) {
            Some(e) if e.defined => {
                return err(
                    off,
                    format!("redefinition of block '{}'", String::from_utf8_lossy(name)),
                );
            }
            Some(e) => {
                e.defined = true;
                e.offset = off;
                e.block
            }
            None => {
                let b = self.ir.create_block(&[]);
                self.block_scopes.last_mut().expect("block scope").insert(
                    name,
                    BlockEntry {
                        block: b,
                        offset: off,
                        defined: true,
                    },
                );
                b
            }
        };
        self.ir.append_block(region, block);
        if self.eat(TokenKind::LParen) && !self.eat(TokenKind::RParen) {
            loop {
                if !self.at(TokenKind::PercentIdent) {
                    return self.error_here("expected SSA operand");
                }
                let arg_name = self.spelling();
                let arg_off = self.tok.start;
                self.bump();
                self.expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
                let ty = self.parse_type()?;
                let v = self.ir.add_block_arg(block, ty, LocRef::offset(arg_off));
                if self.at_keyword("loc") {
                    let (loc, deferred) = self.parse_trailing_loc_or(arg_off)?;
                    self.ir.set_arg_loc(v, loc);
                    if let Some((n, o)) = deferred {
                        self.deferred_locs.push((DeferredLoc::Arg(v), n, o));
                    }
                }
                self.define_value(arg_name, 0, arg_off, v)?;
                if self.eat(TokenKind::RParen) {
                    break;
                }
                self.expect(TokenKind::Comma, "expected ')'")?;
            }
        }
        self.expect(TokenKind::Colon, "expected ':' after block name")?;
        self.parse_block_body(block)
    }

    pub(crate) fn parse_block_body(&mut self, block: BlockId) -> DResult<()> {
        self.parse_op_run(block)?;
        while !matches!(self.tok.kind, TokenKind::CaretIdent | TokenKind::RBrace) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    /// The name of an `@symbol` token (quoted names unescaped).
    pub(crate) fn symbol_name_value(&self) -> DResult<Vec<u8>> {
        let s = self.spelling();
        if s.get(1) == Some(&b'"') {
            unescape_string(&s[2..s.len() - 1], self.tok.start + 2)
        } else {
            Ok(s[1..].to_vec())
        }
    }
}

/// The check MLIR's custom parsers make when resolving operands against
/// their types, with its message; `at` is where the operand list began.
pub(crate) fn check_operand_count(
    op_name: &str,
    at: u32,
    operands: usize,
    types: usize,
) -> DResult<()> {
    if operands == types {
        return Ok(());
    }
    err(
        at,
        format!(
            "custom op '{op_name}' number of operands and types do not match: \
             got {operands} operands and {types} types"
        ),
    )
}

pub(crate) fn parse_u32(s: &[u8]) -> Option<u32> {
    if s.is_empty() || !s.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(s).ok()?.parse().ok()
}

/// Decodes a resource blob `0x<alignment LE 4 bytes><data>`; `None` when the
/// string is not hex-prefixed (then it is a plain string resource).
fn parse_hex_blob(s: &[u8]) -> Option<Result<(u32, Vec<u8>), String>> {
    let hex = s.strip_prefix(b"0x")?;
    let mut bytes = Vec::with_capacity(hex.len() / 2);
    if hex.len() % 2 != 0 {
        return Some(Err("expected hex string blob for resource".into()));
    }
    for pair in hex.chunks(2) {
        let h = (pair[0] as char).to_digit(16);
        let l = (pair[1] as char).to_digit(16);
        match (h, l) {
            (Some(h), Some(l)) => bytes.push((h * 16 + l) as u8),
            _ => return Some(Err("expected hex string blob for resource".into())),
        }
    }
    if bytes.len() < 4 {
        return Some(Err(
            "expected hex string blob for resource to encode alignment".into(),
        ));
    }
    let alignment = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
    Some(Ok((alignment, bytes[4..].to_vec())))
}

impl Parser<'_> {
    /// Used by `dense_resource<key>`: nothing to check at parse time.
    pub(crate) fn note_resource_use(&mut self, _key: &[u8]) {}
}
