//! The context: where types and attributes live, each stored once.
//!
//! Interning keeps one copy of each value in a `Vec` and finds it again
//! through a `hashbrown::HashTable` of indices whose hashes are computed from
//! the stored values, so nothing is stored twice. Handles are `u32`.
//!
//! A context can also be copied for another thread and the copy's new
//! entries taken back later ([`Context::absorb`]): the copy logs the order it
//! created types and attributes in, and replaying that log gives every entry
//! the index it would have had had one thread created them all.

use std::hash::{BuildHasher, Hash};

use hashbrown::{DefaultHashBuilder, HashTable};

use crate::attrs::{Attr, AttrData, Location, NamedAttr};
use crate::types::{FloatKind, HandleMap, Signedness, Type, TypeData};

/// Widens a stored 32-bit hash into the 64 bits the table wants: the table
/// takes bucket bits from the low end and tag bits from the top.
fn spread(h: u32) -> u64 {
    (h as u64) | ((h as u64).rotate_left(25) << 32)
}

#[derive(Clone)]
struct Interner<T> {
    items: Vec<T>,
    /// (hash, index) pairs: keeping the hash means growing the table never
    /// hashes stored values again.
    table: HashTable<(u32, u32)>,
    hasher: DefaultHashBuilder,
}

impl<T: Hash + Eq> Interner<T> {
    fn new() -> Self {
        Interner {
            items: Vec::new(),
            table: HashTable::new(),
            hasher: DefaultHashBuilder::default(),
        }
    }

    fn intern(&mut self, value: T) -> u32 {
        let h = self.hasher.hash_one(&value) as u32;
        let items = &self.items;
        if let Some(&(_, idx)) = self
            .table
            .find(spread(h), |&(eh, i)| eh == h && items[i as usize] == value)
        {
            return idx;
        }
        let idx = self.items.len() as u32;
        self.items.push(value);
        self.table
            .insert_unique(spread(h), (h, idx), |&(eh, _)| spread(eh));
        idx
    }

    /// The index of `value` if it was interned.
    fn find(&self, value: &T) -> Option<u32> {
        let h = self.hasher.hash_one(value) as u32;
        let items = &self.items;
        self.table
            .find(spread(h), |&(eh, i)| eh == h && items[i as usize] == *value)
            .map(|&(_, idx)| idx)
    }

    fn get(&self, idx: u32) -> &T {
        &self.items[idx as usize]
    }
}

/// Owns every type and attribute; cheap handles refer into it.
#[derive(Clone)]
pub struct Context {
    types: Interner<TypeData>,
    attrs: Interner<AttrData>,
    type_depth: Vec<u32>,
    attr_depth: Vec<u32>,
    next_distinct: u32,
    /// Whether ops, types and attributes of unknown dialects are accepted.
    pub allow_unregistered_dialects: bool,
    unknown_loc: Attr,
    unit: Attr,
    empty_dict: Attr,
    /// The order of the entries created since [`Context::fork`], if this
    /// is a fork.
    created: Option<Vec<Created>>,
    /// Whether parsing, verification and printing may use more than one
    /// thread (`--mlir-disable-threading` clears it).
    multithreading: bool,
}

/// An entry created by a fork, in creation order.
#[derive(Clone, Copy)]
enum Created {
    Type(u32),
    Attr(u32),
}

/// How far a context had come when it was forked: entries below these
/// counts are shared by the fork and its origin.
#[derive(Clone, Copy, Debug)]
pub struct ContextMark {
    types: u32,
    attrs: u32,
    distinct: u32,
}

/// Where the entries a fork created went in the context that absorbed it.
pub struct Absorbed {
    mark: ContextMark,
    types: Vec<Type>,
    attrs: Vec<Attr>,
}

impl HandleMap for Absorbed {
    fn ty(&self, t: Type) -> Type {
        match t.index().checked_sub(self.mark.types) {
            Some(i) => self.types[i as usize],
            None => t,
        }
    }

    fn attr(&self, a: Attr) -> Attr {
        match a.index().checked_sub(self.mark.attrs) {
            Some(i) => self.attrs[i as usize],
            None => a,
        }
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    pub fn new() -> Self {
        let mut types = Interner::new();
        let mut attrs = Interner::new();
        types.intern(TypeData::None);
        let unknown_loc = Attr::from_index(attrs.intern(AttrData::Loc(Location::Unknown)));
        let unit = Attr::from_index(attrs.intern(AttrData::Unit));
        let type_depth = vec![1];
        let attr_depth = vec![1, 1, 1];
        let empty_dict = Attr::from_index(attrs.intern(AttrData::Dict(Default::default())));
        Context {
            types,
            attrs,
            type_depth,
            attr_depth,
            next_distinct: 0,
            allow_unregistered_dialects: false,
            unknown_loc,
            unit,
            empty_dict,
            created: None,
            multithreading: true,
        }
    }

    /// Allows or forbids more than one thread (MLIR's
    /// `MLIRContext::enableMultiThreading`); the results are the same.
    pub fn set_multithreading(&mut self, allowed: bool) {
        self.multithreading = allowed;
    }

    /// Whether more than one thread is allowed.
    pub fn multithreading(&self) -> bool {
        self.multithreading
    }

    /// Whether work is worth splitting over threads: allowed, and the
    /// machine has more than one core.
    pub fn use_threads(&self) -> bool {
        self.multithreading && cores() > 1
    }

    /// A copy of this context for another thread, logging what it creates
    /// so that [`Context::absorb`] can take it back.
    pub fn fork(&self) -> (Context, ContextMark) {
        let mut fork = self.clone();
        fork.created = Some(Vec::new());
        (fork, self.mark())
    }

    fn mark(&self) -> ContextMark {
        ContextMark {
            types: self.types.items.len() as u32,
            attrs: self.attrs.items.len() as u32,
            distinct: self.next_distinct,
        }
    }

    /// Whether a fork made at `mark` created `distinct` attributes, whose
    /// numbering [`Context::absorb`] cannot carry over.
    pub fn created_distinct_since(&self, mark: ContextMark) -> bool {
        self.next_distinct != mark.distinct
    }

    /// Takes in the types and attributes `fork` (forked from this context
    /// at `mark`) created, in the order it created them, and says where each
    /// went. Entries this context has meanwhile created too are shared.
    pub fn absorb(&mut self, fork: &Context, mark: ContextMark) -> Absorbed {
        let mut map = Absorbed {
            mark,
            types: Vec::with_capacity(fork.types.items.len() - mark.types as usize),
            attrs: Vec::with_capacity(fork.attrs.items.len() - mark.attrs as usize),
        };
        for &c in fork.created.as_deref().unwrap_or(&[]) {
            match c {
                Created::Type(i) => {
                    let data = fork.types.get(i).map_handles(&map);
                    let t = self.intern_type(data);
                    map.types.push(t);
                }
                Created::Attr(i) => {
                    let data = fork.attrs.get(i).map_handles(&map);
                    let a = self.intern_attr(data);
                    map.attrs.push(a);
                }
            }
        }
        map
    }

    // ----- types -----

    /// The type `data` describes if this context has made it (a type no
    /// value can have otherwise): lets a read-only check compare with a
    /// type it would have to build.
    pub fn find_type(&self, data: &TypeData) -> Option<Type> {
        self.types.find(data).map(Type::from_index)
    }

    pub fn intern_type(&mut self, data: TypeData) -> Type {
        let depth = 1 + self.type_children_depth(&data);
        let idx = self.types.intern(data);
        if idx as usize == self.type_depth.len() {
            self.type_depth.push(depth);
            if let Some(log) = &mut self.created {
                log.push(Created::Type(idx));
            }
        }
        Type::from_index(idx)
    }

    /// How deeply `ty` nests types and attributes (a leaf is 1). Kept so
    /// that structures built up through aliases stay within the nesting
    /// limit the consumers (printer, passes) rely on.
    pub fn type_depth(&self, ty: Type) -> u32 {
        self.type_depth[ty.index() as usize]
    }

    pub fn attr_depth(&self, attr: Attr) -> u32 {
        self.attr_depth[attr.index() as usize]
    }

    fn type_children_depth(&self, data: &TypeData) -> u32 {
        let t = |x: &Type| self.type_depth(*x);
        let a = |x: &Option<Attr>| x.map_or(0, |x| self.attr_depth(x));
        match data {
            TypeData::Complex(e)
            | TypeData::UnrankedTensor { elem: e }
            | TypeData::Vector { elem: e, .. } => t(e),
            TypeData::Function { inputs, results } => inputs
                .iter()
                .chain(results.iter())
                .map(t)
                .max()
                .unwrap_or(0),
            TypeData::Tuple(e) => e.iter().map(t).max().unwrap_or(0),
            TypeData::RankedTensor { elem, encoding, .. } => t(elem).max(a(encoding)),
            TypeData::MemRef {
                elem,
                layout,
                memory_space,
                ..
            } => t(elem).max(a(layout)).max(a(memory_space)),
            TypeData::UnrankedMemRef { elem, memory_space } => t(elem).max(a(memory_space)),
            TypeData::Dialect(d) => d
                .params
                .iter()
                .map(|p| match p {
                    crate::attrs::Param::Type(x) => t(x),
                    crate::attrs::Param::Attr(x) => self.attr_depth(*x),
                    _ => 0,
                })
                .max()
                .unwrap_or(0),
            _ => 0,
        }
    }

    fn attr_children_depth(&self, data: &AttrData) -> u32 {
        let a = |x: &Attr| self.attr_depth(*x);
        let t = |x: &Type| self.type_depth(*x);
        match data {
            AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => t(ty),
            AttrData::String { ty, .. } => ty.as_ref().map_or(0, t),
            AttrData::Type(ty) => t(ty),
            AttrData::Array(e) => e.iter().map(a).max().unwrap_or(0),
            AttrData::Dict(e) => e.iter().map(|n| a(&n.value)).max().unwrap_or(0),
            AttrData::DenseArray { elem, .. } => t(elem),
            AttrData::DenseElements { ty, .. }
            | AttrData::DenseStrings { ty, .. }
            | AttrData::DenseResource { ty, .. } => t(ty),
            AttrData::Sparse {
                ty,
                indices,
                values,
            } => t(ty).max(a(indices)).max(a(values)),
            AttrData::Distinct { referenced, .. } => a(referenced),
            AttrData::Opaque(o) => o.ty.as_ref().map_or(0, t),
            AttrData::Dialect(d) => d
                .params
                .iter()
                .map(|p| match p {
                    crate::attrs::Param::Type(x) => t(x),
                    crate::attrs::Param::Attr(x) => a(x),
                    _ => 0,
                })
                .max()
                .unwrap_or(0)
                .max(d.ty.as_ref().map_or(0, t)),
            AttrData::Loc(Location::Name { child, .. }) => a(child),
            AttrData::Loc(Location::CallSite { callee, caller }) => a(callee).max(a(caller)),
            AttrData::Loc(Location::Fused { metadata, locs }) => locs
                .iter()
                .map(a)
                .max()
                .unwrap_or(0)
                .max(metadata.as_ref().map_or(0, a)),
            _ => 0,
        }
    }

    pub fn type_data(&self, ty: Type) -> &TypeData {
        self.types.get(ty.index())
    }

    pub fn integer_type(&mut self, width: u32, signedness: Signedness) -> Type {
        self.intern_type(TypeData::Integer { width, signedness })
    }

    pub fn i(&mut self, width: u32) -> Type {
        self.integer_type(width, Signedness::Signless)
    }

    pub fn index_type(&mut self) -> Type {
        self.intern_type(TypeData::Index)
    }

    pub fn float_type(&mut self, kind: FloatKind) -> Type {
        self.intern_type(TypeData::Float(kind))
    }

    pub fn none_type(&mut self) -> Type {
        self.intern_type(TypeData::None)
    }

    pub fn function_type(&mut self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeData::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }

    pub fn num_types(&self) -> usize {
        self.types.items.len()
    }

    // ----- attributes -----

    pub fn intern_attr(&mut self, data: AttrData) -> Attr {
        let depth = 1 + self.attr_children_depth(&data);
        let idx = self.attrs.intern(data);
        if idx as usize == self.attr_depth.len() {
            self.attr_depth.push(depth);
            if let Some(log) = &mut self.created {
                log.push(Created::Attr(idx));
            }
        }
        Attr::from_index(idx)
    }

    pub fn attr_data(&self, attr: Attr) -> &AttrData {
        self.attrs.get(attr.index())
    }

    pub fn num_attrs(&self) -> usize {
        self.attrs.items.len()
    }

    pub fn unit_attr(&self) -> Attr {
        self.unit
    }

    pub fn unknown_loc(&self) -> Attr {
        self.unknown_loc
    }

    pub fn empty_dict(&self) -> Attr {
        self.empty_dict
    }

    pub fn string_attr(&mut self, s: &[u8]) -> Attr {
        self.intern_attr(AttrData::String {
            value: s.into(),
            ty: None,
        })
    }

    /// The bytes of a string attribute (empty for other attributes).
    pub fn str_bytes(&self, attr: Attr) -> &[u8] {
        match self.attr_data(attr) {
            AttrData::String { value, .. } => value,
            _ => &[],
        }
    }

    pub fn type_attr(&mut self, ty: Type) -> Attr {
        self.intern_attr(AttrData::Type(ty))
    }

    /// A dictionary from entries in any order; `Err(name)` on a duplicate name.
    pub fn dict_attr(&mut self, mut entries: Vec<NamedAttr>) -> Result<Attr, Attr> {
        if entries.is_empty() {
            return Ok(self.empty_dict);
        }
        let sorted = entries
            .windows(2)
            .all(|w| self.str_bytes(w[0].name) < self.str_bytes(w[1].name));
        if !sorted {
            entries.sort_by(|a, b| self.str_bytes(a.name).cmp(self.str_bytes(b.name)));
            if let Some(w) = entries.windows(2).find(|w| w[0].name == w[1].name) {
                return Err(w[0].name);
            }
        }
        Ok(self.intern_attr(AttrData::Dict(entries.into())))
    }

    /// Sorts named attributes by name; `Err(name)` on a duplicate name.
    pub fn sort_named_attrs(&self, entries: &mut [NamedAttr]) -> Result<(), Attr> {
        let sorted = entries
            .windows(2)
            .all(|w| self.str_bytes(w[0].name) < self.str_bytes(w[1].name));
        if !sorted {
            entries.sort_by(|a, b| self.str_bytes(a.name).cmp(self.str_bytes(b.name)));
            if let Some(w) = entries.windows(2).find(|w| w[0].name == w[1].name) {
                return Err(w[0].name);
            }
        }
        Ok(())
    }

    /// Looks a name up in sorted named attributes.
    pub fn named_get(&self, entries: &[NamedAttr], name: &[u8]) -> Option<Attr> {
        entries
            .binary_search_by(|e| self.str_bytes(e.name).cmp(name))
            .ok()
            .map(|i| entries[i].value)
    }

    /// The entries of a dictionary attribute (empty for other attributes).
    pub fn dict_entries(&self, attr: Attr) -> &[NamedAttr] {
        match self.attr_data(attr) {
            AttrData::Dict(e) => e,
            _ => &[],
        }
    }

    /// Looks a name up in a dictionary attribute.
    pub fn dict_get(&self, dict: Attr, name: &[u8]) -> Option<Attr> {
        let entries = self.dict_entries(dict);
        entries
            .binary_search_by(|e| self.str_bytes(e.name).cmp(name))
            .ok()
            .map(|i| entries[i].value)
    }

    /// Whether any `distinct[...]` attribute exists.
    /// Whether printing could use any alias: some attribute or type that
    /// gets one (affine maps and sets, distinct attributes, tuples of more
    /// than 16 types, and locations when they are printed or are attribute
    /// values) exists. When none
    /// does, the printer skips its alias dry run.
    pub fn may_need_aliases(&self, debug_info: bool) -> bool {
        self.attrs.items.iter().any(|a| match a {
            AttrData::AffineMap(_) | AttrData::IntegerSet(_) | AttrData::Distinct { .. } => true,
            AttrData::Dialect(d) => d.def.alias.is_some(),
            // A location used as an attribute value gets an alias even
            // without debug info; the unknown location is always there.
            AttrData::Loc(l) => debug_info || !matches!(l, crate::attrs::Location::Unknown),
            _ => false,
        }) || self
            .types
            .items
            .iter()
            .any(|t| matches!(t, TypeData::Tuple(e) if e.len() > 16))
    }

    pub fn has_distinct_attrs(&self) -> bool {
        self.next_distinct > 0
    }

    /// A new `distinct[...]` attribute, different from every other.
    pub fn distinct_attr(&mut self, referenced: Attr) -> Attr {
        let id = self.next_distinct;
        self.next_distinct += 1;
        self.intern_attr(AttrData::Distinct { id, referenced })
    }

    pub fn loc(&mut self, loc: Location) -> Attr {
        self.intern_attr(AttrData::Loc(loc))
    }

    /// `fused<metadata>[locs]`, simplified as MLIR does: nested unknown
    /// locations dropped, duplicates removed, a single location without
    /// metadata is itself, no locations at all is `unknown`.
    pub fn fused_loc(&mut self, metadata: Option<Attr>, locs: &[Attr]) -> Attr {
        let mut uniq: Vec<Attr> = Vec::with_capacity(locs.len());
        // A set beside the list keeps deduplication linear for huge locations.
        let mut seen: hashbrown::HashSet<Attr> = hashbrown::HashSet::new();
        for &l in locs {
            // A nested fused location with the same metadata is flattened into this one.
            if let AttrData::Loc(Location::Fused {
                metadata: m,
                locs: inner,
            }) = self.attr_data(l)
            {
                if *m != metadata {
                    if seen.insert(l) {
                        uniq.push(l);
                    }
                    continue;
                }
                for &i in inner.clone().iter() {
                    if seen.insert(i) {
                        uniq.push(i);
                    }
                }
                continue;
            }
            if l == self.unknown_loc {
                continue;
            }
            if seen.insert(l) {
                uniq.push(l);
            }
        }
        if uniq.is_empty() {
            if metadata.is_none() {
                return self.unknown_loc;
            }
            uniq.push(self.unknown_loc);
        }
        if uniq.len() == 1 && metadata.is_none() {
            return uniq[0];
        }
        self.loc(Location::Fused {
            metadata,
            locs: uniq.into_boxed_slice(),
        })
    }

    pub fn is_location(&self, attr: Attr) -> bool {
        matches!(self.attr_data(attr), AttrData::Loc(_))
    }
}

/// The machine's cores (`std::thread::available_parallelism`, which reads
/// the cgroup files each time it is asked), once per process.
pub fn cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}
