//! Alias generation (`#map`, `#loc3`, `!tuple`, ...), following MLIR's
//! `AliasInitializer`.
//!
//! A dry run visits what printing would visit, in the same order. Affine maps,
//! integer sets, locations, distinct attributes (with a non-unit value) and
//! tuples of more than 16 types get an alias. Aliases are then ordered by
//! depth (an alias used inside another comes first), attributes before types,
//! then name; equal names are numbered in visit order. Locations reached only
//! through op locations are "deferrable" and printed after the module.

use std::borrow::Cow;

use hashbrown::HashMap;

use crate::attrs::{Attr, AttrData, Location};
use crate::context::Context;
use crate::ir::{BlockId, Ir, OpId};
use crate::types::{Type, TypeData};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum AliasKey {
    Attr(Attr),
    Type(Type),
}

/// A final alias name: `#map`, `#map1`, `!tuple2`... The base name is an
/// index into [`AliasTable::bases`], so that the per-entry records stay
/// small: a module of 400 000 locations has 400 000 of them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct AliasName {
    pub base: u32,
    pub suffix: u32,
    pub is_type: bool,
    pub deferred: bool,
}

/// Base names by index; 0 is "no alias", then the fixed ones, then those
/// dialects give (`composite_of_8b`), each once.
const FIXED_BASES: [&str; 6] = ["", "map", "set", "loc", "distinct", "tuple"];
const MAP: u32 = 1;
const SET: u32 = 2;
const LOC: u32 = 3;
const DISTINCT: u32 = 4;
const TUPLE: u32 = 5;

impl AliasTable {
    pub fn write_name(&self, name: &AliasName, out: &mut Vec<u8>) {
        out.push(if name.is_type { b'!' } else { b'#' });
        out.extend_from_slice(self.bases[name.base as usize].as_bytes());
        if name.suffix != 0 {
            super::attrs::write_u64(out, name.suffix as u64);
        }
    }
}

struct Info {
    key: AliasKey,
    /// Index of the base name (0: none).
    alias: u32,
    depth: u32,
    /// Whether every visit so far could be deferred (op locations).
    deferrable: bool,
    children: Vec<u32>,
}

#[derive(Default)]
pub(crate) struct AliasTable {
    map: HashMap<AliasKey, AliasName>,
    /// Base names, indexed by [`AliasName::base`].
    bases: Vec<Cow<'static, str>>,
    /// Aliases in printing order.
    pub order: Vec<(AliasKey, AliasName)>,
}

impl AliasTable {
    pub fn name_of(&self, key: AliasKey) -> Option<&AliasName> {
        if self.map.is_empty() {
            return None;
        }
        self.map.get(&key)
    }
}

pub(crate) struct AliasCollector<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    debug_info: bool,
    /// Entries that have an alias or contain one, in first-visit order for
    /// aliased ones.
    infos: Vec<Info>,
    /// Per attribute / type index: 0 unvisited, [`LEAF`] visited and free of
    /// aliases, else info index + 1. Dense tables instead of hash maps: every
    /// attribute of every op is visited, so this is hot.
    attr_state: Vec<u32>,
    type_state: Vec<u32>,
    /// Op definitions by name, each looked up once.
    defs: crate::dialects::DefCache,
    /// Base names by index (see [`FIXED_BASES`]).
    bases: Vec<Cow<'static, str>>,
}

const LEAF: u32 = u32::MAX;

impl<'a> AliasCollector<'a> {
    pub fn new(ctx: &'a Context, ir: &'a Ir, debug_info: bool) -> Self {
        AliasCollector {
            ctx,
            ir,
            debug_info,
            infos: Vec::new(),
            attr_state: vec![0; ctx.num_attrs()],
            type_state: vec![0; ctx.num_types()],
            defs: Default::default(),
            bases: FIXED_BASES.iter().map(|&b| Cow::Borrowed(b)).collect(),
        }
    }

    /// Visits `top` as printing it would, then assigns names.
    pub fn collect(mut self, top: OpId) -> AliasTable {
        self.visit_op_tree(top);
        self.finish()
    }

    /// Assigns names to what was visited.
    pub fn finish(self) -> AliasTable {
        let mut order: Vec<u32> = (0..self.infos.len() as u32)
            .filter(|&i| self.infos[i as usize].alias != 0)
            .collect();
        order.sort_by(|&a, &b| {
            let (x, y) = (&self.infos[a as usize], &self.infos[b as usize]);
            let xt = matches!(x.key, AliasKey::Type(_));
            let yt = matches!(y.key, AliasKey::Type(_));
            x.depth
                .cmp(&y.depth)
                .then(yt.cmp(&xt).reverse())
                .then_with(|| self.bases[x.alias as usize].cmp(&self.bases[y.alias as usize]))
        });
        let mut counts: HashMap<u32, u32> = HashMap::new();
        let mut table = AliasTable::default();
        for i in order {
            let info = &self.infos[i as usize];
            let base = info.alias;
            let c = counts.entry(base).or_insert(0);
            let name = AliasName {
                base,
                suffix: *c,
                is_type: matches!(info.key, AliasKey::Type(_)),
                deferred: info.deferrable,
            };
            *c += 1;
            table.map.insert(info.key, name);
            table.order.push((info.key, name));
        }
        table.bases = self.bases;
        table
    }

    /// Walks ops with an explicit stack: op location, then regions (block
    /// argument types and locations, nested ops), then operand types, result
    /// types and attributes — MLIR's dry-run order.
    fn visit_op_tree(&mut self, top: OpId) {
        enum Work {
            Enter(OpId),
            BlockArgs(BlockId),
            Tail(OpId),
        }
        let ir = self.ir;
        let ctx = self.ctx;
        let mut stack = vec![Work::Enter(top)];
        let mut items: Vec<Work> = Vec::new();
        while let Some(w) = stack.pop() {
            match w {
                Work::Enter(op) => {
                    if self.debug_info {
                        if let Some(l) = ir.op(op).loc.as_attr() {
                            self.visit_attr(l, true, false);
                        }
                    }
                    stack.push(Work::Tail(op));
                    items.clear();
                    for &r in ir.regions(op) {
                        for b in ir.region_blocks(r) {
                            items.push(Work::BlockArgs(b));
                            items.extend(ir.block_ops(b).map(Work::Enter));
                        }
                    }
                    stack.extend(items.drain(..).rev());
                }
                Work::BlockArgs(b) => {
                    for &a in ir.block_args(b) {
                        self.visit_type(ir.value_type(a), false);
                        if self.debug_info {
                            if let Some(l) = ir.arg_loc(a).as_attr() {
                                self.visit_attr(l, false, false);
                            }
                        }
                    }
                }
                Work::Tail(op) => {
                    for v in ir.operands(op) {
                        self.visit_type(ir.value_type(v), false);
                    }
                    for v in ir.results(op) {
                        self.visit_type(ir.value_type(v), false);
                    }
                    // `Operation::getAttrs`: the inherent attributes of a
                    // registered op merged in, sorted by name.
                    let props = ir
                        .op(op)
                        .props
                        .filter(|_| self.defs.get(ctx, ir.op(op).name).is_some());
                    match props {
                        None => {
                            for e in ir.attrs(op) {
                                self.visit_attr(e.value, false, false);
                            }
                        }
                        Some(p) => {
                            let mut all: Vec<crate::attrs::NamedAttr> = ir.attrs(op).to_vec();
                            all.extend_from_slice(ctx.dict_entries(p));
                            all.sort_by(|a, b| ctx.str_bytes(a.name).cmp(ctx.str_bytes(b.name)));
                            for e in all {
                                self.visit_attr(e.value, false, false);
                            }
                        }
                    }
                }
            }
        }
    }

    fn mark_non_deferrable(&mut self, idx: u32) {
        let mut stack = vec![idx];
        while let Some(i) = stack.pop() {
            let info = &mut self.infos[i as usize];
            // Entries without an alias are never deferrable, so marking
            // stops there (as in MLIR).
            if !info.deferrable {
                continue;
            }
            info.deferrable = false;
            stack.extend(info.children.iter().copied());
        }
    }

    /// The index of `key`'s alias base name (0: it has no alias).
    fn alias_for(&mut self, key: AliasKey) -> u32 {
        match key {
            AliasKey::Attr(a) => match self.ctx.attr_data(a) {
                AttrData::AffineMap(_) => MAP,
                AttrData::IntegerSet(_) => SET,
                AttrData::Loc(_) => LOC,
                AttrData::Distinct { referenced, .. } => {
                    if matches!(self.ctx.attr_data(*referenced), AttrData::Unit) {
                        0
                    } else {
                        DISTINCT
                    }
                }
                AttrData::Dialect(d) => match d.def.alias.and_then(|f| f(&d.params)) {
                    Some(name) => match self.bases.iter().position(|b| *b == name) {
                        Some(i) => i as u32,
                        None => {
                            self.bases.push(Cow::Owned(name));
                            self.bases.len() as u32 - 1
                        }
                    },
                    None => 0,
                },
                _ => 0,
            },
            AliasKey::Type(t) => match self.ctx.type_data(t) {
                TypeData::Tuple(e) if e.len() > 16 => TUPLE,
                _ => 0,
            },
        }
    }

    fn state(&mut self, key: AliasKey) -> &mut u32 {
        match key {
            AliasKey::Attr(a) => &mut self.attr_state[a.index() as usize],
            AliasKey::Type(t) => &mut self.type_state[t.index() as usize],
        }
    }

    /// Kinds that can neither have an alias nor contain one.
    fn is_leaf(&self, key: AliasKey) -> bool {
        match key {
            AliasKey::Attr(a) => match self.ctx.attr_data(a) {
                AttrData::Opaque(o) => o.ty.is_none(),
                other => matches!(
                    other,
                    AttrData::Unit
                        | AttrData::Integer { .. }
                        | AttrData::Float { .. }
                        | AttrData::DenseArray { .. }
                        | AttrData::SymbolRef { .. }
                        | AttrData::Strided { .. }
                        | AttrData::String { ty: None, .. }
                ),
            },
            AliasKey::Type(t) => matches!(
                self.ctx.type_data(t),
                TypeData::Integer { .. }
                    | TypeData::Index
                    | TypeData::Float(_)
                    | TypeData::None
                    | TypeData::Opaque { .. }
            ),
        }
    }

    /// Visits `key` and what printing it would visit; returns its alias
    /// depth and info index (none for alias-free entries).
    fn visit(&mut self, key: AliasKey, deferrable: bool, elide_type: bool) -> (u32, Option<u32>) {
        let st = *self.state(key);
        if st == LEAF {
            return (0, None);
        }
        if st != 0 {
            let i = st - 1;
            if !deferrable {
                self.mark_non_deferrable(i);
            }
            return (self.infos[i as usize].depth, Some(i));
        }
        if self.is_leaf(key) {
            *self.state(key) = LEAF;
            return (0, None);
        }
        let alias = self.alias_for(key);
        // Aliased entries are recorded before their children, as MLIR
        // inserts them, so first-visit order decides equal-name numbering.
        let mut idx = None;
        if alias != 0 {
            let i = self.infos.len() as u32;
            self.infos.push(Info {
                key,
                alias,
                depth: 1,
                deferrable,
                children: Vec::new(),
            });
            *self.state(key) = i + 1;
            idx = Some(i);
        }
        let mut children = Vec::new();
        let mut max_depth = 0;
        let mut sub = |this: &mut Self, k: AliasKey, et: bool| {
            let (d, i) = this.visit(k, deferrable, et);
            if let Some(i) = i {
                children.push(i);
            }
            max_depth = max_depth.max(d);
        };
        let ctx = self.ctx;
        match key {
            AliasKey::Attr(a) => {
                let data = ctx.attr_data(a);
                let mut visit_type = !elide_type;
                match data {
                    AttrData::AffineMap(_) | AttrData::IntegerSet(_) => visit_type = false,
                    AttrData::Distinct { referenced, .. } => {
                        sub(self, AliasKey::Attr(*referenced), false)
                    }
                    AttrData::Dict(entries) => {
                        for e in entries.iter() {
                            sub(self, AliasKey::Attr(e.name), false);
                            sub(self, AliasKey::Attr(e.value), false);
                        }
                    }
                    AttrData::Array(elems) => {
                        for &e in elems.iter() {
                            sub(self, AliasKey::Attr(e), false);
                        }
                    }
                    AttrData::Type(t) => sub(self, AliasKey::Type(*t), false),
                    AttrData::Dialect(d) => {
                        for param in d.params.iter() {
                            match param {
                                crate::attrs::Param::Type(t) => {
                                    sub(self, AliasKey::Type(*t), false)
                                }
                                crate::attrs::Param::Attr(a) => {
                                    sub(self, AliasKey::Attr(*a), false)
                                }
                                _ => {}
                            }
                        }
                    }
                    AttrData::Loc(Location::Name { child, .. }) if *child != ctx.unknown_loc() => {
                        sub(self, AliasKey::Attr(*child), false);
                    }
                    AttrData::Loc(Location::CallSite { callee, caller }) => {
                        sub(self, AliasKey::Attr(*callee), false);
                        sub(self, AliasKey::Attr(*caller), false);
                    }
                    AttrData::Loc(Location::Fused { metadata, locs }) => {
                        if let Some(m) = metadata {
                            sub(self, AliasKey::Attr(*m), false);
                        }
                        for &l in locs.iter() {
                            sub(self, AliasKey::Attr(l), false);
                        }
                    }
                    _ => {}
                }
                // The type of a typed attribute, unless elided or `none`.
                if visit_type {
                    let ty = match data {
                        AttrData::String { ty, .. } => *ty,
                        AttrData::Opaque(o) => o.ty,
                        AttrData::Dialect(d) => d.ty,
                        AttrData::DenseElements { ty, .. }
                        | AttrData::DenseStrings { ty, .. }
                        | AttrData::DenseResource { ty, .. }
                        | AttrData::Sparse { ty, .. } => Some(*ty),
                        _ => None,
                    };
                    if let Some(t) = ty {
                        if !matches!(ctx.type_data(t), TypeData::None) {
                            sub(self, AliasKey::Type(t), false);
                        }
                    }
                }
            }
            AliasKey::Type(t) => match ctx.type_data(t) {
                TypeData::MemRef {
                    elem,
                    layout,
                    memory_space,
                    ..
                } => {
                    sub(self, AliasKey::Type(*elem), false);
                    if let Some(l) = layout {
                        sub(self, AliasKey::Attr(*l), false);
                    }
                    if let Some(m) = memory_space {
                        sub(self, AliasKey::Attr(*m), false);
                    }
                }
                TypeData::UnrankedMemRef { elem, memory_space } => {
                    sub(self, AliasKey::Type(*elem), false);
                    if let Some(m) = memory_space {
                        sub(self, AliasKey::Attr(*m), false);
                    }
                }
                TypeData::Complex(e)
                | TypeData::UnrankedTensor { elem: e }
                | TypeData::Vector { elem: e, .. } => sub(self, AliasKey::Type(*e), false),
                TypeData::RankedTensor { elem, encoding, .. } => {
                    sub(self, AliasKey::Type(*elem), false);
                    if let Some(e) = encoding {
                        sub(self, AliasKey::Attr(*e), false);
                    }
                }
                TypeData::Function { inputs, results } => {
                    for &i in inputs.iter().chain(results.iter()) {
                        sub(self, AliasKey::Type(i), false);
                    }
                }
                TypeData::Tuple(elems) => {
                    for &e in elems.iter() {
                        sub(self, AliasKey::Type(e), false);
                    }
                }
                TypeData::Dialect(d) => {
                    for param in d.params.iter() {
                        match param {
                            crate::attrs::Param::Type(t) => sub(self, AliasKey::Type(*t), false),
                            crate::attrs::Param::Attr(a) => sub(self, AliasKey::Attr(*a), false),
                            _ => {}
                        }
                    }
                }
                _ => {}
            },
        }
        let depth = match idx {
            Some(_) if max_depth > 0 => max_depth + 1,
            Some(_) => 1,
            None if max_depth > 0 => max_depth + 1,
            None => 0,
        };
        if idx.is_none() && depth > 0 {
            let i = self.infos.len() as u32;
            self.infos.push(Info {
                key,
                alias: 0,
                depth,
                deferrable: false,
                children: Vec::new(),
            });
            *self.state(key) = i + 1;
            idx = Some(i);
        }
        match idx {
            Some(i) => {
                let info = &mut self.infos[i as usize];
                info.children = children;
                info.depth = depth;
            }
            None => *self.state(key) = LEAF,
        }
        (depth, idx)
    }

    pub fn visit_attr(&mut self, a: Attr, deferrable: bool, elide_type: bool) {
        self.visit(AliasKey::Attr(a), deferrable, elide_type);
    }

    pub fn visit_type(&mut self, t: Type, deferrable: bool) {
        self.visit(AliasKey::Type(t), deferrable, false);
    }
}
