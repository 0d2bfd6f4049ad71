// #llvm.di_string_type with a variable length, and di_expression operations with arguments (DW_OP_LLVM_convert's encodings by name).
#file = #llvm.di_file<"s.f90" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "s", file = #file, subprogramFlags = Definition>
#len = #llvm.di_local_variable<scope = #sp, name = "len", flags = "Artificial|ObjectPointer">
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "character(*)", sizeInBits = 32, alignInBits = 8, stringLength = #len, stringLengthExp = <[DW_OP_push_object_address, DW_OP_plus_uconst(8)]>, stringLocationExp = <[DW_OP_push_object_address, DW_OP_deref]>, encoding = DW_ATE_ASCII>
#e = #llvm.di_expression<[DW_OP_LLVM_convert(32, DW_ATE_signed), DW_OP_LLVM_convert(8, 5), DW_OP_LLVM_fragment(0, 16), DW_OP_LLVM_arg(0), DW_OP_constu(18446744073709551615), DW_OP_stack_value]>
module attributes {a.x = [#str, #e]} {
}
