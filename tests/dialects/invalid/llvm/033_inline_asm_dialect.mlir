// An assembly dialect that is no case.
// MLIR-ERROR: custom op 'llvm.inline_asm' expected string or keyword containing one of the following enum values for attribute 'asm_dialect' [att, intel]
llvm.func @a() {
  %1 = llvm.inline_asm asm_dialect = arm "bar", "=r" : () -> i32
  llvm.return
}
