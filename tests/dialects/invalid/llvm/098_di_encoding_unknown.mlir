// A DW_ATE name that is none.
// MLIR-ERROR: invalid debug info debug info encoding name: DW_ATE_bad
module attributes {a.x = #llvm.di_basic_type<name = "x", encoding = DW_ATE_bad>} {
}
