// a module nested inside an unregistered op region
"foo.wrapper"() ({
  module @in_region {
    "foo.use"(%later) : (i8) -> ()
    %later = "foo.def"() : () -> i8
  }
}) : () -> ()
