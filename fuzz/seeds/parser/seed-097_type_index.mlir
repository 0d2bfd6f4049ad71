// index
%t0 = "foo.t"() : () -> index
