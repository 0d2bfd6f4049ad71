// resource bad blob
// MLIR-ERROR: expected hex string blob for key 'b'
"foo.a"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
      b: "0x0"
    }
  }
#-}
