// builtin attributes as memory spaces
%t0 = "foo.t"() : () -> memref<4xf32, "global">
%t1 = "foo.t"() : () -> memref<4xf32, {kind = 1}>
%t2 = "foo.t"() : () -> memref<4xf32, strided<[1]>, "shared">
