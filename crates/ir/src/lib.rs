//! MLIR IR core.
