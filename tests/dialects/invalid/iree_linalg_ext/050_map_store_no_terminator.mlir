// map_store in generic form with a body that does not end in a terminator.
// MLIR-ERROR: block with no terminator, has %0 = "arith.constant"() <{value = true}> : () -> i1
func.func @f(%in: memref<4xf32>, %out: memref<4xf32>) {
  "iree_linalg_ext.map_store"(%in, %out) ({
  ^bb0(%i: index):
    %t = "arith.constant"() <{value = true}> : () -> i1
  }) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
