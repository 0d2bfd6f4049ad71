// integer memory spaces; zero is the default and is dropped
%t0 = "foo.t"() : () -> memref<4xf32, 1>
%t1 = "foo.t"() : () -> memref<4xf32, 0>
%t2 = "foo.t"() : () -> memref<4xf32, 7 : i64>
%t3 = "foo.t"() : () -> memref<4xf32, 3 : i32>
%t4 = "foo.t"() : () -> memref<4xf32, 65535>
%t5 = "foo.t"() : () -> (memref<4xf32, affine_map<(d0) -> (d0 * 2)>, 2>)
