// A tensor produced by linalg passed where a memref is expected.
// MLIR-ERROR: custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'
func.func @f(%t: tensor<4xf32>, %i: index) -> f32 {
  %0 = memref.load %t[%i] : tensor<4xf32>
  return %0 : f32
}
