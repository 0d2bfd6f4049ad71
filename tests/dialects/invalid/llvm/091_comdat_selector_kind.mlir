// A comdat selection kind that is no case.
// MLIR-ERROR: custom op 'llvm.comdat_selector' expected string or keyword containing one of the following enum values for attribute 'comdat' [any, exactmatch, largest, nodeduplicate, samesize]
llvm.comdat @c {
  llvm.comdat_selector @a first
}
