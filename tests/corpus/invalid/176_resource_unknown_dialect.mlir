// resource unknown dialect
// MLIR-ERROR: dialect 'foo' is unknown
"foo.a"() : () -> ()
{-#
  dialect_resources: {
    foo: {
      b: "0x01000000"
    }
  }
#-}
