// An icmp predicate that does not exist.
// MLIR-ERROR: custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute
llvm.func @f(%a: i32) {
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}
