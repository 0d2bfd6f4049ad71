// memref.expand_shape with static and dynamic output shapes.
func.func @f(%m: memref<8xf32>, %d: memref<?x4xf32>, %n: index) -> (memref<2x4xf32>, memref<?x2x2xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %1 = memref.expand_shape %d [[0], [1, 2]] output_shape [%n, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
  return %0, %1 : memref<2x4xf32>, memref<?x2x2xf32>
}
