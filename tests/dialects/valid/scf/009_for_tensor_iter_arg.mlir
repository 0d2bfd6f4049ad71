// scf.for threading a tensor through a function call.
func.func private @update(tensor<16xi32>, index, i32) -> tensor<16xi32>
func.func @f(%t: tensor<16xi32>) -> tensor<16xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %r = scf.for %i = %c0 to %c16 step %c1 iter_args(%acc = %t) -> (tensor<16xi32>) {
    %v = arith.index_cast %i : index to i32
    %u = func.call @update(%acc, %i, %v) : (tensor<16xi32>, index, i32) -> tensor<16xi32>
    scf.yield %u : tensor<16xi32>
  }
  return %r : tensor<16xi32>
}
