// Pointers in address spaces 0 (printed bare) and others.
module {
  llvm.func @f(!llvm.ptr, !llvm.ptr<0>, !llvm.ptr<1>, !llvm.ptr<42>)
}
