module {
  llvm.func @callee(i64) -> i64 attributes {sym_visibility = "private"}
  llvm.func @caller(%arg0: i64) -> i64 {
    %0 = llvm.call @callee(%arg0) {test.tail, test.weight = 5 : i32} : (i64) -> i64
    llvm.return %0 : i64
  }
}

