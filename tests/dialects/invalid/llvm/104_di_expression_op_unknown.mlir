// A DW_OP name that is none.
// MLIR-ERROR: invalid debug info debug info operation encoding name: DW_OP_bogus
module attributes {a.x = #llvm.di_expression<[DW_OP_bogus]>} {
}
