//! Altering a self-checking test's expected values, so a suite can show
//! that its checks fail when the expectation is wrong (shared by the IREE
//! e2e and StableHLO interpreter suites).

/// The first literal of the first `dense<...>` at or after line `from`
/// (which may span lines), changed well beyond any
/// tolerance; `None` when there is none sigil can change (the hex bits of
/// floats).
pub fn alter_constant(lines: &[String], from: usize) -> Option<Vec<String>> {
    let to = lines.len();
    let text = lines[from..to].join("\n");
    let start = text.find("dense<")? + "dense<".len();
    let body = &text[start..start + text[start..].find('>')?];
    let at = body.find(|c: char| c.is_ascii_digit() || c == '-' || c == 't' || c == 'f')?;
    let len = body[at..]
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '+')))
        .unwrap_or(body.len() - at);
    let token = &body[at..at + len];
    let new = match token {
        "true" => "false".to_string(),
        "false" => "true".to_string(),
        // A hex integer (not a float's bits, which a tolerance may hide):
        // its lowest bit flipped.
        t if t.starts_with("0x") => {
            if body[..at].ends_with('"') {
                // A blob of bytes (`dense<"0x...">`), left alone.
                return None;
            }
            let after = &text[start + body.len()..];
            let ty = after.split_once(':')?.1.trim_start();
            let elem = ty.split(['>', ' ']).next()?.rsplit('x').next()?;
            if !elem.starts_with('i') {
                return None;
            }
            let v = u64::from_str_radix(&t[2..], 16).ok()?;
            format!("0x{:02X}", v ^ 1)
        }
        t if t.contains(['.', 'e', 'E']) => {
            let v: f64 = t.parse().ok()?;
            // `2v + 1`, which leaves -1 where it is: -1 becomes 1.
            let w = if v == -1.0 { 1.0 } else { v * 2.0 + 1.0 };
            format!("{w:.6e}")
        }
        t => {
            let v: i64 = t.parse().ok()?;
            (if v > 0 { v - 1 } else { v + 1 }).to_string()
        }
    };
    let k = start + at;
    let altered = format!("{}{new}{}", &text[..k], &text[k + len..]);
    let mut out = lines[..from].to_vec();
    out.extend(altered.split('\n').map(str::to_string));
    out.extend(lines[to..].iter().cloned());
    Some(out)
}
