// blobs used only inside nested regions
"foo.r"() ({
  "foo.inner"() {a = dense_resource<deep> : tensor<2xi8>} : () -> ()
}) : () -> ()
{-#
  dialect_resources: {
    builtin: {
      deep: "0x010000000A0B"
    }
  }
#-}
