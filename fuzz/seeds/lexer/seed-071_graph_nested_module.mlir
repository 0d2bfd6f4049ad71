// a nested module body is a graph region too
module @inner {
  "foo.use"(%x, %y) : (i32, i32) -> ()
  %x = "foo.def"(%y) : (i32) -> i32
  %y = "foo.def"(%x) : (i32) -> i32
}
