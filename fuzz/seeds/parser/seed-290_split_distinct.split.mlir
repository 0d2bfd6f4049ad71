// distinct ids restart in each chunk
"foo.a"() {d = distinct[5]<1>} : () -> ()

// -----

"foo.b"() {d = distinct[5]<2>, e = distinct[6]<3>} : () -> ()
