// A private function with a body, called from a public one.
func.func private @helper(%x: f64) -> f64 {
  return %x : f64
}
func.func @main(%x: f64) -> f64 {
  %0 = call @helper(%x) : (f64) -> f64
  %1 = call @helper(%0) : (f64) -> f64
  return %1 : f64
}
