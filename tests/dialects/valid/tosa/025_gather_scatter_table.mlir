// gather, scatter and table.
func.func @f(%v: tensor<13x21x3xf32>, %i: tensor<13x26xi32>, %s: tensor<13x27x3xf32>, %u: tensor<13x26x3xf32>, %x: tensor<4x5xi8>, %t: tensor<256xi8>) {
  %0 = tosa.gather %v, %i : (tensor<13x21x3xf32>, tensor<13x26xi32>) -> tensor<13x26x3xf32>
  %1 = tosa.scatter %s, %i, %u : (tensor<13x27x3xf32>, tensor<13x26xi32>, tensor<13x26x3xf32>) -> tensor<13x27x3xf32>
  %2 = tosa.table %x, %t : (tensor<4x5xi8>, tensor<256xi8>) -> tensor<4x5xi8>
  return
}
