// A memref in a #gpu.address_space without a case.
// MLIR-ERROR: expected valid keyword or string
func.func @f(%a: memref<4xf32, #gpu.address_space<>>) {
  return
}
