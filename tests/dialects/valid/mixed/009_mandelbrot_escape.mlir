// Escape-time count of one Mandelbrot point with a capped scf.while loop.
func.func @escape(%cr: f32, %ci: f32) -> i32 {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %max = arith.constant 255 : i32
  %r:3 = scf.while (%zr = %zero, %zi = %zero, %it = %c0) : (f32, f32, i32) -> (f32, f32, i32) {
    %zr2 = arith.mulf %zr, %zr : f32
    %zi2 = arith.mulf %zi, %zi : f32
    %mag = arith.addf %zr2, %zi2 : f32
    %inside = arith.cmpf olt, %mag, %four : f32
    %budget = arith.cmpi slt, %it, %max : i32
    %go = arith.andi %inside, %budget : i1
    scf.condition(%go) %zr, %zi, %it : f32, f32, i32
  } do {
  ^bb0(%a: f32, %b: f32, %n: i32):
    %a2 = arith.mulf %a, %a : f32
    %b2 = arith.mulf %b, %b : f32
    %re = arith.subf %a2, %b2 : f32
    %re2 = arith.addf %re, %cr : f32
    %ab = arith.mulf %a, %b : f32
    %ab2 = arith.addf %ab, %ab : f32
    %im = arith.addf %ab2, %ci : f32
    %n1 = arith.addi %n, %c1 : i32
    scf.yield %re2, %im, %n1 : f32, f32, i32
  }
  return %r#2 : i32
}
