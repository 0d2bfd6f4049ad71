// memrefs with affine map layouts
%t0 = "foo.t"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>)
%t1 = "foo.t"() : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 1)>>)
%t2 = "foo.t"() : () -> (memref<8x8xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>)
%t3 = "foo.t"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d0 floordiv 2, d1 mod 2, d0)>>)
