VALID = []
INVALID = []


def v(topic, text):
    VALID.append((topic, text))


def bad(topic, text):
    INVALID.append((topic, text))


v("func_declarations", """
// llvm.func declarations: no result (void), varargs, linkage and calling convention keywords.
module {
  llvm.func @f0()
  llvm.func @f1(i32, f64) -> i64
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func extern_weak @f2(i32)
  llvm.func fastcc @f3(i64) -> i64
}
""")
v("func_body", """
// llvm.func with a body, named arguments and llvm.return.
module {
  llvm.func @add(%a: i32, %b: i32) -> i32 {
    %0 = llvm.add %a, %b : i32
    llvm.return %0 : i32
  }
  llvm.func @nothing() {
    llvm.return
  }
}
""")
v("func_linkage_internal", """
// Functions with internal, private and linkonce_odr linkage, hidden visibility and unnamed_addr.
module {
  llvm.func internal @a() {
    llvm.return
  }
  llvm.func private @b() {
    llvm.return
  }
  llvm.func linkonce_odr hidden unnamed_addr @c() {
    llvm.return
  }
}
""")
v("func_attributes", """
// llvm.func with an attributes dictionary and argument attributes.
module {
  llvm.func @f(%arg0: !llvm.ptr {llvm.noalias}, %arg1: i32) attributes {sym_visibility = "private", passthrough = ["nounwind"]} {
    llvm.return
  }
}
""")
v("types_ptr", """
// Pointers in address spaces 0 (printed bare) and others.
module {
  llvm.func @f(!llvm.ptr, !llvm.ptr<0>, !llvm.ptr<1>, !llvm.ptr<42>)
}
""")
v("types_struct", """
// Literal, packed, empty, identified, opaque and recursive structs.
module {
  llvm.func @f(!llvm.struct<(i32, f64)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<()>, !llvm.struct<"named", (i32, ptr)>, !llvm.struct<"op", opaque>, !llvm.struct<"list", (i32, struct<"list">)>)
}
""")
v("types_array_func", """
// Arrays (nested, of vectors) and function types inside other LLVM types.
module {
  llvm.func @f(!llvm.array<4 x i32>, !llvm.array<2 x array<3 x f32>>, !llvm.array<8 x vector<4xf32>>, !llvm.struct<(array<2 x ptr>, i1)>)
  llvm.mlir.global external @fp() {addr_space = 0 : i32} : !llvm.ptr
}
""")
v("types_misc", """
// token, metadata, x86_amx, ppc_fp128, label and target extension types.
module {
  llvm.func @f(!llvm.token, !llvm.metadata, !llvm.x86_amx, !llvm.ppc_fp128, !llvm.label)
  llvm.func @g(!llvm.target<"spirv.Image", !llvm.void, 0>)
}
""")
v("int_arith", """
// Integer arithmetic with overflow flags, exact and disjoint.
llvm.func @f(%a: i64, %b: i64) -> i64 {
  %0 = llvm.add %a, %b overflow<nsw> : i64
  %1 = llvm.sub %0, %b overflow<nuw> : i64
  %2 = llvm.mul %1, %b overflow<nsw, nuw> : i64
  %3 = llvm.shl %2, %b : i64
  %4 = llvm.udiv exact %3, %b : i64
  %5 = llvm.sdiv %4, %b : i64
  %6 = llvm.urem %5, %b : i64
  %7 = llvm.srem %6, %b : i64
  %8 = llvm.lshr exact %7, %b : i64
  %9 = llvm.ashr %8, %b : i64
  %10 = llvm.and %9, %b : i64
  %11 = llvm.or disjoint %10, %b : i64
  %12 = llvm.xor %11, %b : i64
  llvm.return %12 : i64
}
""")
v("float_arith", """
// Float arithmetic with fastmath flags in the attribute dictionary.
llvm.func @f(%a: f32, %b: f32) -> f32 {
  %0 = llvm.fadd %a, %b : f32
  %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %2 = llvm.fmul %1, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  %3 = llvm.fdiv %2, %b {fastmathFlags = #llvm.fastmath<none>} : f32
  %4 = llvm.frem %3, %b : f32
  %5 = llvm.fneg %4 {fastmathFlags = #llvm.fastmath<contract, afn>} : f32
  llvm.return %5 : f32
}
""")
v("vector_arith", """
// Arithmetic on builtin vectors, LLVM's fixed and scalable vectors.
llvm.func @f(%a: vector<4xi32>, %b: vector<[2]xf64>) -> vector<4xi32> {
  %0 = llvm.add %a, %a : vector<4xi32>
  %1 = llvm.fmul %b, %b : vector<[2]xf64>
  llvm.return %0 : vector<4xi32>
}
""")
v("icmp_fcmp", """
// Every icmp predicate and some fcmp predicates; vector comparisons give vectors of i1.
llvm.func @f(%a: i32, %b: i32, %x: f64, %v: vector<2xi8>) -> i1 {
  %0 = llvm.icmp "eq" %a, %b : i32
  %1 = llvm.icmp "ne" %a, %b : i32
  %2 = llvm.icmp "slt" %a, %b : i32
  %3 = llvm.icmp "sle" %a, %b : i32
  %4 = llvm.icmp "sgt" %a, %b : i32
  %5 = llvm.icmp "sge" %a, %b : i32
  %6 = llvm.icmp "ult" %a, %b : i32
  %7 = llvm.icmp "ule" %a, %b : i32
  %8 = llvm.icmp "ugt" %a, %b : i32
  %9 = llvm.icmp "uge" %a, %b : i32
  %10 = llvm.fcmp "_false" %x, %x : f64
  %11 = llvm.fcmp "oeq" %x, %x {fastmathFlags = #llvm.fastmath<nnan>} : f64
  %12 = llvm.fcmp "uno" %x, %x : f64
  %13 = llvm.fcmp "_true" %x, %x : f64
  %14 = llvm.icmp "eq" %v, %v : vector<2xi8>
  llvm.return %0 : i1
}
""")
v("casts", """
// Integer, float and pointer casts, with nneg and overflow flags.
llvm.func @f(%i: i32, %f: f32, %p: !llvm.ptr) -> i64 {
  %0 = llvm.sext %i : i32 to i64
  %1 = llvm.zext nneg %i : i32 to i64
  %2 = llvm.trunc %0 overflow<nsw> : i64 to i16
  %3 = llvm.sitofp %i : i32 to f64
  %4 = llvm.uitofp nneg %i : i32 to f32
  %5 = llvm.fptosi %f : f32 to i32
  %6 = llvm.fptoui %f : f32 to i8
  %7 = llvm.fpext %f : f32 to f64
  %8 = llvm.fptrunc %7 : f64 to f16
  %9 = llvm.bitcast %i : i32 to f32
  %10 = llvm.ptrtoint %p : !llvm.ptr to i64
  %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
  %12 = llvm.addrspacecast %11 : !llvm.ptr to !llvm.ptr<1>
  llvm.return %0 : i64
}
""")
v("constants", """
// llvm.mlir.constant of integers, floats, dense elements; poison, undef and zero.
llvm.func @f() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(1.5 : f32) : f32
  %2 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi64>) : vector<2xi64>
  %3 = llvm.mlir.constant(true) : i1
  %4 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
  %5 = llvm.mlir.undef : i64
  %6 = llvm.mlir.zero : !llvm.ptr
  %7 = llvm.mlir.constant(7 : index) : i64
  llvm.return %0 : i32
}
""")
v("select", """
// llvm.select on scalars and vectors, with fastmath flags.
llvm.func @f(%c: i1, %a: f32, %b: f32, %vc: vector<4xi1>, %va: vector<4xi32>) -> f32 {
  %0 = llvm.select %c, %a, %b : i1, f32
  %1 = llvm.select %c, %a, %b {fastmathFlags = #llvm.fastmath<nsz>} : i1, f32
  %2 = llvm.select %vc, %va, %va : vector<4xi1>, vector<4xi32>
  llvm.return %0 : f32
}
""")
v("aggregates", """
// insertvalue and extractvalue on nested structs and arrays.
llvm.func @f(%x: i64, %p: !llvm.ptr) -> i64 {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %2 = llvm.insertvalue %x, %1[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %3 = llvm.extractvalue %2[2, 1] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  %4 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, i64, array<2 x i64>)>
  llvm.return %3 : i64
}
""")
v("vector_elements", """
// extractelement and insertelement.
llvm.func @f(%v: vector<4xf32>, %i: i32, %x: f32) -> f32 {
  %0 = llvm.extractelement %v[%i : i32] : vector<4xf32>
  %1 = llvm.insertelement %x, %v[%i : i32] : vector<4xf32>
  llvm.return %0 : f32
}
""")
v("load_store", """
// Loads and stores: volatile, atomic with ordering and syncscope, alignment, invariant.
llvm.func @f(%p: !llvm.ptr, %x: i32) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  %1 = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %2 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %3 = llvm.load %p atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %4 = llvm.load %p invariant : !llvm.ptr -> i32
  llvm.store %x, %p : i32, !llvm.ptr
  llvm.store volatile %x, %p {alignment = 8 : i64} : i32, !llvm.ptr
  llvm.store %x, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return %0 : i32
}
""")
v("alloca_gep", """
// alloca and getelementptr with constant and dynamic indices and no-wrap flags.
llvm.func @f(%n: i64, %i: i32) -> !llvm.ptr {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x !llvm.struct<(i32, f64)> {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.getelementptr %0[%n] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %3 = llvm.getelementptr inbounds %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %4 = llvm.getelementptr inbounds|nuw %1[%n, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f64)>
  %5 = llvm.getelementptr nusw %0[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.return %4 : !llvm.ptr
}
""")
v("atomics", """
// atomicrmw, cmpxchg and fence.
llvm.func @f(%p: !llvm.ptr, %x: i32, %y: f32) {
  %0 = llvm.atomicrmw add %p, %x seq_cst : !llvm.ptr, i32
  %1 = llvm.atomicrmw volatile xchg %p, %x monotonic : !llvm.ptr, i32
  %2 = llvm.atomicrmw fadd %p, %y acq_rel : !llvm.ptr, f32
  %3 = llvm.atomicrmw _and %p, %x syncscope("singlethread") release : !llvm.ptr, i32
  %4 = llvm.cmpxchg %p, %x, %x acq_rel monotonic : !llvm.ptr, i32
  %5 = llvm.cmpxchg weak volatile %p, %x, %x seq_cst seq_cst : !llvm.ptr, i32
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  llvm.return
}
""")
v("branches", """
// llvm.br and llvm.cond_br with block arguments and branch weights.
llvm.func @f(%c: i1, %a: i32) -> i32 {
  llvm.cond_br %c weights([3, 1]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  llvm.br ^bb2
^bb2:
  llvm.return %a : i32
}
""")
v("switch", """
// llvm.switch with negative case values, operands and an empty case list.
llvm.func @f(%a: i32) {
  llvm.switch %a : i32, ^bb1 [
    -1: ^bb2(%a : i32),
    0: ^bb1,
    7: ^bb2(%a : i32)
  ]
^bb1:
  llvm.return
^bb2(%x: i32):
  llvm.switch %x : i32, ^bb1 [
  ]
}
""")
v("calls", """
// Direct, indirect, vararg and tail calls, with a calling convention.
module {
  llvm.func @callee(i32) -> i32
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @f(%a: i32, %p: !llvm.ptr) -> i32 {
    %0 = llvm.call @callee(%a) : (i32) -> i32
    %1 = llvm.call %p(%a) : !llvm.ptr, (i32) -> i32
    %2 = llvm.call @printf(%p, %a) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %3 = llvm.call fastcc tail @callee(%a) : (i32) -> i32
    %4 = llvm.call @callee(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
    llvm.return %0 : i32
  }
}
""")
v("globals", """
// Globals: constant string, zero-initialized, with an initializer region, thread_local, aligned.
module {
  llvm.mlir.global private constant @str("hello\\00") {addr_space = 0 : i32}
  llvm.mlir.global internal @counter(0 : i64) {addr_space = 0 : i32} : i64
  llvm.mlir.global external thread_local @tls() {addr_space = 0 : i32} : i32
  llvm.mlir.global linkonce_odr unnamed_addr @aligned(1.0 : f32) {addr_space = 0 : i32, alignment = 16 : i64} : f32
  llvm.mlir.global external @table() {addr_space = 0 : i32} : !llvm.array<2 x i32> {
    %0 = llvm.mlir.undef : !llvm.array<2 x i32>
    %1 = llvm.mlir.constant(1 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x i32>
    llvm.return %2 : !llvm.array<2 x i32>
  }
  llvm.func @f() -> !llvm.ptr {
    %0 = llvm.mlir.addressof @str : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
}
""")
v("intrinsics_math", """
// Math intrinsics in their (operands) : functional-type form.
llvm.func @f(%x: f32, %y: f32, %i: i32) -> f32 {
  %0 = llvm.intr.sqrt(%x) : (f32) -> f32
  %1 = llvm.intr.exp(%x) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %2 = llvm.intr.pow(%x, %y) : (f32, f32) -> f32
  %3 = llvm.intr.fma(%x, %y, %x) : (f32, f32, f32) -> f32
  %4 = llvm.intr.powi(%x, %i) : (f32, i32) -> f32
  %5 = llvm.intr.fabs(%x) : (f32) -> f32
  %6 = llvm.intr.copysign(%x, %y) : (f32, f32) -> f32
  %7 = llvm.intr.maximum(%x, %y) : (f32, f32) -> f32
  %8 = llvm.intr.floor(%x) : (f32) -> f32
  %9 = llvm.intr.sincos(%x) : (f32) -> !llvm.struct<(f32, f32)>
  llvm.return %0 : f32
}
""")
v("intrinsics_int", """
// Integer intrinsics, with and without custom forms (the latter print generically).
llvm.func @f(%a: i32, %b: i32) -> i32 {
  %0 = llvm.intr.smax(%a, %b) : (i32, i32) -> i32
  %1 = llvm.intr.umin(%a, %b) : (i32, i32) -> i32
  %2 = llvm.intr.ctpop(%a) : (i32) -> i32
  %3 = llvm.intr.bswap(%a) : (i32) -> i32
  %4 = llvm.intr.fshl(%a, %b, %a) : (i32, i32, i32) -> i32
  %5 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %6 = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (i32) -> i32
  %7 = "llvm.intr.uadd.with.overflow"(%a, %b) : (i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return %0 : i32
}
""")
v("intrinsics_memory", """
// memcpy, memset, stacksave and stackrestore.
llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64, %v: i8) {
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%d, %v, %n) <{isVolatile = true}> : (!llvm.ptr, i8, i64) -> ()
  %0 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %0 : !llvm.ptr
  llvm.return
}
""")
v("intrinsics_vector_reduce", """
// Vector reductions: integer ones print generically, fmax/fmin have a custom form.
llvm.func @f(%v: vector<4xi32>, %w: vector<4xf32>) -> i32 {
  %0 = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i32
  %1 = "llvm.intr.vector.reduce.smax"(%v) : (vector<4xi32>) -> i32
  %2 = llvm.intr.vector.reduce.fmax(%w) : (vector<4xf32>) -> f32
  %3 = "llvm.intr.vector.reduce.fadd"(%2, %w) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<4xf32>) -> f32
  llvm.return %0 : i32
}
""")
v("generic_form", """
// Ops in generic form with every property written, defaults included.
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<external>, sym_name = "g", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
^bb0(%a: i32):
  %0 = "llvm.add"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  %1 = "llvm.icmp"(%0, %a) <{predicate = 2 : i64}> : (i32, i32) -> i1
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()
""")
v("unreachable_freeze", """
// llvm.unreachable ends a block; llvm.freeze.
llvm.func @f(%c: i1, %x: i32) -> i32 {
  %0 = llvm.freeze %x : i32
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.unreachable
^bb2:
  llvm.return %0 : i32
}
""")
v("lowered_memref", """
// A memref descriptor as the memref-to-llvm lowering builds it.
llvm.func @f(%p: !llvm.ptr, %n: i64) -> !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %1 = llvm.insertvalue %p, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %2 = llvm.insertvalue %p, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %3 = llvm.mlir.constant(0 : index) : i64
  %4 = llvm.insertvalue %3, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %5 = llvm.insertvalue %n, %4[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %6 = llvm.mlir.constant(1 : index) : i64
  %7 = llvm.insertvalue %6, %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  llvm.return %7 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
}
""")

v("intrinsics_every_form", """
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
""")
v("intrinsics_vector_predicated", """
// Vector-predicated (vp) intrinsics: generic form only, in MLIR too.
llvm.func @vp(%vi: vector<8xi32>, %vf: vector<8xf32>, %vd: vector<8xf64>, %vl: vector<8xi64>, %vp: vector<8x!llvm.ptr>, %m: vector<8xi1>, %evl: i32, %s: i32, %f: f32, %p: !llvm.ptr) {
  %0 = "llvm.intr.vp.add"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %1 = "llvm.intr.vp.and"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %2 = "llvm.intr.vp.ashr"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %3 = "llvm.intr.vp.lshr"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %4 = "llvm.intr.vp.mul"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %5 = "llvm.intr.vp.or"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %6 = "llvm.intr.vp.sdiv"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %7 = "llvm.intr.vp.shl"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %8 = "llvm.intr.vp.smax"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %9 = "llvm.intr.vp.smin"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %10 = "llvm.intr.vp.srem"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %11 = "llvm.intr.vp.sub"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %12 = "llvm.intr.vp.udiv"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %13 = "llvm.intr.vp.umax"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %14 = "llvm.intr.vp.umin"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %15 = "llvm.intr.vp.urem"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %16 = "llvm.intr.vp.xor"(%vi, %vi, %m, %evl) : (vector<8xi32>, vector<8xi32>, vector<8xi1>, i32) -> vector<8xi32>
  %17 = "llvm.intr.vp.fadd"(%vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %18 = "llvm.intr.vp.fdiv"(%vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %19 = "llvm.intr.vp.fmul"(%vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %20 = "llvm.intr.vp.frem"(%vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %21 = "llvm.intr.vp.fsub"(%vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %22 = "llvm.intr.vp.fma"(%vf, %vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %23 = "llvm.intr.vp.fmuladd"(%vf, %vf, %vf, %m, %evl) : (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %24 = "llvm.intr.vp.fneg"(%vf, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xf32>
  %25 = "llvm.intr.vp.fpext"(%vf, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xf64>
  %26 = "llvm.intr.vp.fptrunc"(%vd, %m, %evl) : (vector<8xf64>, vector<8xi1>, i32) -> vector<8xf32>
  %27 = "llvm.intr.vp.fptosi"(%vf, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xi32>
  %28 = "llvm.intr.vp.fptoui"(%vf, %m, %evl) : (vector<8xf32>, vector<8xi1>, i32) -> vector<8xi32>
  %29 = "llvm.intr.vp.sitofp"(%vi, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xf32>
  %30 = "llvm.intr.vp.uitofp"(%vi, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xf32>
  %31 = "llvm.intr.vp.sext"(%vi, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xi64>
  %32 = "llvm.intr.vp.zext"(%vi, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xi64>
  %33 = "llvm.intr.vp.trunc"(%vi, %m, %evl) : (vector<8xi32>, vector<8xi1>, i32) -> vector<8xi16>
  %34 = "llvm.intr.vp.inttoptr"(%vl, %m, %evl) : (vector<8xi64>, vector<8xi1>, i32) -> vector<8x!llvm.ptr>
  %35 = "llvm.intr.vp.ptrtoint"(%vp, %m, %evl) : (vector<8x!llvm.ptr>, vector<8xi1>, i32) -> vector<8xi64>
  %36 = "llvm.intr.vp.reduce.add"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %37 = "llvm.intr.vp.reduce.and"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %38 = "llvm.intr.vp.reduce.mul"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %39 = "llvm.intr.vp.reduce.or"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %40 = "llvm.intr.vp.reduce.smax"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %41 = "llvm.intr.vp.reduce.smin"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %42 = "llvm.intr.vp.reduce.umax"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %43 = "llvm.intr.vp.reduce.umin"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %44 = "llvm.intr.vp.reduce.xor"(%s, %vi, %m, %evl) : (i32, vector<8xi32>, vector<8xi1>, i32) -> i32
  %45 = "llvm.intr.vp.reduce.fadd"(%f, %vf, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %46 = "llvm.intr.vp.reduce.fmax"(%f, %vf, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %47 = "llvm.intr.vp.reduce.fmin"(%f, %vf, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %48 = "llvm.intr.vp.reduce.fmul"(%f, %vf, %m, %evl) : (f32, vector<8xf32>, vector<8xi1>, i32) -> f32
  %49 = "llvm.intr.vp.select"(%m, %vi, %vi, %evl) : (vector<8xi1>, vector<8xi32>, vector<8xi32>, i32) -> vector<8xi32>
  %50 = "llvm.intr.vp.merge"(%m, %vi, %vi, %evl) : (vector<8xi1>, vector<8xi32>, vector<8xi32>, i32) -> vector<8xi32>
  %51 = "llvm.intr.vp.load"(%p, %m, %evl) : (!llvm.ptr, vector<8xi1>, i32) -> vector<8xi32>
  "llvm.intr.vp.store"(%vi, %p, %m, %evl) : (vector<8xi32>, !llvm.ptr, vector<8xi1>, i32) -> ()
  %52 = "llvm.intr.experimental.vp.strided.load"(%p, %s, %m, %evl) : (!llvm.ptr, i32, vector<8xi1>, i32) -> vector<8xi32>
  "llvm.intr.experimental.vp.strided.store"(%vi, %p, %s, %m, %evl) : (vector<8xi32>, !llvm.ptr, i32, vector<8xi1>, i32) -> ()
  llvm.return
}
""")
v("intrinsics_generic_only", """
// Intrinsics with no custom form (generic in MLIR's print too): annotations,
// inline memcpy/memset, masked compress/expand, interleaving, is.constant.
llvm.func @misc(%i: i32, %p: !llvm.ptr, %q: !llvm.ptr, %v: vector<8xf32>, %w: vector<8xf32>, %m: vector<8xi1>, %b: i8) {
  %0 = "llvm.intr.annotation"(%i, %p, %q, %i) : (i32, !llvm.ptr, !llvm.ptr, i32) -> i32
  %1 = "llvm.intr.ptr.annotation"(%p, %p, %q, %i, %q) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
  "llvm.intr.var.annotation"(%p, %p, %q, %i, %q) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
  %2 = "llvm.intr.is.constant"(%i) : (i32) -> i1
  "llvm.intr.memcpy.inline"(%p, %q) <{isVolatile = false, len = 16 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  "llvm.intr.memset.inline"(%p, %b) <{isVolatile = true, len = 8 : i32}> : (!llvm.ptr, i8) -> ()
  "llvm.intr.masked.compressstore"(%v, %p, %m) : (vector<8xf32>, !llvm.ptr, vector<8xi1>) -> ()
  %3 = "llvm.intr.masked.expandload"(%p, %m, %v) : (!llvm.ptr, vector<8xi1>, vector<8xf32>) -> vector<8xf32>
  %4 = "llvm.intr.vector.interleave2"(%v, %w) : (vector<8xf32>, vector<8xf32>) -> vector<16xf32>
  %5 = "llvm.intr.vector.deinterleave2"(%4) : (vector<16xf32>) -> !llvm.struct<(vector<8xf32>, vector<8xf32>)>
  llvm.return
}
""")
v("declarative_formats", """
// Ops with declarative ODS formats: lifetimes, va_list handling, traps,
// coroutine queries, lane masks, masked scatter/store, matrix intrinsics,
// dso_local_equivalent, linker options, vector extract.
llvm.linker_options ["-lm", "-lc"]
llvm.func @callee()
llvm.func @formats(%p: !llvm.ptr, %h: !llvm.ptr, %v: vector<8xf32>, %ps: vector<8x!llvm.ptr>, %m: vector<8xi1>, %a: i64, %b: i64, %mat: vector<16xf32>, %sv: vector<[4]xf32>) {
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.intr.lifetime.end %p : !llvm.ptr
  llvm.intr.vastart %p : !llvm.ptr
  llvm.intr.vaend %p : !llvm.ptr
  llvm.intr.coro.resume %h : !llvm.ptr
  llvm.intr.trap
  llvm.intr.debugtrap {foo}
  %0 = llvm.intr.coro.size : i64
  %1 = llvm.intr.coro.align : i32
  %2 = llvm.intr.stepvector : vector<8xi32>
  %3 = llvm.intr.get.active.lane.mask %a, %b : i64, i64 to vector<8xi1>
  llvm.intr.masked.scatter %v, %ps, %m {alignment = 4 : i32} : vector<8xf32>, vector<8xi1> into vector<8x!llvm.ptr>
  llvm.intr.masked.store %v, %p, %m {alignment = 32 : i32} : vector<8xf32>, vector<8xi1> into !llvm.ptr
  %4 = llvm.intr.matrix.transpose %mat {columns = 4 : i32, rows = 4 : i32} : vector<16xf32> into vector<16xf32>
  %5 = llvm.intr.matrix.multiply %mat, %mat {lhs_columns = 4 : i32, lhs_rows = 4 : i32, rhs_columns = 4 : i32} : (vector<16xf32>, vector<16xf32>) -> vector<16xf32>
  %6 = llvm.dso_local_equivalent @callee : !llvm.ptr
  %7 = llvm.intr.vector.extract %sv[0] : vector<4xf32> from vector<[4]xf32>
  llvm.return
}
""")
v("shufflevector_and_vector_insert", """
// llvm.shufflevector (result length from the mask, scalable kept) and
// llvm.intr.vector.insert (result of the destination's type).
llvm.func @s(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<[4]xi32>, %d: vector<2xf32>, %e: vector<4xi32>) {
  %0 = llvm.shufflevector %a, %b [0, 1, -1, 7, 2] : vector<4xf32>
  %1 = llvm.shufflevector %c, %c [0, 0, 0, 0] : vector<[4]xi32>
  %3 = llvm.intr.vector.insert %d, %a[2] : vector<2xf32> into vector<4xf32>
  %4 = llvm.intr.vector.insert %e, %c[0] : vector<4xi32> into vector<[4]xi32>
  llvm.return
}
""")
v("assume_operand_bundles", """
// llvm.intr.assume without and with operand bundles (tags with and without
// operands).
llvm.func @a(%c: i1, %p: !llvm.ptr, %n: i64) {
  llvm.intr.assume %c : i1
  llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64)] : i1
  llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64), "nonnull"(%p : !llvm.ptr), "cold"()] : i1
  llvm.return
}
""")
v("operands_functional_form", """
// Ops written `operands attr-dict : functional-type(operands, results)`:
// masked loads and gathers, ptrmask, coroutine intrinsics, eh.typeid.for, va_arg.
llvm.func @opf(%p: !llvm.ptr, %m: vector<4xi1>, %pt: vector<4xf32>, %ps: vector<4x!llvm.ptr>, %i: i64, %a: i32, %b: i1) {
  %0 = llvm.intr.masked.load %p, %m, %pt {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %1 = llvm.intr.masked.load %p, %m {alignment = 4 : i32, nontemporal} : (!llvm.ptr, vector<4xi1>) -> vector<4xf32>
  %2 = llvm.intr.masked.gather %ps, %m, %pt {alignment = 8 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  %3 = llvm.intr.ptrmask %p, %i : (!llvm.ptr, i64) -> !llvm.ptr
  %4 = llvm.intr.coro.id %a, %p, %p, %p : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.token
  %5 = llvm.intr.coro.begin %4, %p : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %6 = llvm.intr.coro.save %5 : (!llvm.ptr) -> !llvm.token
  %7 = llvm.intr.coro.free %4, %5 : (!llvm.token, !llvm.ptr) -> !llvm.ptr
  %8 = llvm.intr.coro.promise %5, %a, %b : (!llvm.ptr, i32, i1) -> !llvm.ptr
  %9 = llvm.mlir.none : !llvm.token
  %10 = llvm.intr.coro.end %5, %b, %9 : (!llvm.ptr, i1, !llvm.token) -> i1
  %12 = llvm.intr.eh.typeid.for %p : (!llvm.ptr) -> i32
  %13 = llvm.va_arg %p : (!llvm.ptr) -> i32
  llvm.return
}
""")
bad("add_mismatched_types", """
// llvm.add of operands of different types.
llvm.func @f(%a: i32, %b: i64) {
  %0 = "llvm.add"(%a, %b) <{overflowFlags = 0 : i32}> : (i32, i64) -> i32
  llvm.return
}
""")
bad("fadd_integer", """
// llvm.fadd of integers.
llvm.func @f(%a: i32) {
  %0 = llvm.fadd %a, %a : i32
  llvm.return
}
""")
bad("icmp_bad_predicate", """
// An icmp predicate that does not exist.
llvm.func @f(%a: i32) {
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}
""")
bad("load_from_integer", """
// llvm.load from a value that is not a pointer.
llvm.func @f(%a: i64) {
  %0 = llvm.load %a : i64 -> i32
  llvm.return
}
""")
bad("unknown_type", """
// An LLVM type that does not exist.
llvm.func @f(!llvm.vec<4 x i32>)
""")
bad("unknown_nested_type", """
// An unknown keyword inside a struct body.
llvm.func @f(!llvm.struct<(i32, foo)>)
""")
bad("extractvalue_out_of_bounds", """
// extractvalue past the end of a struct.
llvm.func @f(%s: !llvm.struct<(i32, i32)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, i32)>
  llvm.return
}
""")
bad("return_type_mismatch", """
// The returned value's type is not the function's result type.
llvm.func @f(%a: i64) -> i32 {
  llvm.return %a : i64
}
""")
bad("unknown_fastmath_flag", """
// A fastmath flag that does not exist.
llvm.func @f(%a: f32) {
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<quick>} : f32
  llvm.return
}
""")
bad("branch_operand_type", """
// A branch passing a value of the wrong type to its successor.
llvm.func @f(%a: i64) {
  llvm.br ^bb1(%a : i64)
^bb1(%x: i32):
  llvm.return
}
""")
bad("select_condition_not_i1", """
// llvm.select with an i32 condition.
llvm.func @f(%c: i32, %a: f32) {
  %0 = llvm.select %c, %a, %a : i32, f32
  llvm.return
}
""")
bad("call_unknown_callee", """
// A direct call of a function that does not exist.
llvm.func @f() {
  llvm.call @nowhere() : () -> ()
  llvm.return
}
""")
bad("call_operand_type", """
// A direct call passing an f32 where the callee takes an i32.
llvm.func @f(i32) -> i32
llvm.func @a(%x: f32, %y: i32) {
  %0 = llvm.call @f(%x) : (f32) -> i32
  llvm.return
}
""")
bad("call_missing_result", """
// A direct call of a function returning i32 that produces no value.
llvm.func @f(i32) -> i32
llvm.func @a(%y: i32) {
  llvm.call @f(%y) : (i32) -> ()
  llvm.return
}
""")
bad("call_operand_count", """
// A direct call with more operands than the callee takes.
llvm.func @f(i32) -> i32
llvm.func @a(%y: i32) {
  %0 = llvm.call @f(%y, %y) : (i32, i32) -> i32
  llvm.return
}
""")
bad("call_void_with_result", """
// A direct call of a void function that produces a value.
llvm.func @v(i32)
llvm.func @a(%y: i32) {
  %0 = llvm.call @v(%y) : (i32) -> i32
  llvm.return
}
""")
bad("call_result_type", """
// A direct call whose result type is not the callee's.
llvm.func @f(i32) -> i32
llvm.func @a(%y: i32) {
  %0 = llvm.call @f(%y) : (i32) -> f32
  llvm.return
}
""")
bad("call_var_callee_too_long", """
// A vararg call whose var_callee_type has more parameters than the call has operands.
llvm.func @va(i32, ...) -> i32
llvm.func @a(%y: i32) {
  %1 = llvm.call @va() vararg(!llvm.func<i32 (i32, ...)>) : () -> i32
  llvm.return
}
""")
bad("call_vararg_without_var_callee_type", """
// A call of a variadic function without var_callee_type.
llvm.func @va(i32, ...) -> i32
llvm.func @a(%y: i32) {
  %0 = "llvm.call"(%y) <{callee = @va, operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> i32
  llvm.return
}
""")
bad("call_var_callee_not_vararg", """
// A var_callee_type that is not a variadic function type.
llvm.func @va(i32, ...) -> i32
llvm.func @a(%y: i32) {
  %0 = "llvm.call"(%y) <{callee = @va, var_callee_type = !llvm.func<i32 (i32)>, operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> i32
  llvm.return
}
""")
bad("gep_dynamic_index_count", """
// getelementptr with a dynamic index that rawConstantIndices does not ask for.
llvm.func @a(%p: !llvm.ptr, %y: i32) {
  %0 = "llvm.getelementptr"(%p, %y) <{elem_type = f32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr, i32) -> !llvm.ptr
  llvm.return
}
""")
bad("freeze_result_type", """
// llvm.freeze whose result type is not its operand's.
llvm.func @a(%y: i32) {
  %0 = "llvm.freeze"(%y) : (i32) -> i64
  llvm.return
}
""")
bad("global_symbol_name", """
// llvm.mlir.global with a word where the symbol name belongs.
llvm.mlir.global foo @g(0 : i32) : i32
""")
bad("func_symbol_name", """
// llvm.func with a word where the symbol name belongs.
llvm.func foo @g()
""")

# ----- issue 17: the remaining ops -----
v("intr_expect", """
// llvm.intr.expect (SameOperandsAndResultType: one type written) and expect.with.probability (an F64Attr written bare).
llvm.func @a(%x: i32, %y: i32, %b: i1) -> i32 {
  %0 = llvm.intr.expect %x, %y : i32
  %1 = llvm.intr.expect %b, %b : i1
  %2 = llvm.intr.expect.with.probability %x, %y, 5.000000e-01 : i32
  %3 = llvm.intr.expect.with.probability %0, %2, 1.0 {tag = 1 : i32} : i32
  llvm.return %3 : i32
}
""")
v("intr_ssa_copy_invariant_group", """
// llvm.intr.ssa.copy, launder/strip.invariant.group: the result type is the operand's.
llvm.func @a(%f: f32, %p: !llvm.ptr, %q: !llvm.ptr<3>) -> f32 {
  %0 = llvm.intr.ssa.copy %f : f32
  %1 = llvm.intr.launder.invariant.group %p : !llvm.ptr
  %2 = llvm.intr.strip.invariant.group %q : !llvm.ptr<3>
  %3 = llvm.intr.ssa.copy %2 : !llvm.ptr<3>
  llvm.return %0 : f32
}
""")
v("intr_invariant_start_end", """
// llvm.intr.invariant.start returns an !llvm.ptr the format does not write; invariant.end takes it back.
llvm.func @a(%p: !llvm.ptr, %q: !llvm.ptr<1>) {
  %0 = llvm.intr.invariant.start 8, %p : !llvm.ptr
  llvm.intr.invariant.end %0, 8, %p : !llvm.ptr
  %1 = llvm.intr.invariant.start 16, %q : !llvm.ptr<1>
  llvm.intr.invariant.end %1, 16, %q : !llvm.ptr<1>
  llvm.return
}
""")
v("intr_coro_suspend_vacopy", """
// llvm.intr.coro.suspend (token and i1 operands whose types are implied) and llvm.intr.vacopy (type(operands)).
llvm.func @a(%t: !llvm.token, %b: i1, %p: !llvm.ptr, %q: !llvm.ptr) -> i8 {
  %0 = llvm.intr.coro.suspend %t, %b : i8
  llvm.intr.vacopy %p to %q : !llvm.ptr, !llvm.ptr
  llvm.return %0 : i8
}
""")
v("intr_ubsantrap", """
// llvm.intr.ubsantrap: its property in a prop-dict.
llvm.func @a() {
  llvm.intr.ubsantrap <{failureKind = 3 : i8}>
  llvm.intr.ubsantrap <{failureKind = -1 : i8}> {extra}
  llvm.return
}
""")
v("intr_constrained_fp", """
// Constrained FP conversions: rounding mode and exception behavior keywords.
llvm.func @a(%f: f32, %x: i32, %v: vector<4xi32>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %f tonearest ignore : f32 to f16
  %1 = llvm.intr.experimental.constrained.fpext %f maytrap : f32 to f64
  %2 = llvm.intr.experimental.constrained.sitofp %x downward strict : i32 to f32
  %3 = llvm.intr.experimental.constrained.uitofp %x "upward" "ignore" : i32 to f64
  %4 = llvm.intr.experimental.constrained.sitofp %v towardzero ignore : vector<4xi32> to vector<4xf32>
  %5 = llvm.intr.experimental.constrained.fptrunc %1 tonearestaway ignore : f64 to f32
  %6 = llvm.intr.experimental.constrained.fptrunc %1 dynamic strict {a = 1 : i32} : f64 to bf16
  llvm.return
}
""")
v("intr_matrix_column_major", """
// llvm.intr.matrix.column.major.load/store with their stride operand.
llvm.func @a(%p: !llvm.ptr, %s: i64, %m: vector<6xf32>) {
  %0 = llvm.intr.matrix.column.major.load %p, <stride=%s> {isVolatile = false, rows = 2 : i32, columns = 3 : i32} : vector<6xf32> from !llvm.ptr stride i64
  llvm.intr.matrix.column.major.store %m, %p, <stride=%s> {isVolatile = true, rows = 3 : i32, columns = 2 : i32} : vector<6xf32> to !llvm.ptr stride i64
  llvm.return
}
""")
v("global_ctors_dtors", """
// llvm.mlir.global_ctors and global_dtors: symbols, priorities and data (#llvm.zero or a symbol).
module {
  llvm.func @ctor() {
    llvm.return
  }
  llvm.func @dtor() {
    llvm.return
  }
  llvm.mlir.global @g(0 : i32) : i32
  llvm.mlir.global_ctors ctors = [@ctor, @dtor], priorities = [0 : i32, 65535 : i32], data = [#llvm.zero, @g]
  llvm.mlir.global_dtors dtors = [@dtor], priorities = [1 : i32], data = [#llvm.zero]
  llvm.mlir.global_ctors ctors = [], priorities = [], data = []
}
""")
v("module_flags", """
// llvm.module_flags with #llvm.mlir.module_flag entries of each kind of value.
module {
  llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>, #llvm.mlir.module_flag<max, "PIC Level", 2 : i32>, #llvm.mlir.module_flag<append_unique, "x", "y">]
  llvm.module_flags []
}
""")
v("comdat", """
// llvm.comdat groups of llvm.comdat_selector, referenced by globals and functions.
module {
  llvm.comdat @c {
    llvm.comdat_selector @any any
    llvm.comdat_selector @exact exactmatch
    llvm.comdat_selector @large largest
    llvm.comdat_selector @nd nodeduplicate
    llvm.comdat_selector @same samesize
  }
  llvm.mlir.global @g(1 : i32) comdat(@c::@any) : i32
  llvm.mlir.global internal constant @s("abc") comdat(@c::@nd) {alignment = 4 : i64}
  llvm.func @f() comdat(@c::@large) attributes {no_inline} {
    llvm.return
  }
  llvm.func @h() comdat(@c::@same)
}
""")
v("resume", """
// llvm.resume: a terminator taking any LLVM value.
llvm.func @a(%x: !llvm.struct<(ptr, i32)>) {
  llvm.resume %x : !llvm.struct<(ptr, i32)>
}
""")
v("invoke_landingpad", """
// llvm.invoke (direct, indirect, with a calling convention, branch weights, vararg) and llvm.landingpad clauses.
module {
  llvm.func @foo(i32) -> i32
  llvm.func @bar()
  llvm.func @vfoo(i32, ...) -> i32
  llvm.func @__gxx_personality_v0(...) -> i32
  llvm.mlir.global external constant @_ZTIi() : !llvm.ptr
  llvm.func @a(%x: i32, %fp: !llvm.ptr) -> i32 attributes {personality = @__gxx_personality_v0} {
    %z = llvm.mlir.zero : !llvm.ptr
    %ti = llvm.mlir.addressof @_ZTIi : !llvm.ptr
    %arr = llvm.mlir.undef : !llvm.array<1 x i8>
    %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
  ^bb1:
    llvm.invoke @bar() to ^bb3(%0 : i32) unwind ^bb2 : () -> ()
  ^bb2:
    %1 = llvm.landingpad cleanup (catch %z : !llvm.ptr) (catch %ti : !llvm.ptr) (filter %arr : !llvm.array<1 x i8>) : !llvm.struct<(ptr, i32)>
    llvm.resume %1 : !llvm.struct<(ptr, i32)>
  ^bb3(%r: i32):
    %3 = llvm.invoke %fp(%r) to ^bb4 unwind ^bb5 : !llvm.ptr, (i32) -> i32
  ^bb4:
    %4 = llvm.invoke fastcc @foo(%x) to ^bb6 unwind ^bb5 {branch_weights = array<i32: 1, 2>} : (i32) -> i32
  ^bb5:
    %5 = llvm.landingpad (catch %z : !llvm.ptr) : !llvm.struct<(ptr, i32)>
    llvm.return %x : i32
  ^bb6:
    %6 = llvm.invoke @vfoo(%x, %4) to ^bb7 unwind ^bb5 vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32) -> i32
  ^bb7:
    llvm.return %6 : i32
  }
}
""")
bad("invoke_unwind_not_landingpad", """
// The unwind destination of llvm.invoke must begin with a landingpad.
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  llvm.return %x : i32
}
""")
bad("invoke_branch_weights", """
// llvm.invoke with three branch weights for two successors.
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 {branch_weights = array<i32: 1, 2, 3>} : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
""")
bad("landingpad_no_personality", """
// A landingpad in a function without a personality.
llvm.func @foo(i32) -> i32
llvm.func @a(%x: i32) -> i32 {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
""")
bad("landingpad_no_clause", """
// A landingpad with neither clause nor cleanup.
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
""")
bad("landingpad_clause_not_constant", """
// A catch clause that is a function argument.
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32, %p: !llvm.ptr) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad (catch %p : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
""")
bad("landingpad_bitcast_clause", """
// A catch clause bitcast from something other than a global's address.
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32, %p: !llvm.ptr) -> i32 attributes {personality = @pers} {
  %b = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad (catch %b : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
""")
bad("landingpad_result_types", """
// Two landingpads of different result types in one function.
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.br ^bb3
^bb3:
  %2 = llvm.landingpad cleanup : !llvm.struct<(ptr, i64)>
  llvm.return %x : i32
}
""")
v("inline_asm", """
// llvm.inline_asm: its optional keyword groups, an attribute dictionary before the strings, no operands, several results in a struct.
llvm.func @a(%x: i32, %y: i32) -> i32 {
  %0 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel operand_attrs = [{elementtype = i32}, {}] "foo $0, $1", "=r,r,r" %x, %y : (i32, i32) -> i32
  llvm.inline_asm "nop", "" : () -> ()
  %1 = llvm.inline_asm tail_call_kind = <tail> "bar", "=r" : () -> i32
  %2 = llvm.inline_asm asm_dialect = att {foo} "bar", "=r" : () -> i32
  %3 = llvm.inline_asm tail_call_kind = <notail> asm_dialect = "intel" "x", "=r,=r,r" %x : (i32) -> !llvm.struct<(i32, i32)>
  llvm.return %0 : i32
}
""")
v("call_intrinsic", """
// llvm.call_intrinsic: fastmath flags, operand bundles, argument and result attributes.
llvm.func @a(%x: i32, %f: f32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call_intrinsic "llvm.foo"(%x) : (i32) -> i32
  llvm.call_intrinsic "llvm.bar"() : () -> ()
  %1 = llvm.call_intrinsic "llvm.fabs"(%f) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %2 = llvm.call_intrinsic "llvm.x"(%x, %p) {foo} : (i32, !llvm.ptr) -> !llvm.struct<(i32, i32)>
  %3 = llvm.call_intrinsic "llvm.y"(%x) ["tag"(%x, %p : i32, !llvm.ptr), "empty"()] : (i32) -> i32
  %4 = llvm.call_intrinsic "llvm.z"(%x, %x) : (i32 {llvm.noundef}, i32) -> (i32 {llvm.zeroext})
  %5 = llvm.call_intrinsic "llvm.w"(%x) {fastmathFlags = #llvm.fastmath<none>} : (i32) -> (i32)
  llvm.return %0 : i32
}
""")
bad("inline_asm_musttail", """
// inline_asm does not take the musttail kind.
llvm.func @a() {
  %1 = llvm.inline_asm tail_call_kind = <musttail> "bar", "=r" : () -> i32
  llvm.return
}
""")
bad("inline_asm_dialect", """
// An assembly dialect that is no case.
llvm.func @a() {
  %1 = llvm.inline_asm asm_dialect = arm "bar", "=r" : () -> i32
  llvm.return
}
""")
bad("inline_asm_tail_call_kind", """
// A tail call kind that is no case.
llvm.func @a() {
  %1 = llvm.inline_asm tail_call_kind = <bad> "bar", "=r" : () -> i32
  llvm.return
}
""")
bad("call_intrinsic_name", """
// An intrinsic name without the llvm. prefix.
llvm.func @a(%x: i32) {
  %0 = llvm.call_intrinsic "foo"(%x) : (i32) -> i32
  llvm.return
}
""")
bad("call_intrinsic_bundle_tags", """
// One operand bundle and no tag.
llvm.func @a(%x: i32) {
  %0 = "llvm.call_intrinsic"(%x) <{intrin = "llvm.foo", op_bundle_sizes = array<i32: 1>, operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> i32
  llvm.return
}
""")
bad("call_intrinsic_bundle_sizes", """
// Bundle sizes that do not add up to the bundle operands.
llvm.func @a(%x: i32) {
  %0 = "llvm.call_intrinsic"(%x) <{intrin = "llvm.foo", op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["a"], operandSegmentSizes = array<i32: 0, 1>}> : (i32) -> i32
  llvm.return
}
""")
bad("call_intrinsic_type_count", """
// More types than operands.
llvm.func @a(%x: i32) {
  %0 = llvm.call_intrinsic "llvm.foo"(%x) : (i32, i32) -> i32
  llvm.return
}
""")
v("alias_ifunc", """
// llvm.mlir.alias (linkage, visibility, thread_local, unnamed_addr, an initializer region) and llvm.mlir.ifunc, directly and through an alias.
module {
  llvm.mlir.global external @zed(42 : i32) : i32
  llvm.mlir.alias external @foo : i32 {
    %0 = llvm.mlir.addressof @zed : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.alias internal hidden thread_local unnamed_addr @bar {dso_local} : !llvm.array<2 x i32> {
    %0 = llvm.mlir.addressof @zed : !llvm.ptr
    %1 = llvm.getelementptr %0[1] : (!llvm.ptr) -> !llvm.ptr, i32
    llvm.return %1 : !llvm.ptr
  }
  llvm.func @resolver() -> !llvm.ptr {
    %0 = llvm.mlir.zero : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.alias linkonce_odr @ra : !llvm.ptr {
    %0 = llvm.mlir.addressof @resolver : !llvm.ptr
    llvm.return %0 : !llvm.ptr
  }
  llvm.mlir.ifunc external @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr @resolver
  llvm.mlir.ifunc weak hidden unnamed_addr @ifunc2 : !llvm.func<void ()>, !llvm.ptr @ra {dso_local}
  llvm.mlir.ifunc private local_unnamed_addr @ifunc3 : !llvm.func<void ()>, !llvm.ptr @resolver
}
""")
bad("alias_linkage", """
// An alias with common linkage.
llvm.mlir.global external @zed(42 : i32) : i32
llvm.mlir.alias common @foo : i32 {
  %0 = llvm.mlir.addressof @zed : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
""")
bad("alias_type", """
// An alias of void type.
llvm.mlir.alias external @foo : !llvm.void {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
""")
bad("alias_returns_non_pointer", """
// An alias initializer that returns an integer.
llvm.mlir.alias external @foo : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
""")
bad("alias_side_effects", """
// An alias initializer that calls a function.
llvm.func @f(!llvm.ptr)
llvm.mlir.alias external @foo : i32 {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.call @f(%0) : (!llvm.ptr) -> ()
  llvm.return %0 : !llvm.ptr
}
""")
bad("ifunc_resolver_declaration", """
// An ifunc whose resolver is only declared.
llvm.func @resolver() -> !llvm.ptr
llvm.mlir.ifunc external @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr @resolver
""")
bad("ifunc_resolver_result", """
// An ifunc whose resolver returns an integer.
llvm.func @resolver() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}
llvm.mlir.ifunc external @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr @resolver
""")
bad("ifunc_resolver_not_function", """
// An ifunc whose resolver is a global.
llvm.mlir.global external @g(1 : i32) : i32
llvm.mlir.ifunc external @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr @g
""")
bad("ifunc_resolver_type", """
// An ifunc whose resolver type is in another address space.
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr<1> @resolver
""")
bad("ifunc_linkage", """
// An ifunc with appending linkage.
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc appending @ifunc : !llvm.func<f32 (i64)>, !llvm.ptr @resolver
""")
bad("resume_types", """
// A resume whose value is not of the landingpads' type.
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32, %s: !llvm.struct<(ptr, i64)>) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1 unwind ^bb2 : (i32) -> i32
^bb1:
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %s : !llvm.struct<(ptr, i64)>
}
""")
v("blockaddress_indirectbr", """
// llvm.blocktag, llvm.blockaddress of a tagged block and llvm.indirectbr with successor operands, and with no successor.
module {
  llvm.func @f() -> !llvm.ptr {
    %0 = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr
    llvm.br ^bb1
  ^bb1:
    llvm.blocktag <id = 1>
    llvm.return %0 : !llvm.ptr
  }
  llvm.func @g(%p: !llvm.ptr, %x: i32) -> i32 {
    %0 = llvm.blockaddress <function = @g, tag = <id = 0>> {a} : !llvm.ptr
    %1 = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr
    llvm.indirectbr %0 : !llvm.ptr, [
    ^bb1(%x : i32),
    ^bb2
    ]
  ^bb1(%a: i32):
    llvm.blocktag <id = 0>
    llvm.return %a : i32
  ^bb2:
    llvm.blocktag <id = 2> {b}
    llvm.return %x : i32
  }
  llvm.func @h(%p: !llvm.ptr) {
    llvm.indirectbr %p : !llvm.ptr, [] {c}
  }
}
""")
bad("blockaddress_missing_tag", """
// A block address whose function tags no such block.
llvm.func @f() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @f, tag = <id = 3>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
""")
bad("blocktag_duplicate", """
// Two blocks of a function with one tag.
llvm.func @f() {
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.br ^bb2
^bb2:
  llvm.blocktag <id = 1>
  llvm.return
}
""")
bad("indirectbr_successor_operands", """
// indirectbr passing an operand to a block without arguments.
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  llvm.indirectbr %p : !llvm.ptr, [
  ^bb1(%x : i32)
  ]
^bb1:
  llvm.return
}
""")
bad("indirectbr_segments", """
// indirectbr segments that do not cover its operands.
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  "llvm.indirectbr"(%p, %x)[^bb1] <{indbr_operand_segments = array<i32: 2>}> : (!llvm.ptr, i32) -> ()
^bb1(%a: i32):
  llvm.return
}
""")
bad("invoke_successor_types", """
// invoke passing an i32 to a block taking an i64.
llvm.func @foo(i32) -> i32
llvm.func @pers(...) -> i32
llvm.func @a(%x: i32) -> i32 attributes {personality = @pers} {
  %0 = llvm.invoke @foo(%x) to ^bb1(%x : i32) unwind ^bb2 : (i32) -> i32
^bb1(%y: i64):
  llvm.return %0 : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}
""")
bad("module_flags_nested", """
// module_flags inside a function.
llvm.func @f() {
  llvm.module_flags []
  llvm.return
}
""")
v("noalias_scope_decl", """
// llvm.intr.experimental.noalias.scope.decl with #llvm.alias_scope attributes (printed through aliases), written whole, through an alias, or as a bare body; alias scopes on a load.
#domain = #llvm.alias_scope_domain<description = "d", id = "q">
#scope = #llvm.alias_scope<domain = #domain, id = "x", description = "y">
llvm.func @f(%p: !llvm.ptr) {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.intr.experimental.noalias.scope.decl #llvm.alias_scope<id = "z", domain = #domain>
  llvm.intr.experimental.noalias.scope.decl <id = distinct[0]<>, domain = #llvm.alias_scope_domain<id = distinct[1]<>>>
  %0 = llvm.load %p {alias_scopes = [#scope], noalias_scopes = [#llvm.alias_scope<id = "z", domain = #domain>]} : !llvm.ptr -> i32
  llvm.return
}
""")
bad("alias_scope_id", """
// An alias scope whose id is an integer.
#domain = #llvm.alias_scope_domain<id = distinct[0]<>>
#scope = #llvm.alias_scope<id = 1 : i32, domain = #domain>
llvm.func @f() {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.return
}
""")
bad("alias_scope_domain_missing", """
// An alias scope without its domain.
#scope = #llvm.alias_scope<id = "x", description = "y">
llvm.func @f() {
  llvm.intr.experimental.noalias.scope.decl #scope
  llvm.return
}
""")
v("debug_info", """
// llvm.intr.dbg.declare/value/label with #llvm.di_* attributes (printed through #di_* aliases, expressions inline) and a fused location.
#file = #llvm.di_file<"foo.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, producer = "clang", isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #int, sizeInBits = 64, alignInBits = 32, offsetInBits = 4, extraData = #int>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, name = "array1", file = #file, scope = #file, baseType = #int, allocated = <[DW_OP_push_object_address, DW_OP_deref]>, elements = #llvm.di_subrange<count = 4 : i64>>
#sty = #llvm.di_subroutine_type<callingConvention = DW_CC_normal, types = #int, #int, #ptr, #arr>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", linkageName = "f", file = #file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #sty, annotations = #llvm.di_annotation<name = "foo", value = "bar">>
#block = #llvm.di_lexical_block<scope = #sp, line = 1, column = 2>
#var = #llvm.di_local_variable<scope = #block, name = "x", file = #file, line = 2, alignInBits = 32, type = #int>
#arg = #llvm.di_local_variable<scope = #sp, name = "a", file = #file, line = 1, arg = 1, type = #int>
#label = #llvm.di_label<scope = #sp, name = "L", file = #file, line = 3>
#null = #llvm.di_null_type
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 2, type = #int>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <>>
module {
  llvm.mlir.global external @data() {dbg_exprs = [#gve], sty = #null} : i64
  llvm.func @f(%a: i32, %p: !llvm.ptr) {
    llvm.intr.dbg.value #arg = %a : i32
    llvm.intr.dbg.declare #var = %p : !llvm.ptr
    llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_LLVM_fragment(16, 8), DW_OP_plus_uconst(2), DW_OP_deref]> = %a : i32
    llvm.intr.dbg.value #var #llvm.di_expression<> = %a : i32
    llvm.intr.dbg.label #label
    llvm.return
  } loc(fused<#sp>["foo.c":1:1])
}
""")
bad("dbg_declare_not_pointer", """
// dbg.declare of a value that is no pointer.
#file = #llvm.di_file<"foo.c" in "/tmp">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#var = #llvm.di_local_variable<scope = #sp, name = "x">
llvm.func @f(%a: i32) {
  llvm.intr.dbg.declare #var = %a : i32
  llvm.return
}
""")
bad("dbg_label_kind", """
// dbg.label of something that is no label.
#file = #llvm.di_file<"foo.c" in "/tmp">
llvm.func @f() {
  llvm.intr.dbg.label #file
  llvm.return
}
""")
v("tbaa_loop_annotations", """
// TBAA tags, access groups and loop annotations on loads, stores and branches (printed through aliases).
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#tag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#tag2 = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 4, constant = true>
#ag = #llvm.access_group<id = distinct[0]<>>
#unroll = #llvm.loop_unroll<disable = true>
#vec = #llvm.loop_vectorize<disable = false, width = 4 : i32>
#loop = #llvm.loop_annotation<disableNonforced = true, vectorize = #vec, unroll = #unroll, mustProgress = true, parallelAccesses = #ag>
llvm.func @f(%p: !llvm.ptr, %c: i1) {
  %0 = llvm.load %p {access_groups = [#ag], tbaa = [#tag]} : !llvm.ptr -> i32
  llvm.store %0, %p {tbaa = [#tag2]} : i32, !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #loop}
^bb1:
  llvm.br ^bb2 {loop_annotation = #llvm.loop_annotation<mustProgress = true>}
^bb2:
  llvm.return
}
""")
bad("global_comdat_selector", """
// A global naming a comdat selector its comdat does not hold.
llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.mlir.global @g(1 : i32) comdat(@c::@nope) : i32
""")
bad("func_comdat_group", """
// A function naming a comdat group rather than a selector.
llvm.comdat @c {
  llvm.comdat_selector @any any
}
llvm.func @f() comdat(@c) {
  llvm.return
}
""")
bad("ubsantrap_kind_unit", """
// ubsantrap's failureKind must convert to an integer.
llvm.func @a() {
  llvm.intr.ubsantrap <{failureKind}>
  llvm.return
}
""")
bad("call_intrinsic_negative_bundle", """
// A negative operand bundle size.
llvm.func @a(%x: i32) {
  %0 = "llvm.call_intrinsic"(%x) <{intrin = "llvm.x", op_bundle_sizes = array<i32: -1>, op_bundle_tags = ["a"], operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32
  llvm.return
}
""")
bad("comdat_empty", """
// A comdat whose region has no block.
llvm.comdat @c {
}
""")
bad("alias_empty", """
// An alias without an initializer block.
llvm.mlir.alias external @a : i32 {
}
""")
bad("alias_two_types", """
// An alias with two types.
llvm.mlir.alias external @a : i32, i64 {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
""")
bad("ifunc_default_visibility", """
// The default visibility is not written in an ifunc's form.
llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.mlir.ifunc external default @i : !llvm.func<void ()>, !llvm.ptr @r
""")
bad("call_intrinsic_two_results", """
// call_intrinsic with two results.
llvm.func @f(%x: i32) {
  %0 = llvm.call_intrinsic "llvm.a"(%x) : (i32) -> (i32, i32)
  llvm.return
}
""")
bad("vacopy_type_count", """
// vacopy with one type for its two operands.
llvm.func @f(%p: !llvm.ptr) {
  llvm.intr.vacopy %p to %p : !llvm.ptr
  llvm.return
}
""")
bad("module_flag_key", """
// A module flag whose key is no string.
llvm.module_flags [#llvm.mlir.module_flag<error, 1, 4 : i32>]
""")
bad("global_ctors_not_array", """
// global_ctors whose ctors are not an array.
llvm.mlir.global_ctors ctors = @f, priorities = [1 : i32], data = []
""")
bad("alias_scope_unknown_parameter", """
// An alias scope with a parameter it does not have.
llvm.func @f() {
  llvm.intr.experimental.noalias.scope.decl <idx = "a">
  llvm.return
}
""")
bad("blocktag_unknown_parameter", """
// A block tag with a parameter it does not have.
llvm.func @f() {
  llvm.blocktag <idx = 1>
  llvm.return
}
""")
bad("expect_prob_types", """
// expect.with.probability whose result type is not its operands'.
llvm.func @a(%x: i32) {
  %0 = "llvm.intr.expect.with.probability"(%x, %x) <{prob = 5.000000e-01 : f64}> : (i32, i32) -> i64
  llvm.return
}
""")
bad("expect_prob_int", """
// expect.with.probability with an integer probability.
llvm.func @a(%x: i32) {
  %0 = llvm.intr.expect.with.probability %x, %x, 5 : i32
  llvm.return
}
""")
bad("expect_mixed_types", """
// llvm.intr.expect's operands share the one type written.
llvm.func @a(%x: i32, %y: i64) {
  %0 = llvm.intr.expect %x, %y : i32
  llvm.return
}
""")
bad("constrained_rounding_keyword", """
// A rounding mode that is no case.
llvm.func @a(%f: f32) {
  %0 = llvm.intr.experimental.constrained.fptrunc %f nearest ignore : f32 to f16
  llvm.return
}
""")
bad("constrained_rounding_invalid", """
// The rounding mode 'invalid' parses but is not a valid one.
llvm.func @a(%f: f32) {
  %0 = llvm.intr.experimental.constrained.fptrunc %f invalid ignore : f32 to f16
  llvm.return
}
""")
bad("constrained_exception_keyword", """
// An exception behavior that is no case.
llvm.func @a(%f: f32) {
  %0 = llvm.intr.experimental.constrained.fpext %f never : f32 to f64
  llvm.return
}
""")
bad("constrained_exception_value", """
// An exception behavior value out of range in generic form.
llvm.func @a(%f: f32) {
  %0 = "llvm.intr.experimental.constrained.fpext"(%f) <{fpExceptionBehavior = 3 : i64}> : (f32) -> f64
  llvm.return
}
""")
bad("invariant_start_result", """
// invariant.start returns a pointer in address space 0.
llvm.func @a(%p: !llvm.ptr) {
  %0 = "llvm.intr.invariant.start"(%p) <{size = 8 : i64}> : (!llvm.ptr) -> !llvm.ptr<1>
  llvm.return
}
""")
bad("coro_suspend_token", """
// coro.suspend wants a token first.
llvm.func @a(%b: i1) {
  %0 = "llvm.intr.coro.suspend"(%b, %b) : (i1, i1) -> i8
  llvm.return
}
""")
bad("ubsantrap_kind_type", """
// ubsantrap's failureKind is an i8.
llvm.func @a() {
  llvm.intr.ubsantrap <{failureKind = 3 : i32}>
  llvm.return
}
""")
bad("ubsantrap_missing_kind", """
// ubsantrap without its failureKind.
llvm.func @a() {
  llvm.intr.ubsantrap
  llvm.return
}
""")
bad("global_ctors_count", """
// global_ctors whose lists differ in length.
llvm.func @f() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@f], priorities = [], data = [#llvm.zero]
""")
bad("global_dtors_data", """
// global_dtors data that is neither a symbol nor #llvm.zero.
llvm.func @f() {
  llvm.return
}
llvm.mlir.global_dtors dtors = [@f], priorities = [1 : i32], data = [1]
""")
bad("global_ctors_declaration", """
// A constructor that is only declared.
llvm.func @f()
llvm.mlir.global_ctors ctors = [@f], priorities = [1 : i32], data = [#llvm.zero]
""")
bad("global_ctors_unknown", """
// A constructor that is no function.
llvm.mlir.global_ctors ctors = [@g], priorities = [1 : i32], data = [#llvm.zero]
""")
bad("global_ctors_priority_type", """
// Priorities are i32.
llvm.func @f() {
  llvm.return
}
llvm.mlir.global_ctors ctors = [@f], priorities = [1 : i64], data = [#llvm.zero]
""")
bad("module_flags_entry", """
// module_flags entries are #llvm.mlir.module_flag attributes.
llvm.module_flags [1 : i32]
""")
bad("module_flag_behavior", """
// A module flag behavior that is no case.
llvm.module_flags [#llvm.mlir.module_flag<fatal, "x", 1 : i32>]
""")
bad("comdat_selector_kind", """
// A comdat selection kind that is no case.
llvm.comdat @c {
  llvm.comdat_selector @a first
}
""")

# --- metadata attributes read by their parameter tables (issue 17) ---

v("di_basic_type_params", """
// #llvm.di_basic_type: parameters in any order, defaults written out (tag DW_TAG_null, size 0) left out in print.
#a = #llvm.di_basic_type<name = "int", encoding = DW_ATE_signed, tag = DW_TAG_base_type, sizeInBits = 32>
#b = #llvm.di_basic_type<tag = DW_TAG_null, name = "void", sizeInBits = 0>
#c = #llvm.di_basic_type<tag = DW_TAG_unspecified_type, name = "decltype(nullptr)">
#d = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "float", sizeInBits = 18446744073709551615, encoding = DW_ATE_float>
module attributes {a.x = [#a, #b, #c, #d]} {
}
""")
v("di_compile_unit_params", """
// #llvm.di_compile_unit: producer, emission and name-table kinds, split file name; isOptimized read from 1.
#file = #llvm.di_file<"a.c" in "/src">
#cu1 = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C99, file = #file, producer = "clang", isOptimized = 1, emissionKind = LineTablesOnly, nameTableKind = GNU, splitDebugFilename = "a.dwo">
#cu2 = #llvm.di_compile_unit<emissionKind = Full, isOptimized = false, file = <"b.c" in "/src">, sourceLanguage = DW_LANG_Rust, id = distinct[1]<>, nameTableKind = Default>
module attributes {a.x = [#cu1, #cu2]} {
}
""")
v("di_composite_recursive", """
// #llvm.di_composite_type: a recursive type (recId, isRecSelf), flags groups, subranges, expressions printed stripped.
#file = #llvm.di_file<"a.c" in "/src">
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#self = #llvm.di_composite_type<recId = distinct[0]<>, isRecSelf = true>
#ptr = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #self, sizeInBits = 64>
#node = #llvm.di_composite_type<recId = distinct[0]<>, tag = DW_TAG_structure_type, name = "node", file = #file, line = 3, scope = #file, flags = "Bit0|FwdDecl", sizeInBits = 128, alignInBits = 64, elements = #ptr, #int>
#arr = #llvm.di_composite_type<tag = DW_TAG_array_type, baseType = #node, flags = Vector, dataLocation = <[DW_OP_push_object_address, DW_OP_deref]>, rank = #llvm.di_expression<[DW_OP_constu(2)]>, elements = #llvm.di_subrange<count = 4 : i64, lowerBound = 1 : i64>, #llvm.di_generic_subrange<lowerBound = 0 : i64, stride = 8 : i64, upperBound = 7 : i64>>
module attributes {a.x = [#arr]} {
}
""")
v("di_derived_type_params", """
// #llvm.di_derived_type: member offsets, an explicit DWARF address space 0 (kept), extra data.
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#m = #llvm.di_derived_type<tag = DW_TAG_member, name = "x", baseType = #int, sizeInBits = 32, alignInBits = 32, offsetInBits = 64, extraData = #int>
#p = #llvm.di_derived_type<dwarfAddressSpace = 0, baseType = #int, tag = DW_TAG_pointer_type>
#q = #llvm.di_derived_type<tag = DW_TAG_pointer_type, baseType = #llvm.di_null_type, dwarfAddressSpace = 4294967295>
#c = #llvm.di_derived_type<tag = DW_TAG_const_type, name = "">
module attributes {a.x = [#m, #p, #q, #c]} {
}
""")
v("di_subprogram_params", """
// #llvm.di_subprogram: flags by name and by string, a subroutine type with a calling convention, annotations as the last list.
#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = true, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sty = #llvm.di_subroutine_type<callingConvention = DW_CC_nocall, types = #int, #int, #llvm.di_null_type>
#sp1 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "main", linkageName = "main", file = #file, line = 10, scopeLine = 11, subprogramFlags = "Definition|Optimized|MainSubprogram", type = #sty, annotations = #llvm.di_annotation<name = "k", value = "v">, #llvm.di_annotation<value = "w", name = "j">>
#sp2 = #llvm.di_subprogram<scope = #file, name = "decl", subprogramFlags = Optimized, type = <types = #int>>
#sp3 = #llvm.di_subprogram<recId = distinct[2]<>, isRecSelf = true>
module attributes {a.x = [#sp1, #sp2, #sp3]} {
}
""")
v("di_scopes_entities", """
// #llvm.di_module, di_namespace, di_imported_entity (with elements) and di_common_block.
#file = #llvm.di_file<"m.f90" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "integer", sizeInBits = 32, encoding = DW_ATE_signed>
#mod = #llvm.di_module<file = #file, scope = #cu, name = "m", configMacros = "-DX", includePath = "/inc", apinotes = "m.apinotes", line = 4, isDecl = true>
#ns = #llvm.di_namespace<name = "n", scope = #mod, exportSymbols = 1>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, subprogramFlags = Definition>
#gv = #llvm.di_global_variable<scope = #mod, name = "g", linkageName = "_g", file = #file, line = 5, type = #int, isLocalToUnit = true, isDefined = false, alignInBits = 32>
#ie = #llvm.di_imported_entity<tag = DW_TAG_imported_module, scope = #sp, entity = #mod, file = #file, line = 6, name = "alias", elements = #ns, #gv>
#cb = #llvm.di_common_block<scope = #sp, decl = #gv, name = "blk", file = #file, line = 7>
module attributes {a.x = [#ie, #cb]} {
}
""")
v("di_string_type_expressions", """
// #llvm.di_string_type with a variable length, and di_expression operations with arguments (DW_OP_LLVM_convert's encodings by name).
#file = #llvm.di_file<"s.f90" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Fortran95, file = #file, isOptimized = false, emissionKind = Full>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "s", file = #file, subprogramFlags = Definition>
#len = #llvm.di_local_variable<scope = #sp, name = "len", flags = "Artificial|ObjectPointer">
#str = #llvm.di_string_type<tag = DW_TAG_string_type, name = "character(*)", sizeInBits = 32, alignInBits = 8, stringLength = #len, stringLengthExp = <[DW_OP_push_object_address, DW_OP_plus_uconst(8)]>, stringLocationExp = <[DW_OP_push_object_address, DW_OP_deref]>, encoding = DW_ATE_ASCII>
#e = #llvm.di_expression<[DW_OP_LLVM_convert(32, DW_ATE_signed), DW_OP_LLVM_convert(8, 5), DW_OP_LLVM_fragment(0, 16), DW_OP_LLVM_arg(0), DW_OP_constu(18446744073709551615), DW_OP_stack_value]>
module attributes {a.x = [#str, #e]} {
}
""")
v("di_variables_labels", """
// Global variable expressions on llvm.mlir.global; local variables, lexical block files and labels on the dbg intrinsics.
#file = #llvm.di_file<"a.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file, isOptimized = false, emissionKind = Full>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#gv = #llvm.di_global_variable<scope = #cu, name = "g", file = #file, line = 1, type = #int, isDefined = true>
#gve = #llvm.di_global_variable_expression<var = #gv, expr = <[DW_OP_constu(1), DW_OP_stack_value]>>
#sp = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file, line = 2, subprogramFlags = Definition>
#lb = #llvm.di_lexical_block<scope = #sp, file = #file, line = 3, column = 5>
#lbf = #llvm.di_lexical_block_file<scope = #lb, file = #file, discriminator = 2>
#var = #llvm.di_local_variable<scope = #lbf, name = "x", file = #file, line = 4, arg = 1, alignInBits = 32, type = #int, flags = Artificial>
#label = #llvm.di_label<scope = #lbf, name = "out", file = #file, line = 9>
module {
  llvm.mlir.global external @g() {dbg_exprs = [#gve]} : i32
  llvm.func @f(%a: i32) {
    llvm.intr.dbg.value #var #llvm.di_expression<[DW_OP_deref]> = %a : i32
    llvm.intr.dbg.label #label
    llvm.return
  }
}
""")
v("tbaa_params", """
// TBAA: roots with and without an id, type descriptors with member offsets, tags (constant = false left out).
#root = #llvm.tbaa_root
#root2 = #llvm.tbaa_root<id = "Other TBAA">
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#s = #llvm.tbaa_type_desc<members = {<#char, 0>, <#llvm.tbaa_type_desc<id = "int", members = {<#root2, 0>}>, 4>}, id = "struct S">
#t1 = #llvm.tbaa_tag<base_type = #s, access_type = #char, offset = 4, constant = false>
#t2 = #llvm.tbaa_tag<offset = -8, constant = true, access_type = <id = "long", members = {<#root, 0>}>, base_type = #char>
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p {tbaa = [#t1, #t2]} : !llvm.ptr -> i32
  llvm.store %0, %p {tbaa = [#t1]} : i32, !llvm.ptr
  llvm.return
}
""")
v("loop_annotation_params", """
// #llvm.loop_annotation with every group, nested follow-up annotations, fused start/end locations and parallel access groups.
#ag1 = #llvm.access_group<id = distinct[0]<>>
#ag2 = #llvm.access_group<id = distinct[1]<>>
#follow = #llvm.loop_annotation<disableNonforced = false, isVectorized = true>
#vec = #llvm.loop_vectorize<disable = false, predicateEnable = true, scalableEnable = false, width = 8 : i32, followupVectorized = #follow, followupEpilogue = <mustProgress = true>, followupAll = #follow>
#loop = #llvm.loop_annotation<disableNonforced = true, vectorize = #vec, interleave = <count = 4 : i32>, unroll = <disable = false, count = 2 : i32, runtimeDisable = true, full = false, followupUnrolled = #follow, followupRemainder = #follow, followupAll = #follow>, unrollAndJam = <disable = false, count = 3 : i32, followupOuter = #follow, followupInner = #follow, followupRemainderOuter = #follow, followupRemainderInner = #follow, followupAll = #follow>, licm = <disable = true, versioningDisable = true>, distribute = <disable = true, followupCoincident = #follow, followupSequential = #follow, followupFallback = #follow, followupAll = #follow>, pipeline = <disable = false, initiationinterval = 2 : i32>, peeled = <count = 5 : i32>, unswitch = <partialDisable = true>, mustProgress = true, isVectorized = false, startLoc = loc(fused["a.c":1:2, "a.c":1:3]), endLoc = loc(fused<"x">["a.c":9:1]), parallelAccesses = #ag1, #ag2>
llvm.func @f(%p: !llvm.ptr, %c: i1) {
  llvm.br ^bb1
^bb1:
  %0 = llvm.load %p {access_groups = [#ag1, #ag2]} : !llvm.ptr -> i32
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #loop}
^bb2:
  llvm.br ^bb3 {loop_annotation = #llvm.loop_annotation<unroll = <count = true>, peeled = <>>}
^bb3:
  llvm.return
}
""")
v("memory_effects_params", """
// #llvm.memory_effects on llvm.func and llvm.call: six ModRef fields in any order, printed inline.
llvm.func @g() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = readwrite, targetMem0 = none, targetMem1 = read>}
llvm.func @f() {
  llvm.call @g() {memory_effects = #llvm.memory_effects<targetMem1 = none, targetMem0 = none, errnoMem = none, inaccessibleMem = none, argMem = none, other = read>} : () -> ()
  llvm.return
}
""")
v("di_flags_spellings", """
// DIFlags normalised as MLIR prints them: visibility bits as Private/Protected/Public, one flag bare, several quoted.
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int">
#a = #llvm.di_derived_type<tag = DW_TAG_member, name = "a", baseType = #int>
#c1 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c1", flags = "Bit0">
#c2 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c2", flags = "Private|Protected">
#c3 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c3", flags = "Protected|TypePassByValue|NonTrivial">
#c4 = #llvm.di_composite_type<tag = DW_TAG_class_type, name = "c4", flags = Zero, elements = #a>
module attributes {a.x = [#c1, #c2, #c3, #c4]} {
}
""")

bad("di_basic_type_garbage", """
// A struct body that is no list of parameters.
module attributes {a.x = #llvm.di_basic_type<garbage garbage>} {
}
""")
bad("di_tag_unknown", """
// A DW_TAG name that is none.
module attributes {a.x = #llvm.di_basic_type<tag = DW_TAG_foo, name = "x">} {
}
""")
bad("di_basic_type_missing_name", """
// di_basic_type requires a name.
module attributes {a.x = #llvm.di_basic_type<tag = DW_TAG_base_type>} {
}
""")
bad("di_basic_type_name_kind", """
// A name that is no string.
module attributes {a.x = #llvm.di_basic_type<name = 3>} {
}
""")
bad("di_param_duplicate", """
// A parameter given twice.
module attributes {a.x = #llvm.di_basic_type<name = "x", name = "y">} {
}
""")
bad("di_param_missing_comma", """
// Parameters must be separated by commas.
module attributes {a.x = #llvm.di_basic_type<name = "x" encoding = DW_ATE_signed>} {
}
""")
bad("di_encoding_unknown", """
// A DW_ATE name that is none.
module attributes {a.x = #llvm.di_basic_type<name = "x", encoding = DW_ATE_bad>} {
}
""")
bad("di_emission_kind_unknown", """
// An emission kind that is no case.
module attributes {a.x = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = <"a" in "b">, isOptimized = true, emissionKind = Fool>} {
}
""")
bad("di_language_unknown", """
// A DW_LANG name that is none.
module attributes {a.x = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_Q, file = <"a" in "b">, isOptimized = true, emissionKind = Full>} {
}
""")
bad("di_subprogram_flags_unknown", """
// A subprogram flag that is none.
module attributes {a.x = #llvm.di_subprogram<subprogramFlags = "Definition|Bad">} {
}
""")
bad("di_flags_unknown", """
// A DIFlags flag that is none.
module attributes {a.x = #llvm.di_composite_type<flags = "Bit0|Nope">} {
}
""")
bad("di_file_missing_in", """
// di_file is "name" in "directory".
module attributes {a.x = #llvm.di_file<"a" "b">} {
}
""")
bad("di_expression_op_unknown", """
// A DW_OP name that is none.
module attributes {a.x = #llvm.di_expression<[DW_OP_bogus]>} {
}
""")
bad("di_expression_convert_encoding", """
// DW_OP_LLVM_convert's encoding names must be DW_ATE names.
module attributes {a.x = #llvm.di_expression<[DW_OP_LLVM_convert(4, DW_ATE_x)]>} {
}
""")
bad("di_calling_convention_unknown", """
// A DW_CC name that is none.
module attributes {a.x = #llvm.di_subroutine_type<callingConvention = DW_CC_bad>} {
}
""")
bad("di_scope_kind", """
// A local variable's scope must be a debug-info scope.
module attributes {a.x = #llvm.di_local_variable<scope = #llvm.di_null_type>} {
}
""")
bad("di_line_too_large", """
// Unsigned 32-bit parameters.
module attributes {a.x = #llvm.di_lexical_block_file<scope = #llvm.di_file<"a" in "b">, discriminator = 4294967296>} {
}
""")
bad("di_bool_keyword", """
// A bool parameter is true, false, 0 or 1.
module attributes {a.x = #llvm.di_namespace<exportSymbols = yes>} {
}
""")
bad("di_list_not_last", """
// A list parameter swallows the commas after it, so the next parameter name is read as an element.
module attributes {a.x = #llvm.di_subprogram<retainedNodes = #llvm.di_null_type, annotations = #llvm.di_null_type>} {
}
""")
bad("tbaa_members_empty", """
// A type descriptor's members are <node, offset> pairs.
module attributes {a.x = #llvm.tbaa_tag<base_type = <id = "a", members = {}>, access_type = <id = "b", members = {}>, offset = 0>} {
}
""")
bad("tbaa_type_desc_id", """
// A type descriptor's id is a string literal.
module attributes {a.x = #llvm.tbaa_type_desc<id = a, members = {<#llvm.tbaa_root, 0>}>} {
}
""")
bad("access_group_id_kind", """
// An access group's id is a distinct attribute.
module attributes {a.x = #llvm.access_group<id = 3>} {
}
""")
bad("loop_annotation_unknown", """
// A loop annotation parameter that is none.
module attributes {a.x = #llvm.loop_annotation<bogus = true>} {
}
""")
bad("loop_vectorize_disable_kind", """
// Loop annotation flags are bool attributes.
module attributes {a.x = #llvm.loop_annotation<vectorize = <disable = 1>>} {
}
""")
bad("loop_interleave_missing_count", """
// loop_interleave requires a count.
module attributes {a.x = #llvm.loop_interleave<>} {
}
""")
bad("loop_parallel_accesses_not_last", """
// parallelAccesses swallows the commas after it.
module attributes {a.x = #llvm.loop_annotation<parallelAccesses = #llvm.access_group<id = distinct[0]<>>, mustProgress = true>} {
}
""")
bad("memory_effects_missing", """
// memory_effects needs all six fields.
module attributes {a.x = #llvm.memory_effects<other = none>} {
}
""")
bad("memory_effects_modref_unknown", """
// A ModRef value that is no case.
module attributes {a.x = #llvm.memory_effects<other = bad, argMem = read, inaccessibleMem = write, errnoMem = readwrite, targetMem0 = none, targetMem1 = none>} {
}
""")
bad("loop_annotation_loc_not_fused", """
// A fused location of one location is that location, which is no FusedLoc.
module attributes {a.x = #llvm.loop_annotation<startLoc = loc(fused["a.c":1:2])>} {
}
""")
v("call_invoke_bundles", """
// Operand bundles on llvm.call (direct, indirect, after vararg) and llvm.invoke: tags with and without operands.
llvm.func @g(i32)
llvm.func @v(i32, ...)
llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @f(%x: i32, %p: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
  llvm.call @g(%x) ["tag"(%x, %p : i32, !llvm.ptr), "e"()] : (i32) -> ()
  llvm.call %p(%x) ["deopt"(%x : i32)] {no_unwind} : !llvm.ptr, (i32) -> ()
  llvm.call @v(%x, %x) vararg(!llvm.func<void (i32, ...)>) ["a"()] : (i32, i32) -> ()
  llvm.call @g(%x) [] : (i32) -> ()
  llvm.invoke @g(%x) to ^bb1 unwind ^bb2 ["tag"(%x : i32), "f"(%p : !llvm.ptr)] : (i32) -> ()
^bb1:
  llvm.return
^bb2:
  %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
""")
bad("call_bundle_tag_kind", """
// An operand bundle's tag is a string.
llvm.func @g(i32)
llvm.func @f(%x: i32) {
  llvm.call @g(%x) [tag(%x : i32)] : (i32) -> ()
  llvm.return
}
""")
INVALID.append(("gep_struct_index_dynamic", """
// A dynamic index into a struct: struct fields are chosen by constants.
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}
"""))
INVALID.append(("gep_struct_index_out_of_bounds", """
// A struct index past the last field.
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}
"""))
INVALID.append(("gep_index_into_scalar", """
// An index into the element of a vector field, which is a scalar.
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  %0 = llvm.getelementptr %p[0, 1, 3, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, vector<4xf32>)>
  llvm.return
}
"""))
INVALID.append(("gep_inbounds_flag_alone", """
// The inbounds_flag bit alone is not a flag set one may write.
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr inbounds_flag %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
"""))
INVALID.append(("gep_unknown_flag", """
// A flag word GEPNoWrapFlags does not have.
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr nuw|bogus %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
"""))
INVALID.append(("gep_no_indices", """
// A getelementptr needs at least one index.
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
"""))
VALID.append(("assume_bundle_forms", """
// llvm.intr.assume without bundles, with an empty list (no bundle), and with bundles and attributes.
llvm.func @f(%c: i1, %p: !llvm.ptr, %n: i64) {
  llvm.intr.assume %c : i1
  llvm.intr.assume %c [] : i1
  llvm.intr.assume %c ["align"(%p, %n : !llvm.ptr, i64), "cold"()] : i1
  llvm.intr.assume %c ["nonnull"(%p : !llvm.ptr)] : i1 {foo}
  llvm.return
}
"""))
INVALID.append(("gep_flag_missing_after_bar", """
// A '|' with no flag after it.
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.getelementptr inbounds| %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}
"""))
bad("shufflevector_mask_too_large", """
// A shuffle mask element beyond i32: reported at the literal, as MLIR's parseInteger does.
llvm.func @f(%v: vector<2xi32>) {
  %0 = llvm.shufflevector %v, %v [99999999999, 1] : vector<2xi32>
  llvm.return
}
""")
bad("shufflevector_mask_too_negative", """
// A negative shuffle mask element below i32: reported at its minus sign.
llvm.func @f(%v: vector<2xi32>) {
  %0 = llvm.shufflevector %v, %v [0, -2147483649] : vector<2xi32>
  llvm.return
}
""")
v("shufflevector_mask_extremes", """
// Shuffle mask elements at i32's extremes, in hex and as true (-1).
llvm.func @f(%v: vector<2xi32>) -> vector<4xi32> {
  %0 = llvm.shufflevector %v, %v [true, -1, 0x7fffffff, -2147483648] : vector<2xi32>
  llvm.return %0 : vector<4xi32>
}
""")
