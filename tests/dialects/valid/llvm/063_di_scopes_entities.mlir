// #llvm.di_module, di_namespace, di_imported_entity (with elements) and di_common_block.
#file = #llvm.di_file<"m.f90" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "integer", sizeInBits = 32, encoding = DW_ATE_signed>
#mod = #llvm.di_module<file = #file, scope = #cu, name = "m", configMacros = "-DX", includePath = "/inc", apinotes = "m.apinotes", line = 4, isDecl = true>
#ns = #llvm.di_namespace<name = "n", scope = #mod, exportSymbols = 1>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#gv = #llvm.di_global_variable<scope = #mod, name = "g", linkageName = "_g", file = #file, line = 5, type = #int, isLocalToUnit = true, isDefined = false, alignInBits = 32>
#ie = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #sp, entity = #mod, file = #file, line = 6, name = "alias", elements = #ns, #gv>
#cb = #llvm.di_common_block<scope = #sp, decl = #gv, name = "blk", file = #file, line = 7>
module attributes {a.x = [#ie, #cb]} {
}
