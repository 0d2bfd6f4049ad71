// llvm.call_intrinsic: fastmath flags, operand bundles, argument and result attributes.
llvm.func @a(%x: i32, %f: f32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call_intrinsic "llvm.foo"(%x) : (i32) -> i32
  llvm.call_intrinsic "llvm.bar"() : () -> ()
  %1 = llvm.call_intrinsic "llvm.fabs"(%f) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %2 = llvm.call_intrinsic "llvm.x"(%x, %p) {foo} : (i32, !llvm.ptr) -> !llvm.struct<(i32, i32)>
  %3 = llvm.call_intrinsic "llvm.y"(%x) ["tag"(%x, %p : i32, !llvm.ptr), "empty"()] : (i32) -> i32
  %4 = llvm.call_intrinsic "llvm.z"(%x, %x) : (i32 {llvm.noundef}, i32) -> (i32 {llvm.zeroext})
  %5 = llvm.call_intrinsic "llvm.w"(%x) {fastmathFlags = #llvm.fastmath<none>} : (i32) -> (i32)
  llvm.return %0 : i32
}
