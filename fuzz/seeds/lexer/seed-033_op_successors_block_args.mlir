// successor blocks with arguments (no operands in generic form)
"foo.region"() ({
  "foo.br"()[^bb1] : () -> ()
^bb1(%x: i32, %y: tensor<2xf32>):
  "foo.use"(%x, %y) : (i32, tensor<2xf32>) -> ()
  "foo.br"()[^bb1] : () -> ()
}) : () -> ()
