// Functions with internal, private and linkonce_odr linkage, hidden visibility and unnamed_addr.
module {
  llvm.func internal @a() {
    llvm.return
  }
  llvm.func private @b() {
    llvm.return
  }
  llvm.func linkonce_odr hidden unnamed_addr @c() {
    llvm.return
  }
}
