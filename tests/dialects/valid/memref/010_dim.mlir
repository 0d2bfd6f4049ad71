// memref.dim of static and dynamic dimensions, ranked and unranked.
func.func @f(%m: memref<4x?xf32>, %u: memref<*xi8>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.dim %m, %c0 : memref<4x?xf32>
  %1 = memref.dim %m, %c1 : memref<4x?xf32>
  %2 = memref.dim %u, %c0 : memref<*xi8>
  return %0, %1, %2 : index, index, index
}
