// a use nested deeply before the definition in the outer graph region
"foo.a"() ({
  "foo.b"() ({
    "foo.c"() ({
      "foo.use"(%outer) : (index) -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
%outer = "foo.def"() : () -> index
