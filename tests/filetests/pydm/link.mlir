// --link-iree-pydm-rtl lowers the runtime-library functions the module
// uses into it, and the ones those call, and nothing else; it also links a
// module that was lowered without it.
// RUN: sigil opt --link-iree-pydm-rtl %s | FileCheck %s
// RUN: sigil opt --convert-iree-pydm-to-iree %s | sigil opt --link-iree-pydm-rtl | FileCheck %s

// CHECK-LABEL: func.func @add(
// CHECK-DAG: func.func private @pydmrtl$apply_binary_add(%arg0: !util.list<?>, %arg1: !util.list<?>) -> (i32, !util.list<?>) {
// CHECK-DAG: func.func private @pydmrtl$rank(%arg0: !util.list<?>) -> (i32, i32) {
// CHECK-DAG: func.func private @pydmrtl$as_f64(%arg0: !util.list<?>) -> (i32, f64) {
// CHECK-DAG: func.func private @pydmrtl$as_i64(%arg0: !util.list<?>) -> (i32, i64) {
// CHECK-NOT: pydmrtl$apply_binary_sub
// CHECK-NOT: func.func private @pydmrtl${{.*}})$
iree_pydm.func @add(%a: !iree_pydm.object, %b: !iree_pydm.object) -> (!iree_pydm.exception_result, !iree_pydm.object) {
  %r = apply_binary "add", %a, %b : !iree_pydm.object, !iree_pydm.object -> !iree_pydm.object
  return %r : !iree_pydm.object
}
