// #llvm.di_subprogram: flags by name and by string, a subroutine type with a calling convention, annotations as the last list.
#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sty = #llvm.di_subroutine_type<callingConvention = DW_CC_nocall, types = #int, #int, #llvm.di_null_type>
#sp1 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "main", linkageName = "main", file = #file, line = 10, scopeLine = 11, subprogramFlags = "Definition|Optimized|MainSubprogram", type = #sty, annotations = #llvm.di_annotation<name = "k", value = "v">, #llvm.di_annotation<value = "w", name = "j">>
#sp2 = #llvm.di_subprogram<scope = #file, name = "decl", subprogramFlags = Optimized, type = <types = #int>>
#sp3 = #llvm.di_subprogram<recId = distinct[2]<>, isRecSelf = true>
module attributes {a.x = [#sp1, #sp2, #sp3]} {
}
