// arith.index_castui (zero-extending index cast), both directions.
func.func @f(%a: i16, %i: index, %v: vector<2xindex>, %t: tensor<3xi1>) -> index {
  %0 = arith.index_castui %a : i16 to index
  %1 = arith.index_castui %i : index to i128
  %2 = arith.index_castui %v : vector<2xindex> to vector<2xi32>
  %3 = arith.index_castui %t : tensor<3xi1> to tensor<3xindex>
  return %0 : index
}
