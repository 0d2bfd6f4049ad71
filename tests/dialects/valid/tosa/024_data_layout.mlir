// concat, pad, reshape, reverse, slice, tile, transpose.
func.func @f(%a: tensor<13x21x3xf32>, %b: tensor<13x21x3xf32>) {
  %0 = tosa.concat %a, %b {axis = 0 : i32} : (tensor<13x21x3xf32>, tensor<13x21x3xf32>) -> tensor<26x21x3xf32>
  %padding = tosa.const_shape {values = dense<[0, 1, 0, 0, 2, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %pc = "tosa.const"() <{values = dense<3.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %1 = tosa.pad %a, %padding, %pc : (tensor<13x21x3xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<14x21x5xf32>
  %shape = tosa.const_shape {values = dense<[1, 819]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %2 = tosa.reshape %a, %shape : (tensor<13x21x3xf32>, !tosa.shape<2>) -> tensor<1x819xf32>
  %3 = tosa.reverse %a {axis = 1 : i32} : (tensor<13x21x3xf32>) -> tensor<13x21x3xf32>
  %start = tosa.const_shape {values = dense<[4, 11, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %size = tosa.const_shape {values = dense<[6, 8, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %4 = tosa.slice %a, %start, %size : (tensor<13x21x3xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<6x8x2xf32>
  %mult = tosa.const_shape {values = dense<[3, 1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %5 = tosa.tile %a, %mult : (tensor<13x21x3xf32>, !tosa.shape<3>) -> tensor<39x21x6xf32>
  %6 = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<13x21x3xf32>) -> tensor<3x13x21xf32>
  return
}
