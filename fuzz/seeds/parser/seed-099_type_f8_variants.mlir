// 8-bit float types
%t0 = "foo.t"() : () -> f8E5M2
%t1 = "foo.t"() : () -> f8E4M3FN
%t2 = "foo.t"() : () -> f8E5M2FNUZ
%t3 = "foo.t"() : () -> f8E4M3FNUZ
%t4 = "foo.t"() : () -> f8E4M3B11FNUZ
%t5 = "foo.t"() : () -> f8E4M3
%t6 = "foo.t"() : () -> f8E3M4
%t7 = "foo.t"() : () -> f8E8M0FNU
