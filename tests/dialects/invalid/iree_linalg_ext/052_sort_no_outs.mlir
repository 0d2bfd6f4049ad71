// sort needs an outs operand (generic form).
// MLIR-ERROR: 'iree_linalg_ext.sort' op expected operation that implements LinalgExtInterface to have either pure buffer semantics or pure tensor semantics
func.func @f() {
  "iree_linalg_ext.sort"() <{dimension = 0 : i64, operandSegmentSizes = array<i32: 0, 0>}> ({
  ^bb0(%x: f32, %y: f32):
    %c = "arith.cmpf"(%x, %y) <{predicate = 4 : i64}> : (f32, f32) -> i1
    "iree_linalg_ext.yield"(%c) : (i1) -> ()
  }) : () -> ()
  return
}
