// memrefs with strided layouts
%t0 = "foo.t"() : () -> memref<4x8xf32, strided<[8, 1]>>
%t1 = "foo.t"() : () -> memref<?x?xf32, strided<[?, 1], offset: ?>>
%t2 = "foo.t"() : () -> memref<4xf32, strided<[2], offset: 5>>
%t3 = "foo.t"() : () -> memref<4xf32, strided<[1], offset: 0>>
%t4 = "foo.t"() : () -> memref<2x2xf32, strided<[?, ?], offset: 3>, 1>
%t5 = "foo.t"() : () -> memref<f32, strided<[]>>
%t6 = "foo.t"() : () -> memref<f32, strided<[], offset: 7>>
