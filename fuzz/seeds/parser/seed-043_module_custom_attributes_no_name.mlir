// custom-form module with attributes but no name
module attributes {foo.a = 1, foo.b = [2]} {
  "foo.op"() : () -> ()
}
