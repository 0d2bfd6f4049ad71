// Modernised 08_accelerator_compute.mlir: func.func, cf branches, the unregistered op in generic
// form, the zero-result do_something without a result name, and `...` replaced by a return.
func.func @accelerator_compute(%a: i64, %cond: i1) -> i64 { // An SSACFG region
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  // This def for %value does not dominate ^bb2
  %value = "op.convert"(%a) : (i64) -> i64
  cf.br ^bb3(%a: i64) // Branch passes %a as the argument
^bb2:
  "accelerator.launch"() ({ // An SSACFG region
  ^bb0:
    // Region of code nested under "accelerator.launch", it can reference %a but
    // not %value.
    "accelerator.do_something"(%a) : (i64) -> ()
  }) : () -> ()
  // %new_value cannot be referenced outside of the region
  cf.br ^bb3(%a: i64)
^bb3(%x: i64):
  return %x : i64
}
