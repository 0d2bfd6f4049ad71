// arith-expand with its bf16 option: a truncf to bf16 with a rounding mode has no expansion,
// so the pass fails on it with the conversion driver's error (after every pass before it).
func.func @g(%x: f32, %a: i32, %b: i32) -> (bf16, i32) {
  %d = arith.ceildivsi %a, %b : i32
  %0 = arith.truncf %x to_nearest_even fastmath<fast> : f32 to bf16
  return %0, %d : bf16, i32
}
