// extractvalue past the end of a struct.
// MLIR-ERROR: custom op 'llvm.extractvalue' position out of bounds: 2
llvm.func @f(%s: !llvm.struct<(i32, i32)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, i32)>
  llvm.return
}
