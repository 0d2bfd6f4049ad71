// Filling a tensor row by row with tensor.insert_slice in an scf.for loop.
func.func @f(%row: tensor<8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> (tensor<4x8xf32>) {
    %u = tensor.insert_slice %row into %acc[%i, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<4x8xf32>
    scf.yield %u : tensor<4x8xf32>
  }
  return %r : tensor<4x8xf32>
}
