module {
  func.func private @g(!tosa.shape<3>, !tosa.shape<0>) -> !tosa.shape<1>
  llvm.func @f() {
    llvm.return
  }
}

