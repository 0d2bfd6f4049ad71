// nested modules share the module-wide numbering
%a = "foo.a"() : () -> i32
module @m1 {
  %b = "foo.b"() : () -> i32
  module @m2 {
    %c = "foo.c"() : () -> i32
  }
  %d = "foo.d"() : () -> i32
}
module @m3 {
  %e = "foo.e"() : () -> i32
}
