// same names in sibling regions denote different values
"foo.r"() ({
  %x = "foo.a"() : () -> i32
  "foo.use"(%x) : (i32) -> ()
}, {
  %x = "foo.b"() : () -> i64
  "foo.use"(%x) : (i64) -> ()
}) : () -> ()
