// function types nested in function types
%t0 = "foo.t"() : () -> (((i32) -> i32) -> ((i32) -> i32))
%t1 = "foo.t"() : () -> ((() -> ()) -> ())
%t2 = "foo.t"() : () -> (() -> (() -> ()))
%t3 = "foo.t"() : () -> (((i1) -> i2, (i3) -> (i4, i5)) -> (() -> (), i6))
