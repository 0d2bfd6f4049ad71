// arith.index_cast between index and signless integers, both directions.
func.func @f(%a: i32, %i: index, %v: vector<4xi64>, %t: tensor<?xindex>) -> index {
  %0 = arith.index_cast %a : i32 to index
  %1 = arith.index_cast %i : index to i64
  %2 = arith.index_cast %i : index to i8
  %3 = arith.index_cast %v : vector<4xi64> to vector<4xindex>
  %4 = arith.index_cast %t : tensor<?xindex> to tensor<?xi32>
  return %0 : index
}
