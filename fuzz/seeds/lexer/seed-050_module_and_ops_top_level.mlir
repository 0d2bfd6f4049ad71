// a module next to other ops
"foo.before"() : () -> ()
module @m {
  "foo.inside"() : () -> ()
}
"foo.after"() : () -> ()
