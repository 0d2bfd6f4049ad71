// several used blobs keep their order
"foo.a"() {x = dense_resource<zeta> : tensor<2xi16>, y = dense_resource<alpha> : tensor<4xi8>} : () -> ()
"foo.b"() {z = dense_resource<mid> : tensor<1xf32>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      alpha: "0x0400000001020304",
      mid: "0x040000000000803F",
      zeta: "0x0200000001000200"
    }
  }
#-}
