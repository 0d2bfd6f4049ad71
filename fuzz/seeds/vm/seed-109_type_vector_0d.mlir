// 0-d vectors
%t0 = "foo.t"() : () -> vector<f32>
%t1 = "foo.t"() : () -> vector<i1>
%t2 = "foo.t"() : () -> vector<index>
