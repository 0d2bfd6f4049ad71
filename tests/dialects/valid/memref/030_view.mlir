// memref.view of an i8 buffer with a byte shift and dynamic sizes.
func.func @f(%n: index) -> (memref<?x4xf32>, memref<16xi32>) {
  %buf = memref.alloc() : memref<2048xi8>
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %0 = memref.view %buf[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  %1 = memref.view %buf[%c64][] : memref<2048xi8> to memref<16xi32>
  return %0, %1 : memref<?x4xf32>, memref<16xi32>
}
