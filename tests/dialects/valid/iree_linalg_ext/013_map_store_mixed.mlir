// map_store may store a tensor into a memref, or a memref into a memref.
func.func @f(%in: tensor<4xf32>, %o: memref<2x2xf32>, %m: memref<4xf32>) {
  %c2 = arith.constant 2 : index
  iree_linalg_ext.map_store %in into %o {
  ^bb0(%i: index):
    %q = arith.divui %i, %c2 : index
    %r = arith.remui %i, %c2 : index
    %t = arith.constant true
    iree_linalg_ext.yield %q, %r, %t : index, index, i1
  } : tensor<4xf32> into memref<2x2xf32>
  iree_linalg_ext.map_store %m into %o {
  ^bb0(%i: index):
    %t = arith.constant false
    iree_linalg_ext.yield %i, %i, %t : index, index, i1
  } : memref<4xf32> into memref<2x2xf32>
  return
}
