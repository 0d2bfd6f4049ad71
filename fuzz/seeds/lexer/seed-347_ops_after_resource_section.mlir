// operations after a file metadata section
"foo.a"() : () -> ()
{-#
#-}
"foo.b"() : () -> ()
