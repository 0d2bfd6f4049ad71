// clamp bounds of another type than the input's elements.
// MLIR-ERROR: 'tosa.clamp' op min/max attributes types are incompatible with input/output element types.
func.func @f(%a: tensor<4xi8>) {
  %0 = tosa.clamp %a {min_val = 0 : i32, max_val = 1 : i32} : (tensor<4xi8>) -> tensor<4xi8>
  return
}
