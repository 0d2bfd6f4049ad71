module {
  llvm.func @f() -> i64 {
    %0 = "llvm.intr.vscale"() : () -> i64
    llvm.return %0 : i64
  }
}

