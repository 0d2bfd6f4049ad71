// vector.reduction with each family of combining kind, an accumulator and fastmath flags.
func.func @f(%a: vector<16xf32>, %b: vector<8xi32>, %acc: f32, %z: vector<f32>, %s: vector<[4]xi64>) -> f32 {
  %0 = vector.reduction <add>, %a : vector<16xf32> into f32
  %1 = vector.reduction <mul>, %a, %acc : vector<16xf32> into f32
  %2 = vector.reduction <maxnumf>, %a fastmath<nnan,ninf> : vector<16xf32> into f32
  %3 = vector.reduction <minimumf>, %a, %acc fastmath<fast> : vector<16xf32> into f32
  %4 = vector.reduction <xor>, %b : vector<8xi32> into i32
  %5 = vector.reduction <minsi>, %b : vector<8xi32> into i32
  %6 = vector.reduction <maxui>, %s : vector<[4]xi64> into i64
  %7 = vector.reduction <add>, %z : vector<f32> into f32
  %8 = vector.reduction <and>, %b {tag} : vector<8xi32> into i32
  return %3 : f32
}
