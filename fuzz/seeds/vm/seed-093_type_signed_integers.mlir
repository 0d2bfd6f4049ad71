// signed integers
%t0 = "foo.t"() : () -> si0
%t1 = "foo.t"() : () -> si1
%t2 = "foo.t"() : () -> si8
%t3 = "foo.t"() : () -> si16
%t4 = "foo.t"() : () -> si32
%t5 = "foo.t"() : () -> si64
%t6 = "foo.t"() : () -> si13
%t7 = "foo.t"() : () -> si256
