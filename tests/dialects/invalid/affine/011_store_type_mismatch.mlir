// affine.store of an i32 into an f32 memref.
// MLIR-ERROR: use of value '%v' expects different type than prior uses: 'f32' vs 'i32'
func.func @f(%m: memref<4xf32>, %v: i32) {
  affine.for %i = 0 to 4 {
    affine.store %v, %m[%i] : memref<4xf32>
  }
  return
}
