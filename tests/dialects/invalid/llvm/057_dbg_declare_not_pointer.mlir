// dbg.declare of a value that is no pointer.
// MLIR-ERROR: 'llvm.intr.dbg.declare' op operand #0 must be LLVM pointer type, but got 'i32'
#file = #llvm.di_file<"foo.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x">
llvm.func @f(%a: i32) {
  llvm.intr.dbg.declare #var = %a : i32
  llvm.return
}
