// dialect types inside builtin types
%t0 = "foo.t"() : () -> tensor<2x!foo.t>
%t1 = "foo.t"() : () -> tuple<!foo.a, !foo<"b">>
%t2 = "foo.t"() : () -> ((!foo.x) -> !foo.y)
%t3 = "foo.t"() : () -> complex<f32>
%t4 = "foo.t"() : () -> memref<2xf32, 1>
