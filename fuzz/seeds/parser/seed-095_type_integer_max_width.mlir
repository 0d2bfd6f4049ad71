// the largest integer width
%t0 = "foo.t"() : () -> i16777215
%t1 = "foo.t"() : () -> si16777215
%t2 = "foo.t"() : () -> ui16777215
