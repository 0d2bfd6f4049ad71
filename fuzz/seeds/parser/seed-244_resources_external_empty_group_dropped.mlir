// an empty external resource group is dropped
"foo.a"() : () -> ()
{-#
  external_resources: {
    empty: {},
    full: {
      x: "y"
    }
  }
#-}
