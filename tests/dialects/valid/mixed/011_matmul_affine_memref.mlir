// Allocate, zero-fill, multiply with an affine loop nest, and return a memref.
func.func @matmul(%a: memref<16x8xf32>, %b: memref<8x4xf32>) -> memref<16x4xf32> {
  %c = memref.alloc() {alignment = 64 : i64} : memref<16x4xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 4 {
      affine.store %zero, %c[%i, %j] : memref<16x4xf32>
      affine.for %k = 0 to 8 {
        %x = affine.load %a[%i, %k] : memref<16x8xf32>
        %y = affine.load %b[%k, %j] : memref<8x4xf32>
        %z = affine.load %c[%i, %j] : memref<16x4xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        affine.store %s, %c[%i, %j] : memref<16x4xf32>
      }
    }
  }
  return %c : memref<16x4xf32>
}
