// A loop built from blocks: a back edge to the header block.
func.func @count(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^header(%c0 : i64)
^header(%i: i64):
  %lt = arith.cmpi slt, %i, %n : i64
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i64
  cf.br ^header(%next : i64)
^exit:
  return %i : i64
}
