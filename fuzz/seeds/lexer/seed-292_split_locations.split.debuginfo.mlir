// split chunks with debuginfo: locations refer to the whole file
"foo.a"() : () -> ()

// -----

"foo.b"() : () -> () loc("explicit":1:1)
"foo.c"() : () -> ()

// -----

module {
  "foo.d"() : () -> ()
}
