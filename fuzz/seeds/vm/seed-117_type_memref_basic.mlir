// memrefs with shapes
%t0 = "foo.t"() : () -> memref<f32>
%t1 = "foo.t"() : () -> memref<4xf32>
%t2 = "foo.t"() : () -> memref<?x4xi8>
%t3 = "foo.t"() : () -> memref<0xf32>
%t4 = "foo.t"() : () -> memref<2x?x?xindex>
%t5 = "foo.t"() : () -> memref<4xvector<4xf32>>
%t6 = "foo.t"() : () -> memref<4xcomplex<f32>>
%t7 = "foo.t"() : () -> memref<4xmemref<2xf32>>
