// vector.broadcast to scalable vectors.
func.func @f(%s: i8, %a: vector<[16]xi8>) -> vector<2x[16]xi8> {
  %0 = vector.broadcast %s : i8 to vector<[16]xi8>
  %1 = vector.broadcast %a : vector<[16]xi8> to vector<2x[16]xi8>
  return %1 : vector<2x[16]xi8>
}
