module {
  llvm.func @f(%arg0: f32) -> f32 {
    %0 = llvm.intr.sin(%arg0) {test.approx = 3 : i32} : (f32) -> f32
    %1 = llvm.intr.cos(%0) {fastmathFlags = #llvm.fastmath<fast>, test.tag} : (f32) -> f32
    llvm.return %1 : f32
  }
}

