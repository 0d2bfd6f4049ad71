// one result, non-parenthesised result type
%0 = "foo.op"() : () -> i32
