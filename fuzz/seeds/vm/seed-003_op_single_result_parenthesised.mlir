// one result written with parens in the function type
%r = "foo.op"() : () -> (i32)
