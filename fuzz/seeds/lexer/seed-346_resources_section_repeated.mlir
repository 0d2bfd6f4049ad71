// the same resource section twice
"foo.a"() : () -> ()
{-#
  external_resources: {
  },
  external_resources: {
  }
#-}
