// single-block regions of unregistered ops have no dominance
"foo.region"() ({
  "foo.use"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
}) : () -> ()
