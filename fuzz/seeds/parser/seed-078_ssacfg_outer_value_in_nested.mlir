// values of enclosing regions are visible in nested regions
%outer = "foo.def"() : () -> i32
"foo.region"() ({
  %mid = "foo.def"(%outer) : (i32) -> i32
  "foo.region"() ({
    "foo.use"(%outer, %mid) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()
