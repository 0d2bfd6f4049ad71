// standard float types
%t0 = "foo.t"() : () -> f16
%t1 = "foo.t"() : () -> bf16
%t2 = "foo.t"() : () -> f32
%t3 = "foo.t"() : () -> f64
%t4 = "foo.t"() : () -> f80
%t5 = "foo.t"() : () -> f128
%t6 = "foo.t"() : () -> tf32
