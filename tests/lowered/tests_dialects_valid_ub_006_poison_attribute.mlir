module {
  llvm.func @f() attributes {fill = #ub.poison} {
    llvm.return
  }
}

