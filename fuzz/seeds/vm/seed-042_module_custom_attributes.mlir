// custom-form module with name and attributes
module @m attributes {foo.version = 3 : i32, bar.name = "x", foo.flag} {
  %0 = "foo.op"() : () -> i32
}
