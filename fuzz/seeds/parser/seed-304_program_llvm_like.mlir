// llvm-style ops in generic form with unregistered names
"l.func"() <{sym_name = "f", linkage = #l.linkage<internal>}> ({
^bb0(%p: !l.ptr, %n: i64):
  %c1 = "l.mlir.constant"() <{value = 1 : i64}> : () -> i64
  %s = "l.add"(%n, %c1) <{overflowFlags = #l.overflow<nsw>}> : (i64, i64) -> i64
  %g = "l.getelementptr"(%p, %s) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648>}> : (!l.ptr, i64) -> !l.ptr
  "l.store"(%c1, %g) <{alignment = 8 : i64}> : (i64, !l.ptr) -> ()
  "l.return"() : () -> ()
}) : () -> ()
