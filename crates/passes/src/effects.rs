//! Memory effects of op instances, as MLIR's side-effect utilities see them.
//!
//! The registry records, per op name, what its `MemoryEffectOpInterface`
//! declares (`sigil_ir::dialects::structure::Effects`): unknown, recursive
//! (`RecursiveMemoryEffects`: the nested ops' effects), or a set of
//! read/write/allocate/free. A few op families declare effects that depend
//! on the operands (a linalg op reads and writes its memref operands and
//! nothing for tensors; `vector.transfer_read` reads only from a memref),
//! and some ops' effects are written in C++ rather than declared, so the
//! registry has them as unknown (`llvm.load`, `llvm.inline_asm`, the vector
//! transfers); [`op_effects`] applies those rules per instance, as MLIR's
//! `getEffects` of those ops do, so that the predicates
//! below answer as MLIR's `isMemoryEffectFree`, `hasSingleEffect<Read>`
//! and `wouldOpBeTriviallyDead` do.

use sigil_ir::dialects::structure::Effects;
use sigil_ir::{Context, Ir, OpId, TypeData};

/// What one op declares: its own effects if it implements the interface,
/// and whether its nested ops' effects count as its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpEffects {
    /// `None`: the op does not implement `MemoryEffectOpInterface`.
    pub own: Option<Mem>,
    /// `RecursiveMemoryEffects`.
    pub recursive: bool,
}

/// A set of effects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Mem {
    pub read: bool,
    pub write: bool,
    pub alloc: bool,
    pub free: bool,
}

impl Mem {
    pub(crate) fn any(self) -> bool {
        self.read || self.write || self.alloc || self.free
    }
}

fn is_memref(ctx: &Context, ir: &Ir, v: sigil_ir::Value) -> bool {
    matches!(
        ctx.type_data(ir.value_type(v)),
        TypeData::MemRef { .. } | TypeData::UnrankedMemRef { .. }
    )
}

/// The effects `op` declares.
pub fn op_effects(ctx: &Context, ir: &Ir, op: OpId) -> OpEffects {
    let name = ctx.str_bytes(ir.op(op).name);
    let Some(def) = sigil_ir::dialects::lookup(name) else {
        return OpEffects {
            own: None,
            recursive: false,
        };
    };
    let touches_memref = || {
        ir.operands(op).any(|v| is_memref(ctx, ir, v))
            || ir.results(op).any(|v| is_memref(ctx, ir, v))
    };
    if let Some(own) = written_in_cpp(ctx, ir, op, name, touches_memref()) {
        return OpEffects {
            own: Some(own),
            recursive: def.structure.effects == Effects::Recursive,
        };
    }
    let dialect = name.split(|&b| b == b'.').next().unwrap_or(b"");
    match def.structure.effects {
        Effects::Unknown => OpEffects {
            own: None,
            recursive: false,
        },
        // Destination-style ops (linalg, IREE's linalg extensions) declare
        // reads and writes of their memref operands next to their bodies'.
        Effects::Recursive if matches!(dialect, b"linalg" | b"iree_linalg_ext") => {
            let m = touches_memref();
            OpEffects {
                own: Some(Mem {
                    read: m,
                    write: m,
                    ..Mem::default()
                }),
                recursive: true,
            }
        }
        Effects::Recursive => OpEffects {
            own: None,
            recursive: true,
        },
        Effects::Memory {
            read,
            write,
            alloc,
            free,
        } => {
            // Declared on a shaped operand that may be a tensor: no effect then.
            let conditional = name == b"bufferization.materialize_in_destination";
            let mem = if conditional && !touches_memref() {
                Mem::default()
            } else {
                Mem {
                    read,
                    write,
                    alloc,
                    free,
                }
            };
            OpEffects {
                own: Some(mem),
                recursive: false,
            }
        }
    }
}

/// The effects of the ops whose `getEffects` is written in C++ (absent from
/// the records the registry is generated from), as that code computes them.
fn written_in_cpp(ctx: &Context, ir: &Ir, op: OpId, name: &[u8], memref: bool) -> Option<Mem> {
    let prop = |key: &str| {
        ir.op(op)
            .props
            .and_then(|p| ctx.dict_get(p, key.as_bytes()))
    };
    let read = Mem {
        read: true,
        ..Mem::default()
    };
    let write = Mem {
        write: true,
        ..Mem::default()
    };
    let both = Mem {
        read: true,
        write: true,
        ..Mem::default()
    };
    // Volatile accesses and atomic ones stricter than `unordered` read and
    // write arbitrary memory.
    let synchronizing = || {
        let ordering = prop("ordering").and_then(|a| match ctx.attr_data(a) {
            sigil_ir::AttrData::Integer { value, .. } => value.to_i64(),
            _ => None,
        });
        prop("volatile_").is_some() || ordering.is_some_and(|o| o > 1)
    };
    Some(match name {
        b"vector.transfer_read" if memref => read,
        b"vector.transfer_write" if memref => write,
        b"vector.transfer_read" | b"vector.transfer_write" => Mem::default(),
        b"llvm.load" if synchronizing() => both,
        b"llvm.load" => read,
        b"llvm.store" if synchronizing() => both,
        b"llvm.store" => write,
        b"llvm.inline_asm" if prop("has_side_effects").is_some() => both,
        b"llvm.inline_asm" => Mem::default(),
        _ => return None,
    })
}

fn nested_ops(ir: &Ir, op: OpId) -> impl Iterator<Item = OpId> + '_ {
    ir.regions(op)
        .iter()
        .flat_map(move |&r| ir.region_blocks(r))
        .flat_map(move |b| ir.block_ops(b))
}

/// MLIR's `isMemoryEffectFree`.
pub fn is_memory_effect_free(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let e = op_effects(ctx, ir, op);
    match e.own {
        Some(m) if m.any() => return false,
        Some(_) if !e.recursive => return true,
        None if !e.recursive => return false,
        _ => {}
    }
    nested_ops(ir, op).all(|o| is_memory_effect_free(ctx, ir, o))
}

/// MLIR's `hasSingleEffect<MemoryEffects::Read>`: the op implements the
/// interface and declares reads and nothing else.
pub fn only_reads(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    match op_effects(ctx, ir, op).own {
        Some(m) => m.read && !m.write && !m.alloc && !m.free,
        None => false,
    }
}

/// Whether `op` or what it nests (for recursive ops) may write or has
/// effects nobody declared (MLIR's `getEffectsRecursively` failing or
/// listing a write).
pub fn may_write(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let e = op_effects(ctx, ir, op);
    match e.own {
        Some(m) if m.write => return true,
        None if !e.recursive => return true,
        _ => {}
    }
    e.recursive && nested_ops(ir, op).any(|o| may_write(ctx, ir, o))
}

/// MLIR's `wouldOpBeTriviallyDead` (uses aside): not a terminator, not a
/// symbol, and only reads or allocates its own results, nested ops
/// included for recursive ops.
pub fn would_be_trivially_dead(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let name = ctx.str_bytes(ir.op(op).name);
    let registered = sigil_ir::dialects::lookup(name).is_some();
    // Unregistered ops might be terminators.
    if !registered || sigil_ir::dialects::op_traits(name).is_terminator {
        return false;
    }
    if is_symbol_op(ctx, ir, op) {
        return false;
    }
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let e = op_effects(ctx, ir, o);
        if e.recursive {
            stack.extend(nested_ops(ir, o));
        }
        match e.own {
            Some(m) => {
                // Allocations count only when they are of the op's results.
                let alloc_ok = !m.alloc || ir.num_results(o) > 0;
                if m.write || m.free || !alloc_ok {
                    return false;
                }
            }
            None if e.recursive => {}
            None => return false,
        }
    }
    true
}

/// Whether `op` is a symbol (`SymbolOpInterface`): a registered op with a
/// string `sym_name` (unregistered ops implement no interface).
pub fn is_symbol_op(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    let name = ctx.str_bytes(ir.op(op).name);
    sigil_ir::dialects::lookup(name).is_some()
        && sigil_ir::symbols::symbol_name(ctx, ir, op).is_some()
}

/// MLIR's `isSpeculatable`: whether `op` may run where the program would
/// not run it (hoisted out of a loop). The record says always, never,
/// recursively (when every nested op may), or that the op decides; the
/// ops that decide are answered here as their C++ does.
pub fn is_speculatable(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    use sigil_ir::dialects::structure::Speculation;
    let name = ctx.str_bytes(ir.op(op).name);
    let Some(def) = sigil_ir::dialects::lookup(name) else {
        return false;
    };
    let recursive = match def.structure.speculation {
        Speculation::Never => return false,
        Speculation::Always => return true,
        Speculation::Recursive => true,
        Speculation::Conditional => match conditional_speculation(ctx, ir, op, name) {
            Some(r) => r,
            None => return false,
        },
    };
    if !recursive {
        return true;
    }
    nested_ops(ir, op).all(|o| is_speculatable(ctx, ir, o))
}

/// The speculatability the C++ of a `ConditionallySpeculatable` op
/// computes: `None` for never, `Some(false)` for always, `Some(true)` for
/// when every nested op is.
fn conditional_speculation(ctx: &Context, ir: &Ir, op: OpId, name: &[u8]) -> Option<bool> {
    let operand_int = |i: usize| {
        let v = ir.operands(op).nth(i)?;
        crate::fold::value_constant(ctx, ir, v)?
            .attr()
            .and_then(|a| crate::fold::values::ints(ctx, a))
            .and_then(|i| Some((i.splat_value()?, i.width)))
    };
    let memref_free = || {
        !ir.operands(op).any(|v| is_memref(ctx, ir, v))
            && !ir.results(op).any(|v| is_memref(ctx, ir, v))
    };
    let speculatable = |yes: bool| yes.then_some(false);
    match name {
        // X / 0 and INT_MIN / -1 are undefined.
        b"arith.divsi" | b"arith.ceildivsi" | b"llvm.sdiv" => {
            let (v, width) = operand_int(1)?;
            speculatable(v != 0 && v != crate::fold::values::mask(width))
        }
        b"arith.divui" | b"arith.ceildivui" | b"llvm.udiv" => {
            speculatable(operand_int(1).is_some_and(|(v, _)| v != 0))
        }
        // A constant index below the rank of a ranked source.
        b"tensor.dim" | b"memref.dim" => {
            let (v, width) = operand_int(1)?;
            let index = crate::fold::values::sext(v, width);
            let rank = match ctx.type_data(ir.value_type(ir.operand(op, 0))) {
                TypeData::RankedTensor { shape, .. } | TypeData::MemRef { shape, .. } => {
                    shape.len() as i128
                }
                _ => return None,
            };
            speculatable(rank > index)
        }
        // A loop of step 1 terminates whatever its bounds.
        b"scf.for" => (operand_int(2)?.0 == 1).then_some(true),
        b"affine.for" => {
            let step = crate::fold::prop(ctx, ir, op, b"step")?;
            match ctx.attr_data(step) {
                sigil_ir::AttrData::Integer { value, .. } => {
                    (value.to_i64() == Some(1)).then_some(true)
                }
                _ => None,
            }
        }
        b"vector.transfer_read" | b"vector.transfer_write" => speculatable(memref_free()),
        _ if name.starts_with(b"linalg.") => memref_free().then_some(true),
        _ => None,
    }
}
