// #llvm.di_compile_unit: producer, emission and name-table kinds, split file name; isOptimized read from 1.
#file = #llvm.di_file<"a.c" in "/src">
#cu1 = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "clang", isOptimized = 1, emissionKind = LineTablesOnly, nameTableKind = GNU, splitDebugFilename = "a.dwo">
#cu2 = #llvm.di_compile_unit<emissionKind = Full, isOptimized = false, file = <"b.c" in "/src">, sourceLanguage = DW_LANG_Rust, id = distinct[1]<>, nameTableKind = Default>
module attributes {a.x = [#cu1, #cu2]} {
}
