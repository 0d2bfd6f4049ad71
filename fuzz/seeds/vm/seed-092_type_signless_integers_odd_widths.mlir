// signless integers of unusual widths
%t0 = "foo.t"() : () -> i0
%t1 = "foo.t"() : () -> i2
%t2 = "foo.t"() : () -> i3
%t3 = "foo.t"() : () -> i7
%t4 = "foo.t"() : () -> i17
%t5 = "foo.t"() : () -> i33
%t6 = "foo.t"() : () -> i65
%t7 = "foo.t"() : () -> i99
%t8 = "foo.t"() : () -> i1024
%t9 = "foo.t"() : () -> i4096
