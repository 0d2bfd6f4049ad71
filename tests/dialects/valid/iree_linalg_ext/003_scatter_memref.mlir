// scatter on memrefs (no results), an i8 mask, indices of rank 1 with index depth 1.
func.func @f(%u: memref<4xi32>, %i: memref<4xi64>, %m: memref<4xi8>, %o: memref<10xi32>) {
  iree_linalg_ext.scatter dimension_map = [0] unique_indices(true)
      ins(%u, %i, %m : memref<4xi32>, memref<4xi64>, memref<4xi8>) outs(%o : memref<10xi32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    iree_linalg_ext.yield %s : i32
  }
  return
}
