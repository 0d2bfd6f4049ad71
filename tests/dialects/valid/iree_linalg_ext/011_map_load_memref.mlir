// map_load on memrefs, rank-changing, with a computed index.
func.func @f(%s: memref<16xi32>, %o: memref<4x4xi32>) {
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0 : i32
  iree_linalg_ext.map_load %s into %o {
  ^bb0(%i: index, %j: index):
    %k = arith.muli %i, %c4 : index
    %l = arith.addi %k, %j : index
    iree_linalg_ext.yield %l, %pad : index, i32
  } : memref<16xi32> into memref<4x4xi32>
  return
}
