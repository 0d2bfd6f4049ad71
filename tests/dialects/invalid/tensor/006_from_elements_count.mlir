// tensor.from_elements with fewer elements than the type has.
// MLIR-ERROR: custom op 'tensor.from_elements' number of operands and types do not match: got 2 operands and 3 types
func.func @f(%a: f32) {
  %0 = tensor.from_elements %a, %a : tensor<3xf32>
  return
}
