// arith.sitofp converts signed integers to floats.
func.func @f(%a: i32, %b: i64, %c: i1, %v: vector<4xi8>, %t: tensor<?xi16>) -> f32 {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.sitofp %b : i64 to f16
  %2 = arith.sitofp %c : i1 to f64
  %3 = arith.sitofp %v : vector<4xi8> to vector<4xbf16>
  %4 = arith.sitofp %t : tensor<?xi16> to tensor<?xf32>
  return %0 : f32
}
