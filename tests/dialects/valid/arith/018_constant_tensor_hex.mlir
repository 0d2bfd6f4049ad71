// Dense constants given as a hexadecimal byte string.
func.func @f() -> (tensor<4xi8>, tensor<2xi32>, tensor<2xf32>) {
  %a = arith.constant dense<"0x01020304"> : tensor<4xi8>
  %b = arith.constant dense<"0x0100000002000000"> : tensor<2xi32>
  %c = arith.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  return %a, %b, %c : tensor<4xi8>, tensor<2xi32>, tensor<2xf32>
}
