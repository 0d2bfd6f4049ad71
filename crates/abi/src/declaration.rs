//! The human-readable declaration IREE stores as `iree.abi.declaration`, e.g.
//! `sync func @main(%input0: tensor<1x32x32x3xf32>) -> (%output0: tensor<1x10xf32>)`.
//!
//! It is written the way today's IREE writes it: `sync` or `async` by invocation model, the
//! public name after `func @` unquoted, each value named by its `iree.abi.name` attribute or
//! `input<i>` / `output<i>`, and the value's other attributes appended as `{name = value, ...}`
//! in the order given. Attributes arrive already printed, so the declaration shows them
//! exactly as the IR printer does. `tf_saved_model.index_path` is left out too: this crate
//! consumes it (into `sip` and `iree.abi`), as IREE's TensorFlow import removed it before
//! the declaration was written.

use std::fmt::Write as _;

use crate::function::AbiValue;
use crate::mlir_string::parse_mlir_string;

/// Attribute naming a value in the declaration.
pub const NAME_ATTR: &str = "iree.abi.name";

/// Attribute carrying a value's index path.
pub const INDEX_PATH_ATTR: &str = "tf_saved_model.index_path";

/// How the exported function is invoked.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum InvocationModel {
    /// Synchronous call (`sync func`).
    #[default]
    Sync,
    /// Asynchronous with a wait and a signal fence (`async func`, `iree.abi.model =
    /// "coarse-fences"`).
    CoarseFences,
}

/// The declaration text.
pub fn format_declaration(
    model: InvocationModel,
    name: &str,
    args: &[AbiValue],
    results: &[AbiValue],
) -> String {
    let mut out = String::new();
    out.push_str(match model {
        InvocationModel::Sync => "sync func @",
        InvocationModel::CoarseFences => "async func @",
    });
    out.push_str(name);
    write_values(&mut out, "input", args);
    out.push_str(" -> ");
    write_values(&mut out, "output", results);
    out
}

fn write_values(out: &mut String, default_prefix: &str, values: &[AbiValue]) {
    out.push('(');
    for (i, value) in values.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push('%');
        match value_name(value) {
            Some(name) => out.push_str(&name),
            None => {
                let _ = write!(out, "{default_prefix}{i}");
            }
        }
        let _ = write!(out, ": {}", value.ty);
        let mut shown = value
            .attrs
            .iter()
            .filter(|(name, _)| name != NAME_ATTR && name != INDEX_PATH_ATTR)
            .peekable();
        if shown.peek().is_some() {
            out.push_str(" {");
            for (j, (name, text)) in shown.enumerate() {
                if j > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "{name} = {text}");
            }
            out.push('}');
        }
    }
    out.push(')');
}

/// The value's `iree.abi.name`, when it is a string attribute.
fn value_name(value: &AbiValue) -> Option<String> {
    value
        .attrs
        .iter()
        .find(|(name, _)| name == NAME_ATTR)
        .and_then(|(_, text)| parse_mlir_string(text))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mlir_type::MlirType;

    fn value(ty: &str) -> AbiValue {
        AbiValue::new(MlirType::parse(ty).unwrap())
    }

    #[test]
    fn spec_example() {
        assert_eq!(
            format_declaration(
                InvocationModel::Sync,
                "main",
                &[value("tensor<1x32x32x3xf32>")],
                &[value("tensor<1x10xf32>")]
            ),
            "sync func @main(%input0: tensor<1x32x32x3xf32>) -> (%output0: tensor<1x10xf32>)"
        );
    }

    #[test]
    fn several_values_and_no_results() {
        assert_eq!(
            format_declaration(
                InvocationModel::Sync,
                "matmul",
                &[value("tensor<32x64xi8>"), value("tensor<64x32xi8>")],
                &[]
            ),
            "sync func @matmul(%input0: tensor<32x64xi8>, %input1: tensor<64x32xi8>) -> ()"
        );
    }

    #[test]
    fn names_come_from_iree_abi_name_and_other_attributes_are_appended() {
        let args = [
            value("tensor<128x128xf32>")
                .with_attr("iree.abi.affinity", "#hal.device.promise<@device_a>"),
            value("i32").with_attr("iree.abi.name", "\"count\""),
            value("f32")
                .with_attr("iree.abi.name", "\"a\\22b\"")
                .with_attr("foo", "unit")
                .with_attr("tf_saved_model.index_path", "[0]")
                .with_attr("bar", "1 : i64"),
        ];
        let results = [value("tensor<?xf32>").with_attr("iree.abi.name", "\"out\"")];
        assert_eq!(
            format_declaration(InvocationModel::CoarseFences, "schedule", &args, &results),
            "async func @schedule(%input0: tensor<128x128xf32> {iree.abi.affinity = #hal.device.promise<@device_a>}, \
             %count: i32, %a\"b: f32 {foo = unit, bar = 1 : i64}) -> (%out: tensor<?xf32>)"
        );
    }

    /// Output of `iree-compile --compile-to=abi` (IREE 3.13) for
    /// `func.func @main(%arg0: tensor<?x4xf32> {iree.abi.name = "x"}, %arg1: i32,
    /// %arg2: tensor<4xi8> {iree.abi.consume, test.foo = 1 : i64}, %arg3: !util.list<?>,
    /// %arg4: tuple<i32, f32>) -> (tensor<?x4xf32> {iree.abi.name = "o\22ut"}, i32)`.
    #[test]
    fn matches_iree_3_13() {
        let args = [
            value("tensor<?x4xf32>").with_attr("iree.abi.name", "\"x\""),
            value("i32"),
            value("tensor<4xi8>")
                .with_attr("iree.abi.consume", "unit")
                .with_attr("test.foo", "1 : i64"),
            value("!util.list<?>"),
            value("tuple<i32, f32>"),
        ];
        let results = [
            value("tensor<?x4xf32>").with_attr("iree.abi.name", "\"o\\22ut\""),
            value("i32"),
        ];
        let declaration = format_declaration(InvocationModel::Sync, "main", &args, &results);
        assert_eq!(
            crate::mlir_string::escape_mlir_string(&declaration),
            "\"sync func @main(%x: tensor<?x4xf32>, %input1: i32, %input2: tensor<4xi8> \
             {iree.abi.consume = unit, test.foo = 1 : i64}, %input3: !util.list<?>, \
             %input4: tuple<i32, f32>) -> (%o\\22ut: tensor<?x4xf32>, %output1: i32)\""
        );
        assert_eq!(
            format_declaration(InvocationModel::Sync, "empty", &[], &[]),
            "sync func @empty() -> ()"
        );
    }

    #[test]
    fn a_non_string_name_falls_back_to_the_default() {
        let args = [value("i32").with_attr("iree.abi.name", "42 : i32")];
        assert_eq!(
            format_declaration(InvocationModel::Sync, "f", &args, &[]),
            "sync func @f(%input0: i32) -> ()"
        );
    }
}
