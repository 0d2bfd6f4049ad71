// attribute aliases inside types
#enc = #foo.encoding<"csr">
#layout = affine_map<(d0, d1) -> (d1, d0)>
#space = 3 : i64
%0 = "foo.t"() : () -> tensor<4x4xf32, #enc>
%1 = "foo.t"() : () -> memref<4x4xf32, #layout, #space>
