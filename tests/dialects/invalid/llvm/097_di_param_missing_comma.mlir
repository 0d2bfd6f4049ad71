// Parameters must be separated by commas.
// MLIR-ERROR: expected '>'
module attributes {a.x = #llvm.di_basic_type<name = "x" encoding = DW_ATE_signed>} {
}
