// none
%t0 = "foo.t"() : () -> none
