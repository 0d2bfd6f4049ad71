//! Pass options: declared per pass, parsed from MLIR's option syntax.
//!
//! A pass declares its options as a static table of [`OptionDecl`]s (name,
//! kind, default, help) so that the registry can list them, the parser can
//! check names and values before any pass exists, and `--help` can print
//! them; parsed values are a small ordered list looked up by name (a pass
//! has a handful of options, so a `Vec` beats a map). The syntax is MLIR's:
//! `key=value` pairs separated by spaces, a bare `key` for `true`, values
//! quoted with `'`/`"` or braced with `{}` when they hold spaces or commas,
//! list values separated by commas, and a list option given twice appends.

/// What values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// `true`/`false` (also `1`/`0`, `True`, `TRUE`...); a bare key is `true`.
    Bool,
    /// A signed integer.
    Int,
    /// An unsigned 32-bit integer (read back with [`PassOptions::int`]).
    Uint,
    /// Any text.
    Str,
    /// Comma-separated texts.
    List,
    /// One of these names.
    Enum(&'static [&'static str]),
}

/// One option of a pass.
#[derive(Clone, Copy, Debug)]
pub struct OptionDecl {
    pub name: &'static str,
    pub kind: OptionKind,
    /// The value when not given, in option syntax (empty for an empty list).
    pub default: &'static str,
    pub help: &'static str,
}

/// A parsed value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
    Str(String),
    List(Vec<String>),
}

/// Every declared option's value (given or default), in declaration order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassOptions {
    values: Vec<(&'static str, OptionValue)>,
}

impl PassOptions {
    fn get(&self, name: &str) -> Option<&OptionValue> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// A boolean option's value (`false` if not declared as one).
    pub fn bool(&self, name: &str) -> bool {
        matches!(self.get(name), Some(OptionValue::Bool(true)))
    }

    /// An integer option's value (0 if not declared as one).
    pub fn int(&self, name: &str) -> i64 {
        match self.get(name) {
            Some(OptionValue::Int(v)) => *v,
            _ => 0,
        }
    }

    /// A text option's value (empty if not declared as one).
    pub fn str(&self, name: &str) -> &str {
        match self.get(name) {
            Some(OptionValue::Str(v)) => v,
            _ => "",
        }
    }

    /// A list option's values (empty if not declared as one).
    pub fn list(&self, name: &str) -> &[String] {
        match self.get(name) {
            Some(OptionValue::List(v)) => v,
            _ => &[],
        }
    }

    /// The options that differ from their defaults, in pipeline syntax
    /// (`{exclude=a,b}`), or empty.
    pub fn to_pipeline_text(&self, decls: &[OptionDecl]) -> String {
        let mut parts = Vec::new();
        for d in decls {
            let Some(v) = self.get(d.name) else { continue };
            let Ok(default) = parse_value(d, d.default) else {
                continue;
            };
            if *v == default {
                continue;
            }
            let text = match v {
                OptionValue::Bool(b) => b.to_string(),
                OptionValue::Int(i) => i.to_string(),
                OptionValue::Str(s) => s.clone(),
                OptionValue::List(l) => l.join(","),
            };
            parts.push(format!("{}={}", d.name, text));
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!("{{{}}}", parts.join(" "))
        }
    }
}

/// Why options did not parse, worded as MLIR's option parser words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionError(pub String);

/// Parses `text` (what is between a pass's braces, or after `=` in the flag
/// spelling) against `decls`.
pub fn parse_options(decls: &[OptionDecl], text: &str) -> Result<PassOptions, OptionError> {
    let mut values: Vec<(&'static str, OptionValue)> = Vec::new();
    for d in decls {
        let v = parse_value(d, d.default).map_err(OptionError)?;
        values.push((d.name, v));
    }
    let mut given_lists: Vec<&'static str> = Vec::new();
    for (key, value) in split_args(text) {
        let Some(decl) = decls.iter().find(|d| d.name == key) else {
            return Err(OptionError(format!("no such option {key}")));
        };
        let v = match (decl.kind, value) {
            (OptionKind::Bool, None) => OptionValue::Bool(true),
            (_, None) => {
                return Err(OptionError(format!(
                    "for the --{key} option: requires a value!"
                )))
            }
            (_, Some(v)) => parse_value(decl, &v).map_err(OptionError)?,
        };
        let slot = values
            .iter_mut()
            .find(|(n, _)| *n == decl.name)
            .expect("every declared option has a value");
        match (&mut slot.1, v) {
            // A list given twice appends (the default is replaced).
            (OptionValue::List(old), OptionValue::List(new)) => {
                if given_lists.contains(&decl.name) {
                    old.extend(new);
                } else {
                    *old = new;
                    given_lists.push(decl.name);
                }
            }
            (s, v) => *s = v,
        }
    }
    Ok(PassOptions { values })
}

fn parse_value(decl: &OptionDecl, text: &str) -> Result<OptionValue, String> {
    let name = decl.name;
    Ok(match decl.kind {
        OptionKind::Bool => match text {
            "" | "true" | "TRUE" | "True" | "1" => OptionValue::Bool(true),
            "false" | "FALSE" | "False" | "0" => OptionValue::Bool(false),
            _ => {
                return Err(format!(
                    "for the --{name} option: '{text}' is invalid value for boolean argument! Try 0 or 1"
                ))
            }
        },
        OptionKind::Int => match text.parse::<i64>() {
            Ok(v) => OptionValue::Int(v),
            Err(_) => {
                return Err(format!(
                    "for the --{name} option: '{text}' value invalid for integer argument!"
                ))
            }
        },
        OptionKind::Uint => match text.parse::<u32>() {
            Ok(v) => OptionValue::Int(v.into()),
            Err(_) => {
                return Err(format!(
                    "for the --{name} option: '{text}' value invalid for uint argument!"
                ))
            }
        },
        OptionKind::Str => OptionValue::Str(unquote(text).to_string()),
        OptionKind::Enum(names) => {
            let t = unquote(text);
            if !names.contains(&t) {
                return Err(format!(
                    "for the --{name} option: Cannot find option named '{t}'!"
                ));
            }
            OptionValue::Str(t.to_string())
        }
        OptionKind::List => OptionValue::List(
            split_top_level(text, b',')
                .into_iter()
                .filter(|s| !s.is_empty())
                .map(|s| unquote(s.trim()).to_string())
                .collect(),
        ),
    })
}

/// Removes one level of quotes or braces around a value.
fn unquote(s: &str) -> &str {
    let b = s.as_bytes();
    if b.len() >= 2
        && ((b[0] == b'"' && b[b.len() - 1] == b'"')
            || (b[0] == b'\'' && b[b.len() - 1] == b'\'')
            || (b[0] == b'{' && b[b.len() - 1] == b'}'))
    {
        &s[1..s.len() - 1]
    } else {
        s
    }
}

/// Splits `s` at `sep` where it is outside quotes and braces.
fn split_top_level(s: &str, sep: u8) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut quote: Option<u8> = None;
    let mut start = 0;
    for (i, &c) in s.as_bytes().iter().enumerate() {
        match quote {
            Some(q) => {
                if c == q {
                    quote = None;
                }
            }
            None => match c {
                b'"' | b'\'' => quote = Some(c),
                b'{' => depth += 1,
                b'}' => depth = depth.saturating_sub(1),
                _ if c == sep && depth == 0 => {
                    out.push(&s[start..i]);
                    start = i + 1;
                }
                _ => {}
            },
        }
    }
    out.push(&s[start..]);
    out
}

/// `key[=value]` pairs separated by whitespace (outside quotes and braces).
fn split_args(text: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        if i == bytes.len() {
            break;
        }
        let start = i;
        let mut depth = 0usize;
        let mut quote: Option<u8> = None;
        while i < bytes.len() {
            let c = bytes[i];
            match quote {
                Some(q) => {
                    if c == q {
                        quote = None;
                    }
                }
                None => match c {
                    b'"' | b'\'' => quote = Some(c),
                    b'{' => depth += 1,
                    b'}' => depth = depth.saturating_sub(1),
                    _ if c.is_ascii_whitespace() && depth == 0 => break,
                    _ => {}
                },
            }
            i += 1;
        }
        let arg = &text[start..i];
        match arg.split_once('=') {
            Some((k, v)) => out.push((k.to_string(), Some(v.to_string()))),
            None => out.push((arg.to_string(), None)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const DECLS: &[OptionDecl] = &[
        OptionDecl {
            name: "json",
            kind: OptionKind::Bool,
            default: "false",
            help: "",
        },
        OptionDecl {
            name: "exclude",
            kind: OptionKind::List,
            default: "",
            help: "",
        },
        OptionDecl {
            name: "depth",
            kind: OptionKind::Int,
            default: "3",
            help: "",
        },
    ];

    #[test]
    fn defaults_bare_keys_lists_and_appending() {
        let o = parse_options(DECLS, "").unwrap();
        assert!(!o.bool("json"));
        assert_eq!(o.int("depth"), 3);
        assert!(o.list("exclude").is_empty());
        let o = parse_options(DECLS, " json  exclude=a,b exclude=c,d depth=-2").unwrap();
        assert!(o.bool("json"));
        assert_eq!(o.int("depth"), -2);
        assert_eq!(o.list("exclude"), ["a", "b", "c", "d"]);
        assert_eq!(
            o.to_pipeline_text(DECLS),
            "{json=true exclude=a,b,c,d depth=-2}"
        );
        let o = parse_options(DECLS, "json=0 exclude='x y'").unwrap();
        assert!(!o.bool("json"));
        assert_eq!(o.list("exclude"), ["x y"]);
    }

    #[test]
    fn errors_are_worded_as_mlir_words_them() {
        assert_eq!(
            parse_options(DECLS, "bad=1").unwrap_err().0,
            "no such option bad"
        );
        assert_eq!(
            parse_options(DECLS, "json=maybe").unwrap_err().0,
            "for the --json option: 'maybe' is invalid value for boolean argument! Try 0 or 1"
        );
        assert!(parse_options(DECLS, "depth=x").is_err());
        assert!(parse_options(DECLS, "depth").is_err());
    }
}
