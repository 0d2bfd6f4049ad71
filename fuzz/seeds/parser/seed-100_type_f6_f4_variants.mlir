// 6- and 4-bit float types
%t0 = "foo.t"() : () -> f6E2M3FN
%t1 = "foo.t"() : () -> f6E3M2FN
%t2 = "foo.t"() : () -> f4E2M1FN
