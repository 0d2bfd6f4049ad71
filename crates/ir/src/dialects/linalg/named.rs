//! The named structured ops of `linalg`: per op its indexing maps and the
//! computation its payload region performs (MLIR's OpDSL definitions in
//! `LinalgNamedStructuredOps.yaml` and the hand-written matmul, contract
//! and elementwise ops), and the builder that creates that region when the
//! op is parsed in custom form, as `fillStructuredOpRegion` does: block
//! arguments of the operands' element types with unknown locations, the
//! scalar ops (with numeric casts to the output type) and `linalg.yield`.

use sigil_affine::AffineMap;

use super::{
    elem_or_self, enum_case, LinalgEnum, BINARY_FNS, ELEMENTWISE_PROPS, MATMUL_PROPS, SEG_CAST,
    SEG_CONV, SEG_ONLY, UNARY_FNS,
};
use crate::attrs::{Attr, AttrData, NamedAttr};
use crate::context::Context;
use crate::diag::DResult;
use crate::dialects::PropSpec;
use crate::ir::{BlockId, LocRef, NewOp, RegionId, Value};
use crate::parser::{NamedAttrs, Parser};
use crate::types::{Type, TypeData};

/// How a named op indexes its operands.
#[derive(Clone, Copy)]
pub(crate) enum Maps {
    /// Rank-polymorphic: identity maps of the output rank; rank-0 operands
    /// get `(d0, ...) -> ()`.
    Elementwise,
    /// Fixed maps over `dims` loops, one result list per operand; `S<i>`
    /// and `D<i>` stand for the `strides` and `dilations` values. These
    /// are memoized in `linalg.memoized_indexing_maps`.
    Static {
        dims: u32,
        maps: &'static [&'static str],
    },
    /// The `indexing_maps` property, these maps over `dims` loops when
    /// absent (the matmul ops).
    Matmul {
        dims: u32,
        defaults: &'static [&'static str],
    },
    /// The required `indexing_maps` property (`linalg.contract`).
    Contract,
    /// The `indexing_maps` property, identities when absent
    /// (`linalg.elementwise`).
    ElementwiseOp,
}

/// What the payload computes; `O` is the output's block argument.
#[derive(Clone, Copy)]
pub(crate) enum Body {
    /// `O = cast(I)`.
    Copy,
    /// `O = I` (`linalg.fill`).
    Fill,
    /// `O = fn(I)`, an index into [`UNARY_FNS`].
    Unary(u8),
    /// `O = fn(A, B)`, an index into [`BINARY_FNS`].
    Binary(u8),
    /// `O = select(C, A, B)`.
    Select,
    /// `O = O + cast(A) * cast(B)`.
    MulAdd,
    /// `O = O + (cast(A) - cast(AZp)) * (cast(B) - cast(BZp))`: a matrix
    /// product of quantized values with their zero points (signed casts).
    QuantizedMulAdd,
    /// `O = fn(O, cast(I))` (poolings), unsigned casts when `unsigned`.
    Pool { binary: u8, unsigned: bool },
    /// By the `kind` attribute (`linalg.elementwise`).
    Elementwise,
}

/// One named structured op.
pub(crate) struct Spec {
    pub name: &'static str,
    pub props: &'static [PropSpec],
    pub maps: Maps,
    pub body: Body,
    /// The number of spatial dimensions `strides`/`dilations` have (0: the
    /// op has neither).
    pub sd: usize,
}

const ADD: u8 = 0;
const MAX_S: u8 = 5;
const MIN_S: u8 = 6;
const MAX_U: u8 = 7;
const MIN_U: u8 = 8;

const fn ew(name: &'static str, body: Body) -> Spec {
    Spec {
        name,
        props: SEG_ONLY,
        maps: Maps::Elementwise,
        body,
        sd: 0,
    }
}

const fn fixed(name: &'static str, dims: u32, maps: &'static [&'static str]) -> Spec {
    Spec {
        name,
        props: SEG_ONLY,
        maps: Maps::Static { dims, maps },
        body: Body::MulAdd,
        sd: 0,
    }
}

const fn conv(name: &'static str, sd: usize, dims: u32, maps: &'static [&'static str]) -> Spec {
    Spec {
        name,
        props: SEG_CONV,
        maps: Maps::Static { dims, maps },
        body: Body::MulAdd,
        sd,
    }
}

/// A convolution of quantized values: the input and filter zero points are
/// the third and fourth inputs (scalars, mapped to `()`).
const fn conv_q(name: &'static str, sd: usize, dims: u32, maps: &'static [&'static str]) -> Spec {
    Spec {
        name,
        props: SEG_CONV,
        maps: Maps::Static { dims, maps },
        body: Body::QuantizedMulAdd,
        sd,
    }
}

const fn pool(
    name: &'static str,
    binary: u8,
    unsigned: bool,
    sd: usize,
    dims: u32,
    maps: &'static [&'static str],
) -> Spec {
    Spec {
        name,
        props: SEG_CONV,
        maps: Maps::Static { dims, maps },
        body: Body::Pool { binary, unsigned },
        sd,
    }
}

const NWC_POOL: &[&str] = &["d0, d1 * S0 + d3 * D0, d2", "d3", "d0, d1, d2"];
const NCW_POOL: &[&str] = &["d0, d1, d2 * S0 + d3 * D0", "d3", "d0, d1, d2"];
const NHWC_POOL: &[&str] = &[
    "d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d3",
    "d4, d5",
    "d0, d1, d2, d3",
];
const NCHW_POOL: &[&str] = &[
    "d0, d1, d2 * S0 + d4 * D0, d3 * S1 + d5 * D1",
    "d4, d5",
    "d0, d1, d2, d3",
];
const NDHWC_POOL: &[&str] = &[
    "d0, d1 * S0 + d5 * D0, d2 * S1 + d6 * D1, d3 * S2 + d7 * D2, d4",
    "d5, d6, d7",
    "d0, d1, d2, d3, d4",
];

/// Every named structured op sigil knows.
pub(crate) const SPECS: &[Spec] = &[
    Spec {
        name: "linalg.matmul",
        props: MATMUL_PROPS,
        maps: Maps::Matmul {
            dims: 3,
            defaults: &["d0, d2", "d2, d1", "d0, d1"],
        },
        body: Body::MulAdd,
        sd: 0,
    },
    Spec {
        name: "linalg.batch_matmul",
        props: MATMUL_PROPS,
        maps: Maps::Matmul {
            dims: 4,
            defaults: &["d0, d1, d3", "d0, d3, d2", "d0, d1, d2"],
        },
        body: Body::MulAdd,
        sd: 0,
    },
    Spec {
        name: "linalg.batch_reduce_matmul",
        props: MATMUL_PROPS,
        maps: Maps::Matmul {
            dims: 4,
            defaults: &["d0, d1, d3", "d0, d3, d2", "d1, d2"],
        },
        body: Body::MulAdd,
        sd: 0,
    },
    Spec {
        name: "linalg.contract",
        props: MATMUL_PROPS,
        maps: Maps::Contract,
        body: Body::MulAdd,
        sd: 0,
    },
    Spec {
        name: "linalg.elementwise",
        props: ELEMENTWISE_PROPS,
        maps: Maps::ElementwiseOp,
        body: Body::Elementwise,
        sd: 0,
    },
    Spec {
        name: "linalg.copy",
        props: SEG_CAST,
        maps: Maps::Elementwise,
        body: Body::Copy,
        sd: 0,
    },
    ew("linalg.fill", Body::Fill),
    ew("linalg.exp", Body::Unary(0)),
    ew("linalg.log", Body::Unary(1)),
    ew("linalg.abs", Body::Unary(2)),
    ew("linalg.ceil", Body::Unary(3)),
    ew("linalg.floor", Body::Unary(4)),
    ew("linalg.negf", Body::Unary(5)),
    ew("linalg.reciprocal", Body::Unary(6)),
    ew("linalg.round", Body::Unary(7)),
    ew("linalg.sqrt", Body::Unary(8)),
    ew("linalg.rsqrt", Body::Unary(9)),
    ew("linalg.square", Body::Unary(10)),
    ew("linalg.tanh", Body::Unary(11)),
    ew("linalg.erf", Body::Unary(12)),
    ew("linalg.add", Body::Binary(0)),
    ew("linalg.sub", Body::Binary(1)),
    ew("linalg.mul", Body::Binary(2)),
    ew("linalg.div", Body::Binary(3)),
    ew("linalg.div_unsigned", Body::Binary(4)),
    ew("linalg.max", Body::Binary(MAX_S)),
    ew("linalg.min", Body::Binary(MIN_S)),
    ew("linalg.powf", Body::Binary(9)),
    ew("linalg.select", Body::Select),
    fixed(
        "linalg.mmt4d",
        6,
        &["d0, d2, d3, d5", "d1, d2, d4, d5", "d0, d1, d3, d4"],
    ),
    fixed(
        "linalg.batch_mmt4d",
        7,
        &[
            "d0, d1, d3, d4, d6",
            "d0, d2, d3, d5, d6",
            "d0, d1, d2, d4, d5",
        ],
    ),
    Spec {
        name: "linalg.quantized_matmul",
        props: SEG_ONLY,
        maps: Maps::Static {
            dims: 3,
            maps: &["d0, d2", "d2, d1", "", "", "d0, d1"],
        },
        body: Body::QuantizedMulAdd,
        sd: 0,
    },
    Spec {
        name: "linalg.quantized_batch_matmul",
        props: SEG_ONLY,
        maps: Maps::Static {
            dims: 4,
            maps: &["d0, d1, d3", "d0, d3, d2", "", "", "d0, d1, d2"],
        },
        body: Body::QuantizedMulAdd,
        sd: 0,
    },
    fixed("linalg.matvec", 2, &["d0, d1", "d1", "d0"]),
    fixed("linalg.vecmat", 2, &["d1", "d1, d0", "d0"]),
    fixed(
        "linalg.batch_matvec",
        3,
        &["d0, d1, d2", "d0, d2", "d0, d1"],
    ),
    fixed(
        "linalg.batch_vecmat",
        3,
        &["d0, d2", "d0, d2, d1", "d0, d1"],
    ),
    fixed("linalg.dot", 1, &["d0", "d0", ""]),
    fixed("linalg.conv_1d", 2, &["d0 + d1", "d1", "d0"]),
    fixed(
        "linalg.conv_2d",
        4,
        &["d0 + d2, d1 + d3", "d2, d3", "d0, d1"],
    ),
    fixed(
        "linalg.conv_3d",
        6,
        &["d0 + d3, d1 + d4, d2 + d5", "d3, d4, d5", "d0, d1, d2"],
    ),
    conv(
        "linalg.conv_1d_nwc_wcf",
        1,
        5,
        &["d0, d1 * S0 + d3 * D0, d4", "d3, d4, d2", "d0, d1, d2"],
    ),
    conv(
        "linalg.conv_1d_ncw_fcw",
        1,
        5,
        &["d0, d3, d2 * S0 + d4 * D0", "d1, d3, d4", "d0, d1, d2"],
    ),
    conv(
        "linalg.conv_2d_nhwc_hwcf",
        2,
        7,
        &[
            "d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d6",
            "d4, d5, d6, d3",
            "d0, d1, d2, d3",
        ],
    ),
    conv_q(
        "linalg.conv_2d_nhwc_hwcf_q",
        2,
        7,
        &[
            "d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d6",
            "d4, d5, d6, d3",
            "",
            "",
            "d0, d1, d2, d3",
        ],
    ),
    conv_q(
        "linalg.conv_2d_nhwc_fhwc_q",
        2,
        7,
        &[
            "d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d6",
            "d3, d4, d5, d6",
            "",
            "",
            "d0, d1, d2, d3",
        ],
    ),
    conv_q(
        "linalg.conv_2d_nchw_fchw_q",
        2,
        7,
        &[
            "d0, d4, d2 * S0 + d5 * D0, d3 * S1 + d6 * D1",
            "d1, d4, d5, d6",
            "",
            "",
            "d0, d1, d2, d3",
        ],
    ),
    conv_q(
        "linalg.conv_2d_nhwgc_gfhwc_q",
        2,
        8,
        &[
            "d0, d1 * S0 + d5 * D0, d2 * S1 + d6 * D1, d3, d7",
            "d3, d4, d5, d6, d7",
            "",
            "",
            "d0, d1, d2, d3, d4",
        ],
    ),
    conv_q(
        "linalg.conv_2d_ngchw_gfchw_q",
        2,
        8,
        &[
            "d0, d1, d5, d3 * S0 + d6 * D0, d4 * S1 + d7 * D1",
            "d1, d2, d5, d6, d7",
            "",
            "",
            "d0, d1, d2, d3, d4",
        ],
    ),
    conv_q(
        "linalg.conv_3d_ndhwc_dhwcf_q",
        3,
        9,
        &[
            "d0, d1 * S0 + d5 * D0, d2 * S1 + d6 * D1, d3 * S2 + d7 * D2, d8",
            "d5, d6, d7, d8, d4",
            "",
            "",
            "d0, d1, d2, d3, d4",
        ],
    ),
    conv_q(
        "linalg.depthwise_conv_2d_nhwc_hwc_q",
        2,
        6,
        &[
            "d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d3",
            "d4, d5, d3",
            "",
            "",
            "d0, d1, d2, d3",
        ],
    ),
    conv_q(
        "linalg.depthwise_conv_2d_nhwc_hwcm_q",
        2,
        7,
        &[
            "d0, d1 * S0 + d5 * D0, d2 * S1 + d6 * D1, d3",
            "d5, d6, d3, d4",
            "",
            "",
            "d0, d1, d2, d3, d4",
        ],
    ),
    conv(
        "linalg.conv_2d_nhwc_fhwc",
        2,
        7,
        &[
            "d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d6",
            "d3, d4, d5, d6",
            "d0, d1, d2, d3",
        ],
    ),
    conv(
        "linalg.conv_2d_nchw_fchw",
        2,
        7,
        &[
            "d0, d4, d2 * S0 + d5 * D0, d3 * S1 + d6 * D1",
            "d1, d4, d5, d6",
            "d0, d1, d2, d3",
        ],
    ),
    conv(
        "linalg.conv_2d_ngchw_fgchw",
        2,
        8,
        &[
            "d0, d1, d5, d3 * S0 + d6 * D0, d4 * S1 + d7 * D1",
            "d2, d1, d5, d6, d7",
            "d0, d1, d2, d3, d4",
        ],
    ),
    conv(
        "linalg.conv_2d_ngchw_gfchw",
        2,
        8,
        &[
            "d0, d1, d5, d3 * S0 + d6 * D0, d4 * S1 + d7 * D1",
            "d1, d2, d5, d6, d7",
            "d0, d1, d2, d3, d4",
        ],
    ),
    conv(
        "linalg.conv_2d_nhwgc_gfhwc",
        2,
        8,
        &[
            "d0, d1 * S0 + d5 * D0, d2 * S1 + d6 * D1, d3, d7",
            "d3, d4, d5, d6, d7",
            "d0, d1, d2, d3, d4",
        ],
    ),
    conv(
        "linalg.conv_3d_ndhwc_dhwcf",
        3,
        9,
        &[
            "d0, d1 * S0 + d5 * D0, d2 * S1 + d6 * D1, d3 * S2 + d7 * D2, d8",
            "d5, d6, d7, d8, d4",
            "d0, d1, d2, d3, d4",
        ],
    ),
    conv(
        "linalg.conv_3d_ncdhw_fcdhw",
        3,
        9,
        &[
            "d0, d5, d2 * S0 + d6 * D0, d3 * S1 + d7 * D1, d4 * S2 + d8 * D2",
            "d1, d5, d6, d7, d8",
            "d0, d1, d2, d3, d4",
        ],
    ),
    conv(
        "linalg.depthwise_conv_1d_nwc_wc",
        1,
        4,
        &["d0, d1 * S0 + d3 * D0, d2", "d3, d2", "d0, d1, d2"],
    ),
    conv(
        "linalg.depthwise_conv_1d_ncw_cw",
        1,
        4,
        &["d0, d2, d1 * S0 + d3 * D0", "d2, d3", "d0, d2, d1"],
    ),
    conv(
        "linalg.depthwise_conv_1d_nwc_wcm",
        1,
        5,
        &["d0, d1 * S0 + d4 * D0, d2", "d4, d2, d3", "d0, d1, d2, d3"],
    ),
    conv(
        "linalg.depthwise_conv_2d_nchw_chw",
        2,
        6,
        &[
            "d0, d3, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1",
            "d3, d4, d5",
            "d0, d3, d1, d2",
        ],
    ),
    conv(
        "linalg.depthwise_conv_2d_nhwc_hwc",
        2,
        6,
        &[
            "d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d3",
            "d4, d5, d3",
            "d0, d1, d2, d3",
        ],
    ),
    conv(
        "linalg.depthwise_conv_2d_nhwc_hwcm",
        2,
        7,
        &[
            "d0, d1 * S0 + d5 * D0, d2 * S1 + d6 * D1, d3",
            "d5, d6, d3, d4",
            "d0, d1, d2, d3, d4",
        ],
    ),
    conv(
        "linalg.depthwise_conv_3d_ndhwc_dhwc",
        3,
        8,
        &[
            "d0, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d3 * S2 + d6 * D2, d7",
            "d4, d5, d6, d7",
            "d0, d1, d2, d3, d7",
        ],
    ),
    conv(
        "linalg.depthwise_conv_3d_ncdhw_cdhw",
        3,
        8,
        &[
            "d0, d7, d1 * S0 + d4 * D0, d2 * S1 + d5 * D1, d3 * S2 + d6 * D2",
            "d7, d4, d5, d6",
            "d0, d7, d1, d2, d3",
        ],
    ),
    conv(
        "linalg.depthwise_conv_3d_ndhwc_dhwcm",
        3,
        9,
        &[
            "d0, d1 * S0 + d5 * D0, d2 * S1 + d6 * D1, d3 * S2 + d7 * D2, d8",
            "d5, d6, d7, d8, d4",
            "d0, d1, d2, d3, d8, d4",
        ],
    ),
    pool("linalg.pooling_nhwc_sum", ADD, false, 2, 6, NHWC_POOL),
    pool("linalg.pooling_nchw_sum", ADD, false, 2, 6, NCHW_POOL),
    pool("linalg.pooling_nhwc_max", MAX_S, false, 2, 6, NHWC_POOL),
    pool(
        "linalg.pooling_nhwc_max_unsigned",
        MAX_U,
        true,
        2,
        6,
        NHWC_POOL,
    ),
    pool("linalg.pooling_nchw_max", MAX_S, false, 2, 6, NCHW_POOL),
    pool("linalg.pooling_nhwc_min", MIN_S, false, 2, 6, NHWC_POOL),
    pool(
        "linalg.pooling_nhwc_min_unsigned",
        MIN_U,
        true,
        2,
        6,
        NHWC_POOL,
    ),
    pool("linalg.pooling_nwc_sum", ADD, false, 1, 4, NWC_POOL),
    pool("linalg.pooling_ncw_sum", ADD, false, 1, 4, NCW_POOL),
    pool("linalg.pooling_nwc_max", MAX_S, false, 1, 4, NWC_POOL),
    pool(
        "linalg.pooling_nwc_max_unsigned",
        MAX_U,
        true,
        1,
        4,
        NWC_POOL,
    ),
    pool("linalg.pooling_ncw_max", MAX_S, false, 1, 4, NCW_POOL),
    pool("linalg.pooling_nwc_min", MIN_S, false, 1, 4, NWC_POOL),
    pool(
        "linalg.pooling_nwc_min_unsigned",
        MIN_U,
        true,
        1,
        4,
        NWC_POOL,
    ),
    pool("linalg.pooling_ndhwc_sum", ADD, false, 3, 8, NDHWC_POOL),
    pool("linalg.pooling_ndhwc_max", MAX_S, false, 3, 8, NDHWC_POOL),
    pool("linalg.pooling_ndhwc_min", MIN_S, false, 3, 8, NDHWC_POOL),
];

/// The spec of a named op.
pub(crate) fn spec(name: &[u8]) -> Option<&'static Spec> {
    SPECS.iter().find(|s| s.name.as_bytes() == name)
}

impl Spec {
    /// Whether the op reads a `cast` attribute (`TypeFnAttr`).
    pub(crate) fn has_cast(&self) -> bool {
        self.props.iter().any(|p| p.name == "cast")
    }

    /// The number of block arguments the payload region takes, when fixed.
    pub(crate) fn region_args(&self) -> Option<usize> {
        Some(match self.body {
            Body::Copy | Body::Fill | Body::Unary(_) => 2,
            Body::Binary(_) | Body::MulAdd | Body::Pool { .. } => 3,
            Body::Select => 4,
            Body::QuantizedMulAdd => 5,
            Body::Elementwise => return None,
        })
    }
}

/// The arity of an elementwise kind (`exp`: 1, `add`: 2, `select`: 3).
pub(crate) fn kind_arity(kind: &str) -> Option<usize> {
    if UNARY_FNS.contains(&kind) {
        Some(1)
    } else if BINARY_FNS.contains(&kind) {
        Some(2)
    } else if kind == "select" {
        Some(3)
    } else {
        None
    }
}

/// `(d0, ..., d{n-1}) -> (results)` with `S<i>`/`D<i>` replaced.
pub(crate) fn make_map(
    dims: u32,
    results: &str,
    strides: &[i64],
    dilations: &[i64],
) -> Option<AffineMap> {
    let mut text = results.to_string();
    for i in (0..3).rev() {
        let s = strides.get(i).copied().unwrap_or(1);
        let d = dilations.get(i).copied().unwrap_or(1);
        text = text.replace(&format!("S{i}"), &s.to_string());
        text = text.replace(&format!("D{i}"), &d.to_string());
    }
    let dims: Vec<String> = (0..dims).map(|i| format!("d{i}")).collect();
    sigil_affine::parse_affine_map(&format!("({}) -> ({text})", dims.join(", "))).ok()
}

/// The identity map over `n` loops, or `(d0, ...) -> ()` when `empty`.
pub(crate) fn identity(n: usize, empty: bool) -> Option<AffineMap> {
    if empty {
        make_map(n as u32, "", &[], &[])
    } else {
        Some(AffineMap::multi_dim_identity(n as u32))
    }
}

/// The integer values of a `strides`/`dilations` attribute of shape `[n]`.
pub(crate) fn int_elements(ctx: &Context, a: Attr, n: usize) -> Option<Vec<i64>> {
    if !int_elements_of_shape(ctx, a, n) {
        return None;
    }
    crate::dialects::support::dense_int_values(ctx, a, true)
        .iter()
        .map(|s| s.parse().ok())
        .collect()
}

/// `RankedI64ElementsAttr<[n]>`: dense `i64` elements of shape `[n]`.
pub(crate) fn int_elements_of_shape(ctx: &Context, a: Attr, n: usize) -> bool {
    let AttrData::DenseElements { ty, .. } = ctx.attr_data(a) else {
        return false;
    };
    let td = ctx.type_data(*ty);
    let elem_ok = td.element_type().is_some_and(|e| {
        matches!(
            ctx.type_data(e),
            TypeData::Integer {
                width: 64,
                signedness: crate::types::Signedness::Signless
            }
        )
    });
    elem_ok && td.shape() == Some(&[n as i64][..])
}

/// The static maps of `spec` for these `strides`/`dilations` attributes.
pub(crate) fn static_maps(
    ctx: &Context,
    spec: &Spec,
    strides: Option<Attr>,
    dilations: Option<Attr>,
) -> Option<Vec<AffineMap>> {
    let Maps::Static { dims, maps } = spec.maps else {
        return None;
    };
    let s = strides
        .and_then(|a| int_elements(ctx, a, spec.sd))
        .unwrap_or_default();
    let d = dilations
        .and_then(|a| int_elements(ctx, a, spec.sd))
        .unwrap_or_default();
    maps.iter().map(|m| make_map(dims, m, &s, &d)).collect()
}

/// An array attribute of affine maps.
pub(crate) fn maps_attr(ctx: &mut Context, maps: Vec<AffineMap>) -> Attr {
    let elems: smallvec::SmallVec<[Attr; 4]> = maps
        .into_iter()
        .map(|m| ctx.intern_attr(AttrData::AffineMap(Box::new(m))))
        .collect();
    ctx.intern_attr(AttrData::Array(elems))
}

// ----- building payload regions -----

/// Creates scalar ops at the end of a block, as MLIR's `OpBuilder` and the
/// linalg `RegionBuilderHelper` do. Errors are the custom parser's, at `at`.
pub(crate) struct Builder<'p, 'a> {
    pub p: &'p mut Parser<'a>,
    pub block: BlockId,
    pub loc: LocRef,
    pub at: u32,
}

impl Builder<'_, '_> {
    /// Appends op `name` with its default properties (and `attrs` split
    /// into inherent and discardable ones); returns its result, if any.
    pub(crate) fn op(
        &mut self,
        name: &str,
        operands: &[Value],
        result: Option<Type>,
        attrs: NamedAttrs,
    ) -> DResult<Option<Value>> {
        let name_attr = self.p.ctx.string_attr(name.as_bytes());
        let (props, rest) = self
            .p
            .split_inherent(self.at, name_attr, Vec::new(), attrs)?;
        let results: Vec<Type> = result.into_iter().collect();
        let op = self.p.ir.create_op(NewOp {
            name: name_attr,
            loc: self.loc,
            operands,
            result_types: &results,
            attrs: &rest,
            props,
            successors: &[],
            regions: &[],
        });
        self.p.ir.append_op(self.block, op);
        Ok(self.p.ir.results(op).next())
    }

    fn value_op(&mut self, name: &str, operands: &[Value], ty: Type) -> DResult<Value> {
        let v = self.op(name, operands, Some(ty), NamedAttrs::new())?;
        Ok(v.unwrap_or(operands[0]))
    }

    fn ty(&self, v: Value) -> Type {
        self.p.ir.value_type(v)
    }

    fn err<T>(&self, msg: impl Into<String>) -> DResult<T> {
        self.p.custom_error(self.at, msg)
    }

    /// `convertScalarToDtype`: `v` converted to `to`, signed or unsigned.
    pub(crate) fn cast(&mut self, to: Type, v: Value, unsigned: bool) -> DResult<Value> {
        let from = self.ty(v);
        if from == to {
            return Ok(v);
        }
        let ctx = &*self.p.ctx;
        let name = match (ctx.type_data(to), ctx.type_data(from)) {
            (TypeData::Integer { .. }, TypeData::Float(_)) => {
                if unsigned {
                    "arith.fptoui"
                } else {
                    "arith.fptosi"
                }
            }
            (TypeData::Integer { .. }, TypeData::Index) => "arith.index_cast",
            (TypeData::Integer { width: tw, .. }, TypeData::Integer { width: fw, .. }) => {
                if tw > fw {
                    if unsigned {
                        "arith.extui"
                    } else {
                        "arith.extsi"
                    }
                } else if tw < fw {
                    "arith.trunci"
                } else {
                    return Ok(v);
                }
            }
            (TypeData::Float(_), TypeData::Integer { .. }) => {
                if unsigned {
                    "arith.uitofp"
                } else {
                    "arith.sitofp"
                }
            }
            (TypeData::Float(tk), TypeData::Float(fk)) => {
                if tk.bit_width() > fk.bit_width() {
                    "arith.extf"
                } else if tk.bit_width() < fk.bit_width() {
                    "arith.truncf"
                } else {
                    return Ok(v);
                }
            }
            _ => return Ok(v),
        };
        self.value_op(name, &[v], to)
    }

    /// `buildUnaryFn`.
    pub(crate) fn unary(&mut self, f: &str, v: Value) -> DResult<Value> {
        let t = self.ty(v);
        if !matches!(self.p.ctx.type_data(t), TypeData::Float(_)) {
            return self.err("unsupported non numeric type");
        }
        let name = match f {
            "exp" => "math.exp",
            "log" => "math.log",
            "abs" => "math.absf",
            "ceil" => "math.ceil",
            "floor" => "math.floor",
            "negf" => "arith.negf",
            "round" => "math.round",
            "sqrt" => "math.sqrt",
            "rsqrt" => "math.rsqrt",
            "tanh" => "math.tanh",
            "erf" => "math.erf",
            "square" => return self.value_op("arith.mulf", &[v, v], t),
            "reciprocal" => {
                let TypeData::Float(kind) = *self.p.ctx.type_data(t) else {
                    return self.err("unsupported non numeric type");
                };
                let bits = sigil_numeric::float_from_f64(kind, 1.0);
                let one = self.p.ctx.intern_attr(AttrData::Float { ty: t, bits });
                let value = self.p.ctx.string_attr(b"value");
                let attrs: NamedAttrs = [NamedAttr {
                    name: value,
                    value: one,
                }]
                .into_iter()
                .collect();
                let c = self.op("arith.constant", &[], Some(t), attrs)?;
                let c = c.unwrap_or(v);
                return self.value_op("arith.divf", &[c, v], t);
            }
            _ => return self.err("unsupported unary function"),
        };
        self.value_op(name, &[v], t)
    }

    /// `buildBinaryFn`.
    pub(crate) fn binary(&mut self, f: &str, a: Value, b: Value) -> DResult<Value> {
        let (ta, tb) = (self.ty(a), self.ty(b));
        let ctx = &*self.p.ctx;
        let float = |t: Type| matches!(ctx.type_data(t), TypeData::Float(_));
        let int = |t: Type| matches!(ctx.type_data(t), TypeData::Integer { .. });
        let bool_ = |t: Type| matches!(ctx.type_data(t), TypeData::Integer { width: 1, .. });
        let all_float = float(ta) && float(tb);
        let all_int = int(ta) && int(tb);
        let all_bool = all_int && bool_(ta) && bool_(tb);
        let complex = |t: Type| matches!(ctx.type_data(t), TypeData::Complex(_));
        let all_complex = complex(ta) && complex(tb);
        if !all_complex && !all_float && !all_int {
            let sa = crate::dialects::support::quoted(ctx, ta);
            let sb = crate::dialects::support::quoted(ctx, tb);
            return self.err(format!(
                "Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got {sa} and {sb}"
            ));
        }
        let name = match f {
            "add" if all_complex => "complex.add",
            "sub" if all_complex => "complex.sub",
            "mul" if all_complex => "complex.mul",
            "div" if all_complex => "complex.div",
            "add" if all_float => "arith.addf",
            "add" if all_bool => "arith.ori",
            "add" => "arith.addi",
            "sub" if all_float => "arith.subf",
            "sub" if all_bool => return self.err("unsupported operation: sub with bools"),
            "sub" => "arith.subi",
            "mul" if all_float => "arith.mulf",
            "mul" if all_bool => "arith.andi",
            "mul" => "arith.muli",
            "div" if all_float => "arith.divf",
            "div" if all_bool => return self.err("unsupported operation: div with bools"),
            "div" => "arith.divsi",
            "div_unsigned" if !all_int || all_bool => {
                return self.err("unsupported operation: unsigned div not on uint")
            }
            "div_unsigned" => "arith.divui",
            "max_signed" if all_float => "arith.maximumf",
            "max_signed" => "arith.maxsi",
            "min_signed" if all_float => "arith.minimumf",
            "min_signed" => "arith.minsi",
            "max_unsigned" if !all_int || all_bool => {
                return self.err("unsupported operation: unsigned max not on uint")
            }
            "max_unsigned" => "arith.maxui",
            "min_unsigned" if !all_int || all_bool => {
                return self.err("unsupported operation: unsigned min not on uint")
            }
            "min_unsigned" => "arith.minui",
            "powf" => "math.powf",
            _ => return self.err("unsupported binary function"),
        };
        self.value_op(name, &[a, b], ta)
    }

    /// `linalg.yield` of `values`.
    pub(crate) fn yield_(&mut self, values: &[Value]) -> DResult<()> {
        self.op("linalg.yield", values, None, NamedAttrs::new())?;
        Ok(())
    }
}

/// Builds the payload region of named op `spec` (`fillStructuredOpRegion`)
/// for operands of these types, reading `cast`/`kind` from `attrs`.
pub(crate) fn build_region(
    p: &mut Parser<'_>,
    spec: &Spec,
    inputs: &[Type],
    outputs: &[Type],
    attrs: &[NamedAttr],
    at: u32,
) -> DResult<RegionId> {
    let ctx = &*p.ctx;
    let kind =
        attr_named(ctx, attrs, "kind").and_then(|a| enum_case(ctx, a, LinalgEnum::ElementwiseKind));
    let expected = match spec.body {
        Body::Elementwise => kind.and_then(kind_arity).map(|n| n + 1),
        _ => spec.region_args(),
    };
    let kind = kind.map(str::to_string);
    let given = inputs.len() + outputs.len();
    if let Some(n) = expected {
        if n != given {
            let here = p.offset();
            return p.custom_error(
                here,
                format!(
                    "[parseNamedStructuredOpRegion] ods-gen generated region expects {n} args, got {given}"
                ),
            );
        }
    }
    let unsigned = spec.has_cast()
        && attr_named(ctx, attrs, "cast").and_then(|a| enum_case(ctx, a, LinalgEnum::TypeFn))
            == Some("cast_unsigned");
    let unknown = LocRef::attr(p.ctx.unknown_loc());
    let arg_types: Vec<(Type, LocRef)> = inputs
        .iter()
        .chain(outputs)
        .map(|&t| (elem_or_self(p.ctx, t), unknown))
        .collect();
    let region = p.ir.create_region();
    let block = p.ir.create_block(&arg_types);
    p.ir.append_block(region, block);
    let args: Vec<Value> = p.ir.block_args(block).to_vec();
    let mut b = Builder {
        p,
        block,
        loc: unknown,
        at,
    };
    let Some(&out) = args.last() else {
        b.yield_(&[])?;
        return Ok(region);
    };
    let out_ty = b.ty(out);
    let result = match spec.body {
        Body::Copy => b.cast(out_ty, args[0], unsigned)?,
        Body::Fill => args[0],
        Body::Unary(f) => b.unary(UNARY_FNS[f as usize], args[0])?,
        Body::Binary(f) => b.binary(BINARY_FNS[f as usize], args[0], args[1])?,
        Body::Select => b.value_op("arith.select", &args[..3], b.ty(args[1]))?,
        Body::MulAdd => {
            let x = b.cast(out_ty, args[0], unsigned)?;
            let y = b.cast(out_ty, args[1], unsigned)?;
            let m = b.binary("mul", x, y)?;
            b.binary("add", out, m)?
        }
        Body::QuantizedMulAdd => {
            let a = b.cast(out_ty, args[0], false)?;
            let azp = b.cast(out_ty, args[2], false)?;
            let x = b.binary("sub", a, azp)?;
            let bv = b.cast(out_ty, args[1], false)?;
            let bzp = b.cast(out_ty, args[3], false)?;
            let y = b.binary("sub", bv, bzp)?;
            let m = b.binary("mul", x, y)?;
            b.binary("add", out, m)?
        }
        Body::Pool { binary, unsigned } => {
            let x = b.cast(out_ty, args[0], unsigned)?;
            b.binary(BINARY_FNS[binary as usize], out, x)?
        }
        Body::Elementwise => {
            let kind = kind.unwrap_or_default();
            match (kind_arity(&kind), args.len()) {
                (Some(1), _) => b.unary(&kind, args[0])?,
                (Some(2), 3..) => b.binary(&kind, args[0], args[1])?,
                (Some(3), 4..) => b.value_op("arith.select", &args[..3], b.ty(args[1]))?,
                _ => return b.err("unsupported elementwise kind"),
            }
        }
    };
    b.yield_(&[result])?;
    Ok(region)
}

/// An entry of attributes by name.
pub(crate) fn attr_named(ctx: &Context, attrs: &[NamedAttr], name: &str) -> Option<Attr> {
    attrs
        .iter()
        .find(|e| ctx.str_bytes(e.name) == name.as_bytes())
        .map(|e| e.value)
}
