// memref.memory_space_cast between address spaces.
func.func @f(%a: memref<4xf32, 1>, %b: memref<*xf32>) -> (memref<4xf32>, memref<*xf32, 3>) {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %b : memref<*xf32> to memref<*xf32, 3>
  return %0, %1 : memref<4xf32>, memref<*xf32, 3>
}
