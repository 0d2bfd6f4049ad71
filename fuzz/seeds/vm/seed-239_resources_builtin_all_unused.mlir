// a resource section whose blobs are all unused disappears
"foo.a"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
      unused: "0x0400000001000000"
    }
  }
#-}
