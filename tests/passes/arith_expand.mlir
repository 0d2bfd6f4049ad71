// arith-expand: every op it expands (ceil/floor divisions, integer and float min/max,
// scaling casts, and with its options bf16, f8E8M0FNU and f4E2M1FN casts) on scalars,
// index, vectors and tensors, nested in regions; constant operands folded first, an
// operand order fixed by an in-place fold, an expansion whose own ops are illegal.
func.func @divisions(%a: i32, %b: i32, %i: index, %j: index, %v: vector<4xi8>, %w: vector<4xi8>, %t: tensor<2x3xi64>, %u: tensor<2x3xi64>) -> (i32, i32, i32, index, index, index, vector<4xi8>, vector<4xi8>, tensor<2x3xi64>) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  %3 = arith.ceildivsi %i, %j : index
  %4 = arith.floordivsi %i, %j : index
  %5 = arith.ceildivui %i, %j : index
  %6 = arith.ceildivsi %v, %w : vector<4xi8>
  %7 = arith.floordivsi %v, %w : vector<4xi8>
  %8 = arith.ceildivui %t, %u : tensor<2x3xi64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, index, index, index, vector<4xi8>, vector<4xi8>, tensor<2x3xi64>
}

func.func @folded(%a: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %c0 = arith.constant 0 : i32
  %0 = arith.ceildivsi %c7, %c2 : i32
  %1 = arith.floordivsi %cm7, %c2 : i32
  %2 = arith.ceildivui %c7, %c0 : i32
  %3 = arith.maxsi %a, %a : i32
  %4 = arith.minui %c2, %a : i32
  %5 = arith.floordivsi %a, %c2 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

func.func @minmax(%a: i16, %b: i16, %x: f32, %y: f32, %h: f16, %k: f16, %p: vector<2xf64>, %q: vector<2xf64>, %g: bf16, %r: bf16) -> (i16, i16, i16, i16, f32, f32, f16, f16, vector<2xf64>, bf16) {
  %0 = arith.maxsi %a, %b : i16
  %1 = arith.maxui %a, %b : i16
  %2 = arith.minsi %a, %b : i16
  %3 = arith.minui %a, %b : i16
  %4 = arith.maximumf %x, %y fastmath<nnan> : f32
  %5 = arith.minimumf %x, %y : f32
  %6 = arith.maxnumf %h, %k : f16
  %7 = arith.minnumf %h, %k : f16
  %8 = arith.maximumf %p, %q : vector<2xf64>
  %9 = arith.minnumf %g, %r : bf16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i16, i16, i16, i16, f32, f32, f16, f16, vector<2xf64>, bf16
}

func.func @nested(%n: index, %a: i32, %b: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> i32 {
    %m = scf.if %c -> i32 {
      %d = arith.ceildivsi %acc, %b : i32
      scf.yield %d : i32
    } else {
      %e = arith.maxsi %acc, %b : i32
      scf.yield %e : i32
    }
    %f = arith.floordivsi %m, %b : i32
    scf.yield %f : i32
  }
  return %r : i32
}

func.func @bf16(%x: f32, %g: bf16, %v: vector<8xf32>, %w: vector<8xbf16>, %d: f64, %h: f16) -> (bf16, f32, vector<8xbf16>, vector<8xf32>, bf16, f64, f32) {
  %0 = arith.truncf %x : f32 to bf16
  %1 = arith.extf %g : bf16 to f32
  %2 = arith.truncf %v : vector<8xf32> to vector<8xbf16>
  %3 = arith.extf %w : vector<8xbf16> to vector<8xf32>
  %4 = arith.truncf %d : f64 to bf16
  %5 = arith.extf %g : bf16 to f64
  %6 = arith.extf %h : f16 to f32
  return %0, %1, %2, %3, %4, %5, %6 : bf16, f32, vector<8xbf16>, vector<8xf32>, bf16, f64, f32
}

func.func @small_floats(%x: f32, %h: f16, %d: f64, %e: f8E8M0FNU, %f: f4E2M1FN, %v: vector<4xf32>, %ve: vector<4xf8E8M0FNU>, %vf: vector<4xf4E2M1FN>) -> (f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f32, f16, f64, f4E2M1FN, f4E2M1FN, f32, f16, vector<4xf8E8M0FNU>, vector<4xf32>, vector<4xf4E2M1FN>, vector<4xf32>) {
  %0 = arith.truncf %x : f32 to f8E8M0FNU
  %1 = arith.truncf %h fastmath<fast> : f16 to f8E8M0FNU
  %2 = arith.truncf %d : f64 to f8E8M0FNU
  %3 = arith.extf %e : f8E8M0FNU to f32
  %4 = arith.extf %e fastmath<nnan> : f8E8M0FNU to f16
  %5 = arith.extf %e : f8E8M0FNU to f64
  %6 = arith.truncf %x : f32 to f4E2M1FN
  %7 = arith.truncf %h : f16 to f4E2M1FN
  %8 = arith.extf %f : f4E2M1FN to f32
  %9 = arith.extf %f : f4E2M1FN to f16
  %10 = arith.truncf %v : vector<4xf32> to vector<4xf8E8M0FNU>
  %11 = arith.extf %ve : vector<4xf8E8M0FNU> to vector<4xf32>
  %12 = arith.truncf %v : vector<4xf32> to vector<4xf4E2M1FN>
  %13 = arith.extf %vf : vector<4xf4E2M1FN> to vector<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f8E8M0FNU, f8E8M0FNU, f8E8M0FNU, f32, f16, f64, f4E2M1FN, f4E2M1FN, f32, f16, vector<4xf8E8M0FNU>, vector<4xf32>, vector<4xf4E2M1FN>, vector<4xf32>
}

func.func @scaling(%f: f4E2M1FN, %e: f8E8M0FNU, %s: f32, %x: f32, %v: vector<4xf4E2M1FN>, %ve: vector<4xf8E8M0FNU>, %h: f16) -> (f32, f32, f4E2M1FN, f16, vector<4xf32>) {
  %0 = arith.scaling_extf %f, %e : f4E2M1FN, f8E8M0FNU to f32
  %1 = arith.scaling_extf %f, %s fastmath<fast> : f4E2M1FN, f32 to f32
  %2 = arith.scaling_truncf %x, %e : f32, f8E8M0FNU to f4E2M1FN
  %3 = arith.scaling_truncf %x, %h to_nearest_even : f32, f16 to f16
  %4 = arith.scaling_extf %v, %ve : vector<4xf4E2M1FN>, vector<4xf8E8M0FNU> to vector<4xf32>
  return %0, %1, %2, %3, %4 : f32, f32, f4E2M1FN, f16, vector<4xf32>
}
