// memref.alloca with static and dynamic sizes and an alignment.
func.func @f(%n: index) {
  %0 = memref.alloca() : memref<16xi8>
  %1 = memref.alloca(%n) {alignment = 16 : i64} : memref<?x4xf64>
  %2 = memref.alloca() : memref<i1>
  return
}
