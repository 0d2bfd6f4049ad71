// Global variable expressions on llvm.mlir.global; local variables, lexical block files and labels on the dbg intrinsics.
#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 1, type = #int, isDefined = true>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <[DW_OP_constu(1), DW_OP_stack_value]>>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 2, subprogramFlags = Definition>
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 3, column = 5>
#lbf = #llvm.di_lexical_block_file<scope = #lb, file = #file, discriminator = 2>
#var = #llvm.di_local_variable<scope = #lbf, name = "x", file = #file, line = 4, arg = 1, alignInBits = 32, type = #int, flags = Artificial>
#label = #llvm.di_label<scope = #lbf, name = "out", file = #file, line = 9>
module {
  llvm.mlir.global external @g() {dbg_exprs = [#gve]} : i32
  llvm.func @f(%a: i32) {
    llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_deref]> = %a : i32
    llvm.intr.dbg.label #label
    llvm.return
  }
}
