// flow.tensor.reshape between static and dynamic shapes, with attributes.
func.func @f(%t: tensor<?x4xf32>, %n: index, %m: index) -> tensor<4x?xi32> {
  %0 = flow.tensor.reshape %t : tensor<?x4xf32>{%n} -> tensor<4x?xf32>{%m}
  %1 = flow.tensor.reshape %0 : tensor<4x?xf32>{%m} -> tensor<?xf32>{%n} attributes {x = 1}
  %2 = flow.tensor.bitcast %0 : tensor<4x?xf32>{%m} -> tensor<4x?xi32>{%m}
  return %2 : tensor<4x?xi32>
}
