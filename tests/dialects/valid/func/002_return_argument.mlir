// A function returning its argument.
func.func @identity(%x: i32) -> i32 {
  return %x : i32
}
