// memcpy, memset, stacksave and stackrestore.
llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %v: i8) {
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%d, %v, %n) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  %0 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %0 : !llvm.ptr
  llvm.return
}
