// symbol references naming nested modules
module @outer {
  module @inner {
    "foo.target"() {sym_name = "t"} : () -> ()
  }
  "foo.user"() {ref = @inner::@t} : () -> ()
}
