// max_pool2d padding not less than the kernel.
// MLIR-ERROR: 'tosa.max_pool2d' op expected top/bottom padding to be less than the height of the kernel, got pad_top=2, pad_bottom=0, kernel_y=2
func.func @f(%a: tensor<1x7x7x9xf32>) {
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, pad = array<i64: 2, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x7x7x9xf32>) -> tensor<1x8x6x9xf32>
  return
}
