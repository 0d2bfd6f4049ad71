//! The VM's values, as IREE's VM models them (seed 001): scalars (signless
//! integers of 1 to 64 bits, `index`, f16, bf16, f32, f64) and references
//! (lists, buffer views, functions, null).
//!
//! Inside the VM a scalar is one `u64` slot: an integer sign-extended from
//! its width (so signed and unsigned order, and `and`/`or`/`xor`, need no
//! masking, and a sign extension is free), a float as its IEEE bits in the
//! low bits. [`ScalarType`] says how to read a slot; [`Value`] is the typed
//! form the API hands in and out. References are reference counted (`Rc`):
//! a module runs on one thread, and list reads in a hot loop cost a counter
//! bump, not a lock.

use std::cell::RefCell;
use std::fmt;
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};

use half::{bf16, f16};

/// The type of a scalar slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScalarType {
    /// A signless integer of 1 to 64 bits.
    Int(u8),
    Index,
    F16,
    BF16,
    F32,
    F64,
    /// A float kind of 8 bits or fewer (`f8E4M3FN`, `f4E2M1FN`, ...).
    Small(crate::bytecode::FTy),
}

impl ScalarType {
    pub const I1: ScalarType = ScalarType::Int(1);
    pub const I8: ScalarType = ScalarType::Int(8);
    pub const I16: ScalarType = ScalarType::Int(16);
    pub const I32: ScalarType = ScalarType::Int(32);
    pub const I64: ScalarType = ScalarType::Int(64);

    /// The bit width (64 for `index`).
    pub fn bits(self) -> u32 {
        match self {
            ScalarType::Int(w) => w as u32,
            ScalarType::Index => 64,
            ScalarType::F16 | ScalarType::BF16 => 16,
            ScalarType::F32 => 32,
            ScalarType::F64 => 64,
            ScalarType::Small(t) => t.bits(),
        }
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            ScalarType::F16
                | ScalarType::BF16
                | ScalarType::F32
                | ScalarType::F64
                | ScalarType::Small(_)
        )
    }

    /// A number standing for the type in native code (see
    /// [`ScalarType::from_code`]): an integer's width (1 to 64), then
    /// 65 `index`, 66 `f16`, 67 `bf16`, 68 `f32`, 69 `f64`, then 70 and up
    /// the small float kinds in [`FTy`](crate::bytecode::FTy)'s order.
    pub fn code(self) -> u64 {
        match self {
            ScalarType::Int(w) => w as u64,
            ScalarType::Index => 65,
            ScalarType::F16 => 66,
            ScalarType::BF16 => 67,
            ScalarType::F32 => 68,
            ScalarType::F64 => 69,
            ScalarType::Small(t) => 66 + t as u64,
        }
    }

    pub fn from_code(c: u64) -> Option<ScalarType> {
        Some(match c {
            1..=64 => ScalarType::Int(c as u8),
            65 => ScalarType::Index,
            66 => ScalarType::F16,
            67 => ScalarType::BF16,
            68 => ScalarType::F32,
            69 => ScalarType::F64,
            70..=80 => ScalarType::Small(crate::bytecode::FTy::ALL[(c - 66) as usize]),
            _ => return None,
        })
    }

    /// The MLIR spelling (`i32`, `index`, `bf16`).
    pub fn name(self) -> String {
        match self {
            ScalarType::Int(w) => format!("i{w}"),
            ScalarType::Index => "index".into(),
            ScalarType::F16 => "f16".into(),
            ScalarType::BF16 => "bf16".into(),
            ScalarType::F32 => "f32".into(),
            ScalarType::F64 => "f64".into(),
            ScalarType::Small(t) => t.name().into(),
        }
    }
}

/// Sign-extends the low `width` bits of `x` (the canonical slot form).
#[inline(always)]
pub fn sext(x: u64, width: u32) -> u64 {
    let sh = 64 - width;
    (((x << sh) as i64) >> sh) as u64
}

/// The low `width` bits of `x`, zero-extended.
#[inline(always)]
pub fn zext(x: u64, width: u32) -> u64 {
    if width >= 64 {
        x
    } else {
        x & ((1u64 << width) - 1)
    }
}

/// A function of a module, as `func.constant` makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FuncRef(pub u32);

/// A value handed to or returned by a function.
#[derive(Clone, Debug)]
pub enum Value {
    /// An integer of the given width (1..=64), its value sign-extended.
    Int {
        width: u8,
        value: i64,
    },
    Index(i64),
    F16(f16),
    BF16(bf16),
    F32(f32),
    F64(f64),
    /// A float of a kind of 8 bits or fewer, by its bits.
    Small(crate::bytecode::FTy, u8),
    List(ListRef),
    Buffer(Rc<BufferView>),
    Func(FuncRef),
    /// A Python int of any size (PyDM's `integer<*>`), immutable.
    BigInt(Rc<num_bigint::BigInt>),
    Null,
}

impl Value {
    pub fn i1(b: bool) -> Value {
        Value::Int {
            width: 1,
            value: -(b as i64),
        }
    }

    pub fn i8(v: i8) -> Value {
        Value::Int {
            width: 8,
            value: v as i64,
        }
    }

    pub fn i16(v: i16) -> Value {
        Value::Int {
            width: 16,
            value: v as i64,
        }
    }

    pub fn i32(v: i32) -> Value {
        Value::Int {
            width: 32,
            value: v as i64,
        }
    }

    pub fn i64(v: i64) -> Value {
        Value::Int {
            width: 64,
            value: v,
        }
    }

    /// The scalar's type, if it is a scalar.
    pub fn scalar_type(&self) -> Option<ScalarType> {
        Some(match self {
            Value::Int { width, .. } => ScalarType::Int(*width),
            Value::Index(_) => ScalarType::Index,
            Value::F16(_) => ScalarType::F16,
            Value::BF16(_) => ScalarType::BF16,
            Value::F32(_) => ScalarType::F32,
            Value::F64(_) => ScalarType::F64,
            Value::Small(t, _) => ScalarType::Small(*t),
            _ => return None,
        })
    }

    /// The slot bits of a scalar.
    pub fn to_bits(&self) -> Option<u64> {
        Some(match *self {
            Value::Int { width, value } => sext(value as u64, width as u32),
            Value::Index(v) => v as u64,
            Value::F16(v) => v.to_bits() as u64,
            Value::BF16(v) => v.to_bits() as u64,
            Value::F32(v) => v.to_bits() as u64,
            Value::F64(v) => v.to_bits(),
            Value::Small(_, b) => b as u64,
            Value::Func(f) => f.0 as u64,
            _ => return None,
        })
    }

    /// The scalar of type `ty` held in slot bits `bits`.
    pub fn from_bits(ty: ScalarType, bits: u64) -> Value {
        match ty {
            ScalarType::Int(w) => Value::Int {
                width: w,
                value: sext(bits, w as u32) as i64,
            },
            ScalarType::Index => Value::Index(bits as i64),
            ScalarType::F16 => Value::F16(f16::from_bits(bits as u16)),
            ScalarType::BF16 => Value::BF16(bf16::from_bits(bits as u16)),
            ScalarType::F32 => Value::F32(f32::from_bits(bits as u32)),
            ScalarType::F64 => Value::F64(f64::from_bits(bits)),
            ScalarType::Small(t) => Value::Small(t, bits as u8),
        }
    }

    /// A short description for error messages (`i32`, `list`, `null`).
    pub fn kind(&self) -> String {
        match self {
            Value::List(_) => "list".into(),
            Value::Buffer(b) => format!("buffer view {}", b.type_text()),
            Value::Func(_) => "function".into(),
            Value::BigInt(_) => "int".into(),
            Value::Null => "null".into(),
            other => other.scalar_type().map(|t| t.name()).unwrap_or_default(),
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Value::List(a), Value::List(b)) => Rc::ptr_eq(&a.0, &b.0),
            (Value::Buffer(a), Value::Buffer(b)) => Rc::ptr_eq(a, b),
            (Value::Func(a), Value::Func(b)) => a == b,
            (Value::BigInt(a), Value::BigInt(b)) => a == b,
            (Value::Null, Value::Null) => true,
            (a, b) => {
                a.scalar_type().is_some()
                    && a.scalar_type() == b.scalar_type()
                    && a.to_bits() == b.to_bits()
            }
        }
    }
}

/// What a list holds: any value (`!util.list<?>`) or values of one type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListElem {
    Variant,
    Scalar(ScalarType),
    /// References of one kind (lists, buffer views).
    Ref,
}

impl ListElem {
    /// A number standing for the kind in native code: 0 any value, 1
    /// references, else 100 + [`ScalarType::code`].
    pub fn code(self) -> u64 {
        match self {
            ListElem::Variant => 0,
            ListElem::Ref => 1,
            ListElem::Scalar(t) => 100 + t.code(),
        }
    }

    pub fn from_code(c: u64) -> Option<ListElem> {
        match c {
            0 => Some(ListElem::Variant),
            1 => Some(ListElem::Ref),
            _ => ScalarType::from_code(c.checked_sub(100)?).map(ListElem::Scalar),
        }
    }
}

/// One element of a list.
#[derive(Clone, Debug)]
pub enum Item {
    /// An empty slot, or null.
    Null,
    Scalar(ScalarType, u64),
    Ref(Ref),
}

/// A reference held in a register, a list or a global.
#[derive(Clone, Debug)]
pub enum Ref {
    List(ListRef),
    Buffer(Rc<BufferView>),
    /// A memref: a view into storage shared with other views.
    MemRef(Rc<MemRefView>),
    /// A Python int of any size (`crate::bigint`).
    BigInt(Rc<num_bigint::BigInt>),
}

impl Ref {
    pub fn ptr_eq(&self, other: &Ref) -> bool {
        match (self, other) {
            (Ref::List(a), Ref::List(b)) => Rc::ptr_eq(&a.0, &b.0),
            (Ref::Buffer(a), Ref::Buffer(b)) => Rc::ptr_eq(a, b),
            (Ref::MemRef(a), Ref::MemRef(b)) => Rc::ptr_eq(a, b),
            (Ref::BigInt(a), Ref::BigInt(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// The elements of a list, in one of two layouts with the same meaning.
///
/// A list of one scalar type (`!util.list<i64>`, a PyDM unboxed list, a
/// string's bytes) keeps each element as its 64-bit slot bits (8 bytes, no
/// tag, nothing to drop); any other list keeps [`Item`]s (24 bytes). A typed
/// list is made compact when all its elements are scalars of its type, and
/// goes back to items (for good) if it is ever given an element that is not
/// one (a null or a reference, which only a host can put there), so every
/// read sees exactly what was written.
#[derive(Clone, Debug)]
enum Items {
    Any(Vec<Item>),
    /// The slot bits of elements of type `t`, for a list of
    /// `ListElem::Scalar(t)`.
    Scalars(Vec<u64>),
}

/// The contents of a list. Its element type is fixed when it is made (the
/// compact layout depends on it).
#[derive(Clone, Debug)]
pub struct List {
    elem: ListElem,
    items: Items,
}

impl List {
    /// What the list holds.
    pub fn elem(&self) -> ListElem {
        self.elem
    }

    /// A list of `elem`s holding `items`: compact when `elem` is a scalar
    /// type and every item is a scalar of that type.
    pub fn new(elem: ListElem, items: Vec<Item>) -> List {
        if let ListElem::Scalar(t) = elem {
            if items
                .iter()
                .all(|x| matches!(x, Item::Scalar(u, _) if *u == t))
            {
                let bits = items
                    .into_iter()
                    .map(|x| match x {
                        Item::Scalar(_, b) => b,
                        _ => unreachable!("checked above"),
                    })
                    .collect();
                return List {
                    elem,
                    items: Items::Scalars(bits),
                };
            }
        }
        List {
            elem,
            items: Items::Any(items),
        }
    }

    /// An empty list of `elem`s with room for `cap` elements.
    pub fn with_capacity(elem: ListElem, cap: usize) -> List {
        List {
            elem,
            items: match elem {
                ListElem::Scalar(_) => Items::Scalars(Vec::with_capacity(cap)),
                _ => Items::Any(Vec::with_capacity(cap)),
            },
        }
    }

    /// A list of `t`s whose elements have the slot bits `bits` (each in
    /// the canonical form for `t`, as [`Value::to_bits`] gives it).
    pub fn from_scalars(t: ScalarType, bits: Vec<u64>) -> List {
        List {
            elem: ListElem::Scalar(t),
            items: Items::Scalars(bits),
        }
    }

    pub fn len(&self) -> usize {
        match &self.items {
            Items::Any(v) => v.len(),
            Items::Scalars(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The type of a compact list's elements and their slot bits; `None`
    /// for a list of items.
    pub fn scalars(&self) -> Option<(ScalarType, &[u64])> {
        match (&self.items, self.elem) {
            (Items::Scalars(v), ListElem::Scalar(t)) => Some((t, v)),
            _ => None,
        }
    }

    /// Element `i`, if there is one.
    pub fn get(&self, i: usize) -> Option<Item> {
        match (&self.items, self.elem) {
            (Items::Scalars(v), ListElem::Scalar(t)) => v.get(i).map(|&b| Item::Scalar(t, b)),
            (Items::Scalars(_), _) => unreachable!("only typed lists are compact"),
            (Items::Any(v), _) => v.get(i).cloned(),
        }
    }

    /// The elements as items.
    pub fn to_items(&self) -> Vec<Item> {
        match (&self.items, self.elem) {
            (Items::Scalars(v), ListElem::Scalar(t)) => {
                v.iter().map(|&b| Item::Scalar(t, b)).collect()
            }
            (Items::Scalars(_), _) => unreachable!("only typed lists are compact"),
            (Items::Any(v), _) => v.clone(),
        }
    }

    /// The elements as values.
    pub fn values(&self) -> Vec<Value> {
        match (&self.items, self.elem) {
            (Items::Scalars(v), ListElem::Scalar(t)) => {
                v.iter().map(|&b| Value::from_bits(t, b)).collect()
            }
            (Items::Scalars(_), _) => unreachable!("only typed lists are compact"),
            (Items::Any(v), _) => v.iter().map(Item::to_value).collect(),
        }
    }

    /// The items, the compact form given up (for an element that is not a
    /// scalar of the list's type).
    #[cold]
    fn any_mut(&mut self) -> &mut Vec<Item> {
        if let (Items::Scalars(v), ListElem::Scalar(t)) = (&self.items, self.elem) {
            self.items = Items::Any(v.iter().map(|&b| Item::Scalar(t, b)).collect());
        }
        match &mut self.items {
            Items::Any(v) => v,
            Items::Scalars(_) => unreachable!("only typed lists are compact"),
        }
    }

    /// Sets element `i` (which must exist). A scalar set into a typed list
    /// takes the list's type, its bits unchanged.
    ///
    /// # Panics
    /// If `i` is out of range.
    pub fn set(&mut self, i: usize, item: Item) {
        let item = match (self.elem, item) {
            (ListElem::Scalar(t), Item::Scalar(_, bits)) => Item::Scalar(t, bits),
            (_, item) => item,
        };
        match (&mut self.items, item) {
            (Items::Scalars(v), Item::Scalar(_, bits)) => v[i] = bits,
            (Items::Any(v), item) => v[i] = item,
            (Items::Scalars(_), item) => self.any_mut()[i] = item,
        }
    }

    /// Sets element `i` (which must exist) to a scalar with slot bits
    /// `bits`; it takes the list's type if the list has one, else `t`.
    #[inline]
    pub fn set_scalar(&mut self, i: usize, t: ScalarType, bits: u64) {
        match (&mut self.items, self.elem) {
            (Items::Scalars(v), _) => v[i] = bits,
            (Items::Any(v), ListElem::Scalar(t)) => v[i] = Item::Scalar(t, bits),
            (Items::Any(v), _) => v[i] = Item::Scalar(t, bits),
        }
    }

    /// Appends an element (typed as [`List::set`] types it).
    pub fn push(&mut self, item: Item) {
        let item = match (self.elem, item) {
            (ListElem::Scalar(t), Item::Scalar(_, bits)) => Item::Scalar(t, bits),
            (_, item) => item,
        };
        match (&mut self.items, item) {
            (Items::Scalars(v), Item::Scalar(_, bits)) => v.push(bits),
            (Items::Any(v), item) => v.push(item),
            (Items::Scalars(_), item) => self.any_mut().push(item),
        }
    }

    /// Grows or shrinks the list to `n` elements. New elements of a typed
    /// list are zeros of its type (all bits clear: 0, 0.0, false), of any
    /// other list nulls.
    pub fn resize(&mut self, n: usize) {
        match (&mut self.items, self.elem) {
            (Items::Scalars(v), _) => v.resize(n, 0),
            (Items::Any(v), ListElem::Scalar(t)) => v.resize(n, Item::Scalar(t, 0)),
            (Items::Any(v), _) => v.resize(n, Item::Null),
        }
    }

    /// The slot bits of element `i` read as a `want` (as `util.list.get`
    /// reads it): an element of another integer type is sign-extended from
    /// `want`'s width; anything else is a trap.
    #[inline]
    pub fn get_scalar(&self, i: u64, want: ScalarType) -> Result<u64, crate::error::TrapKind> {
        match (&self.items, self.elem) {
            (Items::Scalars(v), ListElem::Scalar(t)) => match v.get(i as usize) {
                Some(&bits) if t == want => Ok(bits),
                Some(&bits) => convert_scalar(i, t, bits, want),
                // A negative index is a huge `usize`: out of range as well.
                None => Err(self.out_of_range(i)),
            },
            (Items::Any(v), _) => match v.get(i as usize) {
                Some(Item::Scalar(t, bits)) if *t == want => Ok(*bits),
                Some(Item::Scalar(t, bits)) => convert_scalar(i, *t, *bits, want),
                Some(other) => Err(crate::error::TrapKind::ListElement(format!(
                    "list element {i} is {}, not {}",
                    match other {
                        Item::Ref(_) => "a reference",
                        _ => "null",
                    },
                    want.name()
                ))),
                None => Err(self.out_of_range(i)),
            },
            (Items::Scalars(_), _) => unreachable!("only typed lists are compact"),
        }
    }

    #[cold]
    fn out_of_range(&self, i: u64) -> crate::error::TrapKind {
        crate::error::TrapKind::ListIndex {
            index: i as i64,
            len: self.len(),
        }
    }
}

/// An element of type `t` with slot bits `bits` read as a `want`.
#[cold]
fn convert_scalar(
    i: u64,
    t: ScalarType,
    bits: u64,
    want: ScalarType,
) -> Result<u64, crate::error::TrapKind> {
    if t == want {
        Ok(bits)
    } else if !t.is_float() && !want.is_float() {
        Ok(sext(bits, want.bits()))
    } else {
        Err(crate::error::TrapKind::ListElement(format!(
            "list element {i} is {}, not {}",
            t.name(),
            want.name()
        )))
    }
}

/// A shared, mutable list (`!util.list`): lists have reference semantics.
#[derive(Clone)]
pub struct ListRef(pub Rc<RefCell<List>>);

impl ListRef {
    /// A list of `elem`s holding `items` (see [`List::new`]).
    pub fn new(elem: ListElem, items: Vec<Item>) -> Self {
        Self::from_list(List::new(elem, items))
    }

    /// A list of `t`s with the slot bits `bits` (see [`List::from_scalars`]).
    pub fn from_scalars(t: ScalarType, bits: Vec<u64>) -> Self {
        Self::from_list(List::from_scalars(t, bits))
    }

    pub fn from_list(l: List) -> Self {
        ListRef(Rc::new(RefCell::new(l)))
    }

    pub fn len(&self) -> usize {
        self.0.borrow().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The elements as values.
    pub fn values(&self) -> Vec<Value> {
        self.0.borrow().values()
    }

    /// The elements as items.
    pub fn items(&self) -> Vec<Item> {
        self.0.borrow().to_items()
    }
}

impl fmt::Debug for ListRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.try_borrow() {
            Ok(l) => f.debug_list().entries(l.to_items().iter()).finish(),
            Err(_) => f.write_str("[<list in use>]"),
        }
    }
}

impl Item {
    pub fn to_value(&self) -> Value {
        match self {
            Item::Null => Value::Null,
            Item::Scalar(t, bits) => Value::from_bits(*t, *bits),
            Item::Ref(Ref::List(l)) => Value::List(l.clone()),
            Item::Ref(Ref::Buffer(b)) => Value::Buffer(b.clone()),
            Item::Ref(Ref::MemRef(m)) => Value::Buffer(Rc::new(m.to_buffer())),
            Item::Ref(Ref::BigInt(i)) => Value::BigInt(i.clone()),
        }
    }

    pub fn from_value(v: &Value) -> Item {
        match v {
            Value::List(l) => Item::Ref(Ref::List(l.clone())),
            Value::Buffer(b) => Item::Ref(Ref::Buffer(b.clone())),
            Value::BigInt(i) => Item::Ref(Ref::BigInt(i.clone())),
            Value::Null => Item::Null,
            Value::Func(f) => Item::Scalar(ScalarType::I32, f.0 as u64),
            s => Item::Scalar(
                s.scalar_type().expect("a scalar"),
                s.to_bits().expect("a scalar"),
            ),
        }
    }
}

/// The element type of a buffer view, as IREE's HAL names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElementType {
    /// `i1` booleans, one byte each.
    Bool,
    /// Signless integers of 8, 16, 32 or 64 bits.
    Int(u8),
    /// Signed integers (`si8` ...).
    SInt(u8),
    /// Unsigned integers (`ui8` ...).
    UInt(u8),
    F16,
    BF16,
    F32,
    F64,
    /// `complex<f32>` / `complex<f64>`: the part's bit width.
    Complex(u8),
    /// A float kind of 8 bits or fewer, one per byte.
    Small(crate::bytecode::FTy),
}

impl ElementType {
    /// Bytes per element.
    pub fn size(self) -> usize {
        match self {
            ElementType::Bool => 1,
            ElementType::Int(w) | ElementType::SInt(w) | ElementType::UInt(w) => {
                (w as usize).div_ceil(8)
            }
            ElementType::F16 | ElementType::BF16 => 2,
            ElementType::F32 => 4,
            ElementType::F64 => 8,
            ElementType::Complex(w) => 2 * (w as usize / 8),
            ElementType::Small(_) => 1,
        }
    }

    /// `iree-run-module`'s spelling (`i32`, `si8`, `f32`, `bf16`, `cf32`).
    pub fn name(self) -> String {
        match self {
            ElementType::Bool => "i1".into(),
            ElementType::Int(w) => format!("i{w}"),
            ElementType::SInt(w) => format!("si{w}"),
            ElementType::UInt(w) => format!("ui{w}"),
            ElementType::F16 => "f16".into(),
            ElementType::BF16 => "bf16".into(),
            ElementType::F32 => "f32".into(),
            ElementType::F64 => "f64".into(),
            ElementType::Complex(w) => format!("cf{}", 2 * w as u32),
            ElementType::Small(t) => t.name().into(),
        }
    }
}

/// An N-d array: element type, shape and packed row-major bytes.
#[derive(Clone, Debug, PartialEq)]
pub struct BufferView {
    pub elem: ElementType,
    pub shape: Vec<i64>,
    pub data: Storage,
}

impl Drop for BufferView {
    fn drop(&mut self) {
        if let Storage::Owned(v) = &mut self.data {
            let v = std::mem::take(v);
            LIVE_BYTES.fetch_sub(v.len(), Ordering::Relaxed);
            crate::pool::give(v);
        }
    }
}

/// Bytes of tensor storage the VM owns, live in this process: added when an
/// owned [`Storage`] is made, taken off when it is dropped or given up. The
/// memory limit (`--max-memory`) bounds it at each allocation.
static LIVE_BYTES: AtomicUsize = AtomicUsize::new(0);

/// Bytes of tensor storage live now (see `--max-memory`).
pub fn live_tensor_bytes() -> usize {
    LIVE_BYTES.load(Ordering::Relaxed)
}

/// The bytes of a buffer view: the VM's own, or a host's read in place (a
/// numpy array passed from Python), which the VM never writes: the first
/// write through [`DerefMut`](std::ops::DerefMut) copies them into an owned buffer.
/// Owned bytes are counted as live while the storage holds them (make
/// owned storage with `Storage::from(vec)`, never the variant itself).
pub enum Storage {
    Owned(Vec<u8>),
    Foreign {
        ptr: *const u8,
        len: usize,
        /// Keeps the bytes alive and unmoved.
        owner: std::sync::Arc<dyn std::any::Any + Send + Sync>,
    },
}

// SAFETY: foreign bytes are only read, and `owner` (Send + Sync) keeps them
// alive wherever the storage goes; owned bytes are an ordinary Vec.
unsafe impl Send for Storage {}

impl Storage {
    /// Bytes of the host, read in place.
    ///
    /// # Safety
    /// `ptr` must point at `len` readable bytes that stay valid and are not
    /// written while `owner` lives.
    pub unsafe fn foreign(
        ptr: *const u8,
        len: usize,
        owner: std::sync::Arc<dyn std::any::Any + Send + Sync>,
    ) -> Storage {
        Storage::Foreign { ptr, len, owner }
    }

    /// The bytes as an owned vector (a copy of foreign bytes).
    pub fn into_vec(mut self) -> Vec<u8> {
        match &mut self {
            Storage::Owned(v) => {
                let v = std::mem::take(v);
                LIVE_BYTES.fetch_sub(v.len(), Ordering::Relaxed);
                v
            }
            foreign => foreign.to_vec(),
        }
    }

    /// Whether the bytes are the host's.
    pub fn is_foreign(&self) -> bool {
        matches!(self, Storage::Foreign { .. })
    }
}

impl Drop for Storage {
    fn drop(&mut self) {
        if let Storage::Owned(v) = self {
            LIVE_BYTES.fetch_sub(v.len(), Ordering::Relaxed);
        }
    }
}

impl Default for Storage {
    fn default() -> Self {
        Storage::Owned(Vec::new())
    }
}

impl From<Vec<u8>> for Storage {
    fn from(v: Vec<u8>) -> Self {
        LIVE_BYTES.fetch_add(v.len(), Ordering::Relaxed);
        Storage::Owned(v)
    }
}

impl FromIterator<u8> for Storage {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        Storage::from(iter.into_iter().collect::<Vec<u8>>())
    }
}

impl std::ops::Deref for Storage {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Storage::Owned(v) => v,
            Storage::Foreign { len: 0, .. } => &[],
            // SAFETY: `Storage::foreign`'s contract: `len` readable bytes
            // at `ptr`, alive while `owner` is.
            Storage::Foreign { ptr, len, .. } => unsafe { std::slice::from_raw_parts(*ptr, *len) },
        }
    }
}

impl std::ops::DerefMut for Storage {
    fn deref_mut(&mut self) -> &mut [u8] {
        if self.is_foreign() {
            *self = Storage::from(self.to_vec());
        }
        match self {
            Storage::Owned(v) => v,
            Storage::Foreign { .. } => unreachable!("made owned above"),
        }
    }
}

impl Clone for Storage {
    /// Foreign bytes are shared (they are never written), owned ones copied.
    fn clone(&self) -> Self {
        match self {
            Storage::Owned(v) => Storage::from(v.clone()),
            Storage::Foreign { ptr, len, owner } => Storage::Foreign {
                ptr: *ptr,
                len: *len,
                owner: owner.clone(),
            },
        }
    }
}

impl std::fmt::Debug for Storage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", &**self)
    }
}

impl PartialEq for Storage {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl BufferView {
    /// The number of elements (1 for rank 0).
    pub fn num_elements(&self) -> usize {
        self.shape.iter().map(|&d| d.max(0) as usize).product()
    }

    /// `2x3xf32`.
    pub fn type_text(&self) -> String {
        let mut s = String::new();
        for d in &self.shape {
            s.push_str(&d.to_string());
            s.push('x');
        }
        s.push_str(&self.elem.name());
        s
    }
}

/// A memref: `shape` elements of `elem` at `offset + sum(i_k * strides[k])`
/// in `storage`, which every view of the same allocation shares (memrefs
/// have reference semantics: a store through one view is seen by all).
#[derive(Debug)]
pub struct MemRefView {
    pub storage: Rc<RefCell<Vec<u8>>>,
    pub elem: ElementType,
    pub offset: i64,
    pub shape: Vec<i64>,
    pub strides: Vec<i64>,
    /// Bytes from the start of the storage to its element 0, below one
    /// element: storage index `i` is the element at byte `i * size +
    /// skew`. Nonzero only for a `memref.view` at a byte shift that is not
    /// a multiple of the element's size (and views of such a view): MLIR
    /// lowers the view to a pointer that many bytes in, whatever the
    /// alignment.
    pub skew: usize,
}

impl MemRefView {
    /// A fresh memref holding a copy of `b`, with row-major strides.
    pub fn from_buffer(b: &BufferView) -> MemRefView {
        MemRefView {
            storage: Rc::new(RefCell::new(b.data.to_vec())),
            elem: b.elem,
            offset: 0,
            shape: b.shape.clone(),
            strides: crate::tensor::strides(&b.shape),
            skew: 0,
        }
    }

    /// The storage index of the element at `idx` (which the caller checked
    /// is inside the shape).
    pub fn index(&self, idx: &[i64]) -> i64 {
        self.offset
            + idx
                .iter()
                .zip(&self.strides)
                .map(|(i, s)| i * s)
                .sum::<i64>()
    }

    /// Calls `f` with the storage index of every element, in row-major
    /// order of the view.
    pub fn for_each_index(&self, mut f: impl FnMut(usize)) {
        if self.shape.iter().any(|&d| d <= 0) {
            return;
        }
        let rank = self.shape.len();
        let mut idx = vec![0i64; rank];
        let mut at = self.offset;
        loop {
            f(at as usize);
            let mut k = rank;
            loop {
                if k == 0 {
                    return;
                }
                k -= 1;
                idx[k] += 1;
                at += self.strides[k];
                if idx[k] < self.shape[k] {
                    break;
                }
                at -= self.strides[k] * idx[k];
                idx[k] = 0;
            }
        }
    }

    /// The elements, packed row-major, as a buffer view.
    pub fn to_buffer(&self) -> BufferView {
        let esz = self.elem.size();
        let n: usize = self.shape.iter().map(|&d| d.max(0) as usize).product();
        let mut data = Vec::with_capacity(n * esz);
        let st = self.storage.borrow();
        let st = st.get(self.skew..).unwrap_or_default();
        self.for_each_index(|i| data.extend_from_slice(&st[i * esz..(i + 1) * esz]));
        BufferView {
            elem: self.elem,
            shape: self.shape.clone(),
            data: data.into(),
        }
    }

    /// Whether every element the view addresses lies inside its storage.
    pub fn fits(&self) -> bool {
        if self.shape.contains(&0) {
            return true;
        }
        let bytes = self.storage.borrow().len().saturating_sub(self.skew);
        let len = (bytes / self.elem.size().max(1)) as i64;
        let (mut lo, mut hi) = (self.offset, self.offset);
        for (&n, &s) in self.shape.iter().zip(&self.strides) {
            if n < 0 {
                return false;
            }
            let span = match (n - 1).checked_mul(s) {
                Some(x) => x,
                None => return false,
            };
            if span < 0 {
                lo += span;
            } else {
                hi += span;
            }
        }
        lo >= 0 && hi < len
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::TrapKind;

    const ALL: [ScalarType; 11] = [
        ScalarType::I1,
        ScalarType::I8,
        ScalarType::I16,
        ScalarType::Int(17),
        ScalarType::I32,
        ScalarType::I64,
        ScalarType::Index,
        ScalarType::F16,
        ScalarType::BF16,
        ScalarType::F32,
        ScalarType::F64,
    ];

    /// The same list kept as items, as every list was before the compact
    /// form (the reference the compact form must agree with).
    fn as_items(elem: ListElem, items: Vec<Item>) -> List {
        List {
            elem,
            items: Items::Any(items),
        }
    }

    fn is_compact(l: &List) -> bool {
        matches!(l.items, Items::Scalars(_))
    }

    /// Everything a reader can see of a list: its items, values, and
    /// every element read as every scalar type (bits or trap text), plus
    /// reads out of range.
    fn observe(l: &List) -> String {
        let mut s = format!("{:?} {:?}\n", l.to_items(), l.values());
        for i in 0..l.len() as u64 + 2 {
            for want in ALL {
                match l.get_scalar(i, want) {
                    Ok(b) => s += &format!("{i} {want:?} {b:#x}\n"),
                    Err(e) => s += &format!("{i} {want:?} {e}\n"),
                }
            }
            s += &format!("{i} {:?}\n", l.get(i as usize));
        }
        s += &format!("{:?}\n", l.get_scalar(u64::MAX, ScalarType::I64).err());
        s
    }

    /// Sample slot bits for `t` (canonical: sign-extended integers).
    fn samples(t: ScalarType) -> Vec<u64> {
        let v = [
            Value::Int {
                width: 64,
                value: -1,
            },
            Value::Int {
                width: 64,
                value: 5,
            },
            Value::Int {
                width: 64,
                value: i64::MIN,
            },
            Value::Int {
                width: 64,
                value: 0x1234_5678_9abc,
            },
        ];
        let mut out: Vec<u64> = match t {
            ScalarType::Int(w) => v
                .iter()
                .map(|x| sext(x.to_bits().unwrap(), w as u32))
                .collect(),
            ScalarType::Index => v.iter().map(|x| x.to_bits().unwrap()).collect(),
            ScalarType::F16 => vec![f16::from_f32(1.5).to_bits() as u64, 0x8000],
            ScalarType::BF16 => vec![bf16::from_f32(-2.0).to_bits() as u64, 0x7fc0],
            ScalarType::F32 => vec![2.5f32.to_bits() as u64, f32::NAN.to_bits() as u64],
            ScalarType::F64 => vec![(-0.0f64).to_bits(), 1e300f64.to_bits()],
            ScalarType::Small(_) => vec![0x38, 0x80],
        };
        out.push(0);
        out
    }

    #[test]
    fn typed_lists_of_every_width_are_compact_and_read_as_items_do() {
        for t in ALL {
            let bits = samples(t);
            let items: Vec<Item> = bits.iter().map(|&b| Item::Scalar(t, b)).collect();
            let compact = List::new(ListElem::Scalar(t), items.clone());
            assert!(is_compact(&compact), "{t:?}");
            let direct = List::from_scalars(t, bits.clone());
            let reference = as_items(ListElem::Scalar(t), items);
            assert_eq!(observe(&compact), observe(&reference), "{t:?}");
            assert_eq!(observe(&direct), observe(&reference), "{t:?}");
            assert_eq!(compact.scalars(), Some((t, &bits[..])));
            // Values round-trip through their bits.
            for (v, &b) in compact.values().iter().zip(&bits) {
                assert_eq!(v.to_bits(), Some(b), "{t:?}");
                assert_eq!(v.scalar_type(), Some(t));
            }
        }
    }

    #[test]
    fn get_set_resize_push_round_trip() {
        for t in ALL {
            let elem = ListElem::Scalar(t);
            let mut compact = List::with_capacity(elem, 4);
            let mut reference = as_items(elem, Vec::new());
            assert!(is_compact(&compact));
            for l in [&mut compact, &mut reference] {
                // New slots of a typed list are zeros of its type.
                l.resize(3);
                let s = samples(t);
                l.set_scalar(0, t, s[0]);
                // A scalar of another type takes the list's type, its bits
                // unchanged (as util.list.set stores it).
                l.set_scalar(1, ScalarType::I64, s[1]);
                l.set(2, Item::Scalar(ScalarType::F32, s[2 % s.len()]));
                l.push(Item::Scalar(ScalarType::I8, 7));
                l.resize(6);
                l.resize(5);
            }
            assert!(is_compact(&compact));
            assert_eq!(compact.len(), 5);
            assert_eq!(
                format!("{:?}", compact.get(4)),
                format!("{:?}", reference.get(4))
            );
            assert_eq!(observe(&compact), observe(&reference), "{t:?}");
            assert_eq!(compact.get_scalar(4, t), Ok(0));
            compact.resize(0);
            assert!(compact.is_empty() && is_compact(&compact));
        }
    }

    #[test]
    fn a_typed_list_given_a_null_or_a_reference_keeps_every_element() {
        let t = ScalarType::I32;
        let elem = ListElem::Scalar(t);
        let inner = ListRef::new(ListElem::Variant, vec![]);
        let mut compact = List::from_scalars(t, vec![1, sext(u64::MAX, 32), 3]);
        let mut reference = as_items(elem, compact.to_items());
        for l in [&mut compact, &mut reference] {
            l.set(1, Item::Null);
            l.push(Item::Ref(Ref::List(inner.clone())));
            l.set_scalar(0, ScalarType::I64, 9);
            l.resize(6);
        }
        assert!(!is_compact(&compact));
        assert_eq!(observe(&compact), observe(&reference));
        assert_eq!(
            compact.get_scalar(1, t).unwrap_err().to_string(),
            "list element 1 is null, not i32"
        );
        assert_eq!(compact.get_scalar(5, t), Ok(0));
        // A typed list built from items that are not all its scalars keeps
        // them as they are.
        let mixed = List::new(
            elem,
            vec![
                Item::Scalar(t, 1),
                Item::Scalar(ScalarType::F32, 2),
                Item::Null,
            ],
        );
        assert!(!is_compact(&mixed));
        assert_eq!(
            mixed.get_scalar(1, t).unwrap_err().to_string(),
            "list element 1 is f32, not i32"
        );
    }

    #[test]
    fn variant_and_reference_lists_are_unchanged() {
        for elem in [ListElem::Variant, ListElem::Ref] {
            let items = vec![
                Item::Scalar(ScalarType::I64, 5),
                Item::Null,
                Item::Scalar(ScalarType::F32, 1.5f32.to_bits() as u64),
            ];
            let mut l = List::new(elem, items.clone());
            assert!(!is_compact(&l) && l.scalars().is_none());
            let mut reference = as_items(elem, items);
            for l in [&mut l, &mut reference] {
                l.resize(5);
                l.set_scalar(3, ScalarType::I8, sext(0x80, 8));
                l.push(Item::Scalar(ScalarType::F64, 2.0f64.to_bits()));
            }
            assert_eq!(observe(&l), observe(&reference));
            assert!(matches!(l.get(4), Some(Item::Null)));
            assert_eq!(l.get_scalar(3, ScalarType::I8), Ok(sext(0x80, 8)));
            assert_eq!(
                l.get_scalar(3, ScalarType::I64),
                Ok(sext(0x80, 8)),
                "sign-extended from i64"
            );
            assert_eq!(
                l.get_scalar(1, ScalarType::I64).unwrap_err().to_string(),
                "list element 1 is null, not i64"
            );
        }
    }

    #[test]
    fn list_ops_of_the_vm_on_compact_lists() {
        let l = ListRef::from_scalars(ScalarType::I64, vec![10, 20, 30]);
        assert_eq!(crate::exec::list_get(&l, 1, ScalarType::I64), Ok(20));
        assert!(crate::exec::list_set_scalar(&l, 2, ScalarType::I64, 99).is_ok());
        assert_eq!(crate::exec::list_get(&l, 2, ScalarType::I64), Ok(99));
        for i in [3u64, u64::MAX] {
            let want = TrapKind::ListIndex {
                index: i as i64,
                len: 3,
            };
            assert_eq!(
                crate::exec::list_get(&l, i, ScalarType::I64),
                Err(want.clone())
            );
            assert_eq!(
                crate::exec::list_set_scalar(&l, i, ScalarType::I64, 0),
                Err(want.clone())
            );
            assert_eq!(
                crate::exec::list_set(&l, i, Item::Null).map_err(|e| e.to_string()),
                Err(want.to_string())
            );
        }
        assert!(crate::exec::resize(&l, 4, 10).is_ok());
        assert_eq!(l.values()[3], Value::i64(0));
        assert!(matches!(
            crate::exec::resize(&l, 11, 10),
            Err(TrapKind::ListTooLarge { .. })
        ));
        assert_eq!(
            crate::exec::list_get_ref(&l, 0).unwrap_err().to_string(),
            "list element 0 is i64, not a reference"
        );
        assert_eq!(
            format!("{l:?}"),
            "[Scalar(Int(64), 10), Scalar(Int(64), 20), Scalar(Int(64), 99), Scalar(Int(64), 0)]"
        );
    }

    /// Host bytes read in place: shared by clones, copied on the first
    /// write, alive as long as their owner (what Miri checks here, as the
    /// Python bindings that make them cannot run under it).
    #[test]
    fn foreign_storage_is_read_in_place_and_copied_on_write() {
        let host: std::sync::Arc<Vec<u8>> = std::sync::Arc::new((0..32).collect());
        let (ptr, len) = (host.as_ptr(), host.len());
        // SAFETY: `host` owns `len` bytes at `ptr`, and nothing writes them
        // (every `Arc` of it is only read).
        let mut a = unsafe { Storage::foreign(ptr, len, host.clone()) };
        let b = a.clone();
        drop(host);
        assert!(a.is_foreign() && b.is_foreign());
        assert_eq!(a.as_ptr(), b.as_ptr());
        assert_eq!(&a[..], &(0..32).collect::<Vec<u8>>()[..]);
        a[0] = 99;
        assert!(!a.is_foreign() && b.is_foreign());
        assert_eq!((a[0], b[0], a[31], b[31]), (99, 0, 31, 31));
        assert_eq!(b.clone().into_vec(), (0..32).collect::<Vec<u8>>());
        let view = BufferView {
            elem: ElementType::Int(8),
            shape: vec![32],
            data: b,
        };
        assert_eq!(view.data[5], 5);
        drop(view);
        // SAFETY: zero bytes are read from a dangling pointer: none at all.
        let empty = unsafe {
            Storage::foreign(
                std::ptr::NonNull::<u8>::dangling().as_ptr(),
                0,
                std::sync::Arc::new(()),
            )
        };
        assert!(empty.is_empty());
    }
}
