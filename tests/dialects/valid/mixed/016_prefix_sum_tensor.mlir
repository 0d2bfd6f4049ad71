// Inclusive prefix sum over a tensor with scf.for, tensor.extract and tensor.insert.
func.func @scan(%t: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %n = tensor.dim %t, %c0 : tensor<?xi32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t, %run = %zero) -> (tensor<?xi32>, i32) {
    %x = tensor.extract %acc[%i] : tensor<?xi32>
    %s = arith.addi %run, %x : i32
    %u = tensor.insert %s into %acc[%i] : tensor<?xi32>
    scf.yield %u, %s : tensor<?xi32>, i32
  }
  return %r#0 : tensor<?xi32>
}
