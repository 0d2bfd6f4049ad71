//! Parser for affine maps, integer sets and affine expressions, following
//! `mlir/lib/AsmParser/AffineParser.cpp` step for step.
//!
//! Expressions are built through [`ExprArena`], so they come out simplified
//! exactly as MLIR's parser builds them.  Errors carry MLIR's messages and
//! point where MLIR points, including its quirks: the location of a
//! non-affine product in a chain is the *next* operator, "wrong token"
//! errors at the start of a line back up to the end of the previous line,
//! and errors that follow a lexer error are dropped.
//!
//! MLIR parses operator chains and nesting by recursion.  Chains are loops
//! here; parentheses and negations still recurse, bounded by
//! [`MAX_NESTING`], so no input can exhaust the stack.

use crate::error::{AffineError, Diagnostic};
use crate::expr::{ExprArena, ExprId};
use crate::lexer::{integer_value, Lexer, Tok, Token};
use crate::map::{AffineMap, IntegerSet};
use std::collections::HashMap;

/// Deepest nesting of parentheses and unary minus the parser accepts.
/// MLIR has no limit (it recurses until the stack runs out); beyond this
/// depth the parser reports `affine expression nested too deeply`.
pub const MAX_NESTING: u32 = 1000;

/// A parsed `affine_map` or `affine_set` body.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum MapOrSet {
    /// `(dims)[syms] -> (results)`
    Map(AffineMap),
    /// `(dims)[syms] : (constraints)`
    Set(IntegerSet),
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// Parser state over one source buffer.
pub(crate) struct Parser<'a> {
    src: &'a [u8],
    lexer: Lexer<'a>,
    tok: Token,
    prev_end: usize,
    pub(crate) arena: ExprArena,
    names: HashMap<Box<[u8]>, ExprId>,
    diags: Vec<Diagnostic>,
    depth: u32,
    /// The operand parser of the affine-map-of-SSA-ids mode (see
    /// [`parse_affine_map_of_ssa_ids_at`]); `None` rejects SSA ids.
    ssa_element: Option<SsaElementFn<'a>>,
    /// SSA ids seen so far (`%name` spelling) and their dim/symbol
    /// expressions, in order of first use (MLIR's `dimsAndSymbols`).
    ssa_ids: Vec<(&'a [u8], ExprId)>,
    num_dim_operands: u32,
    num_symbol_operands: u32,
}

/// The callback of the SSA-id mode: called with the byte offset of an
/// `%name` token not seen before and whether it stands for a symbol
/// (`symbol(%name)`), it parses the operand there itself and returns the
/// offset where affine parsing resumes, or `None` when the operand is
/// invalid (it then reports the error itself).
pub type SsaElementFn<'a> = &'a mut dyn FnMut(usize, bool) -> Option<usize>;

/// How the expression list of an affine map of SSA ids is delimited.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Delimiter {
    /// `( ... )`
    Paren,
    /// `[ ... ]`
    Square,
}

impl<'a> Parser<'a> {
    pub(crate) fn new(src: &'a str, start: usize) -> Parser<'a> {
        Parser::from_bytes(src.as_bytes(), start)
    }

    /// A parser over raw bytes (the lexer works on bytes; text that is not
    /// UTF-8 lexes as invalid characters).
    pub(crate) fn from_bytes(src: &'a [u8], start: usize) -> Parser<'a> {
        let start = start.min(src.len());
        let mut p = Parser {
            src,
            lexer: Lexer::new(src, start),
            tok: Token {
                kind: Tok::Eof,
                start,
                end: start,
            },
            prev_end: start,
            arena: ExprArena::new(),
            names: HashMap::new(),
            diags: Vec::new(),
            depth: 0,
            ssa_element: None,
            ssa_ids: Vec::new(),
            num_dim_operands: 0,
            num_symbol_operands: 0,
        };
        p.bump();
        p.prev_end = start;
        p
    }

    /// Consumes the current token and lexes the next one, emitting its
    /// lexer error right away as MLIR does.
    fn bump(&mut self) {
        self.prev_end = self.tok.end;
        let (t, err) = self.lexer.next();
        self.tok = t;
        if let Some(e) = err {
            self.diags.push(Diagnostic {
                offset: e.offset,
                message: e.message.to_string(),
            });
        }
    }

    /// Restarts lexing at `pos` (after an SSA operand the caller parsed).
    fn relex_at(&mut self, pos: usize) {
        self.lexer = Lexer::new(self.src, pos);
        let (t, err) = self.lexer.next();
        self.tok = t;
        self.prev_end = pos;
        if let Some(e) = err {
            self.diags.push(Diagnostic {
                offset: e.offset,
                message: e.message.to_string(),
            });
        }
    }

    fn consume_if(&mut self, kind: Tok) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    fn spelling(&self) -> &'a [u8] {
        &self.src[self.tok.start..self.tok.end]
    }

    /// `Parser::emitError(loc, msg)`: dropped while the current token is a
    /// lexer error (the lexer already reported).
    fn emit_at(&mut self, offset: usize, message: impl Into<String>) {
        if self.tok.kind == Tok::Error {
            return;
        }
        self.diags.push(Diagnostic {
            offset,
            message: message.into(),
        });
    }

    /// `Parser::emitError(msg)`: at the current token, one byte back at EOF.
    fn emit(&mut self, message: impl Into<String>) {
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        self.emit_at(loc, message);
    }

    /// `Parser::emitWrongTokenError`: a token at the start of a line is
    /// reported at the end of the previous non-blank line (before a `//`
    /// comment on it).
    fn emit_wrong_token(&mut self, message: impl Into<String>) {
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof {
            loc = loc.saturating_sub(1);
        }
        let original = loc;
        let src = self.src;
        let mut end = loc.min(src.len());
        let offset = loop {
            while end > 0 && (src[end - 1] == b' ' || src[end - 1] == b'\t') {
                end -= 1;
            }
            if end == 0 {
                break original;
            }
            let last = src[end - 1];
            if last != b'\n' && last != b'\r' {
                break end;
            }
            end -= 1;
            let line_start = src[..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .unwrap_or(0);
            let line = &src[line_start..end];
            if let Some(cs) = line.windows(2).position(|w| w == b"//") {
                end = line_start + cs;
            }
        };
        self.emit_at(offset, message);
    }

    fn parse_token(&mut self, kind: Tok, message: &str) -> Option<()> {
        if self.consume_if(kind) {
            Some(())
        } else {
            self.emit_wrong_token(message);
            None
        }
    }

    /// `parseCommaSeparatedList(Delimiter::Paren/Square, ...)`.
    fn parse_list(
        &mut self,
        open: Tok,
        close: Tok,
        context: &str,
        mut element: impl FnMut(&mut Self) -> Option<()>,
    ) -> Option<()> {
        let (o, c) = match open {
            Tok::LSquare => ("'['", "']'"),
            _ => ("'('", "')'"),
        };
        self.parse_token(open, &format!("expected {o}{context}"))?;
        if self.consume_if(close) {
            return Some(());
        }
        element(self)?;
        while self.consume_if(Tok::Comma) {
            element(self)?;
        }
        self.parse_token(close, &format!("expected {c}{context}"))
    }

    fn is_identifier(&self) -> bool {
        matches!(
            self.tok.kind,
            Tok::Ident | Tok::KwSymbol | Tok::KwFloordiv | Tok::KwCeildiv | Tok::KwMod
        )
    }

    fn parse_identifier_definition(&mut self, e: ExprId) -> Option<()> {
        if !self.is_identifier() {
            self.emit_wrong_token("expected bare identifier");
            return None;
        }
        let name = self.spelling();
        if self.names.contains_key(name) {
            let msg = format!(
                "redefinition of identifier '{}'",
                String::from_utf8_lossy(name)
            );
            self.emit(msg);
            return None;
        }
        self.bump();
        self.names.insert(name.into(), e);
        Some(())
    }

    fn parse_dims_and_symbols(&mut self) -> Option<(u32, u32)> {
        let mut num_dims = 0u32;
        self.parse_list(
            Tok::LParen,
            Tok::RParen,
            " in dimensional identifier list",
            |p| {
                let d = p.arena.dim(num_dims);
                num_dims = num_dims.wrapping_add(1);
                p.parse_identifier_definition(d)
            },
        )?;
        let mut num_symbols = 0u32;
        if self.tok.kind == Tok::LSquare {
            self.parse_list(Tok::LSquare, Tok::RSquare, " in symbol list", |p| {
                let s = p.arena.symbol(num_symbols);
                num_symbols = num_symbols.wrapping_add(1);
                p.parse_identifier_definition(s)
            })?;
        }
        Some((num_dims, num_symbols))
    }

    /// `parseAffineMapOrIntegerSetInline`.
    pub(crate) fn parse_map_or_set(&mut self) -> Option<MapOrSet> {
        let (num_dims, num_symbols) = self.parse_dims_and_symbols()?;
        if self.consume_if(Tok::Arrow) {
            let mut results = Vec::new();
            self.parse_list(Tok::LParen, Tok::RParen, " in affine map range", |p| {
                let e = p.parse_expr()?;
                results.push(e);
                Some(())
            })?;
            return Some(MapOrSet::Map(AffineMap::new(
                num_dims,
                num_symbols,
                &self.arena,
                &results,
            )));
        }
        self.parse_token(Tok::Colon, "expected '->' or ':'")?;
        let mut constraints = Vec::new();
        self.parse_list(
            Tok::LParen,
            Tok::RParen,
            " in integer set constraint list",
            |p| {
                let c = p.parse_constraint()?;
                constraints.push(c);
                Some(())
            },
        )?;
        if constraints.is_empty() {
            let zero = self.arena.constant(0);
            constraints.push((zero, true));
        }
        Some(MapOrSet::Set(IntegerSet::new(
            num_dims,
            num_symbols,
            &self.arena,
            &constraints,
        )))
    }

    /// `parseAffineConstraint`: `a >= b`, `a <= b` or `a == b`, normalised
    /// to a comparison with zero.
    fn parse_constraint(&mut self) -> Option<(ExprId, bool)> {
        let lhs = self.parse_expr()?;
        if self.consume_if(Tok::Greater) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Some((self.arena.sub(lhs, rhs), false));
        }
        if self.consume_if(Tok::Less) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Some((self.arena.sub(rhs, lhs), false));
        }
        if self.consume_if(Tok::Equal) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_expr()?;
            return Some((self.arena.sub(lhs, rhs), true));
        }
        self.emit("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
        None
    }

    fn consume_low(&mut self) -> Option<LowOp> {
        let op = match self.tok.kind {
            Tok::Plus => LowOp::Add,
            Tok::Minus => LowOp::Sub,
            _ => return None,
        };
        self.bump();
        Some(op)
    }

    fn consume_high(&mut self) -> Option<HighOp> {
        let op = match self.tok.kind {
            Tok::Star => HighOp::Mul,
            Tok::KwFloordiv => HighOp::FloorDiv,
            Tok::KwCeildiv => HighOp::CeilDiv,
            Tok::KwMod => HighOp::Mod,
            _ => return None,
        };
        self.bump();
        Some(op)
    }

    fn low(&mut self, op: LowOp, lhs: ExprId, rhs: ExprId) -> ExprId {
        match op {
            LowOp::Add => self.arena.add(lhs, rhs),
            LowOp::Sub => self.arena.sub(lhs, rhs),
        }
    }

    /// `getAffineBinaryOpExpr(AffineHighPrecOp, ...)` with the affinity
    /// checks; `op_loc` is where a violation is reported.
    fn high(&mut self, op: HighOp, lhs: ExprId, rhs: ExprId, op_loc: usize) -> Option<ExprId> {
        let soc = |p: &Self, e| p.arena.is_symbolic_or_constant(e);
        match op {
            HighOp::Mul => {
                if !soc(self, lhs) && !soc(self, rhs) {
                    self.emit_at(
                        op_loc,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    );
                    return None;
                }
                Some(self.arena.mul(lhs, rhs))
            }
            HighOp::FloorDiv | HighOp::CeilDiv | HighOp::Mod => {
                if !soc(self, rhs) {
                    let name = match op {
                        HighOp::FloorDiv => "floordiv",
                        HighOp::CeilDiv => "ceildiv",
                        _ => "mod",
                    };
                    self.emit_at(
                        op_loc,
                        format!(
                            "non-affine expression: right operand of {name} has to be either a constant or symbolic"
                        ),
                    );
                    return None;
                }
                Some(match op {
                    HighOp::FloorDiv => self.arena.floor_div(lhs, rhs),
                    HighOp::CeilDiv => self.arena.ceil_div(lhs, rhs),
                    _ => self.arena.modulo(lhs, rhs),
                })
            }
        }
    }

    /// `parseAffineExpr` / `parseAffineLowPrecOpExpr(nullptr, LNoOp)`,
    /// with MLIR's right recursion turned into a loop.
    pub(crate) fn parse_expr(&mut self) -> Option<ExprId> {
        let mut acc: Option<(ExprId, LowOp)> = None;
        loop {
            let lhs = self.parse_operand(acc.map(|a| a.0))?;
            if let Some(op) = self.consume_low() {
                let cur = match acc {
                    Some((l, o)) => self.low(o, l, lhs),
                    None => lhs,
                };
                acc = Some((cur, op));
                continue;
            }
            let op_loc = self.tok.start;
            if let Some(h) = self.consume_high() {
                let high = self.parse_high_chain(lhs, h, op_loc)?;
                let expr = match acc {
                    Some((l, o)) => self.low(o, l, high),
                    None => high,
                };
                if let Some(next) = self.consume_low() {
                    acc = Some((expr, next));
                    continue;
                }
                return Some(expr);
            }
            return Some(match acc {
                Some((l, o)) => self.low(o, l, lhs),
                None => lhs,
            });
        }
    }

    /// `parseAffineHighPrecOpExpr(first, op, op_loc)` as a loop.  Note the
    /// MLIR quirk kept here: a product in the middle of a chain reports
    /// errors at the operator that follows it.
    fn parse_high_chain(&mut self, first: ExprId, op: HighOp, op_loc: usize) -> Option<ExprId> {
        let (mut llhs, mut llop, mut llloc) = (first, op, op_loc);
        loop {
            let lhs = self.parse_operand(Some(llhs))?;
            let loc = self.tok.start;
            if let Some(next) = self.consume_high() {
                llhs = self.high(llop, llhs, lhs, loc)?;
                llop = next;
                llloc = loc;
                continue;
            }
            return self.high(llop, llhs, lhs, llloc);
        }
    }

    /// `parseAffineOperandExpr(lhs)`; `lhs` only selects error wording.
    fn parse_operand(&mut self, lhs: Option<ExprId>) -> Option<ExprId> {
        match self.tok.kind {
            Tok::KwSymbol => {
                self.bump();
                self.parse_token(Tok::LParen, "expected '(' at start of SSA symbol")?;
                let e = self.parse_ssa_id(true)?;
                self.parse_token(Tok::RParen, "expected ')' at end of SSA symbol")?;
                Some(e)
            }
            Tok::PercentIdent => self.parse_ssa_id(false),
            Tok::Integer => self.parse_integer(),
            Tok::LParen => {
                self.enter()?;
                let r = self.parse_parenthetical();
                self.depth -= 1;
                r
            }
            Tok::Minus => {
                self.enter()?;
                let r = self.parse_negation(lhs);
                self.depth -= 1;
                r
            }
            Tok::Plus | Tok::Star => {
                self.emit(if lhs.is_some() {
                    "missing right operand of binary operator"
                } else {
                    "missing left operand of binary operator"
                });
                None
            }
            _ if self.is_identifier() => self.parse_bare_id(),
            _ => {
                self.emit(if lhs.is_some() {
                    "missing right operand of binary operator"
                } else {
                    "expected affine expression"
                });
                None
            }
        }
    }

    /// `parseSSAIdExpr`: an SSA id as a new dimension or symbol, or the
    /// expression of one seen before (matched by its `%name` spelling).
    fn parse_ssa_id(&mut self, is_symbol: bool) -> Option<ExprId> {
        if self.ssa_element.is_none() {
            self.emit_wrong_token("unexpected ssa identifier");
            return None;
        }
        if self.tok.kind != Tok::PercentIdent {
            self.emit_wrong_token("expected ssa identifier");
            return None;
        }
        let name = self.spelling();
        if let Some(&(_, e)) = self.ssa_ids.iter().find(|(n, _)| *n == name) {
            self.bump();
            return Some(e);
        }
        let at = self.tok.start;
        let resume = match self.ssa_element.as_mut() {
            Some(f) => f(at, is_symbol)?,
            None => return None,
        };
        self.relex_at(resume);
        let e = if is_symbol {
            let e = self.arena.symbol(self.num_symbol_operands);
            self.num_symbol_operands = self.num_symbol_operands.wrapping_add(1);
            e
        } else {
            let e = self.arena.dim(self.num_dim_operands);
            self.num_dim_operands = self.num_dim_operands.wrapping_add(1);
            e
        };
        self.ssa_ids.push((name, e));
        Some(e)
    }

    fn enter(&mut self) -> Option<()> {
        if self.depth >= MAX_NESTING {
            self.emit(format!(
                "affine expression nested too deeply (more than {MAX_NESTING} levels of parentheses or negation)"
            ));
            return None;
        }
        self.depth += 1;
        Some(())
    }

    fn parse_integer(&mut self) -> Option<ExprId> {
        let v = integer_value(self.spelling());
        match v {
            Some(v) if v <= i64::MAX as u64 => {
                self.bump();
                Some(self.arena.constant(v as i64))
            }
            _ => {
                self.emit("constant too large for index");
                None
            }
        }
    }

    fn parse_parenthetical(&mut self) -> Option<ExprId> {
        self.bump(); // '('
        if self.tok.kind == Tok::RParen {
            self.emit("no expression inside parentheses");
            return None;
        }
        let e = self.parse_expr()?;
        self.parse_token(Tok::RParen, "expected ')'")?;
        Some(e)
    }

    fn parse_negation(&mut self, lhs: Option<ExprId>) -> Option<ExprId> {
        self.bump(); // '-'
        let Some(operand) = self.parse_operand(lhs) else {
            self.emit("missing operand of negation");
            return None;
        };
        // MLIR writes `(-1) * operand`, but its `operator*(int64_t,
        // AffineExpr)` is `operand * -1`; the operand order is visible
        // when both are constants and the product overflows.
        Some(self.arena.neg(operand))
    }

    fn parse_bare_id(&mut self) -> Option<ExprId> {
        match self.names.get(self.spelling()) {
            Some(&e) => {
                self.bump();
                Some(e)
            }
            None => {
                self.emit_wrong_token("use of undeclared identifier");
                None
            }
        }
    }

    /// Adds names for an inline expression (`parseAffineExprInline`).
    pub(crate) fn declare(&mut self, name: &str, e: ExprId) {
        self.names.insert(name.as_bytes().into(), e);
    }

    fn into_error(self) -> AffineError {
        AffineError::from_diagnostics(self.diags)
    }
}

/// What the `*_at` entry points share: parse one map or set starting at
/// `offset` and report where it ended.
fn parse_at(src: &[u8], offset: usize) -> Result<(MapOrSet, usize, Parser<'_>), AffineError> {
    let mut p = Parser::from_bytes(src, offset);
    let start = p.tok.start;
    let Some(result) = p.parse_map_or_set() else {
        return Err(p.into_error());
    };
    if p.arena.simplification_truncated() {
        return Err(too_complex(start));
    }
    let end = p.prev_end;
    Ok((result, end, p))
}

/// Parses an affine map or integer set that starts at byte `offset` of
/// `src` (e.g. just after `affine_map<` or `affine_set<`) and returns it
/// with the offset just past its last token, where the caller's own lexer
/// continues (normally at the closing `>`).
///
/// Error offsets are offsets into `src`.  Nothing after the structure is
/// checked; a lexer error in the token that follows is left for the
/// caller's lexer to find.
pub fn parse_map_or_set_at(src: &str, offset: usize) -> Result<(MapOrSet, usize), AffineError> {
    parse_map_or_set_bytes_at(src.as_bytes(), offset)
}

/// [`parse_map_or_set_at`] over raw bytes: a caller parsing many maps in
/// one buffer need not validate the whole buffer as UTF-8 each time (the
/// lexer works on bytes; bytes that are not UTF-8 lex as invalid
/// characters).
pub fn parse_map_or_set_bytes_at(
    src: &[u8],
    offset: usize,
) -> Result<(MapOrSet, usize), AffineError> {
    parse_at(src, offset).map(|(r, end, _)| (r, end))
}

/// Like [`parse_map_or_set_at`] but requires a map; an integer set gives
/// MLIR's `expected AffineMap, but got IntegerSet` at the start.
pub fn parse_affine_map_at(src: &str, offset: usize) -> Result<(AffineMap, usize), AffineError> {
    parse_affine_map_bytes_at(src.as_bytes(), offset)
}

/// [`parse_affine_map_at`] over raw bytes (see
/// [`parse_map_or_set_bytes_at`]).
pub fn parse_affine_map_bytes_at(
    src: &[u8],
    offset: usize,
) -> Result<(AffineMap, usize), AffineError> {
    let (r, end, mut p) = parse_at(src, offset)?;
    match r {
        MapOrSet::Map(m) => Ok((m, end)),
        MapOrSet::Set(_) => {
            let start = first_token_start(src, offset);
            p.emit_at(start, "expected AffineMap, but got IntegerSet");
            Err(p.into_error())
        }
    }
}

/// Like [`parse_map_or_set_at`] but requires an integer set; a map gives
/// MLIR's `expected IntegerSet, but got AffineMap` at the start.
pub fn parse_integer_set_at(src: &str, offset: usize) -> Result<(IntegerSet, usize), AffineError> {
    parse_integer_set_bytes_at(src.as_bytes(), offset)
}

/// [`parse_integer_set_at`] over raw bytes (see
/// [`parse_map_or_set_bytes_at`]).
pub fn parse_integer_set_bytes_at(
    src: &[u8],
    offset: usize,
) -> Result<(IntegerSet, usize), AffineError> {
    let (r, end, mut p) = parse_at(src, offset)?;
    match r {
        MapOrSet::Set(s) => Ok((s, end)),
        MapOrSet::Map(_) => {
            let start = first_token_start(src, offset);
            p.emit_at(start, "expected IntegerSet, but got AffineMap");
            Err(p.into_error())
        }
    }
}

/// The error for inputs whose simplification hit
/// [`MAX_SIMPLIFY_DEPTH`](crate::expr::MAX_SIMPLIFY_DEPTH).
fn too_complex(offset: usize) -> AffineError {
    AffineError::from_diagnostics(vec![Diagnostic {
        offset,
        message: "affine expression too complex to simplify".into(),
    }])
}

fn first_token_start(src: &[u8], offset: usize) -> usize {
    Lexer::new(src, offset).next().0.start
}

/// Checks that nothing but whitespace and comments follows `end`
/// (`encountered unexpected token` otherwise, as `mlir::parseAffineMap`).
fn expect_end(src: &str, end: usize) -> Result<(), AffineError> {
    let mut lexer = Lexer::new(src.as_bytes(), end);
    let (t, err) = lexer.next();
    if let Some(e) = err {
        return Err(AffineError::from_diagnostics(vec![Diagnostic {
            offset: e.offset,
            message: e.message.to_string(),
        }]));
    }
    if t.kind != Tok::Eof {
        return Err(AffineError::from_diagnostics(vec![Diagnostic {
            offset: t.start,
            message: "encountered unexpected token".to_string(),
        }]));
    }
    Ok(())
}

/// Parses the body of `affine_map<...>`, e.g. `(d0, d1)[s0] -> (d0 + s0)`.
/// Dimension and symbol names are any identifiers declared in the lists.
pub fn parse_affine_map(text: &str) -> Result<AffineMap, AffineError> {
    let (m, end) = parse_affine_map_at(text, 0)?;
    expect_end(text, end)?;
    Ok(m)
}

/// Parses the body of `affine_set<...>`, e.g. `(d0)[s0] : (d0 - s0 >= 0)`.
pub fn parse_integer_set(text: &str) -> Result<IntegerSet, AffineError> {
    let (s, end) = parse_integer_set_at(text, 0)?;
    expect_end(text, end)?;
    Ok(s)
}

/// Parses either form (MLIR's `parseAffineMapOrIntegerSetReference`).
pub fn parse_affine_map_or_integer_set(text: &str) -> Result<MapOrSet, AffineError> {
    let (r, end) = parse_map_or_set_at(text, 0)?;
    expect_end(text, end)?;
    Ok(r)
}

/// Parses a lone affine expression over named dimensions and symbols
/// (MLIR's `parseAffineExprReference`): `dims[i]` becomes `d<i>` and
/// `symbols[j]` becomes `s<j>`.  Returns the arena holding the expression.
pub fn parse_affine_expr(
    text: &str,
    dims: &[&str],
    symbols: &[&str],
) -> Result<(ExprArena, ExprId), AffineError> {
    let mut p = Parser::new(text, 0);
    for (i, name) in dims.iter().enumerate() {
        let d = p.arena.dim(i as u32);
        p.declare(name, d);
    }
    for (i, name) in symbols.iter().enumerate() {
        let s = p.arena.symbol(i as u32);
        p.declare(name, s);
    }
    let Some(e) = p.parse_expr() else {
        return Err(p.into_error());
    };
    if p.arena.simplification_truncated() {
        return Err(too_complex(0));
    }
    expect_end(text, p.prev_end)?;
    Ok((p.arena, e))
}

/// MLIR's `parseAffineMapOfSSAIds`: a delimited, comma-separated list of
/// affine expressions over SSA ids (`[%i + 1, %j * 2 + symbol(%n)]`),
/// starting at byte `offset` of `src` (raw bytes, so a caller need not
/// validate a whole buffer as UTF-8 for every map).  Each new `%name` becomes the next
/// dimension (or symbol, inside `symbol(...)`) and is handed to `element`,
/// which parses the operand itself (see [`SsaElementFn`]).  Returns the
/// map (dims and symbols numbered in order of first use) and the offset
/// just past the closing delimiter.
pub fn parse_affine_map_of_ssa_ids_at(
    src: &[u8],
    offset: usize,
    delimiter: Delimiter,
    element: &mut dyn FnMut(usize, bool) -> Option<usize>,
) -> Result<(AffineMap, usize), AffineError> {
    let mut p = Parser::from_bytes(src, offset);
    p.ssa_element = Some(element);
    let start = p.tok.start;
    let (open, close) = match delimiter {
        Delimiter::Paren => (Tok::LParen, Tok::RParen),
        Delimiter::Square => (Tok::LSquare, Tok::RSquare),
    };
    let mut exprs = Vec::new();
    let ok = p.parse_list(open, close, " in affine map", |p| {
        let e = p.parse_expr()?;
        exprs.push(e);
        Some(())
    });
    if ok.is_none() {
        return Err(p.into_error());
    }
    if p.arena.simplification_truncated() {
        return Err(too_complex(start));
    }
    let num_dims = p.num_dim_operands;
    let num_symbols = (p.ssa_ids.len() as u32).wrapping_sub(num_dims);
    let map = AffineMap::new(num_dims, num_symbols, &p.arena, &exprs);
    Ok((map, p.prev_end))
}

/// MLIR's `parseAffineExprOfSSAIds`: one affine expression over SSA ids,
/// as [`parse_affine_map_of_ssa_ids_at`] parses each list element.  The
/// expression is returned as the single result of a map over the SSA ids
/// it names, with the offset just past its last token.
pub fn parse_affine_expr_of_ssa_ids_at(
    src: &[u8],
    offset: usize,
    element: &mut dyn FnMut(usize, bool) -> Option<usize>,
) -> Result<(AffineMap, usize), AffineError> {
    let mut p = Parser::from_bytes(src, offset);
    p.ssa_element = Some(element);
    let start = p.tok.start;
    let Some(e) = p.parse_expr() else {
        return Err(p.into_error());
    };
    if p.arena.simplification_truncated() {
        return Err(too_complex(start));
    }
    let num_dims = p.num_dim_operands;
    let num_symbols = (p.ssa_ids.len() as u32).wrapping_sub(num_dims);
    let map = AffineMap::new(num_dims, num_symbols, &p.arena, &[e]);
    Ok((map, p.prev_end))
}

#[cfg(test)]
mod ssa_id_tests {
    //! The SSA-id mode, byte-based parsing, and rebuilding expressions
    //! with `ExprArena::replace_dims_and_symbols`.

    use super::*;
    use crate::{write_affine_expr_with, AffineMap, ExprArena};

    /// An element parser that takes `%name` up to the next non-name byte and
    /// records it.
    fn element<'s>(
        src: &'s [u8],
        seen: &'s mut Vec<(String, bool)>,
    ) -> impl FnMut(usize, bool) -> Option<usize> + 's {
        move |at, is_symbol| {
            let end = at
                + 1
                + src[at + 1..]
                    .iter()
                    .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_')
                    .count();
            seen.push((
                String::from_utf8_lossy(&src[at..end]).into_owned(),
                is_symbol,
            ));
            Some(end)
        }
    }

    #[test]
    fn subscripts_number_dims_and_symbols_in_order_of_use() {
        let src = b"%m[%i * 2, %j + symbol(%n) + %i] : memref";
        let mut seen = Vec::new();
        let (map, end) = {
            let mut f = element(src, &mut seen);
            parse_affine_map_of_ssa_ids_at(src, 2, Delimiter::Square, &mut f).unwrap()
        };
        assert_eq!(&src[end..end + 2], b" :");
        assert_eq!(map.to_string(), "(d0, d1)[s0] -> (d0 * 2, d1 + s0 + d0)");
        // Each new id is handed to the element parser once.
        assert_eq!(
            seen,
            vec![
                ("%i".to_string(), false),
                ("%j".to_string(), false),
                ("%n".to_string(), true)
            ]
        );
        // Printing with operand names gives the custom form back.
        let names = ["%i", "%j", "%n"];
        let mut out = String::new();
        write_affine_expr_with(&map, map.results()[1], &mut out, &mut |p, sym, o| {
            if sym {
                o.push_str("symbol(");
                o.push_str(names[2 + p as usize]);
                o.push(')');
            } else {
                o.push_str(names[p as usize]);
            }
        });
        assert_eq!(out, "%j + symbol(%n) + %i");
    }

    #[test]
    fn errors_and_rejected_operands() {
        let src = b"[%i * %j]";
        let mut seen = Vec::new();
        let err = {
            let mut f = element(src, &mut seen);
            parse_affine_map_of_ssa_ids_at(src, 0, Delimiter::Square, &mut f).unwrap_err()
        };
        // At the operator, as MLIR reports it.
        assert_eq!(err.offset, 4);
        assert!(err.message.starts_with("non-affine expression"));

        // An element parser that fails stops the parse.
        let src = b"(%a, %b)";
        let err =
            parse_affine_map_of_ssa_ids_at(src, 0, Delimiter::Paren, &mut |_, _| None).unwrap_err();
        assert!(!err.message.is_empty());

        // Without the SSA-id mode, SSA ids are rejected as before.
        let err = parse_affine_map_bytes_at(b"(d0) -> (%x)", 0).unwrap_err();
        assert_eq!(err.message, "unexpected ssa identifier");
    }

    #[test]
    fn single_expressions_and_replacement() {
        let src = b"%a floordiv 4 + symbol(%s), rest";
        let mut seen = Vec::new();
        let (map, end) = {
            let mut f = element(src, &mut seen);
            parse_affine_expr_of_ssa_ids_at(src, 0, &mut f).unwrap()
        };
        assert_eq!(&src[end..end + 1], b",");
        assert_eq!(map.to_string(), "(d0)[s0] -> (d0 floordiv 4 + s0)");

        // Shifting d0 to d2 and s0 to s1 rebuilds the expression.
        let mut arena = ExprArena::new();
        let ids = map.import_into(&mut arena);
        let d2 = arena.dim(2);
        let s1 = arena.symbol(1);
        let e = arena.replace_dims_and_symbols(ids[0], &[d2], &[s1]);
        let shifted = AffineMap::new(3, 2, &arena, &[e]);
        assert_eq!(
            shifted.to_string(),
            "(d0, d1, d2)[s0, s1] -> (d2 floordiv 4 + s1)"
        );
    }
}
