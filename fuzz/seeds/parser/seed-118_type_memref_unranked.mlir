// unranked memrefs
%t0 = "foo.t"() : () -> memref<*xf32>
%t1 = "foo.t"() : () -> memref<*xi8, 1>
%t2 = "foo.t"() : () -> memref<*xf16, 0>
%t3 = "foo.t"() : () -> memref<*xf32, "space">
