// util.func and util.call with a tied result (the result reuses an operand).
util.func private @inplace(%t: tensor<4xf32>) -> %t {
  util.return %t : tensor<4xf32>
}
util.func public @main(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = util.call @inplace(%t) : (tensor<4xf32>) -> %t
  util.return %0 : tensor<4xf32>
}
