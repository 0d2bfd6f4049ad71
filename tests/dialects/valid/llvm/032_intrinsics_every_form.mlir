// Intrinsics in their custom forms, with and without fastmath flags, and the
// generic-only intrinsics (no custom form in MLIR either).
llvm.func @float_intrinsics(%x: f32, %y: f32, %z: f32, %v: vector<4xf32>, %i: i32) {
  %0 = llvm.intr.acos(%x) : (f32) -> f32
  %1 = llvm.intr.asin(%x) : (f32) -> f32
  %2 = llvm.intr.atan2(%x, %y) : (f32, f32) -> f32
  %3 = llvm.intr.atan(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %4 = llvm.intr.cos(%x) : (f32) -> f32
  %5 = llvm.intr.cosh(%x) : (f32) -> f32
  %6 = llvm.intr.exp10(%x) : (f32) -> f32
  %7 = llvm.intr.exp2(%x) : (f32) -> f32
  %8 = llvm.intr.ceil(%x) : (f32) -> f32
  %9 = llvm.intr.fmuladd(%x, %y, %z) : (f32, f32, f32) -> f32
  %10 = llvm.intr.trunc(%x) : (f32) -> f32
  %11 = llvm.intr.frexp(%x) : (f32) -> !llvm.struct<(f32, i32)>
  %12 = llvm.intr.llrint(%x) : (f32) -> i64
  %13 = llvm.intr.llround(%x) : (f32) -> i64
  %14 = llvm.intr.ldexp(%x, %i) : (f32, i32) -> f32
  %15 = llvm.intr.log10(%x) : (f32) -> f32
  %16 = llvm.intr.log2(%x) : (f32) -> f32
  %17 = llvm.intr.log(%x) : (f32) -> f32
  %18 = llvm.intr.lrint(%x) : (f32) -> i64
  %19 = llvm.intr.lround(%x) : (f32) -> i64
  %20 = llvm.intr.maxnum(%x, %y) : (f32, f32) -> f32
  %21 = llvm.intr.minnum(%x, %y) : (f32, f32) -> f32
  %22 = llvm.intr.minimum(%x, %y) : (f32, f32) -> f32
  %23 = llvm.intr.nearbyint(%x) : (f32) -> f32
  %24 = llvm.intr.rint(%x) : (f32) -> f32
  %25 = llvm.intr.roundeven(%x) : (f32) -> f32
  %26 = llvm.intr.round(%x) : (f32) -> f32
  %27 = llvm.intr.sin(%x) : (f32) -> f32
  %28 = llvm.intr.sinh(%x) : (f32) -> f32
  %29 = llvm.intr.tan(%x) : (f32) -> f32
  %30 = llvm.intr.tanh(%x) : (f32) -> f32
  %31 = llvm.intr.vector.reduce.fmaximum(%v) : (vector<4xf32>) -> f32
  %32 = llvm.intr.vector.reduce.fmin(%v) : (vector<4xf32>) -> f32
  %33 = llvm.intr.vector.reduce.fminimum(%v) : (vector<4xf32>) -> f32
  %34 = "llvm.intr.vector.reduce.fmul"(%x, %v) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  %35 = "llvm.intr.is.fpclass"(%x) <{bit = 3 : i32}> : (f32) -> i1
  llvm.return
}
llvm.func @int_intrinsics(%a: i32, %b: i32, %c: i32, %v: vector<4xi32>, %p: !llvm.ptr, %n: i64) {
  %0 = llvm.intr.bitreverse(%a) : (i32) -> i32
  %1 = llvm.intr.fshr(%a, %b, %c) : (i32, i32, i32) -> i32
  %2 = llvm.intr.sadd.sat(%a, %b) : (i32, i32) -> i32
  %3 = llvm.intr.scmp(%a, %b) : (i32, i32) -> i8
  %4 = llvm.intr.smin(%a, %b) : (i32, i32) -> i32
  %5 = llvm.intr.sshl.sat(%a, %b) : (i32, i32) -> i32
  %6 = llvm.intr.ssub.sat(%a, %b) : (i32, i32) -> i32
  %7 = llvm.intr.uadd.sat(%a, %b) : (i32, i32) -> i32
  %8 = llvm.intr.ucmp(%a, %b) : (i32, i32) -> i8
  %9 = llvm.intr.umax(%a, %b) : (i32, i32) -> i32
  %10 = llvm.intr.ushl.sat(%a, %b) : (i32, i32) -> i32
  %11 = llvm.intr.usub.sat(%a, %b) : (i32, i32) -> i32
  %12 = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %13 = "llvm.intr.sadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %14 = "llvm.intr.ssub.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %15 = "llvm.intr.usub.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %16 = "llvm.intr.smul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %17 = "llvm.intr.umul.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %18 = "llvm.intr.vector.reduce.and"(%v) : (vector<4xi32>) -> i32
  %19 = "llvm.intr.vector.reduce.mul"(%v) : (vector<4xi32>) -> i32
  %20 = "llvm.intr.vector.reduce.or"(%v) : (vector<4xi32>) -> i32
  %21 = "llvm.intr.vector.reduce.smin"(%v) : (vector<4xi32>) -> i32
  %22 = "llvm.intr.vector.reduce.umax"(%v) : (vector<4xi32>) -> i32
  %23 = "llvm.intr.vector.reduce.umin"(%v) : (vector<4xi32>) -> i32
  %24 = "llvm.intr.vector.reduce.xor"(%v) : (vector<4xi32>) -> i32
  %25 = "llvm.intr.vscale"() : () -> i64
  "llvm.intr.memmove"(%p, %p, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.prefetch"(%p) <{cache = 1 : i32, hint = 3 : i32, rw = 0 : i32}> : (!llvm.ptr) -> ()
  %26 = llvm.mlir.none : !llvm.token
  llvm.return
}
llvm.mlir.global thread_local @tls(0 : i32) : i32
llvm.func @tls_address() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @tls : !llvm.ptr
  %1 = "llvm.intr.threadlocal.address"(%0) : (!llvm.ptr) -> !llvm.ptr
  llvm.return %1 : !llvm.ptr
}
