// blobs used from properties
"foo.a"() <{p = dense_resource<prop_blob> : tensor<1xi32>}> : () -> ()
{-#
  dialect_resources: {
    builtin: {
      prop_blob: "0x0400000005000000"
    }
  }
#-}
