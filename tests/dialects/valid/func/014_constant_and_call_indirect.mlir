// func.constant takes the address of a function; func.call_indirect calls it.
func.func private @target(i32) -> i32
func.func @f(%x: i32) -> i32 {
  %fn = constant @target : (i32) -> i32
  %0 = call_indirect %fn(%x) : (i32) -> i32
  return %0 : i32
}
