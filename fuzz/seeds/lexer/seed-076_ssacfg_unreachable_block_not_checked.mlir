// uses in unreachable blocks are not checked for dominance
"foo.region"() ({
  "foo.ret"() : () -> ()
^dead:
  "foo.use"(%x) : (i32) -> ()
  %x = "foo.def"() : () -> i32
  "foo.ret"() : () -> ()
}) : () -> ()
