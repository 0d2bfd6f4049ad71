// Calling a function with structured values: @stats takes a dict of two
// numbers (an `sdict` in its `iree.abi` reflection) and a keyword argument,
// and returns a dict. Try:
//   sigil run examples/abi.mlir --function=stats \
//     --args-json='[{"sum": 10.0, "count": 4}]' --kwargs-json='{"scale": 2.0}' --print-json
func.func @stats(%d: !util.list<?>, %scale: f64) -> (f64, f64) attributes {iree.reflection = {iree.abi = "{\"a\":[[\"sdict\",[\"count\",\"i64\"],[\"sum\",\"f64\"]],[\"named\",\"scale\",\"f64\"]],\"r\":[[\"sdict\",[\"mean\",\"f64\"],[\"scaled_sum\",\"f64\"]]],\"v\":1}"}} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %count = util.list.get %d[%c0] : !util.list<?> -> i64
  %sum = util.list.get %d[%c1] : !util.list<?> -> f64
  %n = arith.sitofp %count : i64 to f64
  %mean = arith.divf %sum, %n : f64
  %scaled = arith.mulf %sum, %scale : f64
  return %mean, %scaled : f64, f64
}
