// the last op of a block is any op in unregistered regions
"foo.region"() ({
  "foo.not_a_terminator"() : () -> ()
^bb1:
  %0 = "foo.value"() : () -> i32
^bb2:
  "foo.whatever"() {x} : () -> ()
}) : () -> ()
