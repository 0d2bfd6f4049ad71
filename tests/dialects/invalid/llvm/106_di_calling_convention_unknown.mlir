// A DW_CC name that is none.
// MLIR-ERROR: invalid debug info debug info calling convention name: DW_CC_bad
module attributes {a.x = #llvm.di_subroutine_type<callingConvention = DW_CC_bad>} {
}
