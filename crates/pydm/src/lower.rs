//! `--convert-iree-pydm-to-iree`: PyDM to ordinary `func`/`arith`/`math`/
//! `cf`/`util` IR that `sigil opt` prints and the VM runs, following seed
//! 003 and `../shared/spec/pydm.md`.
//!
//! The pass translates: it reads the source module's IR and builds a new
//! one (same context, so types and attributes carry over as handles), op by
//! op, with a map from source values and blocks to new ones. Translating
//! rather than rewriting in place lets one PyDM op become several blocks
//! (`raise_on_failure` returns early, `subscript` checks bounds,
//! `functional_if` is inlined into branches) without patching use lists of
//! values whose types change, and lets the runtime library be linked from
//! its own parsed module by the same code. Ops of other dialects are copied
//! (with their regions), types converted.
//!
//! Values: `bool` is `i1`, `integer<N>` is `iN`, `real<fN>` is `fN`,
//! `none` and `exception_result` are `i32`, and every object, list, tuple
//! and free-variable cell is a `!util.list<?>`. An object is the list
//! `[type code, value]`; a list or tuple is the list of its elements, each
//! an object. Every function returns its exception code first. An error
//! raised by a lowered op (a failed `raise_on_failure`, `ZeroDivisionError`
//! from a division, `UnboundLocalError` from `load_var`) branches to one
//! block per function that returns the code with a null value.
//!
//! Source locations carry over: each op made for a PyDM op has its
//! location, so a trap or an error names the PyDM source line.

use hashbrown::HashMap;
use sigil_ir::attrs::AttrData;
use sigil_ir::builder::{OpBuilder, OpState};
use sigil_ir::dialects::pydm::{self, IntKind, PyType, Storage};
use sigil_ir::types::FloatKind;
use sigil_ir::verifier::diag_loc;
use sigil_ir::{
    Attr, BlockId, Context, Diagnostic, InsertPoint, Ir, LocRef, NewOp, OpId, RegionId, Type,
    TypeData, Value,
};

use crate::exceptions as exc;

pub type LResult<T> = Result<T, Box<Diagnostic>>;

/// The prefix of the runtime library's functions.
pub const RTL_PREFIX: &str = "pydmrtl$";

/// The prefix of the VM's builtins on `integer<*>` (`sigil_vm::bigint`):
/// declared, never linked (they have no PyDM source).
pub const INT_PREFIX: &str = "pydmint$";

/// An error at `loc`.
pub(crate) fn error_at(ctx: &Context, loc: LocRef, msg: impl Into<String>) -> Box<Diagnostic> {
    Box::new(Diagnostic {
        severity: sigil_ir::Severity::Error,
        loc: diag_loc(ctx, loc),
        message: msg.into(),
        notes: Vec::new(),
        span: 0,
    })
}

/// A numeric view of a converted PyDM type, for arithmetic.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Num {
    Bool,
    Int {
        width: u32,
        unsigned: bool,
    },
    /// `integer<*>`: a Python int of any size (a VM reference).
    Big,
    Real(FloatKind),
}

impl Num {
    /// Python's promotion order: bool < int < float (wider last).
    fn rank(self) -> u32 {
        match self {
            Num::Bool => 0,
            Num::Int { width, .. } => width,
            Num::Big => 500,
            Num::Real(k) => 1000 + k.bit_width(),
        }
    }
}

/// The translator: source IR, the builder over the destination, and the
/// state of the function being lowered.
pub struct Lowering<'a> {
    src: &'a Ir,
    b: OpBuilder<'a>,
    values: HashMap<Value, Value>,
    /// Placeholders for source values used before their definition was
    /// translated (a use in a block printed before the defining one).
    pending: HashMap<Value, Value>,
    blocks: HashMap<BlockId, BlockId>,
    /// The block new ops go to.
    cur: BlockId,
    /// The function being lowered: its body, raise block and value type.
    region: Option<RegionId>,
    raise: Option<BlockId>,
    result: Option<Type>,
    loc: LocRef,
    list: Type,
    /// Runtime-library functions the lowered code calls.
    pub rtl_calls: Vec<String>,
    /// The function's constants by value, and the last one placed.
    consts: HashMap<Attr, Value>,
    const_anchor: Option<OpId>,
    known: HashMap<Value, i64>,
    /// `raise_on_failure` ops already done by the op before them.
    skip: hashbrown::HashSet<OpId>,
}

impl<'a> Lowering<'a> {
    pub fn new(ctx: &'a mut Context, src: &'a Ir, dst: &'a mut Ir, block: BlockId) -> Self {
        let list = list_type(ctx);
        let mut b = OpBuilder::new(ctx, dst);
        b.set_insertion_point_to_end(block);
        let loc = b.loc();
        Lowering {
            src,
            b,
            values: HashMap::new(),
            pending: HashMap::new(),
            blocks: HashMap::new(),
            cur: block,
            region: None,
            raise: None,
            result: None,
            loc,
            list,
            rtl_calls: Vec::new(),
            consts: HashMap::new(),
            const_anchor: None,
            known: HashMap::new(),
            skip: hashbrown::HashSet::new(),
        }
    }

    fn ctx(&self) -> &Context {
        self.b.ctx
    }

    fn err<T>(&self, msg: impl Into<String>) -> LResult<T> {
        Err(error_at(self.ctx(), self.loc, msg))
    }

    fn name(&self, op: OpId) -> String {
        String::from_utf8_lossy(self.ctx().str_bytes(self.src.op(op).name)).into_owned()
    }

    // ----- types -----

    /// The VM-level type of a (concrete) PyDM type; other types as they are.
    fn conv(&mut self, t: Type) -> LResult<Type> {
        let Some(py) = pydm::py_type(self.ctx(), t) else {
            if let TypeData::Function { inputs, results } = self.ctx().type_data(t).clone() {
                let i = inputs
                    .iter()
                    .map(|&x| self.conv(x))
                    .collect::<LResult<Vec<_>>>()?;
                let r = results
                    .iter()
                    .map(|&x| self.conv(x))
                    .collect::<LResult<Vec<_>>>()?;
                return Ok(self.b.ctx.function_type(&i, &r));
            }
            return Ok(t);
        };
        Ok(match py {
            PyType::Bool => self.b.ctx.i(1),
            PyType::Integer(Some(IntKind::Fixed { width, .. })) => self.b.ctx.i(width),
            // A VM reference to a Python int (`sigil_vm::bigint`).
            PyType::Integer(Some(IntKind::Arbitrary)) => t,
            PyType::Integer(None) | PyType::Real(None) => {
                return self.err(format!(
                    "weak type {} must be fixed first (--fix-iree-pydm-weak-types)",
                    sigil_ir::printer::type_to_string(self.ctx(), t)
                ))
            }
            PyType::Real(Some(f)) => f,
            PyType::NoneType | PyType::ExceptionResult => self.b.ctx.i(32),
            PyType::List(Some((Storage::Unboxed, e))) if self.num(e).is_some() => {
                let et = self.conv(e)?;
                typed_list_type(self.b.ctx, et)
            }
            PyType::List(_)
            | PyType::Tuple
            | PyType::Object(_)
            | PyType::FreeVarRef
            | PyType::Union
            | PyType::Str
            | PyType::Bytes
            | PyType::TypeType => self.list,
        })
    }

    fn num(&self, t: Type) -> Option<Num> {
        match pydm::py_type(self.ctx(), t)? {
            PyType::Bool => Some(Num::Bool),
            PyType::Integer(Some(IntKind::Fixed { width, unsigned })) => {
                Some(Num::Int { width, unsigned })
            }
            PyType::Integer(Some(IntKind::Arbitrary)) => Some(Num::Big),
            PyType::Real(Some(f)) => match self.ctx().type_data(f) {
                TypeData::Float(k) => Some(Num::Real(*k)),
                _ => None,
            },
            _ => None,
        }
    }

    fn num_type(&mut self, n: Num) -> Type {
        match n {
            Num::Bool => self.b.ctx.i(1),
            Num::Int { width, .. } => self.b.ctx.i(width),
            Num::Big => pydm::integer_type(self.b.ctx, 0, false),
            Num::Real(k) => self.b.ctx.float_type(k),
        }
    }

    /// The PyDM type of a numeric kind, for its type code.
    fn num_code(n: Num) -> i32 {
        let numeric = |category: i32, subtype: i32| 0x40 | (category << 2) | subtype;
        let sub = |w: u32| match w {
            8 => 0,
            16 => 1,
            32 => 2,
            _ => 3,
        };
        match n {
            Num::Bool => numeric(0, 0),
            Num::Int { width, unsigned } => numeric(if unsigned { 2 } else { 3 }, sub(width)),
            Num::Big => numeric(4, 0),
            Num::Real(k) => numeric(
                6,
                match k {
                    FloatKind::F16 => 0,
                    FloatKind::BF16 => 1,
                    FloatKind::F32 => 2,
                    _ => 3,
                },
            ),
        }
    }

    // ----- values and blocks -----

    fn get(&mut self, v: Value) -> LResult<Value> {
        if let Some(&n) = self.values.get(&v) {
            return Ok(n);
        }
        if let Some(&p) = self.pending.get(&v) {
            return Ok(p);
        }
        let t = self.src.value_type(v);
        let t = self.conv(t)?;
        let p = self.b.ir.create_placeholder(t);
        self.pending.insert(v, p);
        Ok(p)
    }

    fn set(&mut self, from: Value, to: Value) {
        if let Some(p) = self.pending.remove(&from) {
            self.b.ir.replace_all_uses(p, to);
        }
        self.values.insert(from, to);
    }

    fn operands(&mut self, op: OpId) -> LResult<Vec<Value>> {
        let src = self.src;
        src.operands(op).map(|v| self.get(v)).collect()
    }

    fn operand(&mut self, op: OpId, i: usize) -> LResult<Value> {
        self.get(self.src.operand(op, i))
    }

    fn src_type(&self, op: OpId, i: usize) -> Type {
        self.src.value_type(self.src.operand(op, i))
    }

    fn result_type(&self, op: OpId, i: usize) -> Type {
        self.src.value_type(self.src.result(op, i))
    }

    /// A new block with arguments of `args`, placed after the current one.
    fn new_block(&mut self, args: &[Type]) -> BlockId {
        let a: Vec<(Type, LocRef)> = args.iter().map(|&t| (t, self.loc)).collect();
        let blk = self.b.ir.create_block(&a);
        let region = self
            .b
            .ir
            .block_parent(self.cur)
            .expect("current block in a region");
        self.b.ir.append_block(region, blk);
        self.b
            .ir
            .move_block_after(blk, self.cur)
            .expect("blocks of one region");
        blk
    }

    fn enter(&mut self, blk: BlockId) {
        self.cur = blk;
        self.b.set_insertion_point_to_end(blk);
    }

    // ----- emitting -----

    fn emit(
        &mut self,
        name: &str,
        operands: &[Value],
        results: &[Type],
        attrs: &[(&str, Attr)],
        successors: &[BlockId],
    ) -> OpId {
        let mut s = OpState::new(name)
            .operands(operands)
            .results(results)
            .successors(successors)
            .loc(self.loc);
        for &(n, a) in attrs {
            s = s.attr(n, a);
        }
        self.b
            .build(s)
            .unwrap_or_else(|e| panic!("the lowering builds a valid {name}: {e}"))
    }

    fn emit1(&mut self, name: &str, operands: &[Value], result: Type) -> Value {
        let op = self.emit(name, operands, &[result], &[], &[]);
        self.b.ir.result(op, 0)
    }

    fn c_int(&mut self, ty: Type, v: i64) -> Value {
        let a = self.b.int_attr(ty, v);
        self.constant(ty, a)
    }

    /// An `arith.constant`, made once per function at the start of its
    /// entry block (which dominates every use), as MLIR's folder places
    /// constants.
    fn constant(&mut self, ty: Type, a: Attr) -> Value {
        let Some(entry) = self.region.and_then(|r| self.b.ir.entry_block(r)) else {
            let op = self.emit("arith.constant", &[], &[ty], &[("value", a)], &[]);
            return self.b.ir.result(op, 0);
        };
        if let Some(&v) = self.consts.get(&a) {
            return v;
        }
        let saved = self.b.insertion_point();
        let at = match self.const_anchor {
            Some(op) => InsertPoint::After(op),
            None => InsertPoint::Start(entry),
        };
        self.b.set_insertion_point(at).expect("entry block");
        let op = self.emit("arith.constant", &[], &[ty], &[("value", a)], &[]);
        self.b.restore_insertion_point(saved);
        self.const_anchor = Some(op);
        let v = self.b.ir.result(op, 0);
        self.consts.insert(a, v);
        if let AttrData::Integer { value, .. } = self.ctx().attr_data(a) {
            if let Some(i) = value.to_i64() {
                self.known.insert(v, i);
            }
        }
        v
    }

    /// The value of an integer (or `i1`, or `index`) constant this lowering
    /// made, so checks on it fold away (`x % 2` needs no zero test).
    fn known(&self, v: Value) -> Option<i64> {
        self.known.get(&v).copied()
    }

    fn c_i32(&mut self, v: i64) -> Value {
        let t = self.b.ctx.i(32);
        self.c_int(t, v)
    }

    fn c_index(&mut self, v: i64) -> Value {
        let t = self.b.ctx.index_type();
        self.c_int(t, v)
    }

    fn c_float(&mut self, ty: Type, v: f64) -> LResult<Value> {
        let bits = match self.ctx().type_data(ty) {
            TypeData::Float(FloatKind::F64) => v.to_bits() as u128,
            TypeData::Float(FloatKind::F32) => (v as f32).to_bits() as u128,
            _ => return self.err("only f32 and f64 reals are supported by the lowering"),
        };
        let a = self.b.ctx.intern_attr(AttrData::Float { ty, bits });
        Ok(self.constant(ty, a))
    }

    fn cmpi(&mut self, pred: i64, a: Value, b: Value) -> Value {
        if let (Some(x), Some(y)) = (self.known(a), self.known(b)) {
            let (ux, uy) = (x as u64, y as u64);
            let r = match pred {
                0 => x == y,
                1 => x != y,
                2 => x < y,
                3 => x <= y,
                4 => x > y,
                5 => x >= y,
                6 => ux < uy,
                7 => ux <= uy,
                8 => ux > uy,
                _ => ux >= uy,
            };
            // i1 constants are kept sign-extended, as `true` is -1.
            if self.b.ir.value_type(a) != self.b.ctx.i(1) {
                return self.c_int_i1(r);
            }
        }
        let i64t = self.b.ctx.i(64);
        let p = self.b.int_attr(i64t, pred);
        let i1 = self.b.ctx.i(1);
        let op = self.emit("arith.cmpi", &[a, b], &[i1], &[("predicate", p)], &[]);
        self.b.ir.result(op, 0)
    }

    fn cmpf(&mut self, pred: i64, a: Value, b: Value) -> Value {
        let i64t = self.b.ctx.i(64);
        let p = self.b.int_attr(i64t, pred);
        let i1 = self.b.ctx.i(1);
        let op = self.emit("arith.cmpf", &[a, b], &[i1], &[("predicate", p)], &[]);
        self.b.ir.result(op, 0)
    }

    fn binop(&mut self, name: &str, a: Value, b: Value) -> Value {
        let t = self.b.ir.value_type(a);
        if t == self.b.ctx.i(1) {
            // Conditions built from folded comparisons fold too.
            let (x, y) = (self.known(a).map(|v| v != 0), self.known(b).map(|v| v != 0));
            let folded = match (name, x, y) {
                ("arith.andi", Some(false), _) | ("arith.andi", _, Some(false)) => Some(false),
                ("arith.andi", Some(true), Some(true)) => Some(true),
                ("arith.ori", Some(true), _) | ("arith.ori", _, Some(true)) => Some(true),
                ("arith.ori", Some(false), Some(false)) => Some(false),
                _ => None,
            };
            if let Some(r) = folded {
                return self.c_int_i1(r);
            }
            match (name, x, y) {
                ("arith.andi", Some(true), _) | ("arith.ori", Some(false), _) => return b,
                ("arith.andi", _, Some(true)) | ("arith.ori", _, Some(false)) => return a,
                _ => {}
            }
        }
        self.emit1(name, &[a, b], t)
    }

    fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let t = self.b.ir.value_type(a);
        self.emit1("arith.select", &[c, a, b], t)
    }

    fn br(&mut self, dest: BlockId, args: &[Value]) {
        self.emit("cf.br", args, &[], &[], &[dest]);
    }

    fn cond_br(&mut self, c: Value, t: BlockId, targs: &[Value], f: BlockId, fargs: &[Value]) {
        let seg = self
            .b
            .dense_i32_array(&[1, targs.len() as i32, fargs.len() as i32]);
        let mut ops = vec![c];
        ops.extend_from_slice(targs);
        ops.extend_from_slice(fargs);
        self.emit(
            "cf.cond_br",
            &ops,
            &[],
            &[("operandSegmentSizes", seg)],
            &[t, f],
        );
    }

    /// The zero of a converted type (`util.null` for a list).
    fn zero(&mut self, t: Type) -> LResult<Value> {
        Ok(match self.ctx().type_data(t).clone() {
            TypeData::Integer { .. } | TypeData::Index => self.c_int(t, 0),
            TypeData::Float(_) => self.c_float(t, 0.0)?,
            _ => self.emit1("util.null", &[], t),
        })
    }

    // ----- raising -----

    /// The function's raise block: `^raise(%code: i32)` returning the code
    /// and a null value.
    fn raise_block(&mut self) -> LResult<BlockId> {
        if let Some(r) = self.raise {
            return Ok(r);
        }
        let Some(region) = self.region else {
            return self.err("a PyDM op that raises must be inside an iree_pydm.func");
        };
        let result = self.result.expect("set with the region");
        let i32t = self.b.ctx.i(32);
        let blk = self.b.ir.create_block(&[(i32t, self.loc)]);
        self.b.ir.append_block(region, blk);
        let saved = self.cur;
        self.enter(blk);
        let code = self.b.ir.block_args(blk)[0];
        let z = self.zero(result)?;
        self.emit("func.return", &[code, z], &[], &[], &[]);
        self.enter(saved);
        self.raise = Some(blk);
        Ok(blk)
    }

    /// Raises `code` if `cond` holds; goes on in a new block otherwise.
    fn raise_if(&mut self, cond: Value, code: Value) -> LResult<()> {
        if self.known(cond) == Some(0) {
            return Ok(());
        }
        let r = self.raise_block()?;
        let cont = self.new_block(&[]);
        self.cond_br(cond, r, &[code], cont, &[]);
        self.enter(cont);
        Ok(())
    }

    fn raise_if_code(&mut self, cond: Value, code: i32) -> LResult<()> {
        let c = self.c_i32(code.into());
        self.raise_if(cond, c)
    }

    /// Raises a nonzero exception code.
    fn raise_if_nonzero(&mut self, code: Value) -> LResult<()> {
        let z = self.c_i32(0);
        let ne = self.cmpi(1, code, z);
        self.raise_if(ne, code)
    }

    // ----- objects -----

    fn list_get(&mut self, l: Value, i: Value, t: Type) -> Value {
        self.emit1("util.list.get", &[l, i], t)
    }

    fn list_set(&mut self, l: Value, i: Value, v: Value) {
        self.emit("util.list.set", &[l, i, v], &[], &[], &[]);
    }

    fn list_size(&mut self, l: Value) -> Value {
        let idx = self.b.ctx.index_type();
        self.emit1("util.list.size", &[l], idx)
    }

    /// The element type of an unboxed list of numbers (`list<unboxed,T>`),
    /// whose elements are raw VM scalars rather than objects.
    fn unboxed_elem(&self, t: Type) -> Option<Type> {
        match pydm::py_type(self.ctx(), t)? {
            PyType::List(Some((Storage::Unboxed, e))) if self.num(e).is_some() => Some(e),
            _ => None,
        }
    }

    /// A value of PyDM type `vt` as an element of an unboxed list of `e`
    /// (numbers convert as Python's promotion allows).
    fn element_of_value(&mut self, v: Value, vt: Type, e: Type) -> LResult<Value> {
        match (self.num(vt), self.num(e)) {
            (Some(from), Some(to)) => self.convert(v, from, to),
            _ => self.err("an unboxed list holds numbers of its element type only"),
        }
    }

    /// An element of an unboxed list of `e` as PyDM type `rt`.
    fn value_of_element(&mut self, raw: Value, e: Type, rt: Type) -> LResult<Value> {
        if rt == e {
            return Ok(raw);
        }
        match (self.num(e), self.num(rt)) {
            (Some(from), Some(to)) => self.convert(raw, from, to),
            _ => self.as_object(raw, e),
        }
    }

    /// A list of `n` elements (unset).
    fn new_list(&mut self, n: Value) -> Value {
        let list = self.list;
        self.new_list_of(list, n)
    }

    /// A list of VM type `list` with `n` elements (unset).
    fn new_list_of(&mut self, list: Type, n: Value) -> Value {
        let l = self.emit1("util.list.create", &[n], list);
        self.emit("util.list.resize", &[l, n], &[], &[], &[]);
        l
    }

    /// The object record `[code, value]`.
    fn make_object(&mut self, code: Value, v: Option<Value>) -> Value {
        let n = self.c_index(if v.is_some() { 2 } else { 1 });
        let l = self.new_list(n);
        let c0 = self.c_index(0);
        self.list_set(l, c0, code);
        if let Some(v) = v {
            let c1 = self.c_index(1);
            self.list_set(l, c1, v);
        }
        l
    }

    /// The object of a value of PyDM type `t` (itself if it is one).
    fn as_object(&mut self, v: Value, t: Type) -> LResult<Value> {
        if let Some(PyType::Object(_) | PyType::Union) = pydm::py_type(self.ctx(), t) {
            return Ok(v);
        }
        if self.unboxed_elem(t).is_some() {
            return self.err("an unboxed list cannot be boxed (objects hold lists of objects)");
        }
        let Some(code) = pydm::type_code(self.ctx(), t) else {
            return self.err(format!(
                "cannot box a value of type {}",
                sigil_ir::printer::type_to_string(self.ctx(), t)
            ));
        };
        let c = self.c_i32(code.into());
        if code == 1 {
            // None has no contents.
            return Ok(self.make_object(c, None));
        }
        Ok(self.make_object(c, Some(v)))
    }

    /// The value of type `t` held by object `o`, or a branch to `bad` with
    /// `ValueError` when its code is another.
    fn unbox_or(&mut self, o: Value, t: Type, bad: BlockId) -> LResult<Value> {
        if let Some(PyType::Object(_) | PyType::Union) = pydm::py_type(self.ctx(), t) {
            return Ok(o);
        }
        let Some(want) = pydm::type_code(self.ctx(), t) else {
            return self.err("cannot unbox to this type");
        };
        let i32t = self.b.ctx.i(32);
        let c0 = self.c_index(0);
        let code = self.list_get(o, c0, i32t);
        let w = self.c_i32(want.into());
        let ok = self.cmpi(0, code, w);
        let next = self.new_block(&[]);
        let verr = self.c_i32(exc::VALUE_ERROR.into());
        if self.num(t) == Some(Num::Big) {
            // An `integer<64>` object (79, as the host boxes an int that
            // fits) is an int too.
            let bt = self.num_type(Num::Big);
            let merge = self.new_block(&[bt]);
            let small = self.new_block(&[]);
            let maybe_small = self.new_block(&[]);
            self.cond_br(ok, next, &[], maybe_small, &[]);
            self.enter(maybe_small);
            let w64 = self.c_i32(79);
            let is64 = self.cmpi(0, code, w64);
            self.cond_br(is64, small, &[], bad, &[verr]);
            self.enter(small);
            let i64t = self.b.ctx.i(64);
            let c1 = self.c_index(1);
            let x = self.list_get(o, c1, i64t);
            let bx = self.big_from_i64(x);
            self.br(merge, &[bx]);
            self.enter(next);
            let c1 = self.c_index(1);
            let v = self.list_get(o, c1, bt);
            self.br(merge, &[v]);
            self.enter(merge);
            return Ok(self.b.ir.block_args(merge)[0]);
        }
        self.cond_br(ok, next, &[], bad, &[verr]);
        self.enter(next);
        let ct = self.conv(t)?;
        if want == 1 {
            return Ok(self.c_i32(0));
        }
        let c1 = self.c_index(1);
        Ok(self.list_get(o, c1, ct))
    }

    /// `^bad(%code: i32)` and `^merge(%e: i32, results...)`, for ops that
    /// return an exception result with values: `bad` branches to `merge`
    /// with the code and zeros.
    /// When the op's exception result is only checked by the
    /// `raise_on_failure` right after it (what a front end writes), errors
    /// go straight to the raise block and no merge is made: `merge` is
    /// `None` and that `raise_on_failure` is skipped.
    fn error_merge(&mut self, op: OpId, results: &[Type]) -> LResult<(BlockId, Option<BlockId>)> {
        let exc = self.src.result(op, 0);
        let mut uses = self.src.uses(exc);
        if let (Some((user, _)), None) = (uses.next(), uses.next()) {
            let checks = self.name(user) == "iree_pydm.raise_on_failure"
                && self.src.next_op(op) == Some(user)
                && self.region.is_some();
            if checks {
                self.skip.insert(user);
                return Ok((self.raise_block()?, None));
            }
        }
        let i32t = self.b.ctx.i(32);
        let mut margs = vec![i32t];
        margs.extend_from_slice(results);
        let saved = self.cur;
        let merge = self.new_block(&margs);
        let bad = self.new_block(&[i32t]);
        self.enter(bad);
        let code = self.b.ir.block_args(bad)[0];
        let mut args = vec![code];
        for &t in results {
            args.push(self.zero(t)?);
        }
        self.br(merge, &args);
        self.enter(saved);
        Ok((bad, Some(merge)))
    }

    /// Ends the success path into `merge` and continues there, mapping the
    /// op's results to its arguments.
    fn finish_merge(&mut self, op: OpId, merge: Option<BlockId>, values: &[Value]) -> LResult<()> {
        let Some(merge) = merge else {
            // Errors went to the raise block: here the op succeeded.
            let ok = self.c_i32(0);
            let results: Vec<Value> = self.src.results(op).collect();
            for (r, v) in results
                .into_iter()
                .zip(std::iter::once(ok).chain(values.iter().copied()))
            {
                self.set(r, v);
            }
            return Ok(());
        };
        let mut args = vec![self.c_i32(0)];
        args.extend_from_slice(values);
        self.br(merge, &args);
        // The merge block goes after everything made so far.
        let region = self.b.ir.block_parent(merge).expect("in a region");
        let last = self.b.ir.last_block(region).expect("nonempty");
        if last != merge {
            self.b
                .ir
                .move_block_after(merge, self.cur)
                .expect("same region");
        }
        self.enter(merge);
        let margs = self.b.ir.block_args(merge).to_vec();
        let results: Vec<Value> = self.src.results(op).collect();
        for (r, a) in results.into_iter().zip(margs) {
            self.set(r, a);
        }
        Ok(())
    }

    /// An index operand (`integer` or `bool`) as `index`, and its source
    /// numeric kind.
    fn as_index(&mut self, v: Value, t: Type) -> LResult<Value> {
        let idx = self.b.ctx.index_type();
        match self.num(t) {
            Some(Num::Int {
                unsigned: false, ..
            }) => Ok(self.emit1("arith.index_cast", &[v], idx)),
            Some(Num::Int { unsigned: true, .. } | Num::Bool) => {
                Ok(self.emit1("arith.index_castui", &[v], idx))
            }
            // Past 64 bits: OverflowError (CPython's for a repetition
            // count: "cannot fit 'int' into an index-sized integer").
            Some(Num::Big) => {
                let i64t = self.b.ctx.i(64);
                let x = self.big_checked("to_i64", &[v], i64t)?;
                Ok(self.emit1("arith.index_cast", &[x], idx))
            }
            _ => self.err("an index must be an integer or a bool"),
        }
    }

    /// A subscript's index operand as `index`: as [`Self::as_index`],
    /// but an `integer<*>` past 64 bits branches to `bad` with IndexError,
    /// as CPython raises for `lst[2**70]` ("cannot fit 'int' into an
    /// index-sized integer").
    fn subscript_index(&mut self, v: Value, t: Type, bad: BlockId) -> LResult<Value> {
        if self.num(t) != Some(Num::Big) {
            return self.as_index(v, t);
        }
        let i32t = self.b.ctx.i(32);
        let i64t = self.b.ctx.i(64);
        let r = self.call_int("to_i64", &[v], &[i32t, i64t]);
        let z = self.c_i32(0);
        let fits = self.cmpi(0, r[0], z);
        let next = self.new_block(&[]);
        let ierr = self.c_i32(exc::INDEX_ERROR.into());
        self.cond_br(fits, next, &[], bad, &[ierr]);
        self.enter(next);
        let idx = self.b.ctx.index_type();
        Ok(self.emit1("arith.index_cast", &[r[1]], idx))
    }

    /// A Python index into a sequence of `size` elements: a negative index
    /// counts from the end; out of range branches to `bad` with IndexError.
    fn checked_index(&mut self, i: Value, size: Value, bad: BlockId) -> Value {
        let z = self.c_index(0);
        let neg = self.cmpi(2, i, z);
        let plus = self.binop("arith.addi", i, size);
        let i = self.select(neg, plus, i);
        // 0 <= i < size as one unsigned comparison (a negative i is huge).
        let ok = self.cmpi(6, i, size);
        let next = self.new_block(&[]);
        let ierr = self.c_i32(exc::INDEX_ERROR.into());
        self.cond_br(ok, next, &[], bad, &[ierr]);
        self.enter(next);
        i
    }

    // ----- functions and regions -----

    /// Lowers a top-level op of the source module into the current block.
    pub fn lower_top(&mut self, op: OpId) -> LResult<()> {
        self.loc = self.src.op(op).loc;
        if self.name(op) == "iree_pydm.func" {
            self.lower_func(op)
        } else {
            self.copy(op)
        }
    }

    fn lower_func(&mut self, f: OpId) -> LResult<()> {
        let ctx = self.ctx();
        let props = self.src.op(f).props;
        let prop = |n: &[u8]| props.and_then(|p| ctx.dict_get(p, n));
        let (Some(sym), Some(ft)) = (prop(b"sym_name"), prop(b"function_type")) else {
            return self.err("iree_pydm.func without a name or type");
        };
        let vis = prop(b"sym_visibility");
        let AttrData::Type(ft) = *ctx.attr_data(ft) else {
            return self.err("iree_pydm.func with a function_type that is no type");
        };
        let TypeData::Function { inputs, results } = ctx.type_data(ft).clone() else {
            return self.err("iree_pydm.func with a function_type that is no function type");
        };
        let inputs = inputs
            .iter()
            .map(|&t| self.conv(t))
            .collect::<LResult<Vec<_>>>()?;
        let results = results
            .iter()
            .map(|&t| self.conv(t))
            .collect::<LResult<Vec<_>>>()?;
        let fn_ty = self.b.ctx.function_type(&inputs, &results);
        let fn_attr = self.b.ctx.type_attr(fn_ty);
        let mut attrs = vec![("sym_name", sym), ("function_type", fn_attr)];
        if let Some(v) = vis {
            attrs.push(("sym_visibility", v));
        }
        let mut s = OpState::new("func.func").regions(1).loc(self.loc);
        for (n, a) in attrs {
            s = s.attr(n, a);
        }
        let func = self.b.build(s).expect("func.func builds");
        let Some(&src_body) = self.src.regions(f).first() else {
            return Ok(());
        };
        let body = self.b.ir.regions(func)[0];
        let saved = self.cur;
        self.region = Some(body);
        self.raise = None;
        self.result = results.get(1).copied();
        self.consts.clear();
        self.const_anchor = None;
        self.lower_region_into(src_body, body)?;
        // Constants made for checks that folded away are left unused.
        let consts: Vec<Value> = self.consts.values().copied().collect();
        for v in consts {
            if !self.b.ir.has_uses(v) {
                if let Some(sigil_ir::ValueDef::Result { op, .. }) = self.b.ir.value_def(v) {
                    self.b.ir.erase_op(op).expect("an unused constant erases");
                }
            }
        }
        self.consts.clear();
        self.const_anchor = None;
        self.region = None;
        self.raise = None;
        self.result = None;
        self.enter(saved);
        Ok(())
    }

    /// Translates the blocks of `src` into the (empty) region `dst`.
    fn lower_region_into(&mut self, src: RegionId, dst: RegionId) -> LResult<()> {
        let blocks: Vec<BlockId> = self.src.region_blocks(src).collect();
        let mut made = Vec::with_capacity(blocks.len());
        for &sb in &blocks {
            let args = self.src.block_args(sb).to_vec();
            let mut types = Vec::with_capacity(args.len());
            for &a in &args {
                let t = self.src.value_type(a);
                types.push((self.conv(t)?, self.src.arg_loc(a)));
            }
            let nb = self.b.ir.create_block(&types);
            self.b.ir.append_block(dst, nb);
            let nargs = self.b.ir.block_args(nb).to_vec();
            for (a, n) in args.into_iter().zip(nargs) {
                self.set(a, n);
            }
            self.blocks.insert(sb, nb);
            made.push(nb);
        }
        for (sb, nb) in blocks.into_iter().zip(made) {
            self.enter(nb);
            let ops: Vec<OpId> = self.src.block_ops(sb).collect();
            for op in ops {
                self.loc = self.src.op(op).loc;
                self.lower(op)?;
            }
        }
        Ok(())
    }

    /// Copies an op of another dialect, types converted, regions translated.
    fn copy(&mut self, op: OpId) -> LResult<()> {
        let operands = self.operands(op)?;
        let mut results = Vec::new();
        for i in 0..self.src.num_results(op) {
            let t = self.result_type(op, i);
            results.push(self.conv(t)?);
        }
        let successors: Vec<BlockId> = self
            .src
            .successors(op)
            .iter()
            .map(|b| self.blocks.get(b).copied())
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| error_at(self.ctx(), self.loc, "a branch to a block not yet lowered"))?;
        let src_regions = self.src.regions(op).to_vec();
        let regions: Vec<RegionId> = src_regions
            .iter()
            .map(|_| self.b.ir.create_region())
            .collect();
        let data = self.src.op(op);
        let attrs = self.src.attrs(op).to_vec();
        let new = self.b.ir.create_op(NewOp {
            name: data.name,
            loc: data.loc,
            operands: &operands,
            result_types: &results,
            attrs: &attrs,
            props: data.props,
            successors: &successors,
            regions: &regions,
        });
        self.b.ir.append_op(self.cur, new);
        let rs: Vec<Value> = self.src.results(op).collect();
        for (i, r) in rs.into_iter().enumerate() {
            let v = self.b.ir.result(new, i);
            self.set(r, v);
        }
        if !src_regions.is_empty() {
            // Nested regions are their own scope for raising.
            let saved = (
                self.cur,
                self.region,
                self.raise,
                self.result,
                self.const_anchor,
            );
            let consts = std::mem::take(&mut self.consts);
            for (s, d) in src_regions.into_iter().zip(regions) {
                self.region = None;
                self.lower_region_into(s, d)?;
            }
            (
                self.cur,
                self.region,
                self.raise,
                self.result,
                self.const_anchor,
            ) = saved;
            self.consts = consts;
            self.enter(self.cur);
        }
        Ok(())
    }

    /// Lowers one op of a function body.
    fn lower(&mut self, op: OpId) -> LResult<()> {
        let name = self.name(op);
        let Some(short) = name.strip_prefix("iree_pydm.") else {
            return self.copy(op);
        };
        match short {
            "return" => {
                let v = self.operand(op, 0)?;
                let z = self.c_i32(0);
                self.emit("func.return", &[z, v], &[], &[], &[]);
            }
            "call" => {
                let args = self.operands(op)?;
                let mut results = Vec::new();
                for i in 0..self.src.num_results(op) {
                    let t = self.result_type(op, i);
                    results.push(self.conv(t)?);
                }
                let callee = self
                    .src
                    .op(op)
                    .props
                    .and_then(|p| self.ctx().dict_get(p, b"callee"));
                let callee = callee.expect("verified");
                if let AttrData::SymbolRef { root, .. } = self.ctx().attr_data(callee) {
                    let sym = String::from_utf8_lossy(self.ctx().str_bytes(*root)).into_owned();
                    if sym.starts_with(RTL_PREFIX) && !self.rtl_calls.contains(&sym) {
                        self.rtl_calls.push(sym);
                    }
                }
                let new = self.emit("func.call", &args, &results, &[("callee", callee)], &[]);
                self.map_results(op, new);
            }
            "raise_on_failure" if self.skip.remove(&op) => {}
            "raise_on_failure" => {
                let e = self.operand(op, 0)?;
                self.raise_if_nonzero(e)?;
            }
            "constant" => self.lower_constant(op)?,
            "none" | "success" => {
                let v = self.c_i32(0);
                self.set(self.src.result(op, 0), v);
            }
            "failure" => {
                let v = self.c_i32(exc::RUNTIME_ERROR.into());
                self.set(self.src.result(op, 0), v);
            }
            "box" => {
                let v = self.operand(op, 0)?;
                let o = self.as_object(v, self.src_type(op, 0))?;
                self.set(self.src.result(op, 0), o);
            }
            "unbox" => {
                let o = self.operand(op, 0)?;
                let t = self.result_type(op, 1);
                let ct = self.conv(t)?;
                let (bad, merge) = self.error_merge(op, &[ct])?;
                let v = self.unbox_or(o, t, bad)?;
                self.finish_merge(op, merge, &[v])?;
            }
            "static_info_cast" | "bool_to_pred" => {
                let v = self.operand(op, 0)?;
                self.set(self.src.result(op, 0), v);
            }
            "make_list" | "make_tuple" => {
                let n = self.src.num_operands(op);
                let len = self.c_index(n as i64);
                let rt = self.result_type(op, 0);
                let elem = self.unboxed_elem(rt);
                let lt = self.conv(rt)?;
                let l = self.new_list_of(lt, len);
                for i in 0..n {
                    let v = self.operand(op, i)?;
                    let vt = self.src_type(op, i);
                    let item = match elem {
                        Some(e) => self.element_of_value(v, vt, e)?,
                        None => self.as_object(v, vt)?,
                    };
                    let at = self.c_index(i as i64);
                    self.list_set(l, at, item);
                }
                self.set(self.src.result(op, 0), l);
            }
            "dynamic_unpack" => {
                let t = self.operand(op, 0)?;
                let n = self.src.num_results(op) - 1;
                let mut types = Vec::new();
                for i in 0..n {
                    let rt = self.result_type(op, i + 1);
                    types.push(self.conv(rt)?);
                }
                let (bad, merge) = self.error_merge(op, &types)?;
                let size = self.list_size(t);
                let want = self.c_index(n as i64);
                let ok = self.cmpi(0, size, want);
                let next = self.new_block(&[]);
                let verr = self.c_i32(exc::VALUE_ERROR.into());
                self.cond_br(ok, next, &[], bad, &[verr]);
                self.enter(next);
                let mut vals = Vec::new();
                for i in 0..n {
                    let at = self.c_index(i as i64);
                    let list = self.list;
                    let o = self.list_get(t, at, list);
                    let rt = self.result_type(op, i + 1);
                    vals.push(self.unbox_or(o, rt, bad)?);
                }
                self.finish_merge(op, merge, &vals)?;
            }
            "subscript" => {
                let l = self.operand(op, 0)?;
                let it = self.src_type(op, 1);
                let i = self.operand(op, 1)?;
                let rt = self.result_type(op, 1);
                let crt = self.conv(rt)?;
                self.check_sequence(op)?;
                let (bad, merge) = self.error_merge(op, &[crt])?;
                let i = self.subscript_index(i, it, bad)?;
                let size = self.list_size(l);
                let i = self.checked_index(i, size, bad);
                let v = match self.unboxed_elem(self.src_type(op, 0)) {
                    Some(e) => {
                        let et = self.conv(e)?;
                        let raw = self.list_get(l, i, et);
                        self.value_of_element(raw, e, rt)?
                    }
                    None => {
                        let list = self.list;
                        let o = self.list_get(l, i, list);
                        self.unbox_or(o, rt, bad)?
                    }
                };
                self.finish_merge(op, merge, &[v])?;
            }
            "assign_subscript" => {
                let l = self.operand(op, 0)?;
                let it = self.src_type(op, 1);
                let i = self.operand(op, 1)?;
                let v = self.operand(op, 2)?;
                self.check_sequence(op)?;
                let (bad, merge) = self.error_merge(op, &[])?;
                let i = self.subscript_index(i, it, bad)?;
                let size = self.list_size(l);
                let i = self.checked_index(i, size, bad);
                let vt = self.src_type(op, 2);
                let item = match self.unboxed_elem(self.src_type(op, 0)) {
                    Some(e)
                        if pydm::py_type(self.ctx(), vt)
                            .is_some_and(|p| matches!(p, PyType::Object(_))) =>
                    {
                        self.unbox_or(v, e, bad)?
                    }
                    Some(e) => self.element_of_value(v, vt, e)?,
                    None => self.as_object(v, vt)?,
                };
                self.list_set(l, i, item);
                self.finish_merge(op, merge, &[])?;
            }
            "sequence_clone" => self.lower_clone(op)?,
            "apply_binary" => self.lower_binary(op)?,
            "apply_compare" => self.lower_compare(op)?,
            "neg" => self.lower_neg(op)?,
            "len" => {
                let l = self.operand(op, 0)?;
                self.check_sequence(op)?;
                let n = self.list_size(l);
                let rt = self.result_type(op, 0);
                let v = if self.num(rt) == Some(Num::Big) {
                    let i64t = self.b.ctx.i(64);
                    let x = self.emit1("arith.index_cast", &[n], i64t);
                    self.big_from_i64(x)
                } else {
                    let crt = self.conv(rt)?;
                    self.emit1("arith.index_cast", &[n], crt)
                };
                self.set(self.src.result(op, 0), v);
            }
            "as_bool" => self.lower_as_bool(op)?,
            "get_type_code" => {
                let o = self.operand(op, 0)?;
                let c0 = self.c_index(0);
                let i32t = self.b.ctx.i(32);
                let code = self.list_get(o, c0, i32t);
                let rt = self.result_type(op, 0);
                let crt = self.conv(rt)?;
                let code = self.int_resize(code, 32, crt, false);
                self.set(self.src.result(op, 0), code);
            }
            "select" => {
                let ops = self.operands(op)?;
                let v = self.select(ops[0], ops[1], ops[2]);
                self.set(self.src.result(op, 0), v);
            }
            "functional_if" => self.lower_if(op)?,
            "yield" => return self.err("'iree_pydm.yield' outside of a functional_if"),
            "promote_numeric" => {
                let v = self.operand(op, 0)?;
                let (from, to) = (self.src_type(op, 0), self.result_type(op, 0));
                let (Some(f), Some(t)) = (self.num(from), self.num(to)) else {
                    return self.err("promote_numeric needs numeric types");
                };
                let r = self.convert(v, f, t)?;
                self.set(self.src.result(op, 0), r);
            }
            "dynamic_binary_promote" => self.lower_promote(op)?,
            "expr_statement_discard" => {}
            "alloc_free_var" => {
                let list = self.list;
                let l = self.emit1("util.list.create", &[], list);
                self.set(self.src.result(op, 0), l);
            }
            "store_var" => {
                let cell = self.operand(op, 0)?;
                let v = self.operand(op, 1)?;
                let t = self.src_type(op, 1);
                let code = pydm::type_code(self.ctx(), t).unwrap_or(256);
                let two = self.c_index(2);
                self.emit("util.list.resize", &[cell, two], &[], &[], &[]);
                let c = self.c_i32(code.into());
                let c0 = self.c_index(0);
                self.list_set(cell, c0, c);
                let c1 = self.c_index(1);
                self.list_set(cell, c1, v);
            }
            "load_var" => {
                let cell = self.operand(op, 0)?;
                let size = self.list_size(cell);
                let two = self.c_index(2);
                let unset = self.cmpi(6, size, two);
                self.raise_if_code(unset, exc::UNBOUND_LOCAL_ERROR)?;
                let t = self.result_type(op, 0);
                let ct = self.conv(t)?;
                let c1 = self.c_index(1);
                let v = self.list_get(cell, c1, ct);
                self.set(self.src.result(op, 0), v);
            }
            _ => {
                return self.err(format!(
                    "the lowering cannot handle '{name}' (--convert-iree-pydm-to-iree)"
                ))
            }
        }
        Ok(())
    }

    fn map_results(&mut self, src: OpId, new: OpId) {
        let rs: Vec<Value> = self.src.results(src).collect();
        for (i, r) in rs.into_iter().enumerate() {
            let v = self.b.ir.result(new, i);
            self.set(r, v);
        }
    }

    /// `subscript`/`assign_subscript` index lists and tuples only.
    fn check_sequence(&mut self, op: OpId) -> LResult<()> {
        let t = self.src_type(op, 0);
        match pydm::py_type(self.ctx(), t) {
            Some(PyType::List(_) | PyType::Tuple) => Ok(()),
            _ => self.err(format!(
                "'{}' of {} is not supported by the lowering (of lists and tuples it is)",
                self.name(op),
                sigil_ir::printer::type_to_string(self.ctx(), t)
            )),
        }
    }

    fn lower_constant(&mut self, op: OpId) -> LResult<()> {
        let value = self
            .src
            .op(op)
            .props
            .and_then(|p| self.ctx().dict_get(p, b"value"))
            .expect("verified");
        let t = self.result_type(op, 0);
        let ct = self.conv(t)?;
        let is_exc = pydm::py_type(self.ctx(), t) == Some(PyType::ExceptionResult);
        let kind = if is_exc {
            Some(Num::Int {
                width: 32,
                unsigned: false,
            })
        } else {
            self.num(t)
        };
        let v = match (kind, self.ctx().attr_data(value).clone()) {
            (Some(Num::Big), AttrData::Integer { value, .. }) => self.big_constant(&value),
            (Some(Num::Bool | Num::Int { .. }), AttrData::Integer { value, .. }) => {
                // Truncated (or extended) to the type's width, as the
                // original's lowering does.
                let TypeData::Integer { width, .. } = *self.ctx().type_data(ct) else {
                    unreachable!("integers convert to integers")
                };
                let v = value.sext_or_trunc(width);
                let a = self
                    .b
                    .ctx
                    .intern_attr(AttrData::Integer { ty: ct, value: v });
                self.constant(ct, a)
            }
            (Some(Num::Real(_)), AttrData::Float { ty, bits }) => {
                let f = match self.ctx().type_data(ty) {
                    TypeData::Float(FloatKind::F32) => f32::from_bits(bits as u32) as f64,
                    TypeData::Float(FloatKind::F64) => f64::from_bits(bits as u64),
                    _ => return self.err("only f32 and f64 float constants are supported"),
                };
                self.c_float(ct, f)?
            }
            _ => return self.err("the lowering supports bool, integer and real constants"),
        };
        self.set(self.src.result(op, 0), v);
        Ok(())
    }

    // ----- numbers -----

    /// Sign- or zero-extends or truncates an integer to `to`.
    fn int_resize(&mut self, v: Value, from: u32, to: Type, unsigned: bool) -> Value {
        let TypeData::Integer { width, .. } = *self.ctx().type_data(to) else {
            return v;
        };
        if width == from {
            v
        } else if width < from {
            self.emit1("arith.trunci", &[v], to)
        } else if unsigned {
            self.emit1("arith.extui", &[v], to)
        } else {
            self.emit1("arith.extsi", &[v], to)
        }
    }

    /// `v` of numeric kind `from` as kind `to` (Python's conversions: bool
    /// to 0/1, int to float).
    fn convert(&mut self, v: Value, from: Num, to: Num) -> LResult<Value> {
        if from == to {
            return Ok(v);
        }
        let tt = self.num_type(to);
        Ok(match (from, to) {
            (Num::Big, Num::Real(k)) => {
                let f64t = self.b.ctx.float_type(FloatKind::F64);
                let f = self.big_checked("to_f64", &[v], f64t)?;
                self.convert(f, Num::Real(FloatKind::F64), Num::Real(k))?
            }
            (Num::Big, Num::Bool) => {
                let i32t = self.b.ctx.i(32);
                let s = self.call_int("sign", &[v], &[i32t])[0];
                let z = self.c_i32(0);
                self.cmpi(1, s, z)
            }
            (Num::Big, Num::Int { .. }) => {
                let i64t = self.b.ctx.i(64);
                let x = self.big_checked("to_i64", &[v], i64t)?;
                self.int_resize(x, 64, tt, false)
            }
            (Num::Bool | Num::Int { .. }, Num::Big) => {
                let i64t = self.b.ctx.i(64);
                let x = match from {
                    Num::Bool => self.emit1("arith.extui", &[v], i64t),
                    Num::Int { width, unsigned } => self.int_resize(v, width, i64t, unsigned),
                    _ => unreachable!("matched"),
                };
                self.big_from_i64(x)
            }
            (Num::Real(_), Num::Big) => {
                return self.err("a float does not convert implicitly to an integer")
            }
            (Num::Big, Num::Big) => v,
            (Num::Bool, Num::Int { .. }) => self.emit1("arith.extui", &[v], tt),
            (Num::Int { width, unsigned }, Num::Int { .. }) => {
                self.int_resize(v, width, tt, unsigned)
            }
            (Num::Bool, Num::Real(_)) | (Num::Int { unsigned: true, .. }, Num::Real(_)) => {
                self.emit1("arith.uitofp", &[v], tt)
            }
            (Num::Int { .. }, Num::Real(_)) => self.emit1("arith.sitofp", &[v], tt),
            (Num::Real(a), Num::Real(b)) => {
                if a.bit_width() < b.bit_width() {
                    self.emit1("arith.extf", &[v], tt)
                } else {
                    self.emit1("arith.truncf", &[v], tt)
                }
            }
            (Num::Int { width, .. }, Num::Bool) => {
                let it = self.b.ctx.i(width);
                let z = self.c_int(it, 0);
                self.cmpi(1, v, z)
            }
            (Num::Real(k), Num::Bool) => {
                let ft = self.b.ctx.float_type(k);
                let z = self.c_float(ft, 0.0)?;
                self.cmpf(13, v, z)
            }
            (Num::Real(_), Num::Int { .. }) => {
                return self.err("a float does not convert implicitly to an integer")
            }
            (Num::Bool, Num::Bool) => v,
        })
    }

    /// The numeric kind arithmetic on `a` and `b` happens in.
    fn common(a: Num, b: Num) -> Num {
        let w = if a.rank() >= b.rank() { a } else { b };
        match (a, b) {
            // Mixed signedness of one width: signed.
            (Num::Int { width: x, .. }, Num::Int { width: y, .. }) if x == y => a,
            _ => w,
        }
    }

    fn lower_binary(&mut self, op: OpId) -> LResult<()> {
        let dunder = self.dunder(op);
        let (ta, tb, tr) = (
            self.src_type(op, 0),
            self.src_type(op, 1),
            self.result_type(op, 0),
        );
        let a = self.operand(op, 0)?;
        let b = self.operand(op, 1)?;
        let (Some(na), Some(nb)) = (self.num(ta), self.num(tb)) else {
            // Objects: the runtime library.
            let oa = self.as_object(a, ta)?;
            let ob = self.as_object(b, tb)?;
            let list = self.list;
            let i32t = self.b.ctx.i(32);
            let (e, r) = self.call_rtl(&format!("apply_binary_{dunder}"), &[oa, ob], &[i32t, list]);
            self.raise_if_nonzero(e)?;
            let v = self.unbox_result(r, tr)?;
            self.set(self.src.result(op, 0), v);
            return Ok(());
        };
        let Some(nr) = self.num(tr) else {
            return self.err("apply_binary on numbers must have a numeric result type");
        };
        let bitwise = matches!(dunder.as_str(), "and" | "or" | "xor" | "lshift" | "rshift");
        if bitwise && matches!(nr, Num::Real(_)) {
            let c = self.c_i32(exc::TYPE_ERROR.into());
            let t = self.c_int_i1(true);
            self.raise_if(t, c)?;
            let nt = self.num_type(nr);
            let z = self.zero(nt)?;
            self.set(self.src.result(op, 0), z);
            return Ok(());
        }
        let int_like = |n: Num| matches!(n, Num::Bool | Num::Int { .. } | Num::Big);
        if dunder == "truediv" && int_like(na) && int_like(nb) && (na == Num::Big || nb == Num::Big)
        {
            // int / int with an integer<*>: the exact quotient, rounded once.
            let a = self.convert(a, na, Num::Big)?;
            let b = self.convert(b, nb, Num::Big)?;
            let f64t = self.b.ctx.float_type(FloatKind::F64);
            let q = self.big_checked("truediv", &[a, b], f64t)?;
            let r = self.convert(q, Num::Real(FloatKind::F64), nr)?;
            self.set(self.src.result(op, 0), r);
            return Ok(());
        }
        // The kind the operation happens in: the result's, except true
        // division of integers, which converts them to the float result.
        let k = if dunder == "truediv" {
            nr
        } else {
            Self::common(Self::common(na, nb), nr)
        };
        if dunder == "truediv" && matches!(nb, Num::Int { .. } | Num::Bool) {
            // Division by zero is reported first.
            let bt = self.num_type(nb);
            let z = self.c_int(bt, 0);
            let zero = self.cmpi(0, b, z);
            self.check(zero, exc::ZERO_DIVISION_ERROR)?;
        }
        if dunder == "truediv" {
            // Python divides integers exactly and rounds once; converting
            // each to the float first rounds twice unless both are exact in
            // it. Beyond that: OverflowError, never a different last bit.
            for (v, n) in [(a, na), (b, nb)] {
                if let (Num::Int { width, unsigned }, Num::Real(kind)) = (n, nr) {
                    let mantissa = if kind == FloatKind::F64 { 53 } else { 24 };
                    if width > mantissa {
                        let it = self.b.ctx.i(width);
                        let lim = self.c_int(it, 1i64 << mantissa);
                        let big = if unsigned {
                            self.cmpi(8, v, lim)
                        } else {
                            let nlim = self.c_int(it, -(1i64 << mantissa));
                            let hi = self.cmpi(4, v, lim);
                            let lo = self.cmpi(2, v, nlim);
                            self.binop("arith.ori", hi, lo)
                        };
                        self.check(big, exc::OVERFLOW_ERROR)?;
                    }
                }
            }
        }
        let a = self.convert(a, na, k)?;
        let b = self.convert(b, nb, k)?;
        let r = match k {
            Num::Bool => match dunder.as_str() {
                "and" => self.binop("arith.andi", a, b),
                "or" => self.binop("arith.ori", a, b),
                "xor" => self.binop("arith.xori", a, b),
                _ => return self.err(format!("'{dunder}' on bools needs an integer result type")),
            },
            Num::Int { width, unsigned } => self.int_binary(&dunder, a, b, width, unsigned)?,
            Num::Big => self.big_binary(&dunder, a, b)?,
            Num::Real(kind) => self.float_binary(&dunder, a, b, kind)?,
        };
        let r = self.convert(r, k, nr)?;
        self.set(self.src.result(op, 0), r);
        Ok(())
    }

    fn c_int_i1(&mut self, v: bool) -> Value {
        let i1 = self.b.ctx.i(1);
        self.c_int(i1, v as i64)
    }

    fn dunder(&self, op: OpId) -> String {
        let n = self
            .src
            .op(op)
            .props
            .and_then(|p| self.ctx().dict_get(p, b"dunder_name"))
            .expect("verified");
        String::from_utf8_lossy(self.ctx().str_bytes(n)).into_owned()
    }

    /// Raises `code` when `cond`; the common shape of arithmetic checks.
    fn check(&mut self, cond: Value, code: i32) -> LResult<()> {
        self.raise_if_code(cond, code)
    }

    fn int_binary(
        &mut self,
        d: &str,
        a: Value,
        b: Value,
        width: u32,
        unsigned: bool,
    ) -> LResult<Value> {
        let t = self.b.ir.value_type(a);
        let z = self.c_int(t, 0);
        let min = self.c_int(
            t,
            if width == 64 {
                i64::MIN
            } else {
                -(1i64 << (width - 1))
            },
        );
        let m1 = self.c_int(t, -1);
        // Signed overflow leaves Python's integers: OverflowError, never a
        // silently wrapped value.
        let overflow = |s: &mut Self, x: Value| -> LResult<()> {
            if !unsigned {
                let neg = s.cmpi(2, x, z);
                s.check(neg, exc::OVERFLOW_ERROR)?;
            }
            Ok(())
        };
        Ok(match d {
            // With one operand a constant, overflow is one comparison of
            // the other against the bound it may not pass.
            "add" | "sub"
                if !unsigned
                    && (self.known(b).is_some() || (d == "add" && self.known(a).is_some())) =>
            {
                let (x, c) = match self.known(b) {
                    Some(c) => (a, c),
                    None => (b, self.known(a).expect("checked")),
                };
                let c = if d == "sub" { c.checked_neg() } else { Some(c) };
                let (max, min) = if width == 64 {
                    (i64::MAX, i64::MIN)
                } else {
                    ((1i64 << (width - 1)) - 1, -(1i64 << (width - 1)))
                };
                let r = self.binop(
                    if d == "add" {
                        "arith.addi"
                    } else {
                        "arith.subi"
                    },
                    a,
                    b,
                );
                match c {
                    Some(0) => {}
                    // x + c overflows when x > max - c (c > 0), x < min - c (c < 0).
                    Some(c) if c > 0 => {
                        let bound = self.c_int(t, max - c);
                        let over = self.cmpi(4, x, bound);
                        self.check(over, exc::OVERFLOW_ERROR)?;
                    }
                    Some(c) => {
                        let bound = self.c_int(t, min - c);
                        let over = self.cmpi(2, x, bound);
                        self.check(over, exc::OVERFLOW_ERROR)?;
                    }
                    // x - MIN overflows when x >= 0.
                    _ => {
                        let over = self.cmpi(5, x, z);
                        self.check(over, exc::OVERFLOW_ERROR)?;
                    }
                }
                r
            }
            "add" => {
                let r = self.binop("arith.addi", a, b);
                let x1 = self.binop("arith.xori", a, r);
                let x2 = self.binop("arith.xori", b, r);
                let x = self.binop("arith.andi", x1, x2);
                overflow(self, x)?;
                r
            }
            "sub" => {
                let r = self.binop("arith.subi", a, b);
                let x1 = self.binop("arith.xori", a, b);
                let x2 = self.binop("arith.xori", a, r);
                let x = self.binop("arith.andi", x1, x2);
                overflow(self, x)?;
                r
            }
            "mul" => self.checked_mul(a, b, width, unsigned)?,
            "and" => self.binop("arith.andi", a, b),
            "or" => self.binop("arith.ori", a, b),
            "xor" => self.binop("arith.xori", a, b),
            "floordiv" | "mod" => {
                let zero = self.cmpi(0, b, z);
                self.check(zero, exc::ZERO_DIVISION_ERROR)?;
                if unsigned {
                    let name = if d == "mod" {
                        "arith.remui"
                    } else {
                        "arith.divui"
                    };
                    self.binop(name, a, b)
                } else if d == "floordiv" {
                    let is_min = self.cmpi(0, a, min);
                    let is_m1 = self.cmpi(0, b, m1);
                    let both = self.binop("arith.andi", is_min, is_m1);
                    self.check(both, exc::OVERFLOW_ERROR)?;
                    self.binop("arith.floordivsi", a, b)
                } else {
                    // MIN % -1 is 0 in Python; remsi traps on it.
                    let is_m1 = self.cmpi(0, b, m1);
                    let one = self.c_int(t, 1);
                    let b1 = self.select(is_m1, one, b);
                    let r = self.binop("arith.remsi", a, b1);
                    let rz = self.cmpi(1, r, z);
                    let x = self.binop("arith.xori", r, b1);
                    let sign_differs = self.cmpi(2, x, z);
                    let adjust = self.binop("arith.andi", rz, sign_differs);
                    let rb = self.binop("arith.addi", r, b1);
                    self.select(adjust, rb, r)
                }
            }
            "lshift" | "rshift" => {
                if !unsigned {
                    let neg = self.cmpi(2, b, z);
                    self.check(neg, exc::VALUE_ERROR)?;
                }
                let w = self.c_int(t, width.into());
                let big = self.cmpi(if unsigned { 9 } else { 5 }, b, w);
                if d == "lshift" {
                    // Beyond the width the value leaves the type.
                    let nz = self.cmpi(1, a, z);
                    let lost = self.binop("arith.andi", big, nz);
                    self.check(lost, exc::OVERFLOW_ERROR)?;
                    let safe = self.select(big, z, b);
                    let r = self.binop("arith.shli", a, safe);
                    // Bits shifted out (or into the sign) are an overflow.
                    let back = self.binop(
                        if unsigned {
                            "arith.shrui"
                        } else {
                            "arith.shrsi"
                        },
                        r,
                        safe,
                    );
                    let lost = self.cmpi(1, back, a);
                    self.check(lost, exc::OVERFLOW_ERROR)?;
                    r
                } else if unsigned {
                    let safe = self.select(big, z, b);
                    let r = self.binop("arith.shrui", a, safe);
                    self.select(big, z, r)
                } else {
                    let wm1 = self.c_int(t, (width - 1).into());
                    let safe = self.select(big, wm1, b);
                    self.binop("arith.shrsi", a, safe)
                }
            }
            "pow" => self.int_pow(a, b, width, unsigned)?,
            _ => return self.err(format!("apply_binary '{d}' is not supported on integers")),
        })
    }

    /// `a * b`, raising OverflowError when the product leaves the type.
    fn checked_mul(&mut self, a: Value, b: Value, width: u32, unsigned: bool) -> LResult<Value> {
        let t = self.b.ir.value_type(a);
        let name = if unsigned {
            "arith.mului_extended"
        } else {
            "arith.mulsi_extended"
        };
        let op = self.emit(name, &[a, b], &[t, t], &[], &[]);
        let lo = self.b.ir.result(op, 0);
        let hi = self.b.ir.result(op, 1);
        let expect = if unsigned {
            self.c_int(t, 0)
        } else {
            let s = self.c_int(t, (width - 1).into());
            self.binop("arith.shrsi", lo, s)
        };
        let bad = self.cmpi(1, hi, expect);
        if !unsigned {
            self.check(bad, exc::OVERFLOW_ERROR)?;
        }
        Ok(lo)
    }

    /// `a ** b` by squaring; a negative exponent needs CPython (Python
    /// gives a float, which an integer result cannot hold).
    fn int_pow(&mut self, a: Value, b: Value, width: u32, unsigned: bool) -> LResult<Value> {
        let t = self.b.ir.value_type(a);
        let z = self.c_int(t, 0);
        let one = self.c_int(t, 1);
        if !unsigned {
            // 0 ** negative is ZeroDivisionError; any other negative power
            // is a float in Python, which an integer result cannot hold.
            let neg = self.cmpi(2, b, z);
            let a0 = self.cmpi(0, a, z);
            let zero_neg = self.binop("arith.andi", neg, a0);
            self.check(zero_neg, exc::ZERO_DIVISION_ERROR)?;
            self.check(neg, exc::NEEDS_CPYTHON)?;
        }
        // ^head(base, e, acc): while e != 0 { if e & 1 { acc *= base }; e >>= 1; if e { base *= base } }
        let head = self.new_block(&[t, t, t]);
        self.br(head, &[a, b, one]);
        self.enter(head);
        let args = self.b.ir.block_args(head).to_vec();
        let (base, e, acc) = (args[0], args[1], args[2]);
        let done = self.cmpi(0, e, z);
        let body = self.new_block(&[]);
        let exit = self.new_block(&[t]);
        self.cond_br(done, exit, &[acc], body, &[]);
        self.enter(body);
        let bit = self.binop("arith.andi", e, one);
        let odd = self.cmpi(1, bit, z);
        let mulb = self.new_block(&[]);
        let after = self.new_block(&[t]);
        self.cond_br(odd, mulb, &[], after, &[acc]);
        self.enter(mulb);
        let acc2 = self.checked_mul(acc, base, width, unsigned)?;
        self.br(after, &[acc2]);
        self.enter(after);
        let acc3 = self.b.ir.block_args(after)[0];
        let e2 = self.binop("arith.shrui", e, one);
        let more = self.cmpi(1, e2, z);
        let sq = self.new_block(&[]);
        let back = self.new_block(&[t]);
        self.cond_br(more, sq, &[], back, &[base]);
        self.enter(sq);
        let base2 = self.checked_mul(base, base, width, unsigned)?;
        self.br(back, &[base2]);
        self.enter(back);
        let base3 = self.b.ir.block_args(back)[0];
        self.br(head, &[base3, e2, acc3]);
        // The exit block goes last.
        self.b.ir.move_block_after(exit, back).expect("same region");
        self.enter(exit);
        Ok(self.b.ir.block_args(exit)[0])
    }

    fn float_binary(&mut self, d: &str, a: Value, b: Value, kind: FloatKind) -> LResult<Value> {
        let t = self.b.ir.value_type(a);
        let z = self.c_float(t, 0.0)?;
        Ok(match d {
            "add" => self.binop("arith.addf", a, b),
            "sub" => self.binop("arith.subf", a, b),
            "mul" => self.binop("arith.mulf", a, b),
            "truediv" => {
                let zero = self.cmpf(1, b, z);
                self.check(zero, exc::ZERO_DIVISION_ERROR)?;
                self.binop("arith.divf", a, b)
            }
            "floordiv" | "mod" => {
                let zero = self.cmpf(1, b, z);
                self.check(zero, exc::ZERO_DIVISION_ERROR)?;
                let (div, m) = self.float_divmod(a, b, z)?;
                if d == "mod" {
                    m
                } else {
                    div
                }
            }
            "pow" => {
                // 0.0 ** negative (finite) is ZeroDivisionError in Python;
                // 0.0 ** -inf is inf.
                let az = self.cmpf(1, a, z);
                let bn = self.cmpf(4, b, z);
                let ninf = self.c_float(t, f64::NEG_INFINITY)?;
                let finite = self.cmpf(13, b, ninf);
                let bn = self.binop("arith.andi", bn, finite);
                let both = self.binop("arith.andi", az, bn);
                self.check(both, exc::ZERO_DIVISION_ERROR)?;
                // A finite negative base to a finite fractional power is a
                // complex number in Python, which a real cannot hold: the
                // call needs CPython.
                let inf = self.c_float(t, f64::INFINITY)?;
                let aa = self.emit1("math.absf", &[a], t);
                let ab = self.emit1("math.absf", &[b], t);
                let a_fin = self.cmpf(4, aa, inf);
                let b_fin = self.cmpf(4, ab, inf);
                let a_neg = self.cmpf(4, a, z);
                let fl = self.emit1("math.floor", &[b], t);
                let frac = self.cmpf(13, fl, b);
                let c1 = self.binop("arith.andi", a_neg, a_fin);
                let c2 = self.binop("arith.andi", b_fin, frac);
                let complex = self.binop("arith.andi", c1, c2);
                self.check(complex, exc::NEEDS_CPYTHON)?;
                // A finite power that overflows is OverflowError in Python.
                let r = self.binop("math.powf", a, b);
                let ar = self.emit1("math.absf", &[r], t);
                let r_inf = self.cmpf(1, ar, inf);
                let fin = self.binop("arith.andi", a_fin, b_fin);
                let over = self.binop("arith.andi", fin, r_inf);
                self.check(over, exc::OVERFLOW_ERROR)?;
                let _ = kind;
                r
            }
            _ => return self.err(format!("apply_binary '{d}' is not supported on floats")),
        })
    }

    /// CPython's `float_divmod`: the floored quotient and the modulo with
    /// the divisor's sign (`-0.0` kept where Python keeps it).
    fn float_divmod(&mut self, a: Value, b: Value, z: Value) -> LResult<(Value, Value)> {
        let t = self.b.ir.value_type(a);
        let one = self.c_float(t, 1.0)?;
        let half = self.c_float(t, 0.5)?;
        let m = self.binop("arith.remf", a, b);
        let am = self.binop("arith.subf", a, m);
        let div = self.binop("arith.divf", am, b);
        let m_nz = self.cmpf(13, m, z);
        let b_neg = self.cmpf(4, b, z);
        let m_neg = self.cmpf(4, m, z);
        let differ = self.binop("arith.xori", b_neg, m_neg);
        let adjust = self.binop("arith.andi", m_nz, differ);
        let mb = self.binop("arith.addf", m, b);
        let d1 = self.binop("arith.subf", div, one);
        let m2 = self.select(adjust, mb, m);
        let div2 = self.select(adjust, d1, div);
        // A zero modulo takes the divisor's sign.
        let signed_zero = self.binop("math.copysign", z, b);
        let m3 = self.select(m_nz, m2, signed_zero);
        // The quotient, snapped to the nearest integer below.
        let fl = self.emit1("math.floor", &[div2], t);
        let diff = self.binop("arith.subf", div2, fl);
        let up = self.cmpf(2, diff, half);
        let fl1 = self.binop("arith.addf", fl, one);
        let q = self.select(up, fl1, fl);
        let dz = self.cmpf(13, div2, z);
        let ab = self.binop("arith.divf", a, b);
        let signed_q0 = self.binop("math.copysign", z, ab);
        let q = self.select(dz, q, signed_q0);
        Ok((q, m3))
    }

    fn lower_compare(&mut self, op: OpId) -> LResult<()> {
        let d = self.dunder(op);
        let (ta, tb) = (self.src_type(op, 0), self.src_type(op, 1));
        let a = self.operand(op, 0)?;
        let b = self.operand(op, 1)?;
        let none = |s: &Self, t| pydm::py_type(s.ctx(), t) == Some(PyType::NoneType);
        let r = if none(self, ta) && none(self, tb) {
            self.c_int_i1(matches!(d.as_str(), "eq" | "is" | "le" | "ge"))
        } else if let Some(r) = self.big_compare(&d, a, ta, b, tb)? {
            r
        } else if let (Some(na), Some(nb)) = (self.num(ta), self.num(tb)) {
            let k = Self::common(na, nb);
            let a = self.convert(a, na, k)?;
            let b = self.convert(b, nb, k)?;
            match k {
                Num::Real(_) => {
                    let p = match d.as_str() {
                        "lt" => 4,
                        "le" => 5,
                        "eq" | "is" => 1,
                        "ne" | "isnot" => 13,
                        "gt" => 2,
                        _ => 3,
                    };
                    self.cmpf(p, a, b)
                }
                Num::Big => unreachable!("big_compare takes integer<*>"),
                Num::Int { unsigned: true, .. } | Num::Bool => {
                    let p = match d.as_str() {
                        "lt" => 6,
                        "le" => 7,
                        "eq" | "is" => 0,
                        "ne" | "isnot" => 1,
                        "gt" => 8,
                        _ => 9,
                    };
                    self.cmpi(p, a, b)
                }
                Num::Int { .. } => {
                    let p = match d.as_str() {
                        "lt" => 2,
                        "le" => 3,
                        "eq" | "is" => 0,
                        "ne" | "isnot" => 1,
                        "gt" => 4,
                        _ => 5,
                    };
                    self.cmpi(p, a, b)
                }
            }
        } else {
            let oa = self.as_object(a, ta)?;
            let ob = self.as_object(b, tb)?;
            let i32t = self.b.ctx.i(32);
            let i1 = self.b.ctx.i(1);
            let (e, r) = self.call_rtl(&format!("apply_compare_{d}"), &[oa, ob], &[i32t, i1]);
            self.raise_if_nonzero(e)?;
            r
        };
        self.set(self.src.result(op, 0), r);
        Ok(())
    }

    fn lower_neg(&mut self, op: OpId) -> LResult<()> {
        let (t, rt) = (self.src_type(op, 0), self.result_type(op, 0));
        let v = self.operand(op, 0)?;
        let (Some(n), Some(nr)) = (self.num(t), self.num(rt)) else {
            return self.err("neg is supported on numbers");
        };
        let k = Self::common(n, nr);
        let v = self.convert(v, n, k)?;
        let r = match k {
            Num::Real(_) => {
                let ty = self.b.ir.value_type(v);
                self.emit1("arith.negf", &[v], ty)
            }
            Num::Int { width, unsigned } => {
                let ty = self.b.ir.value_type(v);
                let z = self.c_int(ty, 0);
                self.int_binary("sub", z, v, width, unsigned)?
            }
            Num::Big => {
                let bt = self.num_type(Num::Big);
                self.call_int("neg", &[v], &[bt])[0]
            }
            Num::Bool => return self.err("neg of a bool needs an integer result type"),
        };
        let r = self.convert(r, k, nr)?;
        self.set(self.src.result(op, 0), r);
        Ok(())
    }

    fn lower_as_bool(&mut self, op: OpId) -> LResult<()> {
        let t = self.src_type(op, 0);
        let v = self.operand(op, 0)?;
        let r = match pydm::py_type(self.ctx(), t) {
            Some(PyType::NoneType) => self.c_int_i1(false),
            Some(PyType::List(_) | PyType::Tuple) => {
                let n = self.list_size(v);
                let z = self.c_index(0);
                self.cmpi(1, n, z)
            }
            _ => match self.num(t) {
                Some(n) => self.convert(v, n, Num::Bool)?,
                None => {
                    let o = self.as_object(v, t)?;
                    let i32t = self.b.ctx.i(32);
                    let i1 = self.b.ctx.i(1);
                    let (e, r) = self.call_rtl("object_as_bool", &[o], &[i32t, i1]);
                    self.raise_if_nonzero(e)?;
                    r
                }
            },
        };
        self.set(self.src.result(op, 0), r);
        Ok(())
    }

    fn lower_promote(&mut self, op: OpId) -> LResult<()> {
        let (ta, tb) = (self.src_type(op, 0), self.src_type(op, 1));
        let a = self.operand(op, 0)?;
        let b = self.operand(op, 1)?;
        let (oa, ob) = if let (Some(na), Some(nb)) = (self.num(ta), self.num(tb)) {
            let k = Self::common(na, nb);
            let a = self.convert(a, na, k)?;
            let b = self.convert(b, nb, k)?;
            let code = self.c_i32(Self::num_code(k).into());
            (
                self.make_object(code, Some(a)),
                self.make_object(code, Some(b)),
            )
        } else {
            let oa = self.as_object(a, ta)?;
            let ob = self.as_object(b, tb)?;
            let i32t = self.b.ctx.i(32);
            let list = self.list;
            let (e, t) = self.call_rtl("promote_pair", &[oa, ob], &[i32t, list]);
            self.raise_if_nonzero(e)?;
            let c0 = self.c_index(0);
            let c1 = self.c_index(1);
            (self.list_get(t, c0, list), self.list_get(t, c1, list))
        };
        self.set(self.src.result(op, 0), oa);
        self.set(self.src.result(op, 1), ob);
        Ok(())
    }

    fn lower_clone(&mut self, op: OpId) -> LResult<()> {
        let l = self.operand(op, 0)?;
        let nt = self.src_type(op, 1);
        let n = self.operand(op, 1)?;
        let n = self.as_index(n, nt)?;
        let z = self.c_index(0);
        let neg = self.cmpi(2, n, z);
        let n = self.select(neg, z, n);
        let size = self.list_size(l);
        let total = self.binop("arith.muli", size, n);
        // A product past the index width would wrap to a small list:
        // OverflowError (Python: MemoryError or OverflowError, never a
        // shorter list).
        let one = self.c_index(1);
        let n0 = self.cmpi(0, n, z);
        let divisor = self.select(n0, one, n);
        let back = self.binop("arith.divui", total, divisor);
        let wrapped = self.cmpi(1, back, size);
        let nonzero = self.cmpi(1, n, z);
        let over = self.binop("arith.andi", wrapped, nonzero);
        self.check(over, exc::OVERFLOW_ERROR)?;
        let lt = self.src_type(op, 0);
        let vm_list = self.conv(lt)?;
        let item_type = match self.unboxed_elem(lt) {
            Some(e) => self.conv(e)?,
            None => self.list,
        };
        let r = self.new_list_of(vm_list, total);
        let idx = self.b.ctx.index_type();
        // for i in 0..total: r[i] = l[i % size]
        let head = self.new_block(&[idx]);
        self.br(head, &[z]);
        self.enter(head);
        let i = self.b.ir.block_args(head)[0];
        let more = self.cmpi(2, i, total);
        let body = self.new_block(&[]);
        let exit = self.new_block(&[]);
        self.cond_br(more, body, &[], exit, &[]);
        self.enter(body);
        let src_i = self.binop("arith.remui", i, size);
        let e = self.list_get(l, src_i, item_type);
        self.list_set(r, i, e);
        let one = self.c_index(1);
        let next = self.binop("arith.addi", i, one);
        self.br(head, &[next]);
        self.enter(exit);
        self.set(self.src.result(op, 0), r);
        Ok(())
    }

    fn lower_if(&mut self, op: OpId) -> LResult<()> {
        let c = self.operand(op, 0)?;
        let mut rtypes = Vec::new();
        for i in 0..self.src.num_results(op) {
            let t = self.result_type(op, i);
            rtypes.push(self.conv(t)?);
        }
        let regions = self.src.regions(op).to_vec();
        let merge = self.new_block(&rtypes);
        let then_b = self.inline_region(regions[0], merge)?;
        let else_b = match self.src.entry_block(regions[1]) {
            Some(_) => self.inline_region(regions[1], merge)?,
            None => merge,
        };
        self.cond_br(c, then_b, &[], else_b, &[]);
        // Put the merge block after the inlined regions.
        let region = self.b.ir.block_parent(merge).expect("in a region");
        let last = self.b.ir.last_block(region).expect("nonempty");
        if last != merge {
            let raise_last = Some(last) == self.raise;
            let anchor = if raise_last {
                self.b
                    .ir
                    .prev_block(last)
                    .expect("blocks before the raise block")
            } else {
                last
            };
            if anchor != merge {
                self.b
                    .ir
                    .move_block_after(merge, anchor)
                    .expect("same region");
            }
        }
        self.enter(merge);
        let args = self.b.ir.block_args(merge).to_vec();
        let rs: Vec<Value> = self.src.results(op).collect();
        for (r, a) in rs.into_iter().zip(args) {
            self.set(r, a);
        }
        Ok(())
    }

    /// Inlines a `functional_if` region before `merge`: its blocks become
    /// blocks of the function and `yield` a branch to `merge`. Returns the
    /// block it starts with.
    fn inline_region(&mut self, r: RegionId, merge: BlockId) -> LResult<BlockId> {
        let saved = self.cur;
        let blocks: Vec<BlockId> = self.src.region_blocks(r).collect();
        let mut made = Vec::new();
        let mut after = self.b.ir.prev_block(merge).unwrap_or(saved);
        for &sb in &blocks {
            let args = self.src.block_args(sb).to_vec();
            let mut types = Vec::new();
            for &a in &args {
                let t = self.src.value_type(a);
                types.push((self.conv(t)?, self.src.arg_loc(a)));
            }
            let nb = self.b.ir.create_block(&types);
            let region = self.b.ir.block_parent(merge).expect("in a region");
            self.b.ir.append_block(region, nb);
            self.b.ir.move_block_after(nb, after).expect("same region");
            after = nb;
            let nargs = self.b.ir.block_args(nb).to_vec();
            for (a, n) in args.into_iter().zip(nargs) {
                self.set(a, n);
            }
            self.blocks.insert(sb, nb);
            made.push(nb);
        }
        for (sb, nb) in blocks.into_iter().zip(made.iter().copied()) {
            self.enter(nb);
            let ops: Vec<OpId> = self.src.block_ops(sb).collect();
            for op in ops {
                self.loc = self.src.op(op).loc;
                if self.name(op) == "iree_pydm.yield" {
                    let vals = self.operands(op)?;
                    self.br(merge, &vals);
                } else {
                    self.lower(op)?;
                }
            }
        }
        self.enter(saved);
        // An empty region (no block) falls through to the join.
        Ok(made.first().copied().unwrap_or(merge))
    }

    // ----- integer<*> -----

    /// A call of the VM builtin `@pydmint$<name>` (`sigil_vm::bigint`),
    /// declared by the pass, never linked.
    fn call_int(&mut self, name: &str, args: &[Value], results: &[Type]) -> Vec<Value> {
        let sym = format!("{INT_PREFIX}{name}");
        let callee = self.b.symbol_ref(&sym);
        let op = self.emit("func.call", args, results, &[("callee", callee)], &[]);
        self.b.ir.results(op).collect()
    }

    /// A builtin returning an exception code and a value: raises a nonzero
    /// code, gives the value.
    fn big_checked(&mut self, name: &str, args: &[Value], result: Type) -> LResult<Value> {
        let i32t = self.b.ctx.i(32);
        let r = self.call_int(name, args, &[i32t, result]);
        self.raise_if_nonzero(r[0])?;
        Ok(r[1])
    }

    /// The `integer<*>` of an `i64`.
    fn big_from_i64(&mut self, x: Value) -> Value {
        let bt = self.num_type(Num::Big);
        self.call_int("from_i64", &[x], &[bt])[0]
    }

    /// An `integer<*>` constant: from an `i64` constant, or built from
    /// 62-bit pieces (most significant first) when it is larger.
    fn big_constant(&mut self, value: &sigil_numeric::ApInt) -> Value {
        let i64t = self.b.ctx.i(64);
        if let Some(v) = value.sext_or_trunc(64).to_i64().filter(|_| {
            value.width() <= 64 || value.sext_or_trunc(64).sext_or_trunc(value.width()) == *value
        }) {
            let c = self.c_int(i64t, v);
            return self.big_from_i64(c);
        }
        let width = value.width();
        let u = value.to_biguint();
        let negative = value.sign_bit();
        let mag = if negative {
            (num_bigint::BigUint::from(1u8) << width) - u
        } else {
            u
        };
        let mask = (num_bigint::BigUint::from(1u8) << 62u32) - 1u8;
        let mut pieces = Vec::new();
        let mut m = mag;
        while m > num_bigint::BigUint::from(0u8) {
            let p = &m & &mask;
            pieces.push(u64::try_from(p).expect("62 bits") as i64);
            m >>= 62u32;
        }
        let bt = self.num_type(Num::Big);
        let i32t = self.b.ctx.i(32);
        let top = pieces.pop().expect("larger than 64 bits");
        let c = self.c_int(i64t, top);
        let mut acc = self.big_from_i64(c);
        let c62 = self.c_int(i64t, 62);
        let shift = self.big_from_i64(c62);
        while let Some(p) = pieces.pop() {
            acc = self.call_int("lshift", &[acc, shift], &[i32t, bt])[1];
            let c = self.c_int(i64t, p);
            let piece = self.big_from_i64(c);
            acc = self.call_int("or", &[acc, piece], &[i32t, bt])[1];
        }
        if negative {
            acc = self.call_int("neg", &[acc], &[bt])[0];
        }
        acc
    }

    /// An arithmetic or bitwise operation on two `integer<*>`s.
    fn big_binary(&mut self, d: &str, a: Value, b: Value) -> LResult<Value> {
        match d {
            "add" | "sub" | "mul" | "floordiv" | "mod" | "pow" | "lshift" | "rshift" | "and"
            | "or" | "xor" => {
                let bt = self.num_type(Num::Big);
                self.big_checked(d, &[a, b], bt)
            }
            _ => self.err(format!("apply_binary '{d}' is not supported on integers")),
        }
    }

    /// A comparison with an `integer<*>` operand (the other an int, a bool
    /// or a float), exact: the builtin orders the two (-1, 0, 1, or 2 when
    /// a float is NaN) and the predicate reads that. `None` when neither
    /// operand is an `integer<*>` or one is no number.
    fn big_compare(
        &mut self,
        d: &str,
        a: Value,
        ta: Type,
        b: Value,
        tb: Type,
    ) -> LResult<Option<Value>> {
        let (Some(na), Some(nb)) = (self.num(ta), self.num(tb)) else {
            return Ok(None);
        };
        if na != Num::Big && nb != Num::Big {
            return Ok(None);
        }
        let i32t = self.b.ctx.i(32);
        let f64t = self.b.ctx.float_type(FloatKind::F64);
        // The order of a against b, or of b against a (mirrored).
        let (order, mirrored) = match (na, nb) {
            (Num::Real(k), _) => {
                let f = self.convert(a, Num::Real(k), Num::Real(FloatKind::F64))?;
                let _ = f64t;
                (self.call_int("cmp_f64", &[b, f], &[i32t])[0], true)
            }
            (_, Num::Real(k)) => {
                let f = self.convert(b, Num::Real(k), Num::Real(FloatKind::F64))?;
                (self.call_int("cmp_f64", &[a, f], &[i32t])[0], false)
            }
            _ => {
                let a = self.convert(a, na, Num::Big)?;
                let b = self.convert(b, nb, Num::Big)?;
                (self.call_int("cmp", &[a, b], &[i32t])[0], false)
            }
        };
        let d = match (d, mirrored) {
            ("lt", true) => "gt",
            ("le", true) => "ge",
            ("gt", true) => "lt",
            ("ge", true) => "le",
            (d, _) => d,
        };
        let z = self.c_i32(0);
        let r = match d {
            "eq" | "is" => self.cmpi(0, order, z),
            "ne" | "isnot" => self.cmpi(1, order, z),
            "lt" => {
                let m1 = self.c_i32(-1);
                self.cmpi(0, order, m1)
            }
            // -1 or 0 (not 2, NaN).
            "le" => self.cmpi(3, order, z),
            "gt" => {
                let one = self.c_i32(1);
                self.cmpi(0, order, one)
            }
            // 0 or 1: unsigned <= 1.
            _ => {
                let one = self.c_i32(1);
                self.cmpi(7, order, one)
            }
        };
        Ok(Some(r))
    }

    // ----- the runtime library -----

    fn call_rtl_op(&mut self, name: &str, args: &[Value], results: &[Type]) -> OpId {
        let sym = format!("{RTL_PREFIX}{name}");
        if !self.rtl_calls.contains(&sym) {
            self.rtl_calls.push(sym.clone());
        }
        let callee = self.b.symbol_ref(&sym);
        self.emit("func.call", args, results, &[("callee", callee)], &[])
    }

    fn call_rtl(&mut self, name: &str, args: &[Value], results: &[Type]) -> (Value, Value) {
        let op = self.call_rtl_op(name, args, results);
        (self.b.ir.result(op, 0), self.b.ir.result(op, 1))
    }

    /// A runtime-library result object as the op's result type (the object
    /// itself, or its value, raising ValueError on a mismatch).
    fn unbox_result(&mut self, o: Value, t: Type) -> LResult<Value> {
        if let Some(PyType::Object(_) | PyType::Union) = pydm::py_type(self.ctx(), t) {
            return Ok(o);
        }
        let r = self.raise_block()?;
        self.unbox_or(o, t, r)
    }

    /// Whether any source value is still waiting for its definition.
    pub fn finish(self) -> LResult<Vec<String>> {
        if let Some((&v, _)) = self.pending.iter().next() {
            let _ = v;
            return Err(error_at(
                self.b.ctx,
                self.loc,
                "a value is used but never defined in the lowered module",
            ));
        }
        Ok(self.rtl_calls)
    }
}

/// `!util.list<T>`.
pub fn typed_list_type(ctx: &mut Context, elem: Type) -> Type {
    let list = sigil_ir::dialects::type_def(b"util", b"list").expect("util.list");
    list.build(ctx, vec![sigil_ir::attrs::Param::Type(elem)])
}

/// `!util.list<?>`.
pub fn list_type(ctx: &mut Context) -> Type {
    let variant = sigil_ir::dialects::type_def(b"util", b"variant").expect("util.variant");
    let variant = variant.build(ctx, Vec::new());
    let list = sigil_ir::dialects::type_def(b"util", b"list").expect("util.list");
    list.build(ctx, vec![sigil_ir::attrs::Param::Type(variant)])
}
