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
        }
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            ScalarType::F16 | ScalarType::BF16 | ScalarType::F32 | ScalarType::F64
        )
    }

    /// A number standing for the type in native code (see
    /// [`ScalarType::from_code`]): an integer's width (1 to 64), then
    /// 65 `index`, 66 `f16`, 67 `bf16`, 68 `f32`, 69 `f64`.
    pub fn code(self) -> u64 {
        match self {
            ScalarType::Int(w) => w as u64,
            ScalarType::Index => 65,
            ScalarType::F16 => 66,
            ScalarType::BF16 => 67,
            ScalarType::F32 => 68,
            ScalarType::F64 => 69,
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
    List(ListRef),
    Buffer(Rc<BufferView>),
    Func(FuncRef),
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
        }
    }

    /// A short description for error messages (`i32`, `list`, `null`).
    pub fn kind(&self) -> String {
        match self {
            Value::List(_) => "list".into(),
            Value::Buffer(b) => format!("buffer view {}", b.type_text()),
            Value::Func(_) => "function".into(),
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
}

impl Ref {
    pub fn ptr_eq(&self, other: &Ref) -> bool {
        match (self, other) {
            (Ref::List(a), Ref::List(b)) => Rc::ptr_eq(&a.0, &b.0),
            (Ref::Buffer(a), Ref::Buffer(b)) => Rc::ptr_eq(a, b),
            (Ref::MemRef(a), Ref::MemRef(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// The contents of a list.
#[derive(Debug)]
pub struct List {
    pub elem: ListElem,
    pub items: Vec<Item>,
}

/// A shared, mutable list (`!util.list`): lists have reference semantics.
#[derive(Clone)]
pub struct ListRef(pub Rc<RefCell<List>>);

impl ListRef {
    pub fn new(elem: ListElem, items: Vec<Item>) -> Self {
        ListRef(Rc::new(RefCell::new(List { elem, items })))
    }

    pub fn len(&self) -> usize {
        self.0.borrow().items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The elements as values.
    pub fn values(&self) -> Vec<Value> {
        self.0.borrow().items.iter().map(Item::to_value).collect()
    }
}

impl fmt::Debug for ListRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.try_borrow() {
            Ok(l) => f.debug_list().entries(l.items.iter()).finish(),
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
        }
    }

    pub fn from_value(v: &Value) -> Item {
        match v {
            Value::List(l) => Item::Ref(Ref::List(l.clone())),
            Value::Buffer(b) => Item::Ref(Ref::Buffer(b.clone())),
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
        if let Storage::Owned(v) = std::mem::take(&mut self.data) {
            crate::pool::give(v);
        }
    }
}

/// The bytes of a buffer view: the VM's own, or a host's read in place (a
/// numpy array passed from Python), which the VM never writes: the first
/// write through [`DerefMut`](std::ops::DerefMut) copies them into an owned buffer.
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
        match std::mem::take(&mut self) {
            Storage::Owned(v) => v,
            foreign => foreign.to_vec(),
        }
    }

    /// Whether the bytes are the host's.
    pub fn is_foreign(&self) -> bool {
        matches!(self, Storage::Foreign { .. })
    }
}

impl Default for Storage {
    fn default() -> Self {
        Storage::Owned(Vec::new())
    }
}

impl From<Vec<u8>> for Storage {
    fn from(v: Vec<u8>) -> Self {
        Storage::Owned(v)
    }
}

impl FromIterator<u8> for Storage {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        Storage::Owned(iter.into_iter().collect())
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
            *self = Storage::Owned(self.to_vec());
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
            Storage::Owned(v) => Storage::Owned(v.clone()),
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
        let len = (self.storage.borrow().len() / self.elem.size().max(1)) as i64;
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
