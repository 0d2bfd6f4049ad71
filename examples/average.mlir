// The mean of the first %n elements of a vector of f32, a vector doubled, and a
// helper that divides integers: a trap (division by zero) names the op, its
// source line and the call stack. Try:
//   sigil run examples/average.mlir --function=mean --input="4xf32=1 2 3 4" --input=3
//   sigil run examples/average.mlir --function=double --input="3xf32=1 2 3"
//   sigil run examples/average.mlir --function=per_item --input=10 --input=0
func.func @mean(%v: tensor<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = tensor.extract %v[%i] : tensor<?xf32>
    %s = arith.addf %acc, %x : f32
    scf.yield %s : f32
  }
  %ni = arith.index_cast %n : index to i32
  %nf = arith.sitofp %ni : i32 to f32
  %m = arith.divf %sum, %nf : f32
  return %m : f32
}

func.func @double(%v: tensor<?xf32>) -> tensor<?xf32> {
  %d = arith.addf %v, %v : tensor<?xf32>
  return %d : tensor<?xf32>
}

func.func @divide(%a: i64, %b: i64) -> i64 {
  %q = arith.divsi %a, %b : i64
  return %q : i64
}

func.func @per_item(%total: i64, %items: i64) -> i64 {
  %q = call @divide(%total, %items) : (i64, i64) -> i64
  return %q : i64
}
