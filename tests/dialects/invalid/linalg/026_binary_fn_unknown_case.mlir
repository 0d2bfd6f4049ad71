// A #linalg.binary_fn of an unknown case.
// MLIR-ERROR: expected ::mlir::linalg::BinaryFn to be one of: add, sub, mul, div, div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf
func.func @f() attributes {fn = #linalg.binary_fn<pow>} {
  return
}
