module {
  func.func @f(%arg0: i8, %arg1: i32, %arg2: i64, %arg3: vector<4xi16>, %arg4: tensor<?xi32>) -> i32 {
    %0 = "llvm.intr.abs"(%arg1) <{is_int_min_poison = false}> : (i32) -> i32
    llvm.return %0 : i32
  }
}

