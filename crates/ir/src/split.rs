//! `--split-input-file`: cutting a buffer at `// -----` lines exactly as
//! `mlir-opt` does (its near-miss rule and its quirks included), keeping each
//! chunk's position in the original file for diagnostics and locations.

/// One chunk: its bytes, and where it starts in the original buffer.
pub struct Chunk<'a> {
    pub text: &'a [u8],
    pub offset: usize,
}

/// Warnings about `// ----`-like near misses, with their offsets.
pub type NearMisses = Vec<usize>;

/// Splits `buf` at the marker (`// -----`).
pub fn split_input<'a>(buf: &'a [u8], marker: &[u8]) -> (Vec<Chunk<'a>>, NearMisses) {
    const CHECK: usize = 2;
    let head = &marker[..marker.len() - CHECK];
    let tail = &marker[marker.len() - CHECK..];
    // Raw pieces between occurrences of the marker minus its last two bytes.
    let mut raw: Vec<(usize, usize)> = Vec::new();
    let mut start = 0;
    for pos in memchr::memmem::find_iter(buf, head) {
        if pos < start {
            continue;
        }
        raw.push((start, pos));
        start = pos + head.len();
    }
    raw.push((start, buf.len()));
    let mut chunks = Vec::new();
    let mut misses = Vec::new();
    let mut prev: Option<(usize, usize)> = None;
    for (s, e) in raw {
        let piece = &buf[s..e];
        match prev {
            None => prev = Some((s, e)),
            Some((ps, pe)) if pe == ps => prev = Some((s, e)),
            Some((ps, _)) => {
                let expected =
                    piece.starts_with(tail) && piece.len() > CHECK && piece[CHECK] != b'0';
                if expected {
                    chunks.push(Chunk {
                        text: &buf[ps..prev.unwrap().1],
                        offset: ps,
                    });
                    prev = Some((s + CHECK, e));
                } else {
                    misses.push(s);
                    prev = Some((ps, e));
                }
            }
        }
    }
    if let Some((ps, pe)) = prev {
        if pe > ps {
            chunks.push(Chunk {
                text: &buf[ps..pe],
                offset: ps,
            });
        }
    }
    (chunks, misses)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(s: &str) -> Vec<String> {
        split_input(s.as_bytes(), b"// -----")
            .0
            .iter()
            .map(|c| String::from_utf8_lossy(c.text).into_owned())
            .collect()
    }

    #[test]
    fn splits_at_markers() {
        assert_eq!(texts("a\n// -----\nb\n"), vec!["a\n", "\nb\n"]);
    }

    #[test]
    fn longer_dash_runs_split_after_the_marker() {
        assert_eq!(texts("a\n// ------\nb"), vec!["a\n", "-\nb"]);
    }

    #[test]
    fn near_miss_is_not_a_split() {
        let (c, m) = split_input(b"a\n// ----\nb", b"// -----");
        assert_eq!(c.len(), 1);
        assert_eq!(m.len(), 1);
    }

    #[test]
    fn leading_marker_keeps_its_dashes() {
        assert_eq!(texts("// -----\nx\n// -----\n"), vec!["--\nx\n", "\n"]);
    }
}
