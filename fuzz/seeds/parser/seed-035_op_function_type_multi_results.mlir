// function type with multiple operands and results
%a = "foo.def"() : () -> i8
%r:2 = "foo.op"(%a, %a) : (i8, i8) -> (tensor<4xi8>, memref<2xi8>)
