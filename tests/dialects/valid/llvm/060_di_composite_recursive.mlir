// #llvm.di_composite_type: a recursive type (recId, isRecSelf), flags groups, subranges, expressions printed stripped.
#file = #llvm.di_file<"a.c" in "/src">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#self = #llvm.di_composite_type<recId = distinct[0]<>, isRecSelf = true>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#node = #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_structure_type, name = "node", file = #file, line = 3, scope = #file, flags = "Bit0|FwdDecl", sizeInBits = 128, alignInBits = 64, elements = #ptr, #int>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #node, flags = Vector, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, rank = #llvm.di_expression<[DW_OP_constu(2)]>, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = 1 : i64>, #llvm.di_generic_subrange<lowerBound = 0 : i64, stride = 8 : i64, upperBound = 7 : i64>>
module attributes {a.x = [#arr]} {
}
