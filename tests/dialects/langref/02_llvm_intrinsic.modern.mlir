// Modernised 02_llvm_intrinsic.mlir: the LLVM intrinsic is the registered op llvm.intr.sadd.with.overflow (generic form only).
// LLVM: %x = call {i16, i1} @llvm.sadd.with.overflow.i16(i16 %a, i16 %b)
func.func @f(%a: i16, %b: i16) -> !llvm.struct<(i16, i1)> {
  %x = "llvm.intr.sadd.with.overflow"(%a, %b) : (i16, i16) -> !llvm.struct<(i16, i1)>
  return %x : !llvm.struct<(i16, i1)>
}
