// #tosa.target_env with a level that is no case.
// MLIR-ERROR: expected one of [none, "8k"8k] for supported TOSA levels, got: 9k
func.func @f() attributes {g = #tosa.target_env<specification_version = "1.0", level = "9k", profiles = [none], extensions = [none]>} {
  return
}
