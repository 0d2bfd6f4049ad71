// memref.collapse_shape merging contiguous dimensions.
func.func @f(%m: memref<2x4x8xf32>, %d: memref<?x4xi8>) -> (memref<8x8xf32>, memref<?xi8>) {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x8xf32> into memref<8x8xf32>
  %1 = memref.collapse_shape %d [[0, 1]] : memref<?x4xi8> into memref<?xi8>
  return %0, %1 : memref<8x8xf32>, memref<?xi8>
}
