// A #gpu.address_space with two cases: a plain enum takes one.
// MLIR-ERROR: expected '>'
func.func @f(%a: memref<4xf32, #gpu.address_space<global, private>>) {
  return
}
