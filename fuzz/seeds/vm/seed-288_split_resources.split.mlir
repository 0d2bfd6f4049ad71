// resource sections in separate chunks
"foo.a"() {a = dense_resource<b1> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      b1: "0x0100000001"
    }
  }
#-}

// -----

"foo.b"() {a = dense_resource<b1> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      b1: "0x0100000002"
    }
  }
#-}
