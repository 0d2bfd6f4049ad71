// Operand bundles on llvm.call (direct, indirect, after vararg) and llvm.invoke: tags with and without operands.
llvm.func @g(i32)
llvm.func @v(i32, ...)
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @f(%x: i32, %p: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
  llvm.call @g(%x) ["tag"(%x, %p : i32, !llvm.ptr), "e"()] : (i32) -> ()
  llvm.call %p(%x) ["deopt"(%x : i32)] {no_unwind} : !llvm.ptr, (i32) -> ()
  llvm.call @v(%x, %x) vararg(!llvm.func<void (i32, ...)>) ["a"()] : (i32, i32) -> ()
  llvm.call @g(%x) [] : (i32) -> ()
  llvm.invoke @g(%x) to ^bb1 unwind ^bb2 ["tag"(%x : i32), "f"(%p : !llvm.ptr)] : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
