// a parenthesised single result loses its parens
%t0 = "foo.t"() : () -> ((i32) -> (i32))
%t1 = "foo.t"() : () -> (() -> (f32))
%t2 = "foo.t"() : () -> ((i1) -> (tensor<2xi1>))
