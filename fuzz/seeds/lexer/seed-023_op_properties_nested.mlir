// properties holding nested structures
"foo.op"() <{outer = {inner = [1, {deep = "x"}], other = dense<1> : tensor<2xi8>}}> : () -> ()
