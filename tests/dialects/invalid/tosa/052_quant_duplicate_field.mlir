// A quantization attribute naming a field twice.
// MLIR-ERROR: duplicate or unknown struct parameter name: input_zp
func.func @f() attributes {g = #tosa.unary_quant<input_zp = 1, input_zp = 2>} {
  return
}
