module {
  llvm.func @f() attributes {test.arr = [1, 2], test.num = 3 : i8, test.str = "s", test.unit} {
    llvm.return
  }
}

