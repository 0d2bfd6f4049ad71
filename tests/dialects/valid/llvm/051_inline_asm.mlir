// llvm.inline_asm: its optional keyword groups, an attribute dictionary before the strings, no operands, several results in a struct.
llvm.func @a(%x: i32, %y: i32) -> i32 {
  %0 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel operand_attrs = [{elementtype = i32}, {}] "foo $0, $1", "=r,r,r" %x, %y : (i32, i32) -> i32
  llvm.inline_asm "nop", "" : () -> ()
  %1 = llvm.inline_asm tail_call_kind = <tail> "bar", "=r" : () -> i32
  %2 = llvm.inline_asm asm_dialect = att {foo} "bar", "=r" : () -> i32
  %3 = llvm.inline_asm tail_call_kind = <notail> asm_dialect = "intel" "x", "=r,=r,r" %x : (i32) -> !llvm.struct<(i32, i32)>
  llvm.return %0 : i32
}
