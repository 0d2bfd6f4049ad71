// #llvm.di_basic_type: parameters in any order, defaults written out (tag DW_TAG_null, size 0) left out in print.
#a = #llvm.di_basic_type<name = "int", encoding = DW_ATE_signed, tag = DW_TAG_base_type, sizeInBits = 32>
#b = #llvm.di_basic_type<tag = DW_TAG_null, name = "void", sizeInBits = 0>
#c = #llvm.di_basic_type<tag = DW_TAG_unspecified_type, name = "decltype(nullptr)">
#d = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 18446744073709551615, encoding = DW_ATE_float>
module attributes {a.x = [#a, #b, #c, #d]} {
}
