// tuples
%t0 = "foo.t"() : () -> tuple<>
%t1 = "foo.t"() : () -> tuple<i32>
%t2 = "foo.t"() : () -> tuple<i32, f32>
%t3 = "foo.t"() : () -> tuple<tuple<>>
%t4 = "foo.t"() : () -> tuple<tuple<i1, tuple<i2>>, i3>
%t5 = "foo.t"() : () -> (tuple<tensor<2xf32>, memref<?xi8>, (i1) -> i2>)
%t6 = "foo.t"() : () -> tuple<none, index, !foo.t>
