// A function returning its argument: what an empty `sigil run` costs (start-up,
// reading and verifying a module, one call, printing).
func.func @id(%a: i32) -> i32 {
  return %a : i32
}
