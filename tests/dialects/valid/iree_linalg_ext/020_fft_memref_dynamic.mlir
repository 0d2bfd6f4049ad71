// fft on memrefs, and on a dynamic length (not checked to be a power of two).
func.func @f(%re: memref<32xf32>, %im: memref<32xf32>, %dr: tensor<?xf32>, %di: tensor<?xf32>, %s: i32) -> (tensor<?xf32>, tensor<?xf32>) {
  %c2 = arith.constant 2 : index
  iree_linalg_ext.fft ins(%c2 : index) outs(%re, %im : memref<32xf32>, memref<32xf32>)
  %0:2 = iree_linalg_ext.fft ins(%s : i32) outs(%dr, %di : tensor<?xf32>, tensor<?xf32>) : tensor<?xf32>, tensor<?xf32>
  return %0#0, %0#1 : tensor<?xf32>, tensor<?xf32>
}
