// Printer result names for memref ops: %alloc, %alloca, %cast, %subview, %reinterpret_cast, %dim, ...
func.func @f(%m: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = memref.alloca() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  %sv = memref.subview %m[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  %rc = memref.reinterpret_cast %m to offset: [0], sizes: [2, 4], strides: [4, 1] : memref<8xf32> to memref<2x4xf32>
  %d = memref.dim %c, %c0 : memref<?xf32>
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %cs = memref.collapse_shape %e [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %l = memref.load %m[%c0] : memref<8xf32>
  return
}
