// comments around markers
// first chunk
"foo.a"() : () -> () // trailing
// before marker
// -----
// after marker
"foo.b"() : () -> ()
