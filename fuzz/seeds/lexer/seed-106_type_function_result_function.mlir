// a function result that is itself a function keeps parens
%t0 = "foo.t"() : () -> ((i32) -> ((i32) -> i32))
%t1 = "foo.t"() : () -> (() -> ((i1) -> ()))
