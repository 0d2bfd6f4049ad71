// An emission kind that is no case.
// MLIR-ERROR: expected one of [None, Full, LineTablesOnly, DebugDirectivesOnly] for LLVM debug emission kind, got: Fool
module attributes {a.x = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = true, emissionKind = Fool>} {
}
