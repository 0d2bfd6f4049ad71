// Arguments of many builtin types.
func.func @types(%a: i1, %b: i8, %c: i16, %d: i64, %e: index, %f: f16, %g: bf16, %h: f64,
                 %i: vector<2x3xf32>, %j: tensor<*xf32>, %k: memref<?xi8>, %l: complex<f32>,
                 %m: tuple<i32, f32>, %n: none, %o: si32, %p: ui64, %q: i128, %r: f8E4M3FN,
                 %s: tf32, %t: vector<[4]xi32>) {
  return
}
