// f64 and integer payloads on the expression kernels (sigil-kernels'
// `map` and `reduce_rows`): results bit for bit those of the payload run
// per element (the expected lines were printed by the per-element path),
// including wrapping, shifts by the width or more (0 for shli and shrui,
// the sign for shrsi: MLIR leaves them poison, the interpreter defines
// them) and unsigned orders. The STEPS lines show the kernels ran: the
// payload path takes a step per element, and 100000 elements do not fit
// in 1000 steps.

// RUN: sigil run %s --function=int_ops --input="8xi32=-2147483648 -1 0 1 7 2147483647 -100 5" --input="8xi32=1 31 32 33 -1 2 3 0" | FileCheck %s --check-prefix=I32
// RUN: sigil run %s --function=int_ops_i8 --input="8xi8=-128 -1 0 1 7 127 -100 5" --input="8xi8=1 7 8 9 -1 2 3 0" | FileCheck %s --check-prefix=I8
// RUN: sigil run %s --function=int_ops_i64 --input="8xi64=-9223372036854775808 -1 0 1 7 9223372036854775807 -100 5" --input="8xi64=1 63 64 65 -1 2 3 0" | FileCheck %s --check-prefix=I64
// I32: result[0]: hal.buffer_view
// I32-NEXT: 8xi32=-2147483647 30 32 34 6 -2147483647 -97 5
// I32-NEXT: result[1]: hal.buffer_view
// I32-NEXT: 8xi32=2147483647 -32 -32 -32 8 2147483645 -103 5
// I32-NEXT: result[2]: hal.buffer_view
// I32-NEXT: 8xi32=-2147483648 -31 0 33 -7 -2 -300 0
// I32-NEXT: result[3]: hal.buffer_view
// I32-NEXT: 8xi32=-2147483647 -32 32 32 -8 2147483645 -97 5
// I32-NEXT: result[4]: hal.buffer_view
// I32-NEXT: 8xi32=0 -2147483648 0 0 0 -4 -800 5
// I32-NEXT: result[5]: hal.buffer_view
// I32-NEXT: 8xi32=-1073741824 -1 0 0 0 536870911 -13 5
// I32-NEXT: result[6]: hal.buffer_view
// I32-NEXT: 8xi32=1073741824 1 0 0 0 536870911 536870899 5
// I32-NEXT: result[7]: hal.buffer_view
// I32-NEXT: 8xi32=1 31 32 33 7 2147483647 3 5
// I32-NEXT: result[8]: hal.buffer_view
// I32-NEXT: 8xi32=1 31 0 1 7 2 3 0
// I32-NEXT: result[9]: hal.buffer_view
// I32-NEXT: 8xi32=0 31 0 1 7 2 0 0
// I32-NEXT: result[10]: hal.buffer_view
// I32-NEXT: 8xi32=-2147483647 -1 32 33 -1 2147483647 -97 5
// I8: result[0]: hal.buffer_view
// I8-NEXT: 8xi8=-128 -7 0 9 -7 -2 -44 0
// I8-NEXT: result[1]: hal.buffer_view
// I8-NEXT: 8xi8=0 -128 0 0 0 -4 -32 5
// I8-NEXT: result[2]: hal.buffer_view
// I8-NEXT: 8xi8=-64 -1 0 0 0 31 -13 5
// I8-NEXT: result[3]: hal.buffer_view
// I8-NEXT: 8xi8=64 1 0 0 0 31 19 5
// I8-NEXT: result[4]: hal.buffer_view
// I8-NEXT: 8xi8=-128 -1 8 9 -1 127 -100 5
// I8-NEXT: result[5]: hal.buffer_view
// I8-NEXT: 8xi8=-128 -1 0 1 -1 2 -100 0
// I64: result[0]: hal.buffer_view
// I64-NEXT: 8xi64=-9223372036854775807 62 64 66 6 -9223372036854775807 -97 5
// I64-NEXT: result[1]: hal.buffer_view
// I64-NEXT: 8xi64=-9223372036854775808 -63 0 65 -7 -2 -300 0
// I64-NEXT: result[2]: hal.buffer_view
// I64-NEXT: 8xi64=0 -9223372036854775808 0 0 0 -4 -800 5
// I64-NEXT: result[3]: hal.buffer_view
// I64-NEXT: 8xi64=-4611686018427387904 -1 0 0 0 2305843009213693951 -13 5
// I64-NEXT: result[4]: hal.buffer_view
// I64-NEXT: 8xi64=4611686018427387904 1 0 0 0 2305843009213693951 2305843009213693939 5
func.func @int_ops(%a: tensor<8xi32>, %b: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) {
  %0 = arith.addi %a, %b : tensor<8xi32>
  %1 = arith.subi %a, %b : tensor<8xi32>
  %2 = arith.muli %a, %b : tensor<8xi32>
  %3 = arith.xori %a, %b : tensor<8xi32>
  %4 = arith.shli %a, %b : tensor<8xi32>
  %5 = arith.shrsi %a, %b : tensor<8xi32>
  %6 = arith.shrui %a, %b : tensor<8xi32>
  %7 = arith.maxsi %a, %b : tensor<8xi32>
  %8 = arith.minui %a, %b : tensor<8xi32>
  %9 = arith.andi %a, %b : tensor<8xi32>
  %10 = arith.ori %a, %b : tensor<8xi32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
}
func.func @int_ops_i8(%a: tensor<8xi8>, %b: tensor<8xi8>) -> (tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>) {
  %0 = arith.muli %a, %b : tensor<8xi8>
  %1 = arith.shli %a, %b : tensor<8xi8>
  %2 = arith.shrsi %a, %b : tensor<8xi8>
  %3 = arith.shrui %a, %b : tensor<8xi8>
  %4 = arith.maxui %a, %b : tensor<8xi8>
  %5 = arith.minsi %a, %b : tensor<8xi8>
  return %0, %1, %2, %3, %4, %5 : tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>, tensor<8xi8>
}
func.func @int_ops_i64(%a: tensor<8xi64>, %b: tensor<8xi64>) -> (tensor<8xi64>, tensor<8xi64>, tensor<8xi64>, tensor<8xi64>, tensor<8xi64>) {
  %0 = arith.addi %a, %b : tensor<8xi64>
  %1 = arith.muli %a, %b : tensor<8xi64>
  %2 = arith.shli %a, %b : tensor<8xi64>
  %3 = arith.shrsi %a, %b : tensor<8xi64>
  %4 = arith.shrui %a, %b : tensor<8xi64>
  return %0, %1, %2, %3, %4 : tensor<8xi64>, tensor<8xi64>, tensor<8xi64>, tensor<8xi64>, tensor<8xi64>
}

// Every cmpi predicate choosing between the operands; a constant and a
// captured scalar.
// RUN: sigil run %s --function=cmpi_select --input="6xi16=-32768 -1 0 1 5 32767" --input="6xi16=1 -1 -5 0 5 -32768" --input=3 | FileCheck %s --check-prefix=CMPI
// CMPI: result[0]: hal.buffer_view
// CMPI-NEXT: 6xi16=1 -1 0 0 5 32767
// CMPI-NEXT: result[1]: hal.buffer_view
// CMPI-NEXT: 6xi16=1 -1 0 1 5 32767
// CMPI-NEXT: result[2]: hal.buffer_view
// CMPI-NEXT: 6xi16=-32768 -1 0 3 5 32765
// CMPI-NEXT: result[3]: hal.buffer_view
// CMPI-NEXT: 6xi16=7 -1 -5 7 5 -32768
// CMPI-NEXT: result[4]: hal.buffer_view
// CMPI-NEXT: 6xi16=-32768 3 -5 0 3 -32768
#v = affine_map<(i) -> (i)>
func.func @cmpi_select(%a: tensor<6xi16>, %b: tensor<6xi16>, %k: i16) -> (tensor<6xi16>, tensor<6xi16>, tensor<6xi16>, tensor<6xi16>, tensor<6xi16>) {
  %e = tensor.empty() : tensor<6xi16>
  %r0 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%a, %b : tensor<6xi16>, tensor<6xi16>) outs(%e : tensor<6xi16>) {
  ^bb0(%x: i16, %y: i16, %o: i16):
    %c = arith.cmpi ult, %x, %y : i16
    %s = arith.select %c, %x, %y : i16
    linalg.yield %s : i16
  } -> tensor<6xi16>
  %r1 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%a, %b : tensor<6xi16>, tensor<6xi16>) outs(%e : tensor<6xi16>) {
  ^bb0(%x: i16, %y: i16, %o: i16):
    %c = arith.cmpi sge, %x, %y : i16
    %s = arith.select %c, %x, %y : i16
    linalg.yield %s : i16
  } -> tensor<6xi16>
  %r2 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%a, %b : tensor<6xi16>, tensor<6xi16>) outs(%e : tensor<6xi16>) {
  ^bb0(%x: i16, %y: i16, %o: i16):
    %c = arith.cmpi ne, %x, %y : i16
    %m = arith.muli %x, %k : i16
    %s = arith.select %c, %m, %y : i16
    linalg.yield %s : i16
  } -> tensor<6xi16>
  %r3 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%a, %b : tensor<6xi16>, tensor<6xi16>) outs(%e : tensor<6xi16>) {
  ^bb0(%x: i16, %y: i16, %o: i16):
    %c = arith.cmpi ugt, %x, %y : i16
    %seven = arith.constant 7 : i16
    %s = arith.select %c, %seven, %y : i16
    linalg.yield %s : i16
  } -> tensor<6xi16>
  %r4 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%a, %b : tensor<6xi16>, tensor<6xi16>) outs(%e : tensor<6xi16>) {
  ^bb0(%x: i16, %y: i16, %o: i16):
    %c = arith.cmpi sle, %x, %y : i16
    %d = arith.cmpi eq, %x, %y : i16
    %s = arith.select %c, %x, %y : i16
    %t = arith.select %d, %k, %s : i16
    linalg.yield %t : i16
  } -> tensor<6xi16>
  return %r0, %r1, %r2, %r3, %r4 : tensor<6xi16>, tensor<6xi16>, tensor<6xi16>, tensor<6xi16>, tensor<6xi16>
}

// f64: the C library's exp, tanh and log, IEEE arithmetic, maximumf and
// minnumf with NaN and signed zeros, a cmpf/select.
// RUN: sigil run %s --function=f64_chain --input="7xf64=0.5 -1 700 nan -0 1e-300 -745.2" --input="7xf64=2 0 -3 1 0 nan 1" | FileCheck %s --check-prefix=F64
// F64: result[0]: hal.buffer_view
// F64-NEXT: 7xf64=3.1804 0.238406 1 NAN 1 NAN -1
// F64-NEXT: result[1]: hal.buffer_view
// F64-NEXT: 7xf64=-0.490129 -NAN -NAN NAN -INF NAN -NAN
// F64-NEXT: result[2]: hal.buffer_view
// F64-NEXT: 7xf64=2 0 700 NAN 0 NAN 1
// F64-NEXT: result[3]: hal.buffer_view
// F64-NEXT: 7xf64=0.5 -1 3 -1 0 -1E-300 -745.2
func.func @f64_chain(%a: tensor<7xf64>, %b: tensor<7xf64>) -> (tensor<7xf64>, tensor<7xf64>, tensor<7xf64>, tensor<7xf64>) {
  %e = tensor.empty() : tensor<7xf64>
  %r0 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%a, %b : tensor<7xf64>, tensor<7xf64>) outs(%e : tensor<7xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.mulf %x, %y : f64
    %t = math.exp %s : f64
    %u = math.tanh %x : f64
    %w = arith.addf %t, %u : f64
    linalg.yield %w : f64
  } -> tensor<7xf64>
  %r1 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%a, %b : tensor<7xf64>, tensor<7xf64>) outs(%e : tensor<7xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %l = math.log %x : f64
    %q = math.sqrt %y : f64
    %d = arith.divf %l, %q : f64
    linalg.yield %d : f64
  } -> tensor<7xf64>
  %r2 = arith.maximumf %a, %b : tensor<7xf64>
  %r3 = linalg.generic {indexing_maps = [#v, #v, #v], iterator_types = ["parallel"]} ins(%a, %b : tensor<7xf64>, tensor<7xf64>) outs(%e : tensor<7xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %m = arith.minnumf %x, %y : f64
    %c = arith.cmpf uge, %x, %y : f64
    %n = arith.negf %m : f64
    %s = arith.select %c, %n, %m : f64
    linalg.yield %s : f64
  } -> tensor<7xf64>
  return %r0, %r1, %r2, %r3 : tensor<7xf64>, tensor<7xf64>, tensor<7xf64>, tensor<7xf64>
}

// A row reduction of i32 (wrapping) and of i64 maxima.
// RUN: sigil run %s --function=rows_i32 --input="2x4xi32=2147483647 1 1 1 -5 3 -2147483648 -1" | FileCheck %s --check-prefix=ROWS
// ROWS: result[0]: hal.buffer_view
// ROWS-NEXT: 2xi32=-2147483646 2147483645
// ROWS-NEXT: result[1]: hal.buffer_view
// ROWS-NEXT: 2xi32=2147483647 -1
func.func @rows_i32(%a: tensor<2x4xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<2xi32>) -> tensor<2xi32>
  %s = linalg.reduce ins(%a : tensor<2x4xi32>) outs(%f : tensor<2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %t = arith.addi %x, %acc : i32
      linalg.yield %t : i32
    }
  %m = linalg.reduce ins(%a : tensor<2x4xi32>) outs(%f : tensor<2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %t = arith.maxui %x, %acc : i32
      linalg.yield %t : i32
    }
  return %s, %m : tensor<2xi32>, tensor<2xi32>
}

// RUN: sigil run %s --jit=off --max-steps=1000 --function=big_i32 --input="100000xi32=3" | FileCheck %s --check-prefix=STEPSI
// STEPSI: 100000xi32=16 16 16
// RUN: sigil run %s --jit=off --max-steps=1000 --function=big_f64 --input="100000xf64=0.5" | FileCheck %s --check-prefix=STEPSF
// STEPSF: 100000xf64=2.71828 2.71828 2.71828
func.func @big_i32(%a: tensor<100000xi32>) -> tensor<100000xi32> {
  %e = tensor.empty() : tensor<100000xi32>
  %r = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%a : tensor<100000xi32>) outs(%e : tensor<100000xi32>) {
  ^bb0(%x: i32, %o: i32):
    %m = arith.muli %x, %x : i32
    %s = arith.addi %m, %x : i32
    %c = arith.cmpi sgt, %x, %m : i32
    %one = arith.constant 4 : i32
    %t = arith.addi %s, %one : i32
    %r = arith.select %c, %x, %t : i32
    linalg.yield %r : i32
  } -> tensor<100000xi32>
  return %r : tensor<100000xi32>
}
func.func @big_f64(%a: tensor<100000xf64>) -> tensor<100000xf64> {
  %e = tensor.empty() : tensor<100000xf64>
  %r = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]} ins(%a : tensor<100000xf64>) outs(%e : tensor<100000xf64>) {
  ^bb0(%x: f64, %o: f64):
    %s = arith.addf %x, %x : f64
    %t = math.exp %s : f64
    linalg.yield %t : f64
  } -> tensor<100000xf64>
  return %r : tensor<100000xf64>
}
