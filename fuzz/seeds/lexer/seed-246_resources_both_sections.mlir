// dialect and external resources together
"foo.a"() {a = dense_resource<r> : tensor<3xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      r: "0x01000000010203"
    }
  },
  external_resources: {
    e: {
      k: "v"
    }
  }
#-}
