// Every iree_pydm op and type in its custom form: printed back unchanged (ops
// unprefixed inside iree_pydm.func), and the generic form reads back to the same.
// RUN: sigil opt %s | FileCheck %s
// RUN: sigil opt %s | sigil opt | FileCheck %s
// RUN: sigil opt --mlir-print-op-generic %s | sigil opt | FileCheck %s

// CHECK-LABEL: iree_pydm.func private @types
// CHECK-SAME: (%arg0: !iree_pydm.integer, %arg1: !iree_pydm.integer<32>, %arg2: !iree_pydm.integer<unsigned 8>, %arg3: !iree_pydm.integer<*>, %arg4: !iree_pydm.real, %arg5: !iree_pydm.real<f64>, %arg6: !iree_pydm.list, %arg7: !iree_pydm.list<unboxed,!iree_pydm.integer<64>>, %arg8: !iree_pydm.object, %arg9: !iree_pydm.object<!iree_pydm.bool>, %arg10: !iree_pydm.union<!iree_pydm.integer, !iree_pydm.none>, %arg11: !iree_pydm.str, %arg12: !iree_pydm.bytes, %arg13: !iree_pydm.tuple, %arg14: !iree_pydm.type) -> (!iree_pydm.exception_result, !iree_pydm.none)
iree_pydm.func private @types(%a: !iree_pydm.integer, %b: !iree_pydm.integer<32>, %c: !iree_pydm.integer<unsigned 8>, %d: !iree_pydm.integer<*>, %e: !iree_pydm.real, %f: !iree_pydm.real<f64>, %g: !iree_pydm.list, %h: !iree_pydm.list<unboxed,!iree_pydm.integer<64>>, %i: !iree_pydm.object, %j: !iree_pydm.object<!iree_pydm.bool>, %k: !iree_pydm.union<!iree_pydm.integer, !iree_pydm.none>, %l: !iree_pydm.str, %m: !iree_pydm.bytes, %n: !iree_pydm.tuple, %o: !iree_pydm.type) -> (!iree_pydm.exception_result, !iree_pydm.none) {
  // CHECK: %[[N:.*]] = none
  %0 = none
  // CHECK-NEXT: return %[[N]] : !iree_pydm.none
  return %0 : !iree_pydm.none
}

// CHECK-LABEL: iree_pydm.func @ops
iree_pydm.func @ops(%a: !iree_pydm.integer, %b: !iree_pydm.integer, %o: !iree_pydm.object) -> (!iree_pydm.exception_result, !iree_pydm.integer) {
  // CHECK: constant -10 : i64 -> !iree_pydm.integer
  %c = constant -10 : i64 -> !iree_pydm.integer
  // CHECK: constant 5.000000e-01 : f64 -> !iree_pydm.real<f64>
  %r = constant 0.5 : f64 -> !iree_pydm.real<f64>
  // CHECK: constant true -> !iree_pydm.bool
  %t = constant true -> !iree_pydm.bool
  // CHECK: success -> !iree_pydm.exception_result
  %s = success -> !iree_pydm.exception_result
  // CHECK: failure -> !iree_pydm.exception_result
  %f = failure -> !iree_pydm.exception_result
  // CHECK: box %{{.*}} : !iree_pydm.integer -> !iree_pydm.object<!iree_pydm.integer>
  %bx = box %a : !iree_pydm.integer -> !iree_pydm.object<!iree_pydm.integer>
  // CHECK: static_info_cast %{{.*}} : !iree_pydm.object<!iree_pydm.integer> -> !iree_pydm.object
  %g = static_info_cast %bx : !iree_pydm.object<!iree_pydm.integer> -> !iree_pydm.object
  // CHECK: %{{.*}}:2 = unbox %{{.*}} : !iree_pydm.object -> !iree_pydm.integer
  %e1, %u = unbox %g : !iree_pydm.object -> !iree_pydm.integer
  // CHECK: raise_on_failure %{{.*}} : !iree_pydm.exception_result
  raise_on_failure %e1 : !iree_pydm.exception_result
  // CHECK: make_list %{{.*}}, %{{.*}} : !iree_pydm.integer, !iree_pydm.integer -> !iree_pydm.list
  %l = make_list %a, %b : !iree_pydm.integer, !iree_pydm.integer -> !iree_pydm.list
  // CHECK: make_list -> !iree_pydm.list
  %l0 = make_list -> !iree_pydm.list
  // CHECK: make_tuple %{{.*}} : !iree_pydm.integer -> !iree_pydm.tuple
  %tu = make_tuple %a : !iree_pydm.integer -> !iree_pydm.tuple
  // CHECK: %{{.*}}:3 = dynamic_unpack %{{.*}} : !iree_pydm.tuple -> !iree_pydm.exception_result, [!iree_pydm.integer, !iree_pydm.object]
  %e2, %x, %y = dynamic_unpack %tu : !iree_pydm.tuple -> !iree_pydm.exception_result, [!iree_pydm.integer, !iree_pydm.object]
  // CHECK: subscript %{{.*}}[%{{.*}}] : !iree_pydm.list, !iree_pydm.integer -> !iree_pydm.object
  %e3, %el = subscript %l[%a] : !iree_pydm.list, !iree_pydm.integer -> !iree_pydm.object
  // CHECK: assign_subscript %{{.*}}[%{{.*}}] = %{{.*}} : !iree_pydm.list, !iree_pydm.integer, !iree_pydm.object
  %e4 = assign_subscript %l[%a] = %el : !iree_pydm.list, !iree_pydm.integer, !iree_pydm.object
  // CHECK: sequence_clone %{{.*}} * %{{.*}} : !iree_pydm.list, !iree_pydm.integer -> !iree_pydm.list
  %l2 = sequence_clone %l * %b : !iree_pydm.list, !iree_pydm.integer -> !iree_pydm.list
  // CHECK: %[[P:.*]]:2 = dynamic_binary_promote %{{.*}}, %{{.*}} : !iree_pydm.integer, !iree_pydm.integer
  %pl, %pr = dynamic_binary_promote %a, %b : !iree_pydm.integer, !iree_pydm.integer
  // CHECK: apply_binary "add", %[[P]]#0, %[[P]]#1 : !iree_pydm.object, !iree_pydm.object -> !iree_pydm.object
  %sum = apply_binary "add", %pl, %pr : !iree_pydm.object, !iree_pydm.object -> !iree_pydm.object
  // CHECK: apply_compare "lt", %{{.*}}, %{{.*}} : !iree_pydm.integer, !iree_pydm.integer
  %lt = apply_compare "lt", %a, %b : !iree_pydm.integer, !iree_pydm.integer
  // CHECK: neg %{{.*}} : !iree_pydm.integer -> !iree_pydm.integer
  %n = neg %a : !iree_pydm.integer -> !iree_pydm.integer
  // CHECK: len %{{.*}} : !iree_pydm.list -> !iree_pydm.integer<64>
  %len = len %l : !iree_pydm.list -> !iree_pydm.integer<64>
  // CHECK: as_bool %{{.*}} : !iree_pydm.integer -> !iree_pydm.bool
  %ab = as_bool %a : !iree_pydm.integer -> !iree_pydm.bool
  // CHECK: bool_to_pred %{{.*}}{{$}}
  %p = bool_to_pred %ab
  // CHECK: get_type_code %{{.*}} : !iree_pydm.object -> !iree_pydm.integer<32>
  %tc = get_type_code %o : !iree_pydm.object -> !iree_pydm.integer<32>
  // CHECK: select %{{.*}}, %{{.*}}, %{{.*}} : !iree_pydm.integer
  %sel = select %lt, %a, %b : !iree_pydm.integer
  // CHECK: promote_numeric %{{.*}} : !iree_pydm.integer -> !iree_pydm.real
  %pn = promote_numeric %a : !iree_pydm.integer -> !iree_pydm.real
  // CHECK: expr_statement_discard %{{.*}} : !iree_pydm.real
  expr_statement_discard %pn : !iree_pydm.real
  // CHECK: alloc_free_var "x" -> !iree_pydm.free_var_ref
  %v = alloc_free_var "x" -> !iree_pydm.free_var_ref
  // CHECK: store_var %{{.*}} = %{{.*}} : !iree_pydm.free_var_ref, !iree_pydm.integer
  store_var %v = %a : !iree_pydm.free_var_ref, !iree_pydm.integer
  // CHECK: load_var %{{.*}} : !iree_pydm.free_var_ref -> !iree_pydm.integer
  %lv = load_var %v : !iree_pydm.free_var_ref -> !iree_pydm.integer
  // CHECK: %{{.*}} = functional_if %{{.*}} -> (!iree_pydm.integer) {
  // CHECK-NEXT: yield %{{.*}} : !iree_pydm.integer
  // CHECK-NEXT: } else {
  // CHECK-NEXT: yield %{{.*}} : !iree_pydm.integer
  // CHECK-NEXT: }
  %fi = functional_if %lt -> (!iree_pydm.integer) {
    yield %a : !iree_pydm.integer
  } else {
    yield %b : !iree_pydm.integer
  }
  // CHECK: functional_if %{{.*}} {
  // CHECK-NEXT: expr_statement_discard
  // CHECK-NEXT: }
  functional_if %lt {
    expr_statement_discard %a : !iree_pydm.integer
  }
  // CHECK: %{{.*}}:2 = call @ops(%{{.*}}, %{{.*}}, %{{.*}}) : (!iree_pydm.integer, !iree_pydm.integer, !iree_pydm.object) -> (!iree_pydm.exception_result, !iree_pydm.integer)
  %ec, %cr = call @ops(%a, %b, %o) : (!iree_pydm.integer, !iree_pydm.integer, !iree_pydm.object) -> (!iree_pydm.exception_result, !iree_pydm.integer)
  return %c : !iree_pydm.integer
}
