// Per-call overhead of the Python package against iree.runtime (bench/python.sh).
func.func @inc(%a: i64) -> i64 {
  %c = arith.constant 1 : i64
  %s = arith.addi %a, %c : i64
  return %s : i64
}
func.func @records(%d: !util.list<?>, %k: i64) -> (i64, !util.list<?>) attributes {iree.reflection = {iree.abi = "{\"a\":[[\"sdict\",[\"x\",\"i64\"],[\"y\",\"i64\"]],\"i64\"],\"r\":[[\"stuple\",\"i64\",[\"sdict\",[\"p\",\"i64\"],[\"q\",\"i64\"]]]],\"v\":1}"}} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = util.list.get %d[%c0] : !util.list<?> -> i64
  %y = util.list.get %d[%c1] : !util.list<?> -> i64
  %s = arith.addi %x, %y : i64
  %p = arith.muli %x, %k : i64
  %q = arith.muli %y, %k : i64
  %out = util.list.create %c2 : !util.list<?>
  util.list.resize %out, %c2 : !util.list<?>
  util.list.set %out[%c0], %p : i64 -> !util.list<?>
  util.list.set %out[%c1], %q : i64 -> !util.list<?>
  return %s, %out : i64, !util.list<?>
}
// The results' one record is the sequence of raw results (one, a list),
// so the list of arrays is that sequence's only element.
func.func @arrays(%d: !util.list<?>) -> !util.list<?> attributes {iree.reflection = {iree.abi = "{\"a\":[[\"sdict\",[\"a0\",[\"ndarray\",\"f32\",1,4]],[\"a1\",[\"ndarray\",\"f32\",1,4]],[\"a2\",[\"ndarray\",\"f32\",1,4]],[\"a3\",[\"ndarray\",\"f32\",1,4]],[\"a4\",[\"ndarray\",\"f32\",1,4]],[\"a5\",[\"ndarray\",\"f32\",1,4]],[\"a6\",[\"ndarray\",\"f32\",1,4]],[\"a7\",[\"ndarray\",\"f32\",1,4]],[\"a8\",[\"ndarray\",\"f32\",1,4]],[\"a9\",[\"ndarray\",\"f32\",1,4]]]],\"r\":[[\"slist\",[\"slist\",[\"ndarray\",\"f32\",1,4],[\"ndarray\",\"f32\",1,4],[\"ndarray\",\"f32\",1,4],[\"ndarray\",\"f32\",1,4],[\"ndarray\",\"f32\",1,4],[\"ndarray\",\"f32\",1,4],[\"ndarray\",\"f32\",1,4],[\"ndarray\",\"f32\",1,4],[\"ndarray\",\"f32\",1,4],[\"ndarray\",\"f32\",1,4]]]],\"v\":1}"}} {
  return %d : !util.list<?>
}
// Threads: a loop long enough that the call's cost is the VM's.
func.func @spin(%n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %ni = arith.index_cast %n : i64 to index
  %r = scf.for %i = %c0 to %ni step %c1 iter_args(%acc = %z) -> (i64) {
    %ii = arith.index_cast %i : index to i64
    %s = arith.xori %acc, %ii : i64
    scf.yield %s : i64
  }
  return %r : i64
}
