// complex.bitcast to the same type is accepted whatever the type (it folds away).
func.func @f(%a: index, %v: vector<2xf32>) -> index {
  %0 = complex.bitcast %a : index to index
  %1 = complex.bitcast %v : vector<2xf32> to vector<2xf32>
  return %0 : index
}
