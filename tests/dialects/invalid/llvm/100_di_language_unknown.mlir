// A DW_LANG name that is none.
// MLIR-ERROR: invalid debug info debug info language name: DW_LANG_Q
module attributes {a.x = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Q, file = <"a" in "b">, isOptimized = true, emissionKind = Full>} {
}
