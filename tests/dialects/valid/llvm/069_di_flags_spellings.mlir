// DIFlags normalised as MLIR prints them: visibility bits as Private/Protected/Public, one flag bare, several quoted.
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int">
#a = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #int>
#c1 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c1", flags = "Bit0">
#c2 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c2", flags = "Private|Protected">
#c3 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c3", flags = "Protected|TypePassByValue|NonTrivial">
#c4 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c4", flags = Zero, elements = #a>
module attributes {a.x = [#c1, #c2, #c3, #c4]} {
}
