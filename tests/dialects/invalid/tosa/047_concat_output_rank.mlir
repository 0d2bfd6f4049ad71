// concat whose result rank is not its inputs'.
// MLIR-ERROR: 'tosa.concat' op expect output rank to match inputs rank, got 3 vs 2
func.func @f(%a: tensor<1x2xf32>, %b: tensor<2x2xf32>) {
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<3x2x1xf32>
  return
}
