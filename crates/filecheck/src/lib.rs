//! FileCheck-style matcher (placeholder until the file-test work lands).
