//! Symbols and symbol tables, as MLIR's `SymbolTable` defines them.
//!
//! A symbol is an op with a string `sym_name` (a property of registered ops,
//! else a discardable attribute); a symbol table is an op with the
//! `SymbolTable` trait (`builtin.module`), whose first region's block holds
//! the symbols it defines. References are `SymbolRef` attributes
//! (`@a::@b::@c`): the root is looked up in the nearest symbol table around
//! the user, each nested name in the symbol table found before it.
//!
//! Free functions scan a table's block on each call, which is all a single
//! lookup needs. A [`SymbolTable`] keeps a name index of one table for
//! repeated lookups and keeps it right through its own insertions, renames
//! and erasures (changes made behind its back are not seen).
//!
//! Uses are found in attributes nested in arrays and dictionaries, in both
//! properties and discardable attributes; references inside types or
//! `distinct` attributes are not looked for.

use hashbrown::HashMap;

use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::context::Context;
use crate::ir::{InsertPoint, Ir, IrError, OpId};

/// The attribute name of a symbol's name.
pub const SYM_NAME: &str = "sym_name";

/// The name of symbol `op` (a string attribute), if it is a symbol.
pub fn symbol_name(ctx: &Context, ir: &Ir, op: OpId) -> Option<Attr> {
    let key = SYM_NAME.as_bytes();
    let n = ir
        .op(op)
        .props
        .and_then(|p| ctx.dict_get(p, key))
        .or_else(|| ctx.named_get(ir.attrs(op), key))?;
    matches!(ctx.attr_data(n), AttrData::String { .. }).then_some(n)
}

/// Whether `op` is a symbol table (has the `SymbolTable` trait).
pub fn is_symbol_table(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    crate::dialects::op_traits(ctx.str_bytes(ir.op(op).name)).symbol_table
}

/// An unregistered op with one region might be a symbol table nobody told
/// sigil about; MLIR's lookups stop there.
fn maybe_unknown_symbol_table(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ir.regions(op).len() == 1 && crate::dialects::lookup(ctx.str_bytes(ir.op(op).name)).is_none()
}

/// The closest symbol table holding `from`, or `from` itself if it is one
/// (MLIR's `getNearestSymbolTable`).
pub fn nearest_symbol_table(ctx: &Context, ir: &Ir, from: OpId) -> Option<OpId> {
    let mut cur = from;
    loop {
        if maybe_unknown_symbol_table(ctx, ir, cur) {
            return None;
        }
        if is_symbol_table(ctx, ir, cur) {
            return Some(cur);
        }
        cur = ir.parent_op(cur)?;
    }
}

/// The symbol named `name` defined directly in symbol table `table`.
pub fn lookup_symbol_in(ctx: &Context, ir: &Ir, table: OpId, name: &[u8]) -> Option<OpId> {
    let region = *ir.regions(table).first()?;
    let block = ir.entry_block(region)?;
    ir.block_ops(block)
        .find(|&o| symbol_name(ctx, ir, o).is_some_and(|n| ctx.str_bytes(n) == name))
}

/// The op a symbol reference `@a::@b` names, looked up from symbol table
/// `table`: `@a` in it, `@b` in `@a` (which must be a symbol table).
pub fn lookup_symbol_ref_in(ctx: &Context, ir: &Ir, table: OpId, symref: Attr) -> Option<OpId> {
    let AttrData::SymbolRef { root, nested } = ctx.attr_data(symref) else {
        return None;
    };
    let mut found = lookup_symbol_in(ctx, ir, table, ctx.str_bytes(*root))?;
    for &n in nested.iter() {
        if !is_symbol_table(ctx, ir, found) {
            return None;
        }
        found = lookup_symbol_in(ctx, ir, found, ctx.str_bytes(n))?;
    }
    Some(found)
}

/// The op `symref` names, looked up from the symbol table nearest `from`
/// (MLIR's `lookupNearestSymbolFrom`).
pub fn lookup_nearest_symbol_from(
    ctx: &Context,
    ir: &Ir,
    from: OpId,
    symref: Attr,
) -> Option<OpId> {
    let table = nearest_symbol_table(ctx, ir, from)?;
    lookup_symbol_ref_in(ctx, ir, table, symref)
}

/// A reference to a symbol: the op holding it and the `SymbolRef` attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SymbolUse {
    pub user: OpId,
    pub symref: Attr,
}

/// The ops nested in `scope`'s regions, without entering nested symbol
/// tables (whose references mean something else), in pre-order.
fn scope_ops(ctx: &Context, ir: &Ir, scope: OpId, mut f: impl FnMut(OpId)) {
    let mut w = crate::walk::Walker::new(scope);
    while let Some(ev) = w.next(ir) {
        if let crate::walk::WalkEvent::EnterOp(o) = ev {
            if o == scope {
                continue;
            }
            f(o);
            if is_symbol_table(ctx, ir, o) {
                w.skip();
            }
        }
    }
}

/// The attributes that can hold references: properties and discardable ones.
fn op_attr_roots(ir: &Ir, op: OpId) -> impl Iterator<Item = Attr> + '_ {
    ir.op(op)
        .props
        .into_iter()
        .chain(ir.attrs(op).iter().map(|n| n.value))
}

/// Calls `f` on each symbol reference in `root` (through arrays and
/// dictionaries).
fn each_symref(ctx: &Context, root: Attr, f: &mut impl FnMut(Attr)) {
    let mut stack = vec![root];
    while let Some(a) = stack.pop() {
        match ctx.attr_data(a) {
            AttrData::SymbolRef { .. } => f(a),
            AttrData::Array(e) => stack.extend(e.iter().rev()),
            AttrData::Dict(e) => stack.extend(e.iter().rev().map(|n| n.value)),
            _ => {}
        }
    }
}

/// Every symbol reference held by the ops nested in `scope` (not entering
/// nested symbol tables), in program order.
pub fn symbol_uses(ctx: &Context, ir: &Ir, scope: OpId) -> Vec<SymbolUse> {
    let mut out = Vec::new();
    scope_ops(ctx, ir, scope, |o| {
        for a in op_attr_roots(ir, o) {
            each_symref(ctx, a, &mut |symref| {
                out.push(SymbolUse { user: o, symref })
            });
        }
    });
    out
}

/// The symbol references `op` itself holds in its attributes (not those
/// of the ops nested in it).
pub fn own_symbol_uses(ctx: &Context, ir: &Ir, op: OpId) -> Vec<SymbolUse> {
    let mut out = Vec::new();
    for a in op_attr_roots(ir, op) {
        each_symref(ctx, a, &mut |symref| {
            out.push(SymbolUse { user: op, symref })
        });
    }
    out
}

/// The references in `scope` whose root is `name`.
pub fn symbol_uses_of(ctx: &Context, ir: &Ir, name: &[u8], scope: OpId) -> Vec<SymbolUse> {
    let mut uses = symbol_uses(ctx, ir, scope);
    uses.retain(|u| matches!(ctx.attr_data(u.symref), AttrData::SymbolRef { root, .. } if ctx.str_bytes(*root) == name));
    uses
}

/// `attr` with every sub-attribute `f` replaces replaced (through arrays
/// and dictionaries), rebuilt bottom-up without recursion.
fn rewrite_attr(
    ctx: &mut Context,
    root: Attr,
    f: &mut impl FnMut(&mut Context, Attr) -> Option<Attr>,
) -> Attr {
    let mut done: HashMap<Attr, Attr> = HashMap::new();
    let mut stack: Vec<(Attr, bool)> = vec![(root, false)];
    while let Some((a, expanded)) = stack.pop() {
        if done.contains_key(&a) {
            continue;
        }
        if let Some(r) = f(ctx, a) {
            done.insert(a, r);
            continue;
        }
        let children: smallvec::SmallVec<[Attr; 8]> = match ctx.attr_data(a) {
            AttrData::Array(e) => e.iter().copied().collect(),
            AttrData::Dict(e) => e.iter().map(|n| n.value).collect(),
            _ => smallvec::SmallVec::new(),
        };
        if children.is_empty() {
            done.insert(a, a);
            continue;
        }
        if !expanded {
            stack.push((a, true));
            stack.extend(children.iter().map(|&c| (c, false)));
            continue;
        }
        if children.iter().all(|c| done[c] == *c) {
            done.insert(a, a);
            continue;
        }
        let new = match ctx.attr_data(a) {
            AttrData::Array(e) => AttrData::Array(e.iter().map(|c| done[c]).collect()),
            AttrData::Dict(e) => AttrData::Dict(
                e.iter()
                    .map(|n| NamedAttr {
                        name: n.name,
                        value: done[&n.value],
                    })
                    .collect(),
            ),
            _ => unreachable!("only arrays and dictionaries have children here"),
        };
        let new = ctx.intern_attr(new);
        done.insert(a, new);
    }
    done[&root]
}

/// Makes every reference in `scope` whose root is `old` name `new` instead
/// (`@old::@x` becomes `@new::@x`); returns how many ops changed.
pub fn replace_all_symbol_uses(
    ctx: &mut Context,
    ir: &mut Ir,
    old: &[u8],
    new: &[u8],
    scope: OpId,
) -> usize {
    let old_attr = ctx.string_attr(old);
    let new_attr = ctx.string_attr(new);
    let mut users: Vec<OpId> = Vec::new();
    scope_ops(ctx, ir, scope, |o| users.push(o));
    let mut replace = |ctx: &mut Context, a: Attr| -> Option<Attr> {
        match ctx.attr_data(a) {
            AttrData::SymbolRef { root, nested } if *root == old_attr => {
                let nested = nested.clone();
                Some(ctx.intern_attr(AttrData::SymbolRef {
                    root: new_attr,
                    nested,
                }))
            }
            _ => None,
        }
    };
    let mut changed = 0;
    for o in users {
        let mut touched = false;
        if let Some(p) = ir.op(o).props {
            let np = rewrite_attr(ctx, p, &mut replace);
            if np != p {
                ir.op_mut(o).props = Some(np);
                touched = true;
            }
        }
        let attrs: smallvec::SmallVec<[NamedAttr; 8]> = ir.attrs(o).into();
        let mut new_attrs = attrs.clone();
        for n in new_attrs.iter_mut() {
            n.value = rewrite_attr(ctx, n.value, &mut replace);
        }
        if new_attrs != attrs {
            ir.set_attrs(o, &new_attrs);
            touched = true;
        }
        changed += touched as usize;
    }
    changed
}

/// Gives `op` the symbol name `name` (where it keeps it: its properties
/// for a registered op declaring `sym_name`, else its attributes).
pub fn set_symbol_name(ctx: &mut Context, ir: &mut Ir, op: OpId, name: &[u8]) {
    let key = ctx.string_attr(SYM_NAME.as_bytes());
    let value = ctx.string_attr(name);
    let entry = NamedAttr { name: key, value };
    let in_props = match ir.op(op).props {
        Some(p) => ctx.dict_get(p, SYM_NAME.as_bytes()).is_some(),
        None => false,
    };
    let declared = crate::dialects::inherent_attrs(ctx.str_bytes(ir.op(op).name))
        .iter()
        .any(|s| s.name == SYM_NAME);
    let in_attrs = ctx.named_get(ir.attrs(op), SYM_NAME.as_bytes()).is_some();
    if in_props || (declared && !in_attrs) {
        let mut entries: Vec<NamedAttr> = ir
            .op(op)
            .props
            .map(|p| ctx.dict_entries(p).to_vec())
            .unwrap_or_default();
        entries.retain(|e| e.name != key);
        entries.push(entry);
        let dict = ctx.dict_attr(entries).expect("names are unique");
        ir.op_mut(op).props = Some(dict);
    } else {
        let mut attrs: Vec<NamedAttr> = ir.attrs(op).to_vec();
        attrs.retain(|e| e.name != key);
        attrs.push(entry);
        ctx.sort_named_attrs(&mut attrs).expect("names are unique");
        ir.set_attrs(op, &attrs);
    }
}

/// A symbol table op with an index of its symbols by name.
#[derive(Clone, Debug)]
pub struct SymbolTable {
    op: OpId,
    by_name: HashMap<Box<[u8]>, OpId>,
    /// The next suffix tried when an inserted name is taken.
    uniquing: u32,
}

impl SymbolTable {
    /// Indexes the symbols of `op` (the first definition of a name wins, as
    /// a scan would find it). `op` should be a symbol table; any op with a
    /// region works.
    pub fn new(ctx: &Context, ir: &Ir, op: OpId) -> Self {
        let mut by_name = HashMap::new();
        if let Some(b) = Self::body(ir, op) {
            for o in ir.block_ops(b) {
                if let Some(n) = symbol_name(ctx, ir, o) {
                    by_name
                        .entry(Box::<[u8]>::from(ctx.str_bytes(n)))
                        .or_insert(o);
                }
            }
        }
        SymbolTable {
            op,
            by_name,
            uniquing: 0,
        }
    }

    fn body(ir: &Ir, op: OpId) -> Option<crate::ir::BlockId> {
        ir.regions(op).first().and_then(|&r| ir.entry_block(r))
    }

    pub fn op(&self) -> OpId {
        self.op
    }

    pub fn lookup(&self, name: &[u8]) -> Option<OpId> {
        self.by_name.get(name).copied()
    }

    /// Inserts the detached symbol `symbol` at `at` (by default at the end
    /// of the table's body, before its terminator if it has one), renaming
    /// it `name_N` with the first free `N` if its name is taken. Returns
    /// its name.
    pub fn insert(
        &mut self,
        ctx: &mut Context,
        ir: &mut Ir,
        symbol: OpId,
        at: Option<InsertPoint>,
    ) -> Result<Attr, IrError> {
        let Some(name) = symbol_name(ctx, ir, symbol) else {
            return Err(IrError::Invalid(
                "only a symbol can be inserted in a symbol table",
            ));
        };
        let Some(body) = Self::body(ir, self.op) else {
            return Err(IrError::Invalid("the symbol table has no body block"));
        };
        let at = match at {
            Some(at) => at,
            None => match ir.last_op(body) {
                Some(t)
                    if crate::dialects::op_traits(ctx.str_bytes(ir.op(t).name)).is_terminator =>
                {
                    InsertPoint::Before(t)
                }
                _ => InsertPoint::End(body),
            },
        };
        ir.insert_op(symbol, at)?;
        let base = ctx.str_bytes(name).to_vec();
        let mut final_name = base.clone();
        if self.by_name.get(&base[..]).is_some_and(|&o| o != symbol) {
            loop {
                let candidate = format!("{}_{}", String::from_utf8_lossy(&base), self.uniquing);
                self.uniquing += 1;
                if !self.by_name.contains_key(candidate.as_bytes()) {
                    final_name = candidate.into_bytes();
                    break;
                }
            }
            set_symbol_name(ctx, ir, symbol, &final_name);
        }
        self.by_name.insert(final_name.clone().into(), symbol);
        Ok(ctx.string_attr(&final_name))
    }

    /// Takes `symbol` out of the table and its block (it is not erased).
    pub fn remove(&mut self, ctx: &Context, ir: &mut Ir, symbol: OpId) {
        if let Some(n) = symbol_name(ctx, ir, symbol) {
            if self.by_name.get(ctx.str_bytes(n)) == Some(&symbol) {
                self.by_name.remove(ctx.str_bytes(n));
            }
        }
        ir.remove_op(symbol);
    }

    /// Erases `symbol` (see [`Ir::erase_op`]); references to it are not
    /// checked.
    pub fn erase(&mut self, ctx: &Context, ir: &mut Ir, symbol: OpId) -> Result<(), IrError> {
        ir.erase_op(symbol)?;
        if let Some(n) = symbol_name(ctx, ir, symbol) {
            if self.by_name.get(ctx.str_bytes(n)) == Some(&symbol) {
                self.by_name.remove(ctx.str_bytes(n));
            }
        }
        Ok(())
    }

    /// Renames `symbol` to `new` and every reference to it in the table's
    /// scope; refused if `new` is taken. Returns how many ops had references
    /// updated.
    pub fn rename(
        &mut self,
        ctx: &mut Context,
        ir: &mut Ir,
        symbol: OpId,
        new: &[u8],
    ) -> Result<usize, IrError> {
        let Some(old) = symbol_name(ctx, ir, symbol) else {
            return Err(IrError::Invalid("only a symbol can be renamed"));
        };
        let old = ctx.str_bytes(old).to_vec();
        if old == new {
            return Ok(0);
        }
        if self.by_name.contains_key(new) {
            return Err(IrError::Invalid("the new symbol name is taken"));
        }
        let n = replace_all_symbol_uses(ctx, ir, &old, new, self.op);
        set_symbol_name(ctx, ir, symbol, new);
        if self.by_name.get(&old[..]) == Some(&symbol) {
            self.by_name.remove(&old[..]);
        }
        self.by_name.insert(new.into(), symbol);
        Ok(n)
    }
}
