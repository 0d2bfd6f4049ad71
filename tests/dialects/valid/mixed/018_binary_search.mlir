// Binary search in a sorted memref with scf.while; returns the index or -1.
func.func @search(%m: memref<?xi64>, %key: i64) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %neg = arith.constant -1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  %r:3 = scf.while (%lo = %c0, %hi = %n, %found = %neg) : (index, index, index) -> (index, index, index) {
    %open = arith.cmpi slt, %lo, %hi : index
    %notfound = arith.cmpi eq, %found, %neg : index
    %go = arith.andi %open, %notfound : i1
    scf.condition(%go) %lo, %hi, %found : index, index, index
  } do {
  ^bb0(%l: index, %h: index, %f: index):
    %sum = arith.addi %l, %h : index
    %mid = arith.divui %sum, %c2 : index
    %v = memref.load %m[%mid] : memref<?xi64>
    %eq = arith.cmpi eq, %v, %key : i64
    %lt = arith.cmpi slt, %v, %key : i64
    %mid1 = arith.addi %mid, %c1 : index
    %l2 = arith.select %lt, %mid1, %l : index
    %h2 = arith.select %lt, %h, %mid : index
    %f2 = arith.select %eq, %mid, %f : index
    scf.yield %l2, %h2, %f2 : index, index, index
  }
  return %r#2 : index
}
