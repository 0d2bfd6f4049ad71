//! Old spellings of the MLIR language reference (before the standard
//! dialect was split up): `func @f`, `addi`, `constant`, `br`, `cond_br`,
//! `return`, `call`... The parser reads them as today's ops and warns,
//! naming the modern spelling; the printed module is one `mlir-opt-22`
//! accepts. A body-less `func @f(...)` was a public external function then
//! and becomes `func.func private @f(...)`.

use super::{lookup, OpDef};
use crate::lexer::TokenKind;
use crate::parser::Parser;

/// Old op names and the ops they mean today.
const RENAMES: &[(&str, &str)] = &[
    ("func", "func.func"),
    ("return", "func.return"),
    ("call", "func.call"),
    ("call_indirect", "func.call_indirect"),
    ("br", "cf.br"),
    ("cond_br", "cf.cond_br"),
    ("switch", "cf.switch"),
    ("assert", "cf.assert"),
    ("addi", "arith.addi"),
    ("subi", "arith.subi"),
    ("muli", "arith.muli"),
    ("divi_signed", "arith.divsi"),
    ("divi_unsigned", "arith.divui"),
    ("remi_signed", "arith.remsi"),
    ("remi_unsigned", "arith.remui"),
    ("and", "arith.andi"),
    ("or", "arith.ori"),
    ("xor", "arith.xori"),
    ("shift_left", "arith.shli"),
    ("addf", "arith.addf"),
    ("subf", "arith.subf"),
    ("mulf", "arith.mulf"),
    ("divf", "arith.divf"),
    ("remf", "arith.remf"),
    ("negf", "arith.negf"),
    ("cmpi", "arith.cmpi"),
    ("cmpf", "arith.cmpf"),
    ("select", "arith.select"),
    ("index_cast", "arith.index_cast"),
    ("sitofp", "arith.sitofp"),
    ("fpext", "arith.extf"),
    ("fptrunc", "arith.truncf"),
    ("sexti", "arith.extsi"),
    ("zexti", "arith.extui"),
    ("trunci", "arith.trunci"),
    ("exp", "math.exp"),
    ("log", "math.log"),
    ("tanh", "math.tanh"),
    ("sqrt", "math.sqrt"),
];

/// The op an old spelling `name` means here, if any. `constant @f` is a
/// `func.constant`, other constants are `arith.constant`.
pub(crate) fn upgrade(p: &Parser<'_>, name: &[u8]) -> Option<&'static OpDef> {
    if name == b"constant" {
        let at_symbol = p.peek_kind() == TokenKind::AtIdent;
        return lookup(if at_symbol {
            b"func.constant"
        } else {
            b"arith.constant"
        });
    }
    let (_, new) = RENAMES.iter().find(|(old, _)| old.as_bytes() == name)?;
    lookup(new.as_bytes())
}
