// the same map used many times shares one alias
"foo.a"() {x = affine_map<(d0) -> (d0 + 1)>, y = [affine_map<(d0) -> (d0 + 1)>]} : () -> ()
%0 = "foo.b"() : () -> memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
