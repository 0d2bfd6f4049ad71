// custom and generic modules in chunks
module @first {
  "foo.a"() : () -> ()
}

// -----

"builtin.module"() ({
  "foo.b"() : () -> ()
}) : () -> ()

// -----

module {
}
