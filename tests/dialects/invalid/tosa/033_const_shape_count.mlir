// const_shape with more values than the shape's rank.
// MLIR-ERROR: 'tosa.const_shape' op expect number of elements in attribute values (3) to be equal to the rank (2) for the result shape type
func.func @f() {
  %0 = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<2>
  return
}
