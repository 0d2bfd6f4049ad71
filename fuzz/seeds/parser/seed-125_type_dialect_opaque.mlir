// opaque dialect types
%t0 = "foo.t"() : () -> !foo<"">
%t1 = "foo.t"() : () -> !foo<"anything">
%t2 = "foo.t"() : () -> !foo<"x<y>>">
%t3 = "foo.t"() : () -> !foo<"with \"quotes\"">
%t4 = "foo.t"() : () -> !foo<"tab\09">
