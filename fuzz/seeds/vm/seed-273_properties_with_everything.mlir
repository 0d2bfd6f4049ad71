// properties holding every kind of attribute
"foo.p"() <{a = 1, b = 2.0 : f32, c = "s", d = [1], e = {k = "v"}, f = @sym, g = i32, h = unit, i = dense<1> : tensor<2xi8>, j = array<i32: 1>, k = affine_map<(d0) -> (d0)>, l = #foo.x, m = true}> : () -> ()
