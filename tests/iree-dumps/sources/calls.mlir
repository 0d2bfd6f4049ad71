// Calls between functions (IREE 3.13 cannot compile recursion: its
// inliner does not terminate, so none here).
func.func private @square(%x: f32) -> f32 {
  %y = arith.mulf %x, %x : f32
  return %y : f32
}
func.func private @clamp(%x: i32, %lo: i32, %hi: i32) -> i32 {
  %a = arith.maxsi %x, %lo : i32
  %b = arith.minsi %a, %hi : i32
  return %b : i32
}
func.func @hypot(%a: f32, %b: f32) -> f32 {
  %a2 = call @square(%a) : (f32) -> f32
  %b2 = call @square(%b) : (f32) -> f32
  %s = arith.addf %a2, %b2 : f32
  %r = math.sqrt %s : f32
  return %r : f32
}
func.func @sum_clamped(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  %lo = arith.constant 0 : index
  %hi = arith.index_cast %n : i32 to index
  %step = arith.constant 1 : index
  %r = scf.for %i = %lo to %hi step %step iter_args(%acc = %c0) -> (i32) {
    %iv = arith.index_cast %i : index to i32
    %c = func.call @clamp(%iv, %c1, %c10) : (i32, i32, i32) -> i32
    %s = arith.addi %acc, %c : i32
    scf.yield %s : i32
  }
  return %r : i32
}
