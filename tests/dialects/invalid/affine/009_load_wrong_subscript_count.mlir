// affine.load with one subscript for a rank-2 memref.
// MLIR-ERROR: 'affine.load' op affine map num results must equal memref rank
func.func @f(%m: memref<4x4xf32>) {
  affine.for %i = 0 to 4 {
    %0 = affine.load %m[%i] : memref<4x4xf32>
  }
  return
}
