// leading zeros in integer widths are dropped
%t0 = "foo.t"() : () -> i01
%t1 = "foo.t"() : () -> si0008
%t2 = "foo.t"() : () -> ui00032
%t3 = "foo.t"() : () -> i000
