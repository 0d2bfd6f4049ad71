module {
  func.func @types(%arg0: i1, %arg1: i8, %arg2: i16, %arg3: i64, %arg4: index, %arg5: f16, %arg6: bf16, %arg7: f64, %arg8: vector<2x3xf32>, %arg9: tensor<*xf32>, %arg10: memref<?xi8>, %arg11: complex<f32>, %arg12: tuple<i32, f32>, %arg13: none, %arg14: si32, %arg15: ui64, %arg16: i128, %arg17: f8E4M3FN, %arg18: tf32, %arg19: vector<[4]xi32>) {
    llvm.return
  }
}

