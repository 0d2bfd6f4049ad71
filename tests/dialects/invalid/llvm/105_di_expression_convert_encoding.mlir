// DW_OP_LLVM_convert's encoding names must be DW_ATE names.
// MLIR-ERROR: encountered unknown attribute encoding "DW_ATE_x"
module attributes {a.x = #llvm.di_expression<[DW_OP_LLVM_convert(4, DW_ATE_x)]>} {
}
