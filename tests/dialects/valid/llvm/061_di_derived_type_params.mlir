// #llvm.di_derived_type: member offsets, an explicit DWARF address space 0 (kept), extra data.
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#m = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #int, sizeInBits = 32, alignInBits = 32, offsetInBits = 64, extraData = #int>
#p = #llvm.di_derived_type<dwarfAddressSpace = 0, baseType = #int, tag = DW_TAG_pointer_type>
#q = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #llvm.di_null_type, dwarfAddressSpace = 4294967295>
#c = #llvm.di_derived_type<tag = DW_TAG_const_type, name = "">
module attributes {a.x = [#m, #p, #q, #c]} {
}
