// signless integers of common widths
%t0 = "foo.t"() : () -> i1
%t1 = "foo.t"() : () -> i8
%t2 = "foo.t"() : () -> i16
%t3 = "foo.t"() : () -> i32
%t4 = "foo.t"() : () -> i64
%t5 = "foo.t"() : () -> i128
