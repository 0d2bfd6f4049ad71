// di_basic_type requires a name.
// MLIR-ERROR: struct is missing required parameter: name
module attributes {a.x = #llvm.di_basic_type<tag = DW_TAG_base_type>} {
}
