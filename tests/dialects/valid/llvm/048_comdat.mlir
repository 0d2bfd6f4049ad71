// llvm.comdat groups of llvm.comdat_selector, referenced by globals and functions.
module {
  llvm.comdat @c {
    llvm.comdat_selector @any any
    llvm.comdat_selector @exact exactmatch
    llvm.comdat_selector @large largest
    llvm.comdat_selector @nd nodeduplicate
    llvm.comdat_selector @same samesize
  }
  llvm.mlir.global @g(1 : i32) comdat(@c::@any) : i32
  llvm.mlir.global internal constant @s("abc") comdat(@c::@nd) {alignment = 4 : i64}
  llvm.func @f() comdat(@c::@large) attributes {no_inline} {
    llvm.return
  }
  llvm.func @h() comdat(@c::@same)
}
