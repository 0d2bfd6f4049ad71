// A matrix multiplication as an affine loop nest.
func.func @matmul(%a: memref<16x32xf32>, %b: memref<32x8xf32>, %c: memref<16x8xf32>) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 32 {
        %x = affine.load %a[%i, %k] : memref<16x32xf32>
        %y = affine.load %b[%k, %j] : memref<32x8xf32>
        %z = affine.load %c[%i, %j] : memref<16x8xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        affine.store %s, %c[%i, %j] : memref<16x8xf32>
      }
    }
  }
  return
}
