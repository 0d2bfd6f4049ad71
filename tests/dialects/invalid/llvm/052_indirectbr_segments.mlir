// indirectbr segments that do not cover its operands.
// MLIR-ERROR: 'llvm.indirectbr' op succOperands count (1) does not match with the total size (2) specified in attribute 'indbr_operand_segments'
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  "llvm.indirectbr"(%p, %x)[^bb1] <{indbr_operand_segments = array<i32: 2>}> : (!llvm.ptr, i32) -> ()
^bb1(%a: i32):
  llvm.return
}
