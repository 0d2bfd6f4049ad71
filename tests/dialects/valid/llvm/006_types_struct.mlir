// Literal, packed, empty, identified, opaque and recursive structs.
module {
  llvm.func @f(!llvm.struct<(i32, f64)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<()>, !llvm.struct<"named", (i32, ptr)>, !llvm.struct<"op", opaque>, !llvm.struct<"list", (i32, struct<"list">)>)
}
