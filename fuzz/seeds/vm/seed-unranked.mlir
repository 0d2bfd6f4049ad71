// Unranked tensors (`tensor<*xT>`) as values: a cast to and from them,
// tensor.rank and tensor.dim of one, passing and returning them through
// calls and the function boundary, tensor.reshape of one, and the trap of a
// cast whose shape does not hold.

// RUN: sigil run %s --function=calls --input="2x3xf32=1 2 3 4 5 6" | FileCheck %s --check-prefix=CALLS
// CALLS: result[0]: hal.buffer_view
// CALLS-NEXT: 2x3xf32=[2 4 6][8 10 12]
// CALLS-NEXT: result[1]: i64=2
// CALLS-NEXT: result[2]: hal.buffer_view
// CALLS-NEXT: 3x2xf32=[2 4][6 8][10 12]
// RUN: sigil run %s --function=arg --input="2x2x1xi32=1 2 3 4" | FileCheck %s --check-prefix=ARG
// ARG: result[0]: i64=3
// ARG-NEXT: result[1]: i64=2
// ARG-NEXT: result[2]: hal.buffer_view
// ARG-NEXT: 2x2x1xi32=[{{\[}}1][2]][{{\[}}3][4]]
// RUN: not sigil run %s --function=bad --input="2x3xf32=1 2 3 4 5 6" 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: unranked.mlir:[[@LINE+23]]:8: error: tensor.cast: a tensor<2x3xf32> is not a tensor<3x3xf32> (in @bad)
func.func private @inner(%u: tensor<*xf32>) -> (tensor<*xf32>, index) {
  %r = tensor.rank %u : tensor<*xf32>
  %back = tensor.cast %u : tensor<*xf32> to tensor<?x?xf32>
  %d = arith.addf %back, %back : tensor<?x?xf32>
  %u2 = tensor.cast %d : tensor<?x?xf32> to tensor<*xf32>
  return %u2, %r : tensor<*xf32>, index
}
func.func @calls(%t: tensor<2x3xf32>) -> (tensor<*xf32>, index, tensor<3x2xf32>) {
  %u = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
  %o:2 = func.call @inner(%u) : (tensor<*xf32>) -> (tensor<*xf32>, index)
  %s = arith.constant dense<[3, 2]> : tensor<2xi64>
  %re = tensor.reshape %o#0(%s) : (tensor<*xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  return %o#0, %o#1, %re : tensor<*xf32>, index, tensor<3x2xf32>
}
func.func @arg(%u: tensor<*xi32>) -> (index, index, tensor<*xi32>) {
  %r = tensor.rank %u : tensor<*xi32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %u, %c1 : tensor<*xi32>
  return %r, %d, %u : index, index, tensor<*xi32>
}
func.func @bad(%t: tensor<2x3xf32>) -> tensor<3x3xf32> {
  %u = tensor.cast %t : tensor<2x3xf32> to tensor<*xf32>
  %b = tensor.cast %u : tensor<*xf32> to tensor<3x3xf32>
  return %b : tensor<3x3xf32>
}
