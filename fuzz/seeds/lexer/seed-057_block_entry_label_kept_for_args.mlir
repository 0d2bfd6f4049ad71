// the entry block label is printed only when it has arguments
"foo.region"() ({
^entry(%a: i32):
  "foo.use"(%a) : (i32) -> ()
}) : () -> ()
"foo.region"() ({
^entry:
  "foo.nothing"() : () -> ()
}) : () -> ()
