//! `materialize_abi` on parsed modules: which functions get reflection, what it holds, what is
//! kept, warnings and errors. Declarations marked "IREE 3.13" are the `iree.abi.declaration`
//! that `iree-opt --iree-abi-wrap-entry-points` (IREE 3.13.0) wrote for the same function
//! (as a `util.func`); IREE 3.13 no longer writes `f`, `fv`, `iree.abi` or `sip`, whose
//! expected values come from the spec (`shared/spec/abi.md`).

mod support;

use support::{at_offset, parse};

/// `"func.func"` with properties `props` (without braces), the given argument types, and a
/// body returning nothing (the pass does not look at bodies).
fn func(props: &str, attrs: &str, arg_types: &[&str]) -> String {
    let args: Vec<String> = arg_types
        .iter()
        .enumerate()
        .map(|(i, t)| format!("%a{i}: {t}"))
        .collect();
    let block = if args.is_empty() {
        String::new()
    } else {
        format!("^bb0({}):\n", args.join(", "))
    };
    let attrs = if attrs.is_empty() {
        String::new()
    } else {
        format!(" {{{attrs}}}")
    };
    format!("\"func.func\"() <{{{props}}}> ({{\n{block}  \"test.return\"() : () -> ()\n}}){attrs} : () -> ()\n")
}

fn escaped(s: &str) -> String {
    sigil_abi::mlir_string::escape_mlir_string(s)
}

#[test]
fn plain_function_matches_iree_declaration_and_spec_signature() {
    let mut p = parse(&func(
        r#"arg_attrs = [{iree.abi.name = "x"}, {}], function_type = (tensor<?x4xf32>, i32) -> (tensor<?x4xf32>, i32), sym_name = "main""#,
        "",
        &["tensor<?x4xf32>", "i32"],
    ));
    assert_eq!(p.materialize().unwrap(), "");
    // IREE 3.13: iree.abi.declaration = "sync func @main(%x: tensor<?x4xf32>, %input1: i32) ->
    // (%output0: tensor<?x4xf32>, %output1: i32)"
    let expected = format!(
        "{{f = {}, fv = \"1\", iree.abi = {}, iree.abi.declaration = {}}}",
        escaped("I14!B6!d-1d4S3!t6R14!B6!d-1d4S3!t6"),
        escaped(
            r#"{"a":[["ndarray","f32",2,null,4],"i32"],"r":[["ndarray","f32",2,null,4],"i32"],"v":1}"#
        ),
        escaped(
            "sync func @main(%x: tensor<?x4xf32>, %input1: i32) -> (%output0: tensor<?x4xf32>, %output1: i32)"
        ),
    );
    assert_eq!(p.reflection("main").unwrap(), expected);
    let printed = p.print();
    assert!(
        printed.contains(&format!("}}) {{iree.reflection = {expected}}} : () -> ()")),
        "{printed}"
    );
}

#[test]
fn only_public_functions() {
    let text = [
        func(
            r#"function_type = (i32) -> (), sym_name = "private_fn", sym_visibility = "private""#,
            "",
            &["i32"],
        ),
        func(
            r#"function_type = () -> (), sym_name = "nested_fn", sym_visibility = "nested""#,
            "",
            &[],
        ),
        func(
            r#"function_type = () -> (), sym_name = "public_fn", sym_visibility = "public""#,
            "",
            &[],
        ),
        func(
            r#"function_type = () -> (), sym_name = "default_fn""#,
            "",
            &[],
        ),
    ]
    .concat();
    let mut p = parse(&text);
    p.materialize().unwrap();
    assert_eq!(p.reflection("private_fn"), None);
    assert_eq!(p.reflection("nested_fn"), None);
    // IREE 3.13: "sync func @noargs() -> ()" for a function without arguments and results.
    assert_eq!(
        p.reflection("public_fn").unwrap(),
        format!(
            "{{f = \"I1!R1!\", fv = \"1\", iree.abi = {}, iree.abi.declaration = \"sync func @public_fn() -> ()\"}}",
            escaped(r#"{"a":[],"r":[],"v":1}"#)
        )
    );
    assert!(p.reflection("default_fn").is_some());
}

#[test]
fn functions_in_nested_modules() {
    let inner = func(r#"function_type = () -> (), sym_name = "inner""#, "", &[]);
    let mut p = parse(&format!(
        "\"builtin.module\"() <{{sym_name = \"m\"}}> ({{\n{inner}}}) : () -> ()\n"
    ));
    p.materialize().unwrap();
    assert!(p.reflection("inner").is_some());
}

/// IREE 3.13 for `util.func public @types(...)` with these types.
#[test]
fn types_match_iree_declarations_and_unsupported_ones_warn() {
    let types = [
        "i3",
        "index",
        "tensor<2x?xbf16>",
        "f16",
        "ui8",
        "si16",
        "i1",
        "f64",
        "complex<f32>",
        "tensor<4xcomplex<f32>>",
        "tuple<i32, tuple<f32, i8>>",
    ];
    let mut p = parse(&func(
        &format!(
            r#"function_type = ({}) -> (i64, tensor<i32>), sym_name = "types""#,
            types.join(", ")
        ),
        "",
        &types,
    ));
    let functions = sigil_passes::reflect_functions(&p.ctx, &p.module).unwrap();
    assert_eq!(functions.len(), 1);
    let r = &functions[0].reflection;
    assert_eq!(
        r.declaration,
        "sync func @types(%input0: i3, %input1: index, %input2: tensor<2x?xbf16>, %input3: f16, \
         %input4: ui8, %input5: si16, %input6: i1, %input7: f64, %input8: complex<f32>, \
         %input9: tensor<4xcomplex<f32>>, %input10: tuple<i32, tuple<f32, i8>>) -> (%output0: \
         i64, %output1: tensor<i32>)"
    );
    assert_eq!(
        sigil_abi::RawSignature::parse(r.raw_signature.as_bytes())
            .unwrap()
            .to_string(),
        "(Unrecognized, Unrecognized, Buffer<bfloat16[2x?]>, float16, uint8, sint16, sint8, \
         float64, Unrecognized, Unrecognized, Unrecognized) -> (sint64, Buffer<sint32[]>)"
    );
    assert_eq!(
        r.abi_json,
        r#"{"a":["i3","unknown",["ndarray","bf16",2,2,null],"f16","i8","i16","i1","f64","unknown",["ndarray","unknown",1,4],["stuple","i32",["stuple","f32","i8"]]],"r":["i64",["ndarray","i32",0]],"v":1}"#
    );
    let warnings = functions[0].warnings();
    assert_eq!(warnings.len(), 5);
    assert!(warnings.iter().all(at_offset));
    let rendered = p.materialize().unwrap();
    assert!(
        rendered.starts_with(
            "input.mlir:1:1: warning: Argument #0 of function types is not a recognized public \
             ABI type (i3) and the function may not be invocable by standard tools\n\
             \"func.func\"() <{function_type"
        ),
        "{rendered}"
    );
    assert!(rendered.contains(
        "warning: Argument #10 of function types is not a recognized public ABI type \
         (tuple<i32, tuple<f32, i8>>)"
    ));
}

/// IREE 3.13 for `util.func public @enc(...)`: encodings, `!util.list`, other dialects' types.
#[test]
fn other_types_print_as_iree_prints_them() {
    let types = [
        "tensor<4xf32, #foo.bar<1>>",
        "!util.list<?>",
        "!util.list<i32>",
        "vector<4xf32>",
        "memref<4xf32>",
        "tensor<4x?x!util.variant>",
    ];
    let p = parse(&func(
        &format!(
            r#"function_type = ({}) -> (!util.buffer), sym_name = "enc""#,
            types.join(", ")
        ),
        "",
        &types,
    ));
    let functions = sigil_passes::reflect_functions(&p.ctx, &p.module).unwrap();
    let r = &functions[0].reflection;
    assert_eq!(
        r.declaration,
        "sync func @enc(%input0: tensor<4xf32, #foo.bar<1>>, %input1: !util.list<?>, %input2: \
         !util.list<i32>, %input3: vector<4xf32>, %input4: memref<4xf32>, %input5: \
         tensor<4x?x!util.variant>) -> (%output0: !util.buffer)"
    );
    assert_eq!(
        r.abi_json,
        r#"{"a":[["ndarray","f32",1,4],["py_homogeneous_list","unknown"],["py_homogeneous_list","i32"],"unknown","unknown",["ndarray","unknown",2,4,null]],"r":["unknown"],"v":1}"#
    );
    assert_eq!(r.raw_signature, "I21!B3!d4U1!U1!U1!U1!U1!R4!U1!");
}

/// IREE 3.13 for `util.func public @attrs(...) attributes {iree.abi.model = "coarse-fences"}`.
#[test]
fn argument_attributes_names_and_invocation_model_match_iree() {
    let mut p = parse(&func(
        r#"arg_attrs = [{test.flag, test.dict = {b = 1 : i32, a = "s"}, test.arr = [1, "x", @sym]}, {iree.abi.name = "named"}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{test.res = 2.5 : f32}, {iree.abi.name = "out"}], sym_name = "attrs""#,
        r#"iree.abi.model = "coarse-fences""#,
        &["i32", "f32"],
    ));
    p.materialize().unwrap();
    let reflection = p.reflection("attrs").unwrap();
    assert!(
        reflection.contains(
            r#"iree.abi.declaration = "async func @attrs(%input0: i32 {test.arr = [1, \22x\22, @sym], test.dict = {a = \22s\22, b = 1 : i32}, test.flag = unit}, %named: f32) -> (%output0: i32 {test.res = 2.500000e+00 : f32}, %out: f32)", iree.abi.model = "coarse-fences"}"#
        ),
        "{reflection}"
    );
}

/// IREE 3.13 keeps an `iree.abi` function attribute of a `util.func` unchanged in the
/// reflection (`{iree.abi = "{\22a\22:[\22custom\22]}", iree.abi.declaration = ...}`).
#[test]
fn function_attribute_iree_abi_is_passed_through() {
    let mut p = parse(&func(
        r#"function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "passthru""#,
        r#"iree.abi = "{\"a\":[\"custom\"]}""#,
        &["tensor<4xf32>"],
    ));
    p.materialize().unwrap();
    assert_eq!(
        p.reflection("passthru").unwrap(),
        "{f = \"I6!B3!d4R6!B3!d4\", fv = \"1\", iree.abi = \"{\\22a\\22:[\\22custom\\22]}\", \
         iree.abi.declaration = \"sync func @passthru(%input0: tensor<4xf32>) -> (%output0: tensor<4xf32>)\"}"
    );
    // The function attribute itself stays.
    assert!(p
        .print()
        .contains(r#"{iree.abi = "{\22a\22:[\22custom\22]}", iree.reflection"#));
}

/// IREE 3.13 merges into an existing `iree.reflection` (keeping `other = "keep"` and its
/// `iree.abi`) but writes a duplicate key when the dictionary already has one of its own
/// entries; here the existing entry wins and appears once.
#[test]
fn existing_reflection_entries_are_kept() {
    let mut p = parse(&func(
        r#"function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "refl""#,
        r#"iree.abi = "{\"a\":[\"fn\"]}", iree.reflection = {f = "stale", iree.abi = "{\"a\":[\"mine\"]}", iree.abi.declaration = "mine", other = "keep"}"#,
        &["tensor<4xf32>"],
    ));
    p.materialize().unwrap();
    let expected =
        "{f = \"I6!B3!d4R6!B3!d4\", fv = \"1\", iree.abi = \"{\\22a\\22:[\\22mine\\22]}\", \
                    iree.abi.declaration = \"mine\", other = \"keep\"}";
    assert_eq!(p.reflection("refl").unwrap(), expected);
    // A second run changes nothing.
    let once = p.print();
    p.materialize().unwrap();
    assert_eq!(p.print(), once);
}

#[test]
fn existing_reflection_model_makes_the_declaration_async() {
    let mut p = parse(&func(
        r#"function_type = (i32) -> (), sym_name = "m""#,
        r#"iree.reflection = {iree.abi.model = "coarse-fences"}"#,
        &["i32"],
    ));
    p.materialize().unwrap();
    assert!(p
        .reflection("m")
        .unwrap()
        .contains("iree.abi.declaration = \"async func @m(%input0: i32) -> ()\", iree.abi.model = \"coarse-fences\"}"));
}

#[test]
fn function_declaration_attribute_is_used() {
    // IREE 3.13: `iree.abi.declaration = "mine"` on the function gives exactly that.
    let mut p = parse(&func(
        r#"function_type = () -> (), sym_name = "d""#,
        r#"iree.abi.declaration = "mine""#,
        &[],
    ));
    p.materialize().unwrap();
    assert!(p
        .reflection("d")
        .unwrap()
        .ends_with("iree.abi.declaration = \"mine\"}"));
}

#[test]
fn index_paths_give_sip_and_structured_records() {
    let mut p = parse(&func(
        r#"arg_attrs = [{tf_saved_model.index_path = [0]}, {tf_saved_model.index_path = [1, "b"]}, {tf_saved_model.index_path = [1, "a"]}], function_type = (tensor<4xf32>, i32, f32) -> (tensor<4xf32>), res_attrs = [{tf_saved_model.index_path = []}], sym_name = "predict""#,
        "",
        &["tensor<4xf32>", "i32", "f32"],
    ));
    p.materialize().unwrap();
    let reflection = p.reflection("predict").unwrap();
    let sip = "I27!S23!k0_0k1D13!K2!a_2K2!b_1R3!_0";
    assert!(
        reflection.starts_with(&format!(
            "{{abi = \"sip\", abiv = 1 : i32, f = \"I14!B3!d4S3!t6S1!R6!B3!d4\", fv = \"1\", iree.abi = {}, iree.abi.declaration = {}, sip = \"{sip}\"}}",
            escaped(r#"{"a":[["ndarray","f32",1,4],["sdict",["a","f32"],["b","i32"]]],"r":[["ndarray","f32",1,4]],"v":1}"#),
            escaped("sync func @predict(%input0: tensor<4xf32>, %input1: i32, %input2: f32) -> (%output0: tensor<4xf32>)"),
        )),
        "{reflection}"
    );
    let decoded = sigil_abi::SipSignature::parse(sip.as_bytes()).unwrap();
    assert_eq!(
        decoded.inputs_text(),
        ":[\n  0=raw(0),\n  1:{\n    a=raw(2),\n    b=raw(1),\n  },\n],\n"
    );
}

#[test]
fn conflicting_index_paths_are_an_error_and_nothing_changes() {
    let ok = func(r#"function_type = () -> (), sym_name = "first""#, "", &[]);
    let bad = func(
        r#"arg_attrs = [{tf_saved_model.index_path = [0]}, {tf_saved_model.index_path = [0, "a"]}], function_type = (i32, i32) -> (), sym_name = "h""#,
        "",
        &["i32", "i32"],
    );
    let mut p = parse(&format!("{ok}{bad}"));
    let before = p.print();
    let err = p.materialize().unwrap_err();
    assert_eq!(
        err.lines().next().unwrap(),
        "input.mlir:4:1: error: function h: index paths of the arguments: path [0] of raw index 0 \
         is a prefix of path [0, \"a\"] of raw index 1"
    );
    assert_eq!(p.print(), before);
    assert_eq!(p.reflection("first"), None);
}

#[test]
fn bad_attributes_are_errors() {
    let cases = [
        (
            r#"arg_attrs = [{tf_saved_model.index_path = 3 : i32}], function_type = (i32) -> (), sym_name = "p""#,
            "",
            "error: argument #0 of function p: tf_saved_model.index_path = 3 : i32: expected '[' at byte 0 of the index path",
        ),
        (
            r#"arg_attrs = [{tf_saved_model.index_path = [1.5]}], function_type = (i32) -> (), sym_name = "p""#,
            "",
            "error: argument #0 of function p: tf_saved_model.index_path = [1.500000e+00]: expected ',' or ']' at byte 2 of the index path",
        ),
        (
            r#"arg_attrs = [{}], function_type = (i32) -> (), sym_name = "p""#,
            "iree.reflection = 1 : i32",
            "error: function p: attribute iree.reflection = 1 : i32: expected a dictionary",
        ),
        (
            r#"arg_attrs = [{}], function_type = (i32) -> (), sym_name = "p""#,
            "iree.abi = 7 : i32",
            "error: function p: attribute iree.abi = 7 : i32: expected a string",
        ),
        (
            r#"arg_attrs = [{}], function_type = (i32) -> (), sym_name = "p""#,
            r#"iree.reflection = {iree.abi.model = "eager"}"#,
            "error: function p: attribute iree.abi.model = \"eager\": expected \"sync\" or \"coarse-fences\"",
        ),
    ];
    for (props, attrs, expected) in cases {
        let mut p = parse(&func(props, attrs, &["i32"]));
        let err = p.materialize().unwrap_err();
        assert!(
            err.starts_with(&format!("input.mlir:1:1: {expected}\n")),
            "{err}\nexpected: {expected}"
        );
    }
}

/// Functions the verifier would reject (it runs before the pass) still give an error, not a
/// panic, when the pass meets them.
#[test]
fn malformed_functions_are_errors() {
    let cases = [
        (
            r#"function_type = (i32) -> (), sym_name = 3"#,
            "error: 'func.func' op requires attribute 'sym_name'",
        ),
        (
            r#"function_type = i32, sym_name = "p""#,
            "error: 'func.func' op requires attribute 'function_type'",
        ),
        (
            r#"sym_name = "p""#,
            "error: 'func.func' op requires attribute 'function_type'",
        ),
    ];
    for (props, expected) in cases {
        // The parser checks func.func's properties; an unregistered op renamed after parsing
        // gets past it.
        let text = func(props, "", &[]).replace("\"func.func\"", "\"test.func\"");
        let mut p = support::parse_unverified(&text);
        let err = p.materialize().unwrap_err();
        assert!(
            err.starts_with(&format!("input.mlir:1:1: {expected}\n")),
            "{err}\nexpected: {expected}"
        );
    }
}

/// The attribute the pass builds prints exactly as `Reflection::dictionary()` (the ABI
/// crate's own printed form), for plain, structured and async functions.
#[test]
fn written_dictionary_prints_as_the_abi_crate_prints_it() {
    let text = [
        func(
            r#"function_type = (tensor<?x?xf16>, i3) -> (tuple<i32>), sym_name = "a""#,
            "",
            &["tensor<?x?xf16>", "i3"],
        ),
        func(
            r#"arg_attrs = [{tf_saved_model.index_path = ["k"], iree.abi.name = "kw"}], function_type = (i64) -> (), sym_name = "b""#,
            r#"iree.abi.model = "coarse-fences""#,
            &["i64"],
        ),
        func(
            r#"function_type = () -> (), sym_name = "c", sym_visibility = "private""#,
            r#"iree.reflection = {f = "untouched"}"#,
            &[],
        ),
    ]
    .concat();
    let mut p = parse(&text);
    let functions = sigil_passes::reflect_functions(&p.ctx, &p.module).unwrap();
    assert_eq!(functions.len(), 2);
    p.materialize().unwrap();
    for function in &functions {
        assert_eq!(
            p.reflection(&function.name).unwrap(),
            function.reflection.dictionary()
        );
    }
    assert_eq!(p.reflection("c").unwrap(), "{f = \"untouched\"}");
}
