// blobs with different alignments
"foo.a"() {a = dense_resource<a1> : tensor<2xi8>, b = dense_resource<a8> : tensor<1xi64>, c = dense_resource<a16> : tensor<1xi32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      a1: "0x010000000102",
      a8: "0x080000000100000000000000",
      a16: "0x10000000AABBCCDD"
    }
  }
#-}
