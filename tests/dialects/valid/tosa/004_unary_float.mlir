// The float unary ops, on a ranked and an unranked tensor.
func.func @f(%a: tensor<13x21x3xf16>, %u: tensor<*xf32>) {
  %0 = tosa.abs %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %1 = tosa.ceil %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %2 = tosa.cos %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %3 = tosa.erf %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %4 = tosa.exp %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %5 = tosa.floor %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %6 = tosa.log %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %7 = tosa.reciprocal %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %8 = tosa.rsqrt %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %9 = tosa.sigmoid %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %10 = tosa.sin %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %11 = tosa.tanh %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %12 = tosa.identity %a : (tensor<13x21x3xf16>) -> tensor<13x21x3xf16>
  %u0 = tosa.abs %u : (tensor<*xf32>) -> tensor<*xf32>
  %u1 = tosa.ceil %u : (tensor<*xf32>) -> tensor<*xf32>
  %u2 = tosa.cos %u : (tensor<*xf32>) -> tensor<*xf32>
  return
}
