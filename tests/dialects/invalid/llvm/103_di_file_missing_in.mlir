// di_file is "name" in "directory".
// MLIR-ERROR: expected 'in'
module attributes {a.x = #llvm.di_file<"a" "b">} {
}
