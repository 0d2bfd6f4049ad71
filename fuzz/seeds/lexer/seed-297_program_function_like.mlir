// a function-like unregistered op with a loop
"toy.func"() <{sym_name = "sum", function_type = (memref<?xf32>, index) -> f32}> ({
^bb0(%buf: memref<?xf32>, %n: index):
  %zero = "toy.constant"() {value = 0 : index} : () -> index
  %one = "toy.constant"() {value = 1 : index} : () -> index
  %init = "toy.constant"() {value = 0.0 : f32} : () -> f32
  "toy.br"()[^header] : () -> ()
^header(%i: index, %acc: f32):
  %cond = "toy.cmpi"(%i, %n) {predicate = "slt"} : (index, index) -> i1
  "toy.cond_br"(%cond)[^body, ^exit] : (i1) -> ()
^body:
  %x = "toy.load"(%buf, %i) : (memref<?xf32>, index) -> f32
  %acc2 = "toy.addf"(%acc, %x) {fastmath = #toy.fastmath<fast>} : (f32, f32) -> f32
  %i2 = "toy.addi"(%i, %one) : (index, index) -> index
  "toy.br"()[^header] : () -> ()
^exit:
  "toy.return"(%acc) : (f32) -> ()
}) : () -> ()
