// func.func custom form: named arguments with attributes, results with attributes, a declaration
func.func @f(%a: tensor<?x4xf32> {iree.abi.name = "x"}, %b: i32) -> (tensor<4xf32> {foo.r}, i32) attributes {foo.k = 1} {
  %0 = "foo.op"(%a) : (tensor<?x4xf32>) -> tensor<4xf32>
  return %0, %b : tensor<4xf32>, i32
}
func.func private @decl(i32) -> ()
