//! NumPy's `.npy` format (versions 1 to 3), for `--input=@x.npy` and
//! `--output=@y.npy`: a magic string, a Python-literal header giving the
//! dtype, order and shape, then the packed elements. Every claim of the
//! header is checked against the bytes before anything is allocated, so a
//! truncated file or one whose header lies is an error, not a huge
//! allocation.
//!
//! Several arrays may follow each other in one file (`iree-run-module
//! --output=+f.npy` appends, `numpy.load` on an open file reads them one at
//! a time): [`read_one`] reads the array at the start of its bytes and says
//! how many it used.
//!
//! Element types numpy has no dtype for are written as `ml_dtypes` (0.6)
//! saves them: raw bytes of the element's size, `'<V2'` for bf16, `'<V1'`
//! for the float kinds of 8 bits or fewer and the sub-byte integers (one
//! element per byte, as the VM holds them; `ml_dtypes` writes `'<f1'` for
//! `float8_e5m2`, which numpy cannot read back, so sigil writes `'<V1'`
//! there too). Such a file reads back as its element type when the reader
//! says which one it expects (the argument's), e.g. `np.save(f,
//! np.array([1.5], ml_dtypes.bfloat16))` for a `tensor<1xbf16>`.

use crate::value::{BufferView, ElementType};

const MAGIC: &[u8] = b"\x93NUMPY";

/// The buffer view stored in `bytes` (one array, nothing after it).
pub fn read(bytes: &[u8]) -> Result<BufferView, String> {
    let (b, used) = read_one(bytes, None)?;
    if used != bytes.len() {
        return Err(format!(
            "the .npy header promises {} bytes of data but the file holds {}",
            b.data.len(),
            b.data.len() + bytes.len() - used
        ));
    }
    Ok(b)
}

/// The array at the start of `bytes` and the number of bytes it takes
/// (header and data); bytes after it are left alone. `expected` is the
/// element type wanted, if known: a raw `'<Vn'` dtype reads as it when it
/// is a type without a numpy dtype of its own, `n` bytes wide.
pub fn read_one(
    bytes: &[u8],
    expected: Option<ElementType>,
) -> Result<(BufferView, usize), String> {
    if bytes.len() < 10 || &bytes[..6] != MAGIC {
        return Err("not a .npy file (bad magic string)".into());
    }
    let major = bytes[6];
    let (len, start) = match major {
        1 => (u16::from_le_bytes([bytes[8], bytes[9]]) as usize, 10),
        2 | 3 => {
            if bytes.len() < 12 {
                return Err("truncated .npy header".into());
            }
            (
                u32::from_le_bytes([bytes[8], bytes[9], bytes[10], bytes[11]]) as usize,
                12,
            )
        }
        v => return Err(format!("unsupported .npy version {v}")),
    };
    let header = bytes
        .get(start..start + len)
        .ok_or("truncated .npy header")?;
    let header = std::str::from_utf8(header).map_err(|_| "the .npy header is not text")?;
    let descr = field(header, "descr").ok_or("the .npy header has no 'descr'")?;
    let descr = descr.trim_matches(|c| c == '\'' || c == '"');
    let elem = match (dtype(descr), raw_width(descr)) {
        (Some(e), _) => e,
        (None, Some(n)) => match expected {
            Some(e) if descr_of(e).starts_with("<V") && e.size() == n => e,
            _ => {
                return Err(format!(
                    "the .npy dtype '{descr}' is raw {n}-byte elements: only an argument \
                     of an element type numpy lacks (bf16, f8E4M3FN, i4, ...) that is \
                     {n} byte{} wide reads it",
                    if n == 1 { "" } else { "s" }
                ))
            }
        },
        (None, None) => return Err(format!("unsupported .npy dtype '{descr}'")),
    };
    let fortran = field(header, "fortran_order").ok_or("the .npy header has no 'fortran_order'")?;
    if fortran.trim() != "False" {
        return Err("Fortran-ordered .npy arrays are not supported".into());
    }
    let shape_text = field(header, "shape").ok_or("the .npy header has no 'shape'")?;
    let mut shape = Vec::new();
    for d in shape_text
        .trim()
        .trim_start_matches('(')
        .trim_end_matches(')')
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
    {
        let n: i64 = d
            .parse()
            .ok()
            .filter(|&n: &i64| n >= 0)
            .ok_or_else(|| format!("invalid dimension '{d}' in the .npy shape"))?;
        shape.push(n);
    }
    let count = shape
        .iter()
        .try_fold(1usize, |acc, &d| acc.checked_mul(d as usize))
        .and_then(|n| n.checked_mul(elem.size()))
        .ok_or("the .npy shape is too large")?;
    let data_start = start + len;
    let data = &bytes[data_start..];
    if data.len() < count {
        return Err(format!(
            "the .npy header promises {count} bytes of data but the file holds {}",
            data.len()
        ));
    }
    let b = BufferView {
        elem,
        shape,
        data: data[..count].to_vec().into(),
    };
    Ok((b, data_start + count))
}

/// The dtype `write` gives `elem`: numpy's own, else raw bytes (`'<Vn'`).
fn descr_of(elem: ElementType) -> String {
    match elem {
        ElementType::Bool => "|b1",
        ElementType::Int(8) | ElementType::SInt(8) => "|i1",
        ElementType::Int(16) | ElementType::SInt(16) => "<i2",
        ElementType::Int(32) | ElementType::SInt(32) => "<i4",
        ElementType::Int(64) | ElementType::SInt(64) => "<i8",
        ElementType::UInt(8) => "|u1",
        ElementType::UInt(16) => "<u2",
        ElementType::UInt(32) => "<u4",
        ElementType::UInt(64) => "<u8",
        ElementType::F16 => "<f2",
        ElementType::F32 => "<f4",
        ElementType::F64 => "<f8",
        ElementType::Complex(32) => "<c8",
        ElementType::Complex(64) => "<c16",
        // bf16, the small float kinds, sub-byte and odd-width integers.
        other => return format!("<V{}", other.size()),
    }
    .to_string()
}

/// `n` for a raw dtype `<Vn` (or `|Vn`).
fn raw_width(descr: &str) -> Option<usize> {
    let n = descr
        .strip_prefix("<V")
        .or_else(|| descr.strip_prefix("|V"))?;
    n.parse().ok().filter(|&n| n > 0)
}

/// `b` as a version 1 `.npy` file.
pub fn write(b: &BufferView) -> Result<Vec<u8>, String> {
    let descr = descr_of(b.elem);
    let shape = match b.shape.len() {
        1 => format!("({},)", b.shape[0]),
        _ => format!(
            "({})",
            b.shape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let header_len = u16::try_from(header.len())
        .map_err(|_| format!("a .npy header of {} bytes is too long", header.len()))?;
    let mut out = Vec::with_capacity(10 + header.len() + b.data.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&[1, 0]);
    out.extend_from_slice(&header_len.to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    out.extend_from_slice(&b.data);
    Ok(out)
}

/// The value of `'key': value` in a header dict (up to the next top-level
/// comma or the closing brace).
fn field<'a>(header: &'a str, key: &str) -> Option<&'a str> {
    let k1 = format!("'{key}'");
    let k2 = format!("\"{key}\"");
    let at = header
        .find(&k1)
        .map(|i| i + k1.len())
        .or_else(|| header.find(&k2).map(|i| i + k2.len()))?;
    let rest = header[at..].trim_start().strip_prefix(':')?.trim_start();
    let mut depth = 0;
    for (i, c) in rest.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' | '}' if depth == 0 => return Some(&rest[..i]),
            _ => {}
        }
    }
    Some(rest)
}

fn dtype(descr: &str) -> Option<ElementType> {
    let (order, kind) = descr.split_at(1);
    if !matches!(order, "<" | "|" | "=") {
        // Big-endian data is not converted.
        return None;
    }
    Some(match kind {
        "b1" | "?" => ElementType::Bool,
        "i1" => ElementType::Int(8),
        "i2" => ElementType::Int(16),
        "i4" => ElementType::Int(32),
        "i8" => ElementType::Int(64),
        "u1" => ElementType::UInt(8),
        "u2" => ElementType::UInt(16),
        "u4" => ElementType::UInt(32),
        "u8" => ElementType::UInt(64),
        "f2" => ElementType::F16,
        "f4" => ElementType::F32,
        "f8" => ElementType::F64,
        "c8" => ElementType::Complex(32),
        "c16" => ElementType::Complex(64),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_and_lies() {
        let b = BufferView {
            elem: ElementType::F32,
            shape: vec![2, 3],
            data: (0..24).collect(),
        };
        let bytes = write(&b).unwrap();
        assert_eq!((bytes.len() - 24) % 64, 0);
        assert_eq!(read(&bytes).unwrap(), b);
        assert!(read(&bytes[..bytes.len() - 1])
            .unwrap_err()
            .contains("promises 24 bytes"));
        let mut lie = bytes.clone();
        let text = String::from_utf8_lossy(&lie).replace("(2, 3)", "(9999999999, 99999)");
        lie = text.into_bytes();
        assert!(read(&lie).is_err());
    }

    #[test]
    fn arrays_one_after_another() {
        let a = BufferView {
            elem: ElementType::Int(8),
            shape: vec![2],
            data: vec![1, 2].into(),
        };
        let b = BufferView {
            elem: ElementType::F64,
            shape: vec![],
            data: 2.5f64.to_le_bytes().to_vec().into(),
        };
        let mut bytes = write(&a).unwrap();
        let first = bytes.len();
        bytes.extend(write(&b).unwrap());
        let (got, used) = read_one(&bytes, None).unwrap();
        assert_eq!((got, used), (a, first));
        let (got, used) = read_one(&bytes[first..], None).unwrap();
        assert_eq!((got, used), (b, bytes.len() - first));
        // One array alone is what `read` wants.
        assert!(read(&bytes).unwrap_err().contains("promises 2 bytes"));
    }

    #[test]
    fn raw_dtypes_as_ml_dtypes_writes_them() {
        let b = BufferView {
            elem: ElementType::BF16,
            shape: vec![1],
            data: vec![0xc0, 0x3f].into(),
        };
        let bytes = write(&b).unwrap();
        // What `np.save(f, np.array([1.5], ml_dtypes.bfloat16))` writes.
        let mut expected =
            b"\x93NUMPY\x01\x00v\x00{'descr': '<V2', 'fortran_order': False, 'shape': (1,), }"
                .to_vec();
        expected.resize(127, b' ');
        expected.extend(b"\n\xc0\x3f");
        assert_eq!(bytes, expected);
        assert_eq!(read_one(&bytes, Some(ElementType::BF16)).unwrap().0, b);
        // Without the element type, or for another one, raw bytes are refused.
        assert!(read(&bytes).unwrap_err().contains("raw 2-byte elements"));
        assert!(read_one(&bytes, Some(ElementType::Int(16))).is_err());
        assert!(read_one(
            &bytes,
            Some(ElementType::Small(crate::bytecode::FTy::F8E4M3FN))
        )
        .is_err());
    }
}
