// A DW_TAG name that is none.
// MLIR-ERROR: invalid debug info debug info tag name: DW_TAG_foo
module attributes {a.x = #llvm.di_basic_type<tag = DW_TAG_foo, name = "x">} {
}
