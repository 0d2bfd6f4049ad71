// math.fpowi raises a float to an integer power; the type list names both types.
func.func @f(%x: f32, %n: i32, %d: f64, %m: i64, %v: vector<4xf32>, %vn: vector<4xi32>) -> f32 {
  %0 = math.fpowi %x, %n : f32, i32
  %1 = math.fpowi %d, %m fastmath<fast> : f64, i64
  %2 = math.fpowi %v, %vn : vector<4xf32>, vector<4xi32>
  return %0 : f32
}
