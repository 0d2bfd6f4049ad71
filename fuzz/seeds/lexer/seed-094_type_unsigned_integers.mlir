// unsigned integers
%t0 = "foo.t"() : () -> ui0
%t1 = "foo.t"() : () -> ui1
%t2 = "foo.t"() : () -> ui8
%t3 = "foo.t"() : () -> ui16
%t4 = "foo.t"() : () -> ui32
%t5 = "foo.t"() : () -> ui64
%t6 = "foo.t"() : () -> ui5
%t7 = "foo.t"() : () -> ui512
