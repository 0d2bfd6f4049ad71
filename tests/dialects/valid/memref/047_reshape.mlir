// memref.reshape with a static and a dynamic shape operand.
func.func @f(%m: memref<4x5xf32>, %shape: memref<2xindex>, %dyn: memref<?xi32>) -> (memref<2x10xf32>, memref<*xf32>) {
  %0 = memref.reshape %m(%shape) : (memref<4x5xf32>, memref<2xindex>) -> memref<2x10xf32>
  %1 = memref.reshape %m(%dyn) : (memref<4x5xf32>, memref<?xi32>) -> memref<*xf32>
  return %0, %1 : memref<2x10xf32>, memref<*xf32>
}
