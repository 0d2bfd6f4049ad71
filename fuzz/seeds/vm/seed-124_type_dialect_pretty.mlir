// pretty dialect types
%t0 = "foo.t"() : () -> !foo.bar
%t1 = "foo.t"() : () -> !foo.bar<1>
%t2 = "foo.t"() : () -> !foo.bar<i32, "s", [1, 2]>
%t3 = "foo.t"() : () -> !foo.a.b.c
%t4 = "foo.t"() : () -> !foo.bar<<nested<deep>>>
%t5 = "foo.t"() : () -> !foo.bar<(x)[y]{z}>
%t6 = "foo.t"() : () -> !foo.bar<1 x 2>
%t7 = "foo.t"() : () -> !foo_dialect.t
