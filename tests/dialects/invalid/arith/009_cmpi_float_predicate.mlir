// arith.cmpi with a predicate that only arith.cmpf has.
// MLIR-ERROR: custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]
func.func @f(%a: i32) {
  %0 = arith.cmpi oeq, %a, %a : i32
  return
}
