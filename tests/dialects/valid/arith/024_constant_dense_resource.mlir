// A dense_resource constant backed by a blob in the file's resource section.
func.func @f() -> tensor<2xi32> {
  %a = arith.constant dense_resource<blob1> : tensor<2xi32>
  return %a : tensor<2xi32>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}
