// strings with a type
"foo.attrs"() {a00 = "s" : i32, a01 = "" : none, a02 = "x" : tensor<2xi8>, a03 = "y" : !foo.t, a04 = "z" : f32} : () -> ()
