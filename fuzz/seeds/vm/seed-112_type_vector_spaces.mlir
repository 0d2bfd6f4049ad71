// spaces inside shapes are dropped
%t0 = "foo.t"() : () -> vector<2 x 4 x f32>
%t1 = "foo.t"() : () -> vector< [4] x f32 >
%t2 = "foo.t"() : () -> tensor< 2 x ? x i8 >
%t3 = "foo.t"() : () -> memref< 4 x f32 >
