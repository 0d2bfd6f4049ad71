module {
  llvm.func @callee(i32, f32) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"}
  llvm.func @caller(%arg0: i32, %arg1: f32) -> f32 {
    %0 = llvm.call @callee(%arg0, %arg1) : (i32, f32) -> !llvm.struct<(i32, f32)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(i32, f32)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(i32, f32)> 
    %3 = llvm.call @callee(%1, %2) : (i32, f32) -> !llvm.struct<(i32, f32)>
    %4 = llvm.extractvalue %3[0] : !llvm.struct<(i32, f32)> 
    %5 = llvm.extractvalue %3[1] : !llvm.struct<(i32, f32)> 
    llvm.return %5 : f32
  }
}

