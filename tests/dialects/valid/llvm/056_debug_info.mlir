// llvm.intr.dbg.declare/value/label with #llvm.di_* attributes (printed through #di_* aliases, expressions inline) and a fused location.
#file = #llvm.di_file<"foo.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "clang", isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64, alignInBits = 32, offsetInBits = 4, extraData = #int>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array1", file = #file, scope = #file, baseType = #int, allocated = <[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 4 : i64>>
#sty = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #int, #int, #ptr, #arr>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", linkageName = "f", file = #file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #sty, annotations = #llvm.di_annotation<name = "foo", value = "bar">>
#block = #llvm.di_lexical_block<scope = #sp, line = 1, column = 2>
#var = #llvm.di_local_variable<scope = #block, name = "x", file = #file, line = 2, alignInBits = 32, type = #int>
#arg = #llvm.di_local_variable<scope = #sp, name = "a", file = #file, line = 1, arg = 1, type = #int>
#label = #llvm.di_label<scope = #sp, name = "L", file = #file, line = 3>
#null = #llvm.di_null_type
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 2, type = #int>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <>>
module {
  llvm.mlir.global external @data() {dbg_exprs = [#gve], sty = #null} : i64
  llvm.func @f(%a: i32, %p: !llvm.ptr) {
    llvm.intr.dbg.value #arg = %a : i32
    llvm.intr.dbg.declare #var = %p : !llvm.ptr
    llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_LLVM_fragment(16, 8), DW_OP_plus_uconst(2), DW_OP_deref]> = %a : i32
    llvm.intr.dbg.value #var #llvm.di_expression<> = %a : i32
    llvm.intr.dbg.label #label
    llvm.return
  } loc(fused<#sp>["foo.c":1:1])
}
