// deeply nested mixed attributes
"foo.attrs"() {a00 = [{a = [dense<1> : tensor<2xi8>, {b = @s::@t}]}, array<i32: 1>, [[affine_map<(d0) -> (d0)>]]], a01 = {x = {y = {z = [unit, "s", 1.5 : f16, #foo.attr<[1]>]}}}} : () -> ()
