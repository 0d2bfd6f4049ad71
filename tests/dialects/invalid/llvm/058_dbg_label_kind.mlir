// dbg.label of something that is no label.
// MLIR-ERROR: custom op 'llvm.intr.dbg.label' invalid kind of attribute specified
#file = #llvm.di_file<"foo.c" in "/tmp">
llvm.func @f() {
  llvm.intr.dbg.label #file
  llvm.return
}
