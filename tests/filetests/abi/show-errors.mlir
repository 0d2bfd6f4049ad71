// RUN: not sigil abi show %s 2>&1 | FileCheck %s
// RUN: not sigil abi show --json %s 2>&1 | FileCheck %s

// Index paths that do not describe a structure are an error at the function, printed like
// sigil opt's diagnostics; nothing is printed on stdout and the exit status is 1.

// CHECK-NOT: @first
// CHECK-NOT: functions
// CHECK: show-errors.mlir:[[@LINE+5]]:1: error: function h: index paths of the arguments: path [0] of raw index 0 is a prefix of path [0, "a"] of raw index 1
// CHECK-NOT: functions
func.func @first() {
  return
}
func.func @h(%a: i32 {tf_saved_model.index_path = [0]}, %b: i32 {tf_saved_model.index_path = [0, "a"]}) {
  return
}
