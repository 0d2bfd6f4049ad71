// resource blob odd hex
// MLIR-ERROR: expected hex string blob for key 'b'
"foo.a"() {v = dense_resource<b> : tensor<1xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      b: "0x010000000"
    }
  }
#-}
