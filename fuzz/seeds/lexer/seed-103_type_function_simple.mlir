// function types as value types
%t0 = "foo.t"() : () -> (() -> ())
%t1 = "foo.t"() : () -> ((i32) -> i32)
%t2 = "foo.t"() : () -> ((i32, f32) -> (i1, i2))
%t3 = "foo.t"() : () -> (() -> (i1, i1, i1))
%t4 = "foo.t"() : () -> ((index) -> ())
