//! The IR as a mutation library: one test per operation, on small modules
//! parsed from text, checking the printed result, the exactness of every
//! link (`Ir::check_integrity`) and, where the edit keeps it valid, that
//! the module still verifies.

mod common;

use common::{check_links, check_valid, parse, print, print_generic};
use expect_test::expect;
use sigil_ir::clone::IrMapping;
use sigil_ir::walk::{WalkOrder, WalkResult};
use sigil_ir::{BlockId, Context, InsertPoint, IrError, Module, OpId, Value, ValueDef};

/// The ops named `name`, in pre-order.
fn find_all(ctx: &Context, m: &Module, name: &str) -> Vec<OpId> {
    let mut out = Vec::new();
    m.ir.walk(m.top, &mut |o| {
        if ctx.str_bytes(m.ir.op(o).name) == name.as_bytes() {
            out.push(o);
        }
    });
    out
}

/// The first op named `name`.
fn find(ctx: &Context, m: &Module, name: &str) -> OpId {
    find_all(ctx, m, name)
        .first()
        .copied()
        .unwrap_or_else(|| panic!("no op {name}"))
}

fn res(m: &Module, op: OpId) -> Value {
    m.ir.result(op, 0)
}

/// The blocks of the first region of `op`.
fn blocks(m: &Module, op: OpId) -> Vec<BlockId> {
    m.ir.region_blocks(m.ir.regions(op)[0]).collect()
}

// ----- erase -----

const ADD_MUL: &str = r#"
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %a, %b : i32
  return %0 : i32
}
"#;

#[test]
fn erase_unused_op() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, ADD_MUL);
    let mul = find(&ctx, &m, "arith.muli");
    let add = find(&ctx, &m, "arith.addi");
    assert_eq!(m.ir.num_uses(res(&m, add)), 3);
    m.ir.erase_op(mul).unwrap();
    assert!(m.ir.is_op_erased(mul));
    assert_eq!(
        m.ir.num_uses(res(&m, add)),
        1,
        "the erased op's uses are gone"
    );
    check_valid(&ctx, &m);
    expect![[r#"
        module {
          func.func @f(%arg0: i32, %arg1: i32) -> i32 {
            %0 = arith.addi %arg0, %arg1 : i32
            %1 = arith.subi %arg0, %arg1 : i32
            return %0 : i32
          }
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
}

#[test]
fn erase_used_op_is_refused_and_changes_nothing() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, ADD_MUL);
    let before = print(&mut ctx, &mut m);
    let add = find(&ctx, &m, "arith.addi");
    let mul = find(&ctx, &m, "arith.muli");
    let err = m.ir.erase_op(add).unwrap_err();
    let ret = find(&ctx, &m, "func.return");
    assert!(
        matches!(err, IrError::ResultInUse { op, index: 0, user } if op == add && (user == mul || user == ret)),
        "{err:?}"
    );
    assert!(!m.ir.is_op_erased(add));
    check_valid(&ctx, &m);
    assert_eq!(print(&mut ctx, &mut m), before);
}

const NESTED: &str = r#"
func.func @f(%c: i1, %a: i32) -> i32 {
  %k = arith.constant 7 : i32
  %r = scf.if %c -> (i32) {
    %x = arith.addi %a, %k : i32
    %y = arith.muli %x, %k : i32
    scf.yield %y : i32
  } else {
    scf.yield %k : i32
  }
  return %a : i32
}
"#;

#[test]
fn erase_op_with_regions_releases_nested_uses() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, NESTED);
    let k = find(&ctx, &m, "arith.constant");
    let iff = find(&ctx, &m, "scf.if");
    let a = m.ir.block_args(blocks(&m, find(&ctx, &m, "func.func"))[0])[1];
    assert_eq!(m.ir.num_uses(res(&m, k)), 3);
    assert_eq!(m.ir.num_uses(a), 2);
    m.ir.erase_op(iff).unwrap();
    assert_eq!(
        m.ir.num_uses(res(&m, k)),
        0,
        "uses inside the regions are gone"
    );
    assert_eq!(m.ir.num_uses(a), 1);
    assert!(
        find_all(&ctx, &m, "arith.addi").is_empty(),
        "the nested ops are gone"
    );
    // Now the constant is unused and can go too.
    m.ir.erase_op(k).unwrap();
    check_valid(&ctx, &m);
    expect![[r#"
        module {
          func.func @f(%arg0: i1, %arg1: i32) -> i32 {
            return %arg1 : i32
          }
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
}

#[test]
fn erase_op_whose_result_is_used_inside_it_when_graph_region() {
    // A graph region lets an op use its own result; erasing it is fine.
    let mut ctx = Context::new();
    let mut m = parse(
        &mut ctx,
        r#""test.loop"() ({ %0 = "test.op"(%0) : (i32) -> i32 }) : () -> ()"#,
    );
    let op = find(&ctx, &m, "test.op");
    assert_eq!(m.ir.operand(op, 0), res(&m, op));
    m.ir.erase_op(op).unwrap();
    check_valid(&ctx, &m);
}

#[test]
fn erase_op_whose_nested_value_is_used_outside_is_refused() {
    let mut ctx = Context::new();
    let mut m = parse(
        &mut ctx,
        r#"
        "test.holder"() ({
          %0 = "test.inner"() : () -> i32
        }) : () -> ()
        %1 = "test.def"() : () -> i32
        "test.user"(%1) : (i32) -> ()
        "#,
    );
    let holder = find(&ctx, &m, "test.holder");
    let inner = find(&ctx, &m, "test.inner");
    let user = find(&ctx, &m, "test.user");
    m.ir.set_operand(user, 0, res(&m, inner));
    let before = print_generic(&mut ctx, &mut m);
    assert_eq!(
        m.ir.erase_op(holder),
        Err(IrError::UsedOutside {
            value: res(&m, inner),
            user
        })
    );
    check_links(&m);
    assert_eq!(print_generic(&mut ctx, &mut m), before);
}

const CFG: &str = r#"
func.func @f(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.br ^bb3(%y : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%z: i32):
  return %z : i32
}
"#;

#[test]
fn erase_block() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, CFG);
    let f = find(&ctx, &m, "func.func");
    let bs = blocks(&m, f);
    // ^bb2 is a successor of the entry's cond_br: refused.
    let cond = find(&ctx, &m, "cf.cond_br");
    assert_eq!(
        m.ir.erase_block(bs[2]),
        Err(IrError::BlockInUse {
            block: bs[2],
            user: cond
        })
    );
    // ^bb1 defines %y, used in ^bb1 only, but its arg is passed from
    // the entry; make the entry branch straight to ^bb2 first.
    let br = m.ir.last_op(bs[0]).unwrap();
    m.ir.erase_op(br).unwrap();
    let mut b = sigil_ir::builder::OpBuilder::new(&mut ctx, &mut m.ir);
    b.set_insertion_point_to_end(bs[0]);
    b.build(sigil_ir::builder::OpState::new("cf.br").successors(&[bs[2]]))
        .unwrap();
    m.ir.erase_block(bs[1]).unwrap();
    assert!(m.ir.is_block_erased(bs[1]));
    assert_eq!(
        m.ir.predecessors(bs[3]).count(),
        1,
        "the erased block's branch no longer counts"
    );
    check_valid(&ctx, &m);
    expect![[r#"
        module {
          func.func @f(%arg0: i1, %arg1: i32) -> i32 {
            cf.br ^bb1
          ^bb1:  // pred: ^bb0
            cf.br ^bb2(%arg1 : i32)
          ^bb2(%0: i32):  // pred: ^bb1
            return %0 : i32
          }
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
}

#[test]
fn erase_block_whose_value_is_used_outside_is_refused() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, CFG);
    let f = find(&ctx, &m, "func.func");
    let bs = blocks(&m, f);
    let x = m.ir.block_args(bs[1])[0];
    let ret = find(&ctx, &m, "func.return");
    m.ir.set_operand(ret, 0, x);
    // ^bb1 is still branched to, which is checked first...
    assert!(matches!(
        m.ir.erase_block(bs[1]),
        Err(IrError::UsedOutside { .. } | IrError::BlockInUse { .. })
    ));
    check_links(&m);
}

#[test]
fn clear_and_erase_region() {
    let mut ctx = Context::new();
    let mut m = parse(
        &mut ctx,
        r#"
        %0 = "test.def"() : () -> i32
        "test.two"() ({
          "test.a"(%0) : (i32) -> ()
        }, {
          "test.b"(%0) : (i32) -> ()
        }) : () -> ()
        "#,
    );
    let two = find(&ctx, &m, "test.two");
    let def = find(&ctx, &m, "test.def");
    let [r0, r1] = m.ir.regions(two).to_vec()[..] else {
        panic!()
    };
    m.ir.clear_region(r0).unwrap();
    assert_eq!(m.ir.entry_block(r0), None);
    assert_eq!(m.ir.num_uses(res(&m, def)), 1);
    m.ir.erase_region(r0).unwrap();
    assert_eq!(m.ir.regions(two), &[r1]);
    assert!(m.ir.is_region_erased(r0));
    check_links(&m);
    expect![[r#"
        "builtin.module"() ({
          %0 = "test.def"() : () -> i32
          "test.two"() ({
            "test.b"(%0) : (i32) -> ()
          }) : () -> ()
        }) : () -> ()
    "#]]
    .assert_eq(&print_generic(&mut ctx, &mut m));
}

// ----- replace -----

#[test]
fn replace_op_with_values() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, ADD_MUL);
    let add = find(&ctx, &m, "arith.addi");
    let sub = find(&ctx, &m, "arith.subi");
    // Wrong count.
    assert_eq!(
        m.ir.replace_op_with_values(add, &[]),
        Err(IrError::CountMismatch {
            what: "results",
            expected: 1,
            got: 0
        })
    );
    // Its own result cannot replace it.
    assert!(m.ir.replace_op_with_values(add, &[res(&m, add)]).is_err());
    // The subi comes after the add: move it first so it dominates.
    m.ir.move_op_before(sub, add).unwrap();
    m.ir.replace_op_with_values(add, &[res(&m, sub)]).unwrap();
    assert!(m.ir.is_op_erased(add));
    check_valid(&ctx, &m);
    expect![[r#"
        module {
          func.func @f(%arg0: i32, %arg1: i32) -> i32 {
            %0 = arith.subi %arg0, %arg1 : i32
            %1 = arith.muli %0, %0 : i32
            return %0 : i32
          }
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
}

#[test]
fn replace_all_uses_except_and_if() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, ADD_MUL);
    let f = find(&ctx, &m, "func.func");
    let args = m.ir.block_args(blocks(&m, f)[0]).to_vec();
    let add = find(&ctx, &m, "arith.addi");
    let mul = find(&ctx, &m, "arith.muli");
    let sum = res(&m, add);
    // Every use but the return's: the mul's two operands.
    let ret = find(&ctx, &m, "func.return");
    assert_eq!(m.ir.replace_all_uses_except(sum, args[0], ret), 2);
    assert_eq!(
        m.ir.operands(mul).collect::<Vec<_>>(),
        vec![args[0], args[0]]
    );
    // Only operand #1 of the mul goes to %b.
    let n =
        m.ir.replace_uses_if(args[0], args[1], |_, user, i| user == mul && i == 1);
    assert_eq!(n, 1);
    check_valid(&ctx, &m);
    expect![[r#"
        module {
          func.func @f(%arg0: i32, %arg1: i32) -> i32 {
            %0 = arith.addi %arg0, %arg1 : i32
            %1 = arith.muli %arg0, %arg1 : i32
            %2 = arith.subi %arg0, %arg1 : i32
            return %0 : i32
          }
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
}

// ----- insert and move -----

#[test]
fn insert_detached_ops_everywhere() {
    let mut ctx = Context::new();
    let mut m = parse(
        &mut ctx,
        r#""test.a"() : () -> ()
        "test.b"() : () -> ()"#,
    );
    let a = find(&ctx, &m, "test.a");
    let body = sigil_ir::builder::module_body(&m);
    let mut b = sigil_ir::builder::OpBuilder::new(&mut ctx, &mut m.ir);
    let mk = |b: &mut sigil_ir::builder::OpBuilder<'_>, n| b.create(n, &[], &[]);
    let (s, e, x, y) = (
        mk(&mut b, "test.start"),
        mk(&mut b, "test.end"),
        mk(&mut b, "test.before_a"),
        mk(&mut b, "test.after_a"),
    );
    let ir = &mut m.ir;
    assert_eq!(ir.parent_block(s), None, "no insertion point: detached");
    ir.insert_op(s, InsertPoint::Start(body)).unwrap();
    ir.insert_op(e, InsertPoint::End(body)).unwrap();
    ir.insert_op(x, InsertPoint::Before(a)).unwrap();
    ir.insert_op(y, InsertPoint::After(a)).unwrap();
    assert_eq!(
        ir.insert_op(y, InsertPoint::End(body)),
        Err(IrError::OpInBlock(y))
    );
    check_links(&m);
    expect![[r#"
        "builtin.module"() ({
          "test.start"() : () -> ()
          "test.before_a"() : () -> ()
          "test.a"() : () -> ()
          "test.after_a"() : () -> ()
          "test.b"() : () -> ()
          "test.end"() : () -> ()
        }) : () -> ()
    "#]]
    .assert_eq(&print_generic(&mut ctx, &mut m));
}

#[test]
fn move_ops_across_blocks_and_regions() {
    let mut ctx = Context::new();
    let mut m = parse(
        &mut ctx,
        r#"
        "test.outer"() ({
          "test.a"() : () -> ()
          "test.b"() : () -> ()
        ^bb1:
          "test.c"() : () -> ()
        }) : () -> ()
        "test.holder"() ({
          "test.d"() : () -> ()
        }) : () -> ()
        "#,
    );
    let [a, b, c, d] = ["test.a", "test.b", "test.c", "test.d"].map(|n| find(&ctx, &m, n));
    let outer = find(&ctx, &m, "test.outer");
    let holder = find(&ctx, &m, "test.holder");
    let bs = blocks(&m, outer);
    let ir = &mut m.ir;
    ir.move_op_after(a, b).unwrap(); // b a | c
    ir.move_op(c, InsertPoint::Start(bs[0])).unwrap(); // c b a | -
    ir.move_op_before(d, b).unwrap(); // c d b a | -   (out of holder's region)
    ir.move_op(b, InsertPoint::End(bs[1])).unwrap(); // c d a | b
    ir.move_op(a, InsertPoint::After(a)).unwrap(); // no-op
                                                   // Into its own region: refused.
    let hb = blocks(&m, holder)[0];
    assert_eq!(
        m.ir.move_op(holder, InsertPoint::End(hb)),
        Err(IrError::OpCycle(holder))
    );
    assert_eq!(
        m.ir.move_op(outer, InsertPoint::Before(c)),
        Err(IrError::OpCycle(outer))
    );
    check_links(&m);
    expect![[r#"
        "builtin.module"() ({
          "test.outer"() ({
            "test.c"() : () -> ()
            "test.d"() : () -> ()
            "test.a"() : () -> ()
          ^bb1:  // no predecessors
            "test.b"() : () -> ()
          }) : () -> ()
          "test.holder"() ({
          ^bb0:
          }) : () -> ()
        }) : () -> ()
    "#]]
    .assert_eq(&print_generic(&mut ctx, &mut m));
}

// ----- clone -----

#[test]
fn clone_op_with_regions_and_a_value_map() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, NESTED);
    let iff = find(&ctx, &m, "scf.if");
    let f = find(&ctx, &m, "func.func");
    let args = m.ir.block_args(blocks(&m, f)[0]).to_vec();
    let k = res(&m, find(&ctx, &m, "arith.constant"));
    let mut map = IrMapping::new();
    // Inside the copy, %k becomes %a.
    map.map_value(k, args[1]);
    let copy = m.ir.clone_op(iff, &mut map);
    assert_eq!(map.lookup_op(iff), Some(copy));
    assert_eq!(map.lookup_value(res(&m, iff)), Some(res(&m, copy)));
    let x = res(&m, find(&ctx, &m, "arith.addi"));
    let x2 = map.lookup_value(x).expect("nested results are mapped");
    assert_ne!(x, x2);
    m.ir.insert_op(copy, InsertPoint::After(iff)).unwrap();
    let ret = find(&ctx, &m, "func.return");
    m.ir.set_operand(ret, 0, res(&m, copy));
    assert_eq!(m.ir.num_uses(k), 3, "the original keeps its uses");
    check_valid(&ctx, &m);
    expect![[r#"
        module {
          func.func @f(%arg0: i1, %arg1: i32) -> i32 {
            %c7_i32 = arith.constant 7 : i32
            %0 = scf.if %arg0 -> (i32) {
              %2 = arith.addi %arg1, %c7_i32 : i32
              %3 = arith.muli %2, %c7_i32 : i32
              scf.yield %3 : i32
            } else {
              scf.yield %c7_i32 : i32
            }
            %1 = scf.if %arg0 -> (i32) {
              %2 = arith.addi %arg1, %arg1 : i32
              %3 = arith.muli %2, %arg1 : i32
              scf.yield %3 : i32
            } else {
              scf.yield %arg1 : i32
            }
            return %1 : i32
          }
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
}

#[test]
fn clone_maps_forward_references_and_branches() {
    // A graph region uses %1 before its definition; the CFG branches
    // forward. Both must point into the copy.
    let mut ctx = Context::new();
    let mut m = parse(
        &mut ctx,
        r#"
        "test.graph"() ({
          %0 = "test.use"(%1) : (i32) -> i32
          %1 = "test.def"() : () -> i32
        }) : () -> ()
        func.func @f() {
          cf.br ^bb1
        ^bb1:
          return
        }
        "#,
    );
    let graph = find(&ctx, &m, "test.graph");
    let f = find(&ctx, &m, "func.func");
    let mut map = IrMapping::new();
    let g2 = m.ir.clone_op(graph, &mut map);
    let f2 = m.ir.clone_op(f, &mut map);
    let use2 = map.lookup_op(find(&ctx, &m, "test.use")).unwrap();
    let def2 = map.lookup_op(find(&ctx, &m, "test.def")).unwrap();
    assert_eq!(m.ir.operand(use2, 0), res(&m, def2));
    let br2 = map.lookup_op(find(&ctx, &m, "cf.br")).unwrap();
    assert_eq!(m.ir.successors(br2), &[blocks(&m, f2)[1]]);
    let body = sigil_ir::builder::module_body(&m);
    m.ir.insert_op(g2, InsertPoint::End(body)).unwrap();
    m.ir.insert_op(f2, InsertPoint::End(body)).unwrap();
    // Two @f now: rename the copy.
    sigil_ir::symbols::set_symbol_name(&mut ctx, &mut m.ir, f2, b"g");
    check_valid(&ctx, &m);
    expect![[r#"
        module {
          "test.graph"() ({
            %0 = "test.use"(%1) : (i32) -> i32
            %1 = "test.def"() : () -> i32
          }) : () -> ()
          func.func @f() {
            cf.br ^bb1
          ^bb1:  // pred: ^bb0
            return
          }
          "test.graph"() ({
            %0 = "test.use"(%1) : (i32) -> i32
            %1 = "test.def"() : () -> i32
          }) : () -> ()
          func.func @g() {
            cf.br ^bb1
          ^bb1:  // pred: ^bb0
            return
          }
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
}

#[test]
fn clone_region_into_with_mapped_entry_arguments_inlines_it() {
    // Inline the body of @callee at the call, the way an inliner would:
    // copy its region with the entry arguments mapped to the call's
    // operands, then merge the copied entry block at the call.
    let mut ctx = Context::new();
    let mut m = parse(
        &mut ctx,
        r#"
        func.func @callee(%x: i32) -> i32 {
          %0 = arith.muli %x, %x : i32
          return %0 : i32
        }
        func.func @caller(%a: i32) -> i32 {
          %r = func.call @callee(%a) : (i32) -> i32
          %s = arith.addi %r, %a : i32
          return %s : i32
        }
        "#,
    );
    let callee = find_all(&ctx, &m, "func.func")[0];
    let caller = find_all(&ctx, &m, "func.func")[1];
    let call = find(&ctx, &m, "func.call");
    let x = m.ir.block_args(blocks(&m, callee)[0])[0];
    let mut map = IrMapping::new();
    map.map_value(x, m.ir.operand(call, 0));
    let region = m.ir.regions(caller)[0];
    let entry = blocks(&m, caller)[0];
    m.ir.clone_region_into(m.ir.regions(callee)[0], region, None, &mut map)
        .unwrap();
    let copied = map.lookup_block(blocks(&m, callee)[0]).unwrap();
    assert!(
        m.ir.block_args(copied).is_empty(),
        "mapped arguments are not copied"
    );
    // The copied return's operand replaces the call; then the return goes.
    let ret = m.ir.last_op(copied).unwrap();
    let value = m.ir.operand(ret, 0);
    m.ir.erase_op(ret).unwrap();
    m.ir.inline_block_before(copied, InsertPoint::Before(call), &[])
        .unwrap();
    m.ir.replace_op_with_values(call, &[value]).unwrap();
    assert_eq!(blocks(&m, caller), vec![entry]);
    check_valid(&ctx, &m);
    expect![[r#"
        module {
          func.func @callee(%arg0: i32) -> i32 {
            %0 = arith.muli %arg0, %arg0 : i32
            return %0 : i32
          }
          func.func @caller(%arg0: i32) -> i32 {
            %0 = arith.muli %arg0, %arg0 : i32
            %1 = arith.addi %0, %arg0 : i32
            return %1 : i32
          }
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
    // A region cannot be copied into itself.
    let r = m.ir.regions(callee)[0];
    assert!(m.ir.clone_region_into(r, r, None, &mut map).is_err());
}

// ----- blocks -----

#[test]
fn predecessors_and_successors() {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, CFG);
    let f = find(&ctx, &m, "func.func");
    let bs = blocks(&m, f);
    let ir = &m.ir;
    assert_eq!(ir.block_successors(bs[0]), &[bs[1], bs[2]]);
    assert_eq!(ir.block_successors(bs[3]), &[] as &[BlockId]);
    let cond = find(&ctx, &m, "cf.cond_br");
    assert_eq!(ir.predecessors(bs[1]).collect::<Vec<_>>(), vec![(cond, 0)]);
    assert_eq!(ir.predecessors(bs[2]).collect::<Vec<_>>(), vec![(cond, 1)]);
    assert_eq!(ir.predecessors(bs[3]).count(), 2);
    assert!(!ir.has_predecessors(bs[0]));
    assert_eq!(ir.single_predecessor(bs[1]), Some(bs[0]));
    assert_eq!(ir.single_predecessor(bs[3]), None);
    assert_eq!(ir.unique_predecessor(bs[3]), None);
    // A cond_br naming one block twice: not single, but unique.
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#"
        func.func @g(%c: i1) {
          cf.cond_br %c, ^bb1, ^bb1
        ^bb1:
          return
        }
        "#,
    );
    let bs = blocks(&m, find(&ctx, &m, "func.func"));
    assert_eq!(m.ir.single_predecessor(bs[1]), None);
    assert_eq!(m.ir.unique_predecessor(bs[1]), Some(bs[0]));
}

#[test]
fn split_and_merge_blocks() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, ADD_MUL);
    let f = find(&ctx, &m, "func.func");
    let entry = blocks(&m, f)[0];
    let mul = find(&ctx, &m, "arith.muli");
    let tail = m.ir.split_block(entry, mul).unwrap();
    assert_eq!(blocks(&m, f), vec![entry, tail]);
    assert_eq!(m.ir.parent_block(mul), Some(tail));
    assert_eq!(m.ir.first_op(tail), Some(mul));
    // Split point not in the block: refused.
    assert!(m.ir.split_block(entry, mul).is_err());
    check_links(&m);
    // Branch from the first half to the second, passing %0 as an argument.
    let sum = res(&m, find(&ctx, &m, "arith.addi"));
    let i32t = m.ir.value_type(sum);
    let unknown = sigil_ir::LocRef::attr(ctx.unknown_loc());
    let arg = m.ir.add_block_arg(tail, i32t, unknown);
    let n =
        m.ir.replace_uses_if(sum, arg, |ir, user, _| ir.parent_block(user) == Some(tail));
    assert_eq!(n, 3);
    let mut b = sigil_ir::builder::OpBuilder::new(&mut ctx, &mut m.ir);
    b.set_insertion_point_to_end(entry);
    let br = b
        .build(
            sigil_ir::builder::OpState::new("cf.br")
                .operands(&[sum])
                .successors(&[tail]),
        )
        .unwrap();
    check_valid(&ctx, &m);
    expect![[r#"
        module {
          func.func @f(%arg0: i32, %arg1: i32) -> i32 {
            %0 = arith.addi %arg0, %arg1 : i32
            cf.br ^bb1(%0 : i32)
          ^bb1(%1: i32):  // pred: ^bb0
            %2 = arith.muli %1, %1 : i32
            %3 = arith.subi %arg0, %arg1 : i32
            return %1 : i32
          }
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
    // Merging back: refused while the branch names the block...
    assert_eq!(
        m.ir.merge_blocks(tail, entry, &[sum]),
        Err(IrError::BlockInUse {
            block: tail,
            user: br
        })
    );
    m.ir.erase_op(br).unwrap();
    // ... and with the wrong number of values.
    assert!(matches!(
        m.ir.merge_blocks(tail, entry, &[]),
        Err(IrError::CountMismatch { .. })
    ));
    m.ir.merge_blocks(tail, entry, &[sum]).unwrap();
    assert!(m.ir.is_block_erased(tail));
    assert_eq!(blocks(&m, f), vec![entry]);
    check_valid(&ctx, &m);
    assert_eq!(print(&mut ctx, &mut m), {
        let mut ctx2 = Context::new();
        let mut m2 = parse(&mut ctx2, ADD_MUL);
        print(&mut ctx2, &mut m2)
    });
}

#[test]
fn move_blocks() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, CFG);
    let f = find(&ctx, &m, "func.func");
    let bs = blocks(&m, f);
    m.ir.move_block_before(bs[3], bs[1]).unwrap();
    assert_eq!(blocks(&m, f), vec![bs[0], bs[3], bs[1], bs[2]]);
    m.ir.move_block_after(bs[1], bs[2]).unwrap();
    assert_eq!(blocks(&m, f), vec![bs[0], bs[3], bs[2], bs[1]]);
    check_valid(&ctx, &m);
    // To another region: a block of an unregistered op's region.
    let mut m2 = parse(
        &mut ctx,
        r#"
        "test.r"() ({
          "test.a"() : () -> ()
        ^bb1:
          "test.b"() : () -> ()
        }) : () -> ()
        "test.s"() ({
          "test.c"() : () -> ()
        }) : () -> ()
        "#,
    );
    let r = find(&ctx, &m2, "test.r");
    let s = find(&ctx, &m2, "test.s");
    let rb = blocks(&m2, r);
    let sregion = m2.ir.regions(s)[0];
    m2.ir.move_block_to_end(rb[1], sregion).unwrap();
    assert_eq!(m2.ir.block_parent(rb[1]), Some(sregion));
    // A block cannot go into a region nested in one of its ops.
    let rregion = m2.ir.regions(r)[0];
    let body = m2.ir.parent_block(r).unwrap();
    assert_eq!(
        m2.ir.move_block_to_end(body, rregion),
        Err(IrError::BlockCycle(body))
    );
    check_links(&m2);
    expect![[r#"
        "builtin.module"() ({
          "test.r"() ({
            "test.a"() : () -> ()
          }) : () -> ()
          "test.s"() ({
            "test.c"() : () -> ()
          ^bb1:  // no predecessors
            "test.b"() : () -> ()
          }) : () -> ()
        }) : () -> ()
    "#]]
    .assert_eq(&print_generic(&mut ctx, &mut m2));
}

#[test]
fn inline_region_before() {
    let mut ctx = Context::new();
    let mut m = parse(
        &mut ctx,
        r#"
        "test.r"() ({
          "test.a"() : () -> ()
        ^bb1:
          "test.b"() : () -> ()
        }) : () -> ()
        "test.s"() ({
          "test.c"() : () -> ()
        }) : () -> ()
        "#,
    );
    let r = find(&ctx, &m, "test.r");
    let s = find(&ctx, &m, "test.s");
    let (rr, sr) = (m.ir.regions(r)[0], m.ir.regions(s)[0]);
    let first_s = m.ir.entry_block(sr).unwrap();
    assert!(m.ir.inline_region_before(rr, rr, None).is_err());
    m.ir.inline_region_before(rr, sr, Some(first_s)).unwrap();
    assert_eq!(m.ir.entry_block(rr), None);
    check_links(&m);
    expect![[r#"
        "builtin.module"() ({
          "test.r"() ({
          }) : () -> ()
          "test.s"() ({
            "test.a"() : () -> ()
          ^bb1:  // no predecessors
            "test.b"() : () -> ()
          ^bb2:  // no predecessors
            "test.c"() : () -> ()
          }) : () -> ()
        }) : () -> ()
    "#]]
    .assert_eq(&print_generic(&mut ctx, &mut m));
}

#[test]
fn block_arguments() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, CFG);
    let f = find(&ctx, &m, "func.func");
    let bs = blocks(&m, f);
    let i1 = ctx.i(1);
    let unknown = sigil_ir::LocRef::attr(ctx.unknown_loc());
    let z = m.ir.block_args(bs[3])[0];
    let new = m.ir.insert_block_arg(bs[3], 0, i1, unknown);
    assert_eq!(m.ir.block_args(bs[3]), &[new, z]);
    assert_eq!(
        m.ir.value_def(z),
        Some(ValueDef::Arg {
            block: bs[3],
            index: 1
        }),
        "later arguments are renumbered"
    );
    // Used: refused.
    let ret = find(&ctx, &m, "func.return");
    assert_eq!(
        m.ir.erase_block_arg(bs[3], 1),
        Err(IrError::ArgumentInUse {
            block: bs[3],
            index: 1,
            user: ret
        })
    );
    m.ir.erase_block_arg(bs[3], 0).unwrap();
    assert_eq!(m.ir.block_args(bs[3]), &[z]);
    assert_eq!(
        m.ir.value_def(z),
        Some(ValueDef::Arg {
            block: bs[3],
            index: 0
        })
    );
    assert_eq!(
        m.ir.value_def(new),
        None,
        "an erased argument has no definition"
    );
    check_valid(&ctx, &m);
}

// ----- operand, successor and region lists -----

#[test]
fn operand_lists_grow_and_shrink_with_exact_use_lists() {
    let mut ctx = Context::new();
    let mut m = parse(
        &mut ctx,
        r#"
        %a = "test.a"() : () -> i32
        %b = "test.b"() : () -> i32
        %c = "test.c"() : () -> i32
        "test.user"(%a, %b) : (i32, i32) -> ()
        "test.other"(%a) : (i32) -> ()
        "#,
    );
    let [a, b, c] = ["test.a", "test.b", "test.c"].map(|n| res(&m, find(&ctx, &m, n)));
    let user = find(&ctx, &m, "test.user");
    let ops = |m: &Module| m.ir.operands(user).collect::<Vec<_>>();
    m.ir.insert_operands(user, 1, &[c, c]);
    assert_eq!(ops(&m), vec![a, c, c, b]);
    check_links(&m);
    m.ir.append_operands(user, &[a]);
    assert_eq!(ops(&m), vec![a, c, c, b, a]);
    assert_eq!(m.ir.num_uses(a), 3);
    check_links(&m);
    m.ir.erase_operands(user, 1..3);
    assert_eq!(ops(&m), vec![a, b, a]);
    assert_eq!(m.ir.num_uses(c), 0);
    check_links(&m);
    m.ir.erase_operand(user, 0);
    assert_eq!(ops(&m), vec![b, a]);
    m.ir.set_operands(user, &[c, c, c, b, a, a]);
    assert_eq!(ops(&m), vec![c, c, c, b, a, a]);
    assert_eq!(m.ir.num_uses(c), 3);
    check_links(&m);
    m.ir.set_operands(user, &[b]);
    assert_eq!(ops(&m), vec![b]);
    assert_eq!((m.ir.num_uses(a), m.ir.num_uses(c)), (1, 0));
    m.ir.set_operands(user, &[]);
    assert_eq!(m.ir.num_uses(b), 0);
    check_links(&m);
    // Uses report their operand index.
    m.ir.set_operands(user, &[c, a, c]);
    let mut uses: Vec<(OpId, usize)> = m.ir.uses(c).collect();
    uses.sort();
    assert_eq!(uses, vec![(user, 0), (user, 2)]);
    check_links(&m);
    expect![[r#"
        "builtin.module"() ({
          %0 = "test.a"() : () -> i32
          %1 = "test.b"() : () -> i32
          %2 = "test.c"() : () -> i32
          "test.user"(%2, %0, %2) : (i32, i32, i32) -> ()
          "test.other"(%0) : (i32) -> ()
        }) : () -> ()
    "#]]
    .assert_eq(&print_generic(&mut ctx, &mut m));
}

#[test]
fn successor_lists_and_regions() {
    let mut ctx = Context::new();
    let mut m = parse(
        &mut ctx,
        r#"
        "test.r"() ({
          "test.br"()[^bb1] : () -> ()
        ^bb1:
          "test.br"()[^bb2] : () -> ()
        ^bb2:
          "test.end"() : () -> ()
        }) : () -> ()
        "#,
    );
    let r = find(&ctx, &m, "test.r");
    let bs = blocks(&m, r);
    let br = find(&ctx, &m, "test.br");
    m.ir.insert_successor(br, 0, bs[2]);
    assert_eq!(m.ir.successors(br), &[bs[2], bs[1]]);
    assert_eq!(m.ir.predecessors(bs[2]).count(), 2);
    check_links(&m);
    m.ir.set_successors(br, &[bs[1], bs[2], bs[1]]);
    assert_eq!(m.ir.predecessors(bs[1]).count(), 2);
    check_links(&m);
    m.ir.erase_successor(br, 1);
    assert_eq!(m.ir.successors(br), &[bs[1], bs[1]]);
    assert_eq!(m.ir.predecessors(bs[2]).count(), 1);
    m.ir.set_successor(br, 1, bs[2]);
    check_links(&m);
    // An op with no successors nor regions gets both.
    let end = find(&ctx, &m, "test.end");
    m.ir.set_successors(end, &[bs[0]]);
    let new_region = m.ir.add_region(end);
    let second = m.ir.add_region(r);
    assert_eq!(m.ir.regions(end), &[new_region]);
    assert_eq!(m.ir.regions(r).len(), 2);
    assert_eq!(m.ir.region_index(second), Some(1));
    m.ir.set_successors(end, &[]);
    check_links(&m);
    expect![[r#"
        "builtin.module"() ({
          "test.r"() ({
            "test.br"()[^bb1, ^bb2] : () -> ()
          ^bb1:  // pred: ^bb0
            "test.br"()[^bb2] : () -> ()
          ^bb2:  // 2 preds: ^bb0, ^bb1
            "test.end"() ({
            }) : () -> ()
          }, {
          }) : () -> ()
        }) : () -> ()
    "#]]
    .assert_eq(&print_generic(&mut ctx, &mut m));
}

// ----- builder -----

#[test]
fn build_a_function_by_hand() {
    use sigil_ir::builder::{module_body, new_module, OpBuilder, OpState};
    let mut ctx = Context::new();
    let mut m = new_module(&mut ctx);
    let body = module_body(&m);
    let i32t = ctx.i(32);
    let i1 = ctx.i(1);
    let fty = ctx.function_type(&[i32t, i32t], &[i32t]);
    {
        let mut b = OpBuilder::at(&mut ctx, &mut m.ir, InsertPoint::End(body)).unwrap();
        let name = b.str_attr("max");
        let ty = b.type_attr(fty);
        let f = b
            .build(
                OpState::new("func.func")
                    .attr("sym_name", name)
                    .attr("function_type", ty)
                    .regions(1),
            )
            .unwrap();
        let region = b.ir.regions(f)[0];
        let entry = b.create_block(region, &[i32t, i32t]);
        let (x, y) = (b.ir.block_args(entry)[0], b.ir.block_args(entry)[1]);
        let i64t = b.int_type(64);
        let sgt = b.int_attr(i64t, 4);
        let cmp = b
            .build(
                OpState::new("arith.cmpi")
                    .operands(&[x, y])
                    .results(&[i1])
                    .attr("predicate", sgt),
            )
            .unwrap();
        let c = b.ir.result(cmp, 0);
        let sel = b.create_value("arith.select", &[c, x, y], i32t);
        b.create("func.return", &[sel], &[]);
        // An addition with the default overflow flags, inserted before the
        // select.
        let sel_op = b.ir.value_def(sel).map(|d| match d {
            ValueDef::Result { op, .. } => op,
            ValueDef::Arg { .. } => unreachable!(),
        });
        b.set_insertion_point(InsertPoint::Before(sel_op.unwrap()))
            .unwrap();
        let saved = b.insertion_point();
        b.create("arith.addi", &[x, y], &[i32t]);
        b.create("arith.muli", &[x, y], &[i32t]);
        assert_eq!(b.insertion_point(), saved, "still before the select");
    }
    check_valid(&ctx, &m);
    expect![[r#"
        module {
          func.func @max(%arg0: i32, %arg1: i32) -> i32 {
            %0 = arith.cmpi sgt, %arg0, %arg1 : i32
            %1 = arith.addi %arg0, %arg1 : i32
            %2 = arith.muli %arg0, %arg1 : i32
            %3 = arith.select %0, %arg0, %arg1 : i32
            return %3 : i32
          }
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
    // The default property is there, as the parser would have set it.
    expect![[r#"
        "builtin.module"() ({
          "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "max"}> ({
          ^bb0(%arg0: i32, %arg1: i32):
            %0 = "arith.cmpi"(%arg0, %arg1) <{predicate = 4 : i64}> : (i32, i32) -> i1
            %1 = "arith.addi"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
            %2 = "arith.muli"(%arg0, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
            %3 = "arith.select"(%0, %arg0, %arg1) : (i1, i32, i32) -> i32
            "func.return"(%3) : (i32) -> ()
          }) : () -> ()
        }) : () -> ()
    "#]]
    .assert_eq(&print_generic(&mut ctx, &mut m));
}

#[test]
fn builder_infers_result_types_as_the_parser_does() {
    use sigil_ir::builder::{module_body, new_module, OpBuilder, OpState};
    use sigil_ir::IrError;
    let mut ctx = Context::new();
    let mut m = new_module(&mut ctx);
    let body = module_body(&m);
    let v4 = {
        let f = ctx.float_type(sigil_ir::types::FloatKind::F32);
        ctx.intern_type(sigil_ir::TypeData::Vector {
            shape: [4].into(),
            scalable: [false].into(),
            elem: f,
        })
    };
    let fty = ctx.function_type(&[v4, v4], &[v4]);
    {
        let mut b = OpBuilder::at(&mut ctx, &mut m.ir, InsertPoint::End(body)).unwrap();
        let name = b.str_attr("f");
        let ty = b.type_attr(fty);
        let f = b
            .build(
                OpState::new("func.func")
                    .attr("sym_name", name)
                    .attr("function_type", ty)
                    .regions(1),
            )
            .unwrap();
        let region = b.ir.regions(f)[0];
        let entry = b.create_block(region, &[v4, v4]);
        let (x, y) = (b.ir.block_args(entry)[0], b.ir.block_args(entry)[1]);
        // SameOperandsAndResultType.
        let sum = b
            .build(OpState::new("arith.addf").operands(&[x, y]))
            .unwrap();
        let sum = b.ir.result(sum, 0);
        // A comparison: i1 shaped like its operands.
        let i64t = b.int_type(64);
        let olt = b.int_attr(i64t, 4);
        let cmp = b
            .build(
                OpState::new("arith.cmpf")
                    .operands(&[sum, y])
                    .attr("predicate", olt),
            )
            .unwrap();
        let c = b.ir.result(cmp, 0);
        // A select: the type of its true value.
        let sel = b
            .build(OpState::new("arith.select").operands(&[c, sum, y]))
            .unwrap();
        let sel = b.ir.result(sel, 0);
        // A constant: the type of its value.
        let one = {
            let i32t = b.int_type(32);
            b.int_attr(i32t, 1)
        };
        b.build(OpState::new("arith.constant").attr("value", one))
            .unwrap();
        // Nothing says what a cast gives.
        assert_eq!(
            b.build(OpState::new("arith.bitcast").operands(&[x])),
            Err(IrError::CannotInferResults {
                op: "arith.bitcast".into()
            })
        );
        // An op with only variadic results may have none.
        b.build(OpState::new("func.return").operands(&[sel]))
            .unwrap();
    }
    check_valid(&ctx, &m);
    expect![[r#"
        module {
          func.func @f(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> vector<4xf32> {
            %0 = arith.addf %arg0, %arg1 : vector<4xf32>
            %1 = arith.cmpf olt, %0, %arg1 : vector<4xf32>
            %2 = arith.select %1, %0, %arg1 : vector<4xi1>, vector<4xf32>
            %c1_i32 = arith.constant 1 : i32
            return %2 : vector<4xf32>
          }
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
}

#[test]
fn builder_checks_properties_and_sets_locations() {
    use sigil_ir::builder::{module_body, new_module, OpBuilder, OpState};
    let mut ctx = Context::new();
    let mut m = new_module(&mut ctx);
    let body = module_body(&m);
    let mut b = OpBuilder::at(&mut ctx, &mut m.ir, InsertPoint::End(body)).unwrap();
    let wrong = b.str_attr("sgt");
    let err = b
        .build(OpState::new("arith.cmpi").attr("predicate", wrong))
        .unwrap_err();
    expect![[r#"'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9"#]]
        .assert_eq(&err.to_string());
    let one = b.str_attr("x");
    assert!(matches!(
        b.build(OpState::new("test.op").attr("a", one).attr("a", one)),
        Err(IrError::DuplicateAttribute { .. })
    ));
    let loc = b.file_loc("input.py", 3, 7);
    b.set_loc(loc);
    b.create("test.here", &[], &[]);
    let named = b.name_loc("step", loc);
    b.build(OpState::new("test.named").loc(named)).unwrap();
    let unknown = b.unknown_loc();
    b.build(OpState::new("test.nowhere").loc(unknown)).unwrap();
    let attr = b.str_attr("value");
    b.build(OpState::new("test.attrs").attr("z", attr).attr("b", attr))
        .unwrap();
    check_links(&m);
    let opts = sigil_ir::PrintOptions {
        debug_info: true,
        generic: true,
    };
    let text = String::from_utf8(sigil_ir::print_module(&mut ctx, &mut m, &opts)).unwrap();
    expect![[r#"
        "builtin.module"() ({
          "test.here"() : () -> () loc(#loc1)
          "test.named"() : () -> () loc(#loc2)
          "test.nowhere"() : () -> () loc(#loc)
          "test.attrs"() {b = "value", z = "value"} : () -> () loc(#loc1)
        }) : () -> () loc(#loc)
        #loc = loc(unknown)
        #loc1 = loc("input.py":3:7)
        #loc2 = loc("step"(#loc1))
    "#]]
    .assert_eq(&text);
}

// ----- walks -----

const TREE: &str = r#"
"test.a"() ({
  "test.b"() ({
    "test.c"() : () -> ()
  ^bb1:
    "test.d"() : () -> ()
  }, {
    "test.e"() : () -> ()
  }) : () -> ()
  "test.f"() : () -> ()
}) : () -> ()
"test.g"() : () -> ()
"#;

fn names(ctx: &Context, m: &Module, ops: &[OpId]) -> String {
    ops.iter()
        .map(|&o| {
            let n = ctx.str_bytes(m.ir.op(o).name);
            String::from_utf8_lossy(&n[n.len() - 1..]).into_owned()
        })
        .collect()
}

#[test]
fn walks_in_pre_and_post_order_with_skip_and_interrupt() {
    let mut ctx = Context::new();
    let m = parse(&mut ctx, TREE);
    let a = find(&ctx, &m, "test.a");
    let mut seen = Vec::new();
    let r = m.ir.walk_ops(a, WalkOrder::PreOrder, |o| {
        seen.push(o);
        WalkResult::Advance
    });
    assert_eq!(r, WalkResult::Advance);
    assert_eq!(names(&ctx, &m, &seen), "abcdef");
    seen.clear();
    let _ = m.ir.walk_ops(a, WalkOrder::PostOrder, |o| {
        seen.push(o);
        WalkResult::Advance
    });
    assert_eq!(names(&ctx, &m, &seen), "cdebfa");
    // Skip b's body.
    seen.clear();
    let _ = m.ir.walk_ops(m.top, WalkOrder::PreOrder, |o| {
        seen.push(o);
        if ctx.str_bytes(m.ir.op(o).name) == b"test.b" {
            WalkResult::Skip
        } else {
            WalkResult::Advance
        }
    });
    assert_eq!(names(&ctx, &m, &seen[1..]), "abfg");
    // Stop at d.
    seen.clear();
    let r = m.ir.walk_ops(m.top, WalkOrder::PostOrder, |o| {
        seen.push(o);
        if ctx.str_bytes(m.ir.op(o).name) == b"test.d" {
            WalkResult::Interrupt
        } else {
            WalkResult::Advance
        }
    });
    assert_eq!(r, WalkResult::Interrupt);
    assert_eq!(names(&ctx, &m, &seen), "cd");
    // Blocks and regions, from a region root.
    let b = find(&ctx, &m, "test.b");
    let mut bl = Vec::new();
    let _ =
        m.ir.walk_blocks(m.ir.regions(a)[0], WalkOrder::PostOrder, |x| {
            bl.push(x);
            WalkResult::Advance
        });
    let b_blocks: Vec<BlockId> =
        m.ir.regions(b)
            .iter()
            .flat_map(|&r| m.ir.region_blocks(r))
            .collect();
    let a_block = blocks(&m, a)[0];
    assert_eq!(bl, [b_blocks.clone(), vec![a_block]].concat());
    let mut rs = Vec::new();
    let _ = m.ir.walk_regions(m.top, WalkOrder::PreOrder, |x| {
        rs.push(x);
        WalkResult::Advance
    });
    let expected = [
        m.ir.regions(m.top).to_vec(),
        m.ir.regions(a).to_vec(),
        m.ir.regions(b).to_vec(),
    ]
    .concat();
    assert_eq!(rs, expected);
    // ControlFlow works as a result too.
    let mut count = 0;
    let r = m.ir.walk_ops(m.top, WalkOrder::PreOrder, |_| {
        count += 1;
        if count == 3 {
            std::ops::ControlFlow::Break(())
        } else {
            std::ops::ControlFlow::Continue(())
        }
        .into()
    });
    assert_eq!((r, count), (WalkResult::Interrupt, 3));
}

#[test]
fn mutating_walks_erase_and_insert_safely() {
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, TREE);
    // Post-order: erase every leaf op (no regions) as it is visited.
    let _ = m.ir.walk_ops_mut(m.top, WalkOrder::PostOrder, |ir, o| {
        if ir.regions(o).is_empty() {
            ir.erase_op(o).unwrap();
        }
        WalkResult::Advance
    });
    check_links(&m);
    expect![[r#"
        "builtin.module"() ({
          "test.a"() ({
            "test.b"() ({
            ^bb0:
            ^bb1:  // no predecessors
            }, {
            ^bb0:
            }) : () -> ()
          }) : () -> ()
        }) : () -> ()
    "#]]
    .assert_eq(&print_generic(&mut ctx, &mut m));
    // Pre-order: each visited op gets a clone inserted after it; the
    // clones are not visited (else this would never end), and erasing the
    // visited op skips its body.
    let mut m = parse(&mut ctx, TREE);
    let f = find(&ctx, &m, "test.f");
    let mut visited = Vec::new();
    let _ = m.ir.walk_ops_mut(m.top, WalkOrder::PreOrder, |ir, o| {
        visited.push(o);
        if o == m.top {
            return WalkResult::Advance;
        }
        if o == f || ir.regions(o).is_empty() {
            let c = ir.clone_op(o, &mut IrMapping::new());
            ir.insert_op(c, InsertPoint::After(o)).unwrap();
        }
        if ir.regions(o).len() == 2 {
            ir.erase_op(o).unwrap();
        }
        WalkResult::Advance
    });
    assert_eq!(names(&ctx, &m, &visited[1..]), "abfg");
    check_links(&m);
    expect![[r#"
        "builtin.module"() ({
          "test.a"() ({
            "test.f"() : () -> ()
            "test.f"() : () -> ()
          }) : () -> ()
          "test.g"() : () -> ()
          "test.g"() : () -> ()
        }) : () -> ()
    "#]]
    .assert_eq(&print_generic(&mut ctx, &mut m));
}

/// `depth` ops each holding the next in a region, built without recursion.
fn deep_module(ctx: &mut Context, depth: usize) -> Module {
    use sigil_ir::builder::{module_body, new_module, OpBuilder, OpState};
    let mut m = new_module(ctx);
    let mut block = module_body(&m);
    let mut b = OpBuilder::new(ctx, &mut m.ir);
    let i32t = b.int_type(32);
    b.set_insertion_point_to_end(block);
    let v = b.create_value("test.def", &[], i32t);
    for _ in 0..depth {
        b.set_insertion_point_to_end(block);
        let op = b
            .build(OpState::new("test.nest").operands(&[v]).regions(1))
            .unwrap();
        let r = b.ir.regions(op)[0];
        block = b.create_block(r, &[i32t]);
    }
    b.create("test.leaf", &[v], &[]);
    m
}

#[test]
fn deep_nesting_costs_no_native_stack() {
    const DEPTH: usize = 100_000;
    let mut ctx = Context::new();
    let mut m = deep_module(&mut ctx, DEPTH);
    check_links(&m);
    let mut n = 0;
    let _ = m.ir.walk_ops(m.top, WalkOrder::PostOrder, |_| {
        n += 1;
        WalkResult::Advance
    });
    assert_eq!(n, DEPTH + 3);
    let outer = find(&ctx, &m, "test.nest");
    let def = find(&ctx, &m, "test.def");
    assert_eq!(m.ir.num_uses(res(&m, def)), DEPTH + 1);
    let copy = m.ir.clone_op(outer, &mut IrMapping::new());
    assert_eq!(m.ir.num_uses(res(&m, def)), 2 * (DEPTH + 1));
    m.ir.erase_op(copy).unwrap();
    assert_eq!(m.ir.num_uses(res(&m, def)), DEPTH + 1);
    let mut dom = sigil_ir::dominance::DominanceInfo::new(&ctx, &m.ir);
    let leaf = find(&ctx, &m, "test.leaf");
    assert!(dom.properly_dominates_value(res(&m, def), leaf));
    assert!(
        dom.properly_dominates_op(outer, leaf),
        "an op dominates what it holds"
    );
    drop(dom);
    m.ir.erase_op(outer).unwrap();
    assert_eq!(m.ir.num_uses(res(&m, def)), 0);
    check_links(&m);
}

// ----- dominance -----

const DIAMOND: &str = r#"
func.func @f(%c: i1, %a: i32) -> i32 {
  %k = arith.constant 1 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.addi %a, %k : i32
  cf.br ^bb3(%x : i32)
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%z: i32):
  %r = scf.execute_region -> i32 {
    %in = arith.addi %z, %k : i32
    scf.yield %in : i32
  }
  return %r : i32
^bb4:
  cf.br ^bb3(%a : i32)
}
"#;

#[test]
fn dominance_of_blocks_ops_and_values() {
    use sigil_ir::dominance::{DomTree, DominanceInfo};
    let mut ctx = Context::new();
    let m = parse(&mut ctx, DIAMOND);
    check_valid(&ctx, &m);
    let f = find(&ctx, &m, "func.func");
    let bs = blocks(&m, f);
    let region = m.ir.regions(f)[0];
    let tree = DomTree::compute(&m.ir, region);
    assert_eq!(tree.reverse_post_order()[0], bs[0]);
    assert_eq!(tree.reverse_post_order().len(), 4, "^bb4 is unreachable");
    let post: Vec<BlockId> = tree.post_order().collect();
    assert_eq!(post.last(), Some(&bs[0]));
    assert_eq!(post[0], bs[3], "the exit comes first in post-order");
    assert_eq!(tree.immediate_dominator(bs[3]), Some(bs[0]));
    assert_eq!(tree.immediate_dominator(bs[1]), Some(bs[0]));
    assert_eq!(tree.immediate_dominator(bs[0]), None);
    assert_eq!(tree.immediate_dominator(bs[4]), None);
    assert!(tree.dominates(bs[0], bs[3]) && tree.dominates(bs[3], bs[3]));
    assert!(!tree.properly_dominates(bs[1], bs[3]));
    assert!(!tree.is_reachable(bs[4]));
    assert!(
        tree.properly_dominates(bs[1], bs[4]),
        "unreachable: dominated by all"
    );
    assert!(!tree.properly_dominates(bs[4], bs[1]));
    assert_eq!(tree.nearest_common_dominator(bs[1], bs[2]), Some(bs[0]));

    let mut dom = DominanceInfo::new(&ctx, &m.ir);
    assert_eq!(dom.immediate_dominator(bs[2]), Some(bs[0]));
    assert!(dom.is_reachable(bs[3]) && !dom.is_reachable(bs[4]));
    let k = find(&ctx, &m, "arith.constant");
    let adds = find_all(&ctx, &m, "arith.addi");
    let (x, inner) = (adds[0], adds[1]);
    let exec = find(&ctx, &m, "scf.execute_region");
    let ret = find(&ctx, &m, "func.return");
    // Ops: same block by order; across blocks by the tree; nested by the
    // holding op.
    assert!(dom.properly_dominates_op(k, x));
    assert!(!dom.properly_dominates_op(x, k));
    assert!(!dom.properly_dominates_op(k, k) && dom.dominates_op(k, k));
    assert!(dom.properly_dominates_op(k, inner));
    assert!(
        !dom.properly_dominates_op(x, inner),
        "^bb1 does not dominate ^bb3"
    );
    assert!(
        dom.properly_dominates_op(exec, inner),
        "an op dominates what it holds"
    );
    assert!(!dom.properly_dominates_op(inner, ret));
    // Blocks: a block dominates the blocks nested in its ops.
    let inner_block = blocks(&m, exec)[0];
    assert!(dom.properly_dominates_block(bs[3], inner_block));
    assert!(dom.properly_dominates_block(bs[0], inner_block));
    assert!(!dom.properly_dominates_block(bs[1], inner_block));
    assert!(!dom.properly_dominates_block(bs[3], bs[3]) && dom.dominates_block(bs[3], bs[3]));
    // Values: a result is not available to its own op nor to ops it holds;
    // a block argument is available in its block and below.
    let z = m.ir.block_args(bs[3])[0];
    assert!(dom.properly_dominates_value(res(&m, k), inner));
    assert!(!dom.properly_dominates_value(res(&m, exec), inner));
    assert!(!dom.properly_dominates_value(res(&m, x), x) && dom.dominates_value(res(&m, x), x));
    assert!(dom.properly_dominates_value(z, inner));
    assert!(dom.properly_dominates_value(z, exec));
    assert!(!dom.properly_dominates_value(res(&m, x), ret));
    assert!(dom.is_before_in_block(exec, ret));
}

#[test]
fn graph_regions_have_no_dominance_inside() {
    use sigil_ir::dominance::DominanceInfo;
    let mut ctx = Context::new();
    let m = parse(
        &mut ctx,
        r#"
        "test.graph"() ({
          %0 = "test.use"(%1) : (i32) -> i32
          %1 = "test.def"(%1) : (i32) -> i32
        }) : () -> ()
        "#,
    );
    check_valid(&ctx, &m);
    let (u, d) = (find(&ctx, &m, "test.use"), find(&ctx, &m, "test.def"));
    let graph_region = m.ir.regions(find(&ctx, &m, "test.graph"))[0];
    let mut dom = DominanceInfo::new(&ctx, &m.ir);
    assert!(
        !dom.has_ssa_dominance(graph_region),
        "unregistered single-block region"
    );
    assert!(dom.properly_dominates_op(d, u) && dom.properly_dominates_op(u, d));
    assert!(
        dom.properly_dominates_value(res(&m, d), d),
        "self-use is fine in a graph region"
    );
    // A func body is an SSACFG region.
    let mut ctx = Context::new();
    let m = parse(&mut ctx, ADD_MUL);
    let f = find(&ctx, &m, "func.func");
    let dom = DominanceInfo::new(&ctx, &m.ir);
    assert!(dom.has_ssa_dominance(m.ir.regions(f)[0]));
    assert!(
        !dom.has_ssa_dominance(m.ir.regions(m.top)[0]),
        "builtin.module is a graph region"
    );
}

// ----- symbols -----

const SYMBOLS: &str = r#"
module @outer {
  func.func private @f(i32) -> i32
  func.func @g(%a: i32) -> i32 {
    %0 = func.call @f(%a) : (i32) -> i32
    %1 = func.call @g(%0) : (i32) -> i32
    return %1 : i32
  }
  module @inner {
    func.func private @f() -> ()
    "test.ref"() {refs = [@f, {deep = @outer::@f}]} : () -> ()
  }
  "test.ref"() {refs = [@f, {deep = @inner::@f}], other = @g} : () -> ()
}
"#;

#[test]
fn symbol_lookup_and_uses() {
    use sigil_ir::symbols::*;
    let mut ctx = Context::new();
    let m = parse(&mut ctx, SYMBOLS);
    check_valid(&ctx, &m);
    let outer = m.top;
    let funcs = find_all(&ctx, &m, "func.func");
    let (f, g, inner_f) = (funcs[0], funcs[1], funcs[2]);
    let inner = find_all(&ctx, &m, "builtin.module")[1];
    let call = find(&ctx, &m, "func.call");
    let name = |o| ctx.str_bytes(symbol_name(&ctx, &m.ir, o).unwrap()).to_vec();
    assert_eq!(name(g), b"g");
    assert_eq!(symbol_name(&ctx, &m.ir, call), None);
    assert!(is_symbol_table(&ctx, &m.ir, inner));
    assert_eq!(nearest_symbol_table(&ctx, &m.ir, call), Some(outer));
    assert_eq!(nearest_symbol_table(&ctx, &m.ir, inner), Some(inner));
    assert_eq!(lookup_symbol_in(&ctx, &m.ir, outer, b"f"), Some(f));
    assert_eq!(lookup_symbol_in(&ctx, &m.ir, inner, b"f"), Some(inner_f));
    assert_eq!(lookup_symbol_in(&ctx, &m.ir, outer, b"nope"), None);
    let callee =
        m.ir.op(call)
            .props
            .and_then(|p| ctx.dict_get(p, b"callee"))
            .unwrap();
    assert_eq!(
        lookup_nearest_symbol_from(&ctx, &m.ir, call, callee),
        Some(f)
    );
    // Nested references: @inner::@f from the outer module.
    let refs = find_all(&ctx, &m, "test.ref");
    let deep = symbol_uses(&ctx, &m.ir, outer)
        .into_iter()
        .find(|u| {
            u.user == refs[1] && sigil_ir::printer::attr_to_string(&ctx, u.symref) == "@inner::@f"
        })
        .unwrap();
    assert_eq!(
        lookup_nearest_symbol_from(&ctx, &m.ir, refs[1], deep.symref),
        Some(inner_f)
    );
    // @f::@x: @f is not a symbol table.
    let bad = {
        let root = ctx.string_attr(b"f");
        let x = ctx.string_attr(b"x");
        ctx.intern_attr(sigil_ir::AttrData::SymbolRef {
            root,
            nested: vec![x].into(),
        })
    };
    assert_eq!(lookup_symbol_ref_in(&ctx, &m.ir, outer, bad), None);
    // Uses in the outer scope do not look into @inner.
    let printed = |uses: Vec<SymbolUse>| {
        uses.iter()
            .map(|u| sigil_ir::printer::attr_to_string(&ctx, u.symref))
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(
        printed(symbol_uses(&ctx, &m.ir, outer)),
        "@f @g @g @f @inner::@f"
    );
    assert_eq!(printed(symbol_uses(&ctx, &m.ir, inner)), "@f @outer::@f");
    assert_eq!(printed(symbol_uses_of(&ctx, &m.ir, b"f", outer)), "@f @f");
    // A symbol table indexes its symbols.
    let table = SymbolTable::new(&ctx, &m.ir, outer);
    assert_eq!(table.lookup(b"g"), Some(g));
    assert_eq!(table.lookup(b"inner"), Some(inner));
    assert_eq!(table.lookup(b"outer"), None);
}

#[test]
fn symbol_rename_insert_and_erase() {
    use sigil_ir::symbols::*;
    let mut ctx = Context::new();
    let mut m = parse(&mut ctx, SYMBOLS);
    let funcs = find_all(&ctx, &m, "func.func");
    let (f, g) = (funcs[0], funcs[1]);
    let mut table = SymbolTable::new(&ctx, &m.ir, m.top);
    assert!(table.rename(&mut ctx, &mut m.ir, f, b"g").is_err(), "taken");
    // @f -> @h: the calls and the outer test.ref follow; @inner's own @f
    // and @outer::@f (a reference from inside @inner) do not.
    assert_eq!(table.rename(&mut ctx, &mut m.ir, f, b"h").unwrap(), 2);
    assert_eq!(table.lookup(b"h"), Some(f));
    assert_eq!(table.lookup(b"f"), None);
    // A copy of @g inserted gets a unique name.
    let copy = m.ir.clone_op(g, &mut IrMapping::new());
    let name = table.insert(&mut ctx, &mut m.ir, copy, None).unwrap();
    assert_eq!(ctx.str_bytes(name), b"g_0");
    let copy2 = m.ir.clone_op(g, &mut IrMapping::new());
    let name = table
        .insert(&mut ctx, &mut m.ir, copy2, Some(InsertPoint::Before(g)))
        .unwrap();
    assert_eq!(ctx.str_bytes(name), b"g_1");
    assert_eq!(table.lookup(b"g_1"), Some(copy2));
    // An op without a name is no symbol.
    let detached =
        m.ir.clone_op(find(&ctx, &m, "func.call"), &mut IrMapping::new());
    assert!(table.insert(&mut ctx, &mut m.ir, detached, None).is_err());
    // Erase: the table forgets it.
    table.erase(&ctx, &mut m.ir, copy).unwrap();
    assert_eq!(table.lookup(b"g_0"), None);
    check_valid(&ctx, &m);
    expect![[r#"
        module @outer {
          func.func private @h(i32) -> i32
          func.func @g_1(%arg0: i32) -> i32 {
            %0 = call @h(%arg0) : (i32) -> i32
            %1 = call @g(%0) : (i32) -> i32
            return %1 : i32
          }
          func.func @g(%arg0: i32) -> i32 {
            %0 = call @h(%arg0) : (i32) -> i32
            %1 = call @g(%0) : (i32) -> i32
            return %1 : i32
          }
          module @inner {
            func.func private @f()
            "test.ref"() {refs = [@f, {deep = @outer::@f}]} : () -> ()
          }
          "test.ref"() {other = @g, refs = [@h, {deep = @inner::@f}]} : () -> ()
        }
    "#]]
    .assert_eq(&print(&mut ctx, &mut m));
    // Unregistered ops keep their name in the attributes.
    let mut m = parse(&mut ctx, r#""test.sym"() {sym_name = "a"} : () -> ()"#);
    let op = find(&ctx, &m, "test.sym");
    set_symbol_name(&mut ctx, &mut m.ir, op, b"b");
    assert_eq!(ctx.str_bytes(symbol_name(&ctx, &m.ir, op).unwrap()), b"b");
    assert!(m.ir.op(op).props.is_none());
}
