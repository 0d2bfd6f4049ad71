// What the lowering cannot handle is an error naming the op and its location.
// RUN: not sigil opt --convert-iree-pydm-to-iree --link-iree-pydm-rtl %s --split-input-file 2>&1 | FileCheck %s

// CHECK: lower-errors.mlir:[[@LINE+2]]:8: error: a float does not convert implicitly to an integer
iree_pydm.func @big(%a: !iree_pydm.real<f64>) -> (!iree_pydm.exception_result, !iree_pydm.integer<*>) {
  %b = promote_numeric %a : !iree_pydm.real<f64> -> !iree_pydm.integer<*>
  return %b : !iree_pydm.integer<*>
}

// -----

// CHECK: lower-errors.mlir:[[@LINE+3]]:12: error: 'iree_pydm.subscript' of !iree_pydm.str is not supported by the lowering (of lists and tuples it is)
iree_pydm.func @str(%s: !iree_pydm.str, %i: !iree_pydm.integer<64>) -> (!iree_pydm.exception_result, !iree_pydm.object) {
  %z = constant 0 : i64 -> !iree_pydm.integer<64>
  %e, %r = subscript %s[%i] : !iree_pydm.str, !iree_pydm.integer<64> -> !iree_pydm.object
  return %r : !iree_pydm.object
}

// -----

// Linking: a runtime-library function that does not exist is an error naming it.
// CHECK: error: unresolved runtime-library symbol '@pydmrtl$no_such_function'
func.func private @pydmrtl$no_such_function(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %r = call @pydmrtl$no_such_function(%a) : (i32) -> i32
  return %r : i32
}
