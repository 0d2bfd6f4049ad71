// The flag attributes as MLIR reads them: flags in any order, as strings (one flag, or
// several separated by commas), `none` repeated or beside flags, `fast` with flags it
// includes; printed canonically (in flag order, `fast` for all, `none` left out).
func.func @f(%a: f32, %i: i32) -> (f32, i32) attributes {flags = [#arith.fastmath<"nnan, ninf">, #arith.fastmath<none, none>, #arith.overflow<"nuw,nsw">, #arith.fastmath<nsz,fast>]} {
  %0 = arith.addf %a, %a fastmath<"contract"> : f32
  %1 = arith.mulf %0, %a fastmath<afn, "arcp", reassoc> : f32
  %2 = arith.subf %1, %a {fastmath = #arith.fastmath<ninf,fast>} : f32
  %3 = arith.addi %i, %i overflow<"nuw", nsw> : i32
  %4 = "arith.muli"(%3, %3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %5 = arith.divf %2, %a fastmath<none,nnan> : f32
  return %5, %4 : f32, i32
}
