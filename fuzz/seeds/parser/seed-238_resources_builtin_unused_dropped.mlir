// unused builtin blobs are dropped
"foo.a"() {a = dense_resource<kept> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      kept: "0x0100000007",
      dropped: "0x0800000001020304"
    }
  }
#-}
