// custom-form module with a name
module @my_module {
  "foo.op"() : () -> ()
}
