// one region with one op
"foo.region"() ({
  "foo.inner"() : () -> ()
}) : () -> ()
