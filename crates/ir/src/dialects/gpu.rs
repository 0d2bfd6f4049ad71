//! The attributes of MLIR's `gpu` dialect that other dialects' IR carries:
//! memref memory spaces (`#gpu.address_space<workgroup>`, and the mapping
//! form `#gpu.memory_space<private>`) and `scf.forall`'s device mappings
//! (`#gpu.thread<x>`, `#gpu.block<y>`, `#gpu.warp<z>`,
//! `#gpu.warpgroup<x>`, `#gpu.lane<linear_dim_0>`). All are enum
//! attributes, kept as one integer by `enum_attr_def!`, so parsing,
//! printing and errors are MLIR's generated ones.
//!
//! sigil has no `gpu` ops: the dialect is registered for its attributes
//! only (`registry::ATTR_ONLY`), so `gpu.*` ops still get sigil's "does not
//! support" error. The other attributes `mlir-opt-22` knows in `gpu`
//! (`UNSUPPORTED`) are refused with a message saying so, not taken for
//! unknown ones.

use super::api::{AttrDef, EnumCases};

pub(crate) static ATTRS: [AttrDef; 7] = [
    crate::enum_attr_def!("gpu", "address_space", ADDRESS_SPACE),
    crate::enum_attr_def!("gpu", "memory_space", ADDRESS_SPACE),
    crate::enum_attr_def!("gpu", "thread", MAPPING_ID),
    crate::enum_attr_def!("gpu", "block", MAPPING_ID),
    crate::enum_attr_def!("gpu", "warp", MAPPING_ID),
    crate::enum_attr_def!("gpu", "warpgroup", MAPPING_ID),
    crate::enum_attr_def!("gpu", "lane", MAPPING_ID),
];

/// `GPU_AddressSpaceEnum`.
const ADDRESS_SPACE: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::gpu::AddressSpace",
    cases: &["global", "workgroup", "private"],
    bits: None,
};

/// `MappingIdEnum`.
const MAPPING_ID: EnumCases = EnumCases {
    message: None,
    cpp_name: "::mlir::gpu::MappingId",
    cases: &[
        "x",
        "y",
        "z",
        "linear_dim_0",
        "linear_dim_1",
        "linear_dim_2",
        "linear_dim_3",
        "linear_dim_4",
        "linear_dim_5",
        "linear_dim_6",
        "linear_dim_7",
        "linear_dim_8",
        "linear_dim_9",
    ],
    bits: None,
};

/// The `gpu` attributes `mlir-opt-22` parses that sigil does not.
pub(crate) const UNSUPPORTED: &[&str] = &[
    "all_reduce_op",
    "broadcast",
    "dim",
    "kernel_metadata",
    "kernel_table",
    "loop_dim_map",
    "mask",
    "mat_transpose_mode",
    "mma_element_wise",
    "object",
    "prune_2to4_spmat_flag",
    "select_object",
    "shuffle_mode",
];
