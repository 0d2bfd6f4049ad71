// Every linalg enum attribute, with a case as a keyword, a string or with spaces around it;
// printed as the bare case.
func.func @f(%a: tensor<4x8xf32>, %init: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {e = [#linalg.iterator_type<"reduction">, #linalg.type_fn< cast_signed >, #linalg.unary_fn<erf>, #linalg.binary_fn<"max_unsigned">, #linalg.ternary_fn<select>, #linalg.elementwise_kind<powf>]} {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<"add"> ins(%a, %a : tensor<4x8xf32>, tensor<4x8xf32>) outs(%init : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
