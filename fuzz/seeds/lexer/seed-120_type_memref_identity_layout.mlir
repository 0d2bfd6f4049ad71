// identity layouts are dropped
%t0 = "foo.t"() : () -> (memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>)
%t1 = "foo.t"() : () -> (memref<4xf32, affine_map<(d0) -> (d0)>, 3>)
%t2 = "foo.t"() : () -> (memref<f32, affine_map<() -> ()>>)
