// block argument locations inside nested modules
module @m {
  "foo.r"() ({
  ^bb0(%a: i32 loc("a":1:1), %b: i32):
    "foo.x"(%a, %b) : (i32, i32) -> ()
  }) : () -> ()
}
