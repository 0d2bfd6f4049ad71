// empty resource sections print nothing
"foo.a"() : () -> ()
{-#
  dialect_resources: {
  },
  external_resources: {
  }
#-}
