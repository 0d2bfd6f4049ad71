VALID = [
("factorial_cf", """
// Factorial of an i64 as an explicit CFG loop with cf.br / cf.cond_br and block arguments.
func.func @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  cf.br ^loop(%n, %c1 : i64, i64)
^loop(%i: i64, %acc: i64):
  %done = arith.cmpi sle, %i, %c1 : i64
  cf.cond_br %done, ^exit(%acc : i64), ^body
^body:
  %acc2 = arith.muli %acc, %i overflow<nsw> : i64
  %i2 = arith.subi %i, %c1 : i64
  cf.br ^loop(%i2, %acc2 : i64, i64)
^exit(%r: i64):
  return %r : i64
}
"""),
("factorial_scf_for", """
// Factorial with scf.for over an i64 induction variable.
func.func @factorial(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %ub = arith.addi %n, %c1 : i64
  %r = scf.for %i = %c1 to %ub step %c1 iter_args(%acc = %c1) -> (i64) : i64 {
    %m = arith.muli %acc, %i : i64
    scf.yield %m : i64
  }
  return %r : i64
}
"""),
("factorial_recursive", """
// Recursive factorial with scf.if and func.call.
func.func @fact(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %base = arith.cmpi sle, %n, %c1 : i32
  %r = scf.if %base -> (i32) {
    scf.yield %c1 : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %f = func.call @fact(%m) : (i32) -> i32
    %p = arith.muli %n, %f : i32
    scf.yield %p : i32
  }
  return %r : i32
}
"""),
("fibonacci_while", """
// Iterative Fibonacci with scf.while carrying three values.
func.func @fib(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:3 = scf.while (%i = %c0, %a = %c0, %b = %c1) : (i64, i64, i64) -> (i64, i64, i64) {
    %lt = arith.cmpi slt, %i, %n : i64
    scf.condition(%lt) %i, %a, %b : i64, i64, i64
  } do {
  ^bb0(%i1: i64, %a1: i64, %b1: i64):
    %next = arith.addi %a1, %b1 : i64
    %i2 = arith.addi %i1, %c1 : i64
    scf.yield %i2, %b1, %next : i64, i64, i64
  }
  return %r#1 : i64
}
"""),
("collatz_cf", """
// Collatz step count written with cf blocks, arith.remui and arith.select.
func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  cf.br ^head(%n, %c0 : i64, i64)
^head(%x: i64, %steps: i64):
  %one = arith.cmpi eq, %x, %c1 : i64
  cf.cond_br %one, ^done, ^step
^step:
  %rem = arith.remui %x, %c2 : i64
  %even = arith.cmpi eq, %rem, %c0 : i64
  %half = arith.divui %x, %c2 : i64
  %t = arith.muli %x, %c3 : i64
  %t1 = arith.addi %t, %c1 : i64
  %next = arith.select %even, %half, %t1 : i64
  %s1 = arith.addi %steps, %c1 : i64
  cf.br ^head(%next, %s1 : i64, i64)
^done:
  return %steps : i64
}
"""),
("gcd", """
// Euclid's greatest common divisor with scf.while.
func.func @gcd(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %nz = arith.cmpi ne, %y, %c0 : i32
    scf.condition(%nz) %x, %y : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %m = arith.remui %p, %q : i32
    scf.yield %q, %m : i32, i32
  }
  return %r#0 : i32
}
"""),
("power_by_squaring", """
// Integer exponentiation by squaring with shifts and bit tests in scf.while.
func.func @ipow(%base: i64, %exp: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:3 = scf.while (%b = %base, %e = %exp, %acc = %c1) : (i64, i64, i64) -> (i64, i64, i64) {
    %more = arith.cmpi ugt, %e, %c0 : i64
    scf.condition(%more) %b, %e, %acc : i64, i64, i64
  } do {
  ^bb0(%b1: i64, %e1: i64, %acc1: i64):
    %bit = arith.andi %e1, %c1 : i64
    %odd = arith.cmpi ne, %bit, %c0 : i64
    %mul = arith.muli %acc1, %b1 : i64
    %acc2 = arith.select %odd, %mul, %acc1 : i64
    %b2 = arith.muli %b1, %b1 : i64
    %e2 = arith.shrui %e1, %c1 : i64
    scf.yield %b2, %e2, %acc2 : i64, i64, i64
  }
  return %r#2 : i64
}
"""),
("newton_sqrt", """
// Newton iteration for a square root with an f64 tolerance and math.absf.
func.func @newton_sqrt(%x: f64) -> f64 {
  %half = arith.constant 0.5 : f64
  %eps = arith.constant 1.0e-12 : f64
  %r = scf.while (%g = %x) : (f64) -> f64 {
    %q = arith.divf %x, %g : f64
    %s = arith.addf %g, %q : f64
    %n = arith.mulf %s, %half : f64
    %d = arith.subf %n, %g : f64
    %ad = math.absf %d : f64
    %go = arith.cmpf ogt, %ad, %eps : f64
    scf.condition(%go) %n : f64
  } do {
  ^bb0(%g2: f64):
    scf.yield %g2 : f64
  }
  return %r : f64
}
"""),
("mandelbrot_escape", """
// Escape-time count of one Mandelbrot point with a capped scf.while loop.
func.func @escape(%cr: f32, %ci: f32) -> i32 {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %max = arith.constant 255 : i32
  %r:3 = scf.while (%zr = %zero, %zi = %zero, %it = %c0) : (f32, f32, i32) -> (f32, f32, i32) {
    %zr2 = arith.mulf %zr, %zr : f32
    %zi2 = arith.mulf %zi, %zi : f32
    %mag = arith.addf %zr2, %zi2 : f32
    %inside = arith.cmpf olt, %mag, %four : f32
    %budget = arith.cmpi slt, %it, %max : i32
    %go = arith.andi %inside, %budget : i1
    scf.condition(%go) %zr, %zi, %it : f32, f32, i32
  } do {
  ^bb0(%a: f32, %b: f32, %n: i32):
    %a2 = arith.mulf %a, %a : f32
    %b2 = arith.mulf %b, %b : f32
    %re = arith.subf %a2, %b2 : f32
    %re2 = arith.addf %re, %cr : f32
    %ab = arith.mulf %a, %b : f32
    %ab2 = arith.addf %ab, %ab : f32
    %im = arith.addf %ab2, %ci : f32
    %n1 = arith.addi %n, %c1 : i32
    scf.yield %re2, %im, %n1 : f32, f32, i32
  }
  return %r#2 : i32
}
"""),
("dot_product_memref", """
// Dot product of two memrefs with scf.for, memref.load and arith.
func.func @dot(%a: memref<?xf32>, %b: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %a, %c0 : memref<?xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = memref.load %b[%i] : memref<?xf32>
    %s = math.fma %x, %y, %acc : f32
    scf.yield %s : f32
  }
  return %r : f32
}
"""),
("matmul_affine_memref", """
// Allocate, zero-fill, multiply with an affine loop nest, and return a memref.
func.func @matmul(%a: memref<16x8xf32>, %b: memref<8x4xf32>) -> memref<16x4xf32> {
  %c = memref.alloc() {alignment = 64 : i64} : memref<16x4xf32>
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 4 {
      affine.store %zero, %c[%i, %j] : memref<16x4xf32>
      affine.for %k = 0 to 8 {
        %x = affine.load %a[%i, %k] : memref<16x8xf32>
        %y = affine.load %b[%k, %j] : memref<8x4xf32>
        %z = affine.load %c[%i, %j] : memref<16x4xf32>
        %p = arith.mulf %x, %y : f32
        %s = arith.addf %z, %p : f32
        affine.store %s, %c[%i, %j] : memref<16x4xf32>
      }
    }
  }
  return %c : memref<16x4xf32>
}
"""),
("matmul_relu_linalg", """
// A dense layer on tensors: tensor.empty, linalg.fill, linalg.matmul, bias add and ReLU via linalg.generic.
#id = affine_map<(d0, d1) -> (d0, d1)>
#bias = affine_map<(d0, d1) -> (d1)>
func.func @dense(%x: tensor<8x16xf32>, %w: tensor<16x32xf32>, %b: tensor<32xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<8x16xf32>, tensor<16x32xf32>) outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
  %r = linalg.generic {indexing_maps = [#id, #bias, #id], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%v: f32, %bv: f32, %o: f32):
    %s = arith.addf %v, %bv : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<8x32xf32>
  return %r : tensor<8x32xf32>
}
"""),
("mlp_named_ops", """
// A two-layer perceptron with named linalg ops: matmul, broadcast, add and tanh.
func.func @mlp(%x: tensor<4x8xf32>, %w1: tensor<8x8xf32>, %b1: tensor<8xf32>, %w2: tensor<8x2xf32>) -> tensor<4x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<4x8xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x8xf32>) outs(%z1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %bb = linalg.broadcast ins(%b1 : tensor<8xf32>) outs(%e1 : tensor<4x8xf32>) dimensions = [0]
  %hb = linalg.add ins(%h, %bb : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %a = linalg.tanh ins(%hb : tensor<4x8xf32>) outs(%e1 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e2 = tensor.empty() : tensor<4x2xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x2xf32>) -> tensor<4x2xf32>
  %y = linalg.matmul ins(%a, %w2 : tensor<4x8xf32>, tensor<8x2xf32>) outs(%z2 : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %y : tensor<4x2xf32>
}
"""),
("softmax_generic", """
// Row-wise softmax written with linalg.generic reductions and math.exp.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<2x8xf32>) -> tensor<2x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<2xf32>
  %e = tensor.empty() : tensor<2x8xf32>
  %minit = linalg.fill ins(%ninf : f32) outs(%er : tensor<2xf32>) -> tensor<2xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x8xf32>) outs(%minit : tensor<2xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %max : tensor<2x8xf32>, tensor<2xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %ex = math.exp %d : f32
    linalg.yield %ex : f32
  } -> tensor<2x8xf32>
  %sinit = linalg.fill ins(%zero : f32) outs(%er : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%exp : tensor<2x8xf32>) outs(%sinit : tensor<2xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<2xf32>
  %out = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%exp, %sum : tensor<2x8xf32>, tensor<2xf32>) outs(%e : tensor<2x8xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %r = arith.divf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  return %out : tensor<2x8xf32>
}
"""),
("conv_pad_pipeline", """
// Pad an image with tensor.pad, convolve with linalg.conv_2d_nhwc_hwcf and apply ReLU with linalg.max.
func.func @conv(%img: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) -> tensor<1x8x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %img low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x8x8x3xf32> to tensor<1x10x10x3xf32>
  %e = tensor.empty() : tensor<1x8x8x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%padded, %k : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%init : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  %r = linalg.max ins(%c, %init : tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) outs(%e : tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
  return %r : tensor<1x8x8x4xf32>
}
"""),
("prefix_sum_tensor", """
// Inclusive prefix sum over a tensor with scf.for, tensor.extract and tensor.insert.
func.func @scan(%t: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %n = tensor.dim %t, %c0 : tensor<?xi32>
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t, %run = %zero) -> (tensor<?xi32>, i32) {
    %x = tensor.extract %acc[%i] : tensor<?xi32>
    %s = arith.addi %run, %x : i32
    %u = tensor.insert %s into %acc[%i] : tensor<?xi32>
    scf.yield %u, %s : tensor<?xi32>, i32
  }
  return %r#0 : tensor<?xi32>
}
"""),
("bubble_sort", """
// Bubble sort of a memref with nested scf.for, scf.if, memref.load and memref.store.
func.func @sort(%m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %last = arith.subi %n, %c1 : index
  scf.for %i = %c0 to %last step %c1 {
    %lim = arith.subi %last, %i : index
    scf.for %j = %c0 to %lim step %c1 {
      %j1 = arith.addi %j, %c1 : index
      %a = memref.load %m[%j] : memref<?xi32>
      %b = memref.load %m[%j1] : memref<?xi32>
      %gt = arith.cmpi sgt, %a, %b : i32
      scf.if %gt {
        memref.store %b, %m[%j] : memref<?xi32>
        memref.store %a, %m[%j1] : memref<?xi32>
      }
    }
  }
  return
}
"""),
("binary_search", """
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
"""),
("sieve", """
// Sieve of Eratosthenes on an i1 memref with scf.for and scf.if, counting primes.
func.func @count_primes(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %true = arith.constant true
  %false = arith.constant false
  %m = memref.alloc(%n) : memref<?xi1>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %true, %m[%i] : memref<?xi1>
  }
  scf.for %i = %c2 to %n step %c1 {
    %p = memref.load %m[%i] : memref<?xi1>
    scf.if %p {
      %start = arith.muli %i, %i : index
      scf.for %j = %start to %n step %i {
        memref.store %false, %m[%j] : memref<?xi1>
      }
    }
  }
  %count = scf.for %i = %c2 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %p = memref.load %m[%i] : memref<?xi1>
    %inc = arith.addi %acc, %c1 : index
    %next = arith.select %p, %inc, %acc : index
    scf.yield %next : index
  }
  memref.dealloc %m : memref<?xi1>
  return %count : index
}
"""),
("histogram_parallel", """
// A histogram with scf.parallel and memref.atomic_rmw.
func.func @histogram(%data: memref<?xi32>, %bins: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : i32
  %one = arith.constant 1 : i32
  %n = memref.dim %data, %c0 : memref<?xi32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %data[%i] : memref<?xi32>
    %b = arith.andi %v, %c15 : i32
    %bi = arith.index_cast %b : i32 to index
    %old = memref.atomic_rmw addi %one, %bins[%bi] : (i32, memref<16xi32>) -> i32
    scf.reduce
  }
  return
}
"""),
("state_machine_switch", """
// A small state machine driven by cf.switch over an i32 state in a loop.
func.func @run(%steps: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.br ^loop(%c0, %c0 : i32, i32)
^loop(%state: i32, %k: i32):
  %done = arith.cmpi sge, %k, %steps : i32
  %k1 = arith.addi %k, %c1 : i32
  cf.cond_br %done, ^exit(%state : i32), ^dispatch
^dispatch:
  cf.switch %state : i32, [
    default: ^loop(%c0, %k1 : i32, i32),
    0: ^loop(%c1, %k1 : i32, i32),
    1: ^loop(%c2, %k1 : i32, i32)
  ]
^exit(%s: i32):
  return %s : i32
}
"""),
("dispatch_index_switch", """
// Dispatch to private functions with scf.index_switch and func.call.
func.func private @op_add(%a: f32, %b: f32) -> f32 {
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func private @op_mul(%a: f32, %b: f32) -> f32 {
  %r = arith.mulf %a, %b : f32
  return %r : f32
}
func.func @apply(%op: index, %a: f32, %b: f32) -> f32 {
  %r = scf.index_switch %op -> f32
  case 0 {
    %x = func.call @op_add(%a, %b) : (f32, f32) -> f32
    scf.yield %x : f32
  }
  case 1 {
    %x = func.call @op_mul(%a, %b) : (f32, f32) -> f32
    scf.yield %x : f32
  }
  default {
    %nan = arith.constant 0x7FC00000 : f32
    scf.yield %nan : f32
  }
  return %r : f32
}
"""),
("forall_tiled_scale", """
// Scale a tensor tile by tile with scf.forall, tensor.extract_slice, linalg.map and parallel_insert_slice.
func.func @scale(%t: tensor<64x64xf32>, %k: f32) -> tensor<64x64xf32> {
  %out = tensor.empty() : tensor<64x64xf32>
  %r = scf.forall (%i, %j) in (4, 4) shared_outs(%o = %out) -> (tensor<64x64xf32>) {
    %oi = affine.apply affine_map<(d0) -> (d0 * 16)>(%i)
    %oj = affine.apply affine_map<(d0) -> (d0 * 16)>(%j)
    %tile = tensor.extract_slice %t[%oi, %oj] [16, 16] [1, 1] : tensor<64x64xf32> to tensor<16x16xf32>
    %dst = tensor.extract_slice %o[%oi, %oj] [16, 16] [1, 1] : tensor<64x64xf32> to tensor<16x16xf32>
    %scaled = linalg.map ins(%tile : tensor<16x16xf32>) outs(%dst : tensor<16x16xf32>)
      (%x: f32, %unused: f32) {
        %y = arith.mulf %x, %k : f32
        linalg.yield %y : f32
      }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %scaled into %o[%oi, %oj] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<64x64xf32>
    }
  }
  return %r : tensor<64x64xf32>
}
"""),
("bufferization_pipeline", """
// Compute on tensors, materialise into a caller buffer, and read the buffer back.
func.func @pipeline(%in: tensor<8xf32>, %out: memref<8xf32>) -> f32 {
  %e = tensor.empty() : tensor<8xf32>
  %sq = linalg.mul ins(%in, %in : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  bufferization.materialize_in_destination %sq in restrict writable %out : (tensor<8xf32>, memref<8xf32>) -> ()
  %c3 = arith.constant 3 : index
  %v = memref.load %out[%c3] : memref<8xf32>
  %t = bufferization.to_tensor %out : memref<8xf32> to tensor<8xf32>
  %x = tensor.extract %t[%c3] : tensor<8xf32>
  %s = arith.addf %v, %x : f32
  return %s : f32
}
"""),
("nested_modules_calls", """
// Nested modules with private helpers, a global table and calls between functions.
module @program attributes {test.version = 2 : i32} {
  memref.global "private" constant @weights : memref<4xf32> = dense<[0.5, 0.25, 0.125, 0.0625]>
  func.func private @weight(%i: index) -> f32 {
    %w = memref.get_global @weights : memref<4xf32>
    %x = memref.load %w[%i] : memref<4xf32>
    return %x : f32
  }
  func.func @weighted_sum(%v: memref<4xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %zero = arith.constant 0.0 : f32
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
      %x = memref.load %v[%i] : memref<4xf32>
      %w = func.call @weight(%i) : (index) -> f32
      %p = arith.mulf %x, %w fastmath<contract> : f32
      %s = arith.addf %acc, %p fastmath<contract> : f32
      scf.yield %s : f32
    }
    return %r : f32
  }
  module @unused {
    func.func private @decl(f32) -> f32
  }
}
"""),
("isqrt", """
// Integer square root by bisection with scf.while on i32 and overflow-safe midpoints.
func.func @isqrt(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %hi0 = arith.constant 46341 : i32
  %r:2 = scf.while (%lo = %c0, %hi = %hi0) : (i32, i32) -> (i32, i32) {
    %diff = arith.subi %hi, %lo : i32
    %go = arith.cmpi sgt, %diff, %c1 : i32
    scf.condition(%go) %lo, %hi : i32, i32
  } do {
  ^bb0(%l: i32, %h: i32):
    %d = arith.subi %h, %l : i32
    %half = arith.shrui %d, %c1 : i32
    %mid = arith.addi %l, %half : i32
    %sq = arith.muli %mid, %mid overflow<nsw> : i32
    %le = arith.cmpi sle, %sq, %n : i32
    %l2 = arith.select %le, %mid, %l : i32
    %h2 = arith.select %le, %h, %mid : i32
    scf.yield %l2, %h2 : i32, i32
  }
  return %r#0 : i32
}
"""),
("norm_reduce", """
// L2-normalise a vector: linalg.reduce of squares, math.rsqrt, linalg.map with a scale.
func.func @normalize(%v: tensor<16xf32>) -> tensor<16xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<f32>) -> tensor<f32>
  %ss = linalg.reduce ins(%v : tensor<16xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %sq = arith.mulf %x, %x : f32
      %s = arith.addf %sq, %acc : f32
      linalg.yield %s : f32
    }
  %total = tensor.extract %ss[] : tensor<f32>
  %inv = math.rsqrt %total : f32
  %e = tensor.empty() : tensor<16xf32>
  %r = linalg.map ins(%v : tensor<16xf32>) outs(%e : tensor<16xf32>)
    (%x: f32, %o: f32) {
      %y = arith.mulf %x, %inv : f32
      linalg.yield %y : f32
    }
  return %r : tensor<16xf32>
}
"""),
("transpose_parallel_memref", """
// Transpose a matrix with scf.parallel into a freshly allocated memref.
func.func @transpose(%a: memref<?x?xf64>) -> memref<?x?xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %a, %c0 : memref<?x?xf64>
  %n = memref.dim %a, %c1 : memref<?x?xf64>
  %t = memref.alloc(%n, %m) : memref<?x?xf64>
  scf.parallel (%i, %j) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<?x?xf64>
    memref.store %x, %t[%j, %i] : memref<?x?xf64>
    scf.reduce
  }
  return %t : memref<?x?xf64>
}
"""),
("horner_affine", """
// Horner evaluation of a polynomial whose coefficients are in a memref, with affine.for iter_args.
func.func @horner(%coef: memref<8xf64>, %x: f64) -> f64 {
  %zero = arith.constant 0.0 : f64
  %r = affine.for %i = 0 to 8 iter_args(%acc = %zero) -> (f64) {
    %k = affine.load %coef[7 - %i] : memref<8xf64>
    %m = arith.mulf %acc, %x : f64
    %s = arith.addf %m, %k : f64
    affine.yield %s : f64
  }
  return %r : f64
}
"""),
("types_and_casts", """
// Conversions between integer widths, floats and index in one function.
func.func @convert(%a: i8, %b: f16, %i: index) -> (i64, f64, index, bf16) {
  %0 = arith.extsi %a : i8 to i32
  %1 = arith.sitofp %0 : i32 to f32
  %2 = arith.extf %b : f16 to f32
  %3 = arith.addf %1, %2 : f32
  %4 = arith.extf %3 : f32 to f64
  %5 = arith.fptosi %4 : f64 to i64
  %6 = arith.index_cast %5 : i64 to index
  %7 = arith.addi %6, %i : index
  %8 = arith.truncf %3 : f32 to bf16
  return %5, %4, %7, %8 : i64, f64, index, bf16
}
"""),
("locations_everywhere", """
// A program where every operation carries an explicit location (file, name, callsite, fused).
#loc_fn = loc("prog.mlir":1:1)
func.func @f(%a: i32 loc("prog.mlir":1:12)) -> i32 {
  %c1 = arith.constant 1 : i32 loc("prog.mlir":2:9)
  %0 = arith.addi %a, %c1 : i32 loc("inc"("prog.mlir":3:8))
  %1 = scf.execute_region -> i32 {
    %2 = arith.muli %0, %0 : i32 loc(callsite("sq" at "prog.mlir":5:3))
    scf.yield %2 : i32 loc(unknown)
  } loc(fused["prog.mlir":4:8, "region"])
  return %1 : i32 loc(#loc_fn)
} loc("prog.mlir":1:1)
"""),
("forall_parallel_insert_slices", """
// scf.forall with shared_outs, affine.apply offsets and tensor.parallel_insert_slice in scf.forall.in_parallel.
func.func @f(%t: tensor<32xf32>, %init: tensor<32xf32>) -> tensor<32xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %init) -> (tensor<32xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %s = tensor.extract_slice %t[%off] [4] [1] : tensor<32xf32> to tensor<4xf32>
    %n = arith.negf %s : tensor<4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %n into %o[%off] [4] [1] : tensor<4xf32> into tensor<32xf32>
    }
  }
  return %r : tensor<32xf32>
}
"""),
("forall_gpu_mapping", """
// scf.forall with a #gpu.thread mapping attribute and two shared outputs updated with tensor slices.
func.func @f(%a: tensor<4x4xf32>, %b: tensor<4x4xi32>) -> (tensor<4x4xf32>, tensor<4x4xi32>) {
  %r:2 = scf.forall (%i, %j) in (4, 4) shared_outs(%x = %a, %y = %b) -> (tensor<4x4xf32>, tensor<4x4xi32>) {
    %s = tensor.extract_slice %x[%i, %j] [1, 1] [1, 1] : tensor<4x4xf32> to tensor<1x1xf32>
    %u = tensor.extract_slice %y[%i, %j] [1, 1] [1, 1] : tensor<4x4xi32> to tensor<1x1xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %x[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<4x4xf32>
      tensor.parallel_insert_slice %u into %y[%i, %j] [1, 1] [1, 1] : tensor<1x1xi32> into tensor<4x4xi32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r#0, %r#1 : tensor<4x4xf32>, tensor<4x4xi32>
}
"""),
("forall_gpu_mapping_kinds", """
// scf.forall loops mapped to gpu blocks, warps, warpgroups and lanes, with linear dimensions and a string case.
func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %0 = scf.forall (%i, %j) in (2, 4) shared_outs(%o = %t) -> (tensor<8xf32>) {
  } {mapping = [#gpu.block<y>, #gpu.block<linear_dim_9>]}
  %1 = scf.forall (%i) in (8) shared_outs(%o = %0) -> (tensor<8xf32>) {
  } {mapping = [#gpu.warp<"z">]}
  %2 = scf.forall (%i) in (8) shared_outs(%o = %1) -> (tensor<8xf32>) {
  } {mapping = [#gpu.warpgroup<x>]}
  %3 = scf.forall (%i) in (8) shared_outs(%o = %2) -> (tensor<8xf32>) {
  } {mapping = [#gpu.lane<linear_dim_0>]}
  return %3 : tensor<8xf32>
}
"""),
]

INVALID = [
("undefined_in_nested_region", """
// A value defined inside scf.if used after it.
func.func @f(%c: i1) -> i32 {
  scf.if %c {
    %x = arith.constant 1 : i32
  }
  return %x : i32
}
"""),
("isolated_from_above", """
// A function nested (via a module) inside another function uses the outer function's argument.
func.func @f(%a: i32) {
  affine.for %i = 0 to 2 {
    "builtin.module"() ({
      "func.func"() <{function_type = () -> i32, sym_name = "g"}> ({
        "func.return"(%a) : (i32) -> ()
      }) : () -> ()
    }) : () -> ()
  }
  return
}
"""),
("type_mismatch_across_dialects", """
// A tensor produced by linalg passed where a memref is expected.
func.func @f(%t: tensor<4xf32>, %i: index) -> f32 {
  %0 = memref.load %t[%i] : tensor<4xf32>
  return %0 : f32
}
"""),
("unknown_op", """
// An op of an unregistered dialect without --allow-unregistered-dialect.
func.func @f() {
  "mystery.op"() : () -> ()
  return
}
"""),
("unknown_op_in_known_dialect", """
// An op name that the arith dialect does not define.
func.func @f(%a: i32) {
  %0 = arith.frobnicate %a : i32
  return
}
"""),
("forall_gpu_mapping_bad_dim", """
// scf.forall with a #gpu.thread mapping whose dimension is no MappingId case: reported at the case.
func.func @f(%t: tensor<8xf32>) -> tensor<8xf32> {
  %0 = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
  } {mapping = [#gpu.thread<w>]}
  return %0 : tensor<8xf32>
}
"""),
("gpu_attribute_unknown", """
// A gpu attribute that does not exist, in a function's attribute dictionary.
func.func @f() attributes {m = #gpu.zzz} {
  return
}
"""),
]
