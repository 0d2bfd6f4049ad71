// !iree_pydm.integer<*> lowers to calls of the VM's builtins on Python ints
// (@pydmint$..., declared private, run by sigil_vm::bigint): a builtin that
// can fail returns an exception code first, raised like any other; an
// integer<64> operand is promoted with @pydmint$from_i64; a comparison with
// a float orders the two exactly (-1, 0, 1, 2 for NaN) and reads the order.
// RUN: sigil opt --convert-iree-pydm-to-iree %s | FileCheck %s

// CHECK-LABEL: func.func @add(%arg0: !iree_pydm.integer<*>, %arg1: i64) -> (i32, !iree_pydm.integer<*>)
// CHECK: %[[B:.*]] = call @pydmint$from_i64(%arg1) : (i64) -> !iree_pydm.integer<*>
// CHECK: %[[R:.*]]:2 = call @pydmint$add(%arg0, %[[B]]) : (!iree_pydm.integer<*>, !iree_pydm.integer<*>) -> (i32, !iree_pydm.integer<*>)
// CHECK: arith.cmpi ne, %[[R]]#0
// CHECK: return %{{.*}}, %[[R]]#1 : i32, !iree_pydm.integer<*>
// CHECK: util.null : !iree_pydm.integer<*>
iree_pydm.func @add(%a: !iree_pydm.integer<*>, %b: !iree_pydm.integer<64>) -> (!iree_pydm.exception_result, !iree_pydm.integer<*>) {
  %r = apply_binary "add", %a, %b : !iree_pydm.integer<*>, !iree_pydm.integer<64> -> !iree_pydm.integer<*>
  return %r : !iree_pydm.integer<*>
}

// CHECK-LABEL: func.func @cmp
// CHECK: %[[O:.*]] = call @pydmint$cmp_f64(%arg0, %arg1) : (!iree_pydm.integer<*>, f64) -> i32
// CHECK: arith.cmpi sle, %[[O]], %c0_i32 : i32
iree_pydm.func @cmp(%a: !iree_pydm.integer<*>, %b: !iree_pydm.real<f64>) -> (!iree_pydm.exception_result, !iree_pydm.bool) {
  %r = apply_compare "le", %a, %b : !iree_pydm.integer<*>, !iree_pydm.real<f64>
  return %r : !iree_pydm.bool
}

// int / int is the builtin's correctly rounded quotient; float(int) and
// bool(int) are builtins too.
// CHECK-LABEL: func.func @div
// CHECK: call @pydmint$truediv(%arg0, %arg1) : (!iree_pydm.integer<*>, !iree_pydm.integer<*>) -> (i32, f64)
// CHECK: call @pydmint$to_f64(%arg0) : (!iree_pydm.integer<*>) -> (i32, f64)
// CHECK: call @pydmint$sign(%arg1) : (!iree_pydm.integer<*>) -> i32
iree_pydm.func @div(%a: !iree_pydm.integer<*>, %b: !iree_pydm.integer<*>) -> (!iree_pydm.exception_result, !iree_pydm.real<f64>) {
  %q = apply_binary "truediv", %a, %b : !iree_pydm.integer<*>, !iree_pydm.integer<*> -> !iree_pydm.real<f64>
  %f = promote_numeric %a : !iree_pydm.integer<*> -> !iree_pydm.real<f64>
  %t = as_bool %b : !iree_pydm.integer<*> -> !iree_pydm.bool
  %s = apply_binary "add", %q, %f : !iree_pydm.real<f64>, !iree_pydm.real<f64> -> !iree_pydm.real<f64>
  return %s : !iree_pydm.real<f64>
}

// The builtins are declared once each, at the end.
// CHECK: func.func private @pydmint$from_i64(i64) -> !iree_pydm.integer<*>
// CHECK: func.func private @pydmint$add(!iree_pydm.integer<*>, !iree_pydm.integer<*>) -> (i32, !iree_pydm.integer<*>)
// CHECK: func.func private @pydmint$cmp_f64(!iree_pydm.integer<*>, f64) -> i32
