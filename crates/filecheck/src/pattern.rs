//! One check pattern: its pieces (`text`, `{{regex}}`, `[[VAR:regex]]`, `[[VAR]]`) and how it
//! is searched for.
//!
//! Every pattern becomes one Rust regex. Pieces that need no variable value are compiled once when
//! the check file is read; a pattern using a variable defined by an earlier match is compiled when
//! it is searched for, with the value spliced in as escaped text (as FileCheck does).
//!
//! FileCheck's regexes are POSIX extended regexes run in "newline-sensitive" mode. Two differences
//! with Rust's syntax matter in practice and are bridged by [`translate_regex`]: a negated bracket
//! expression (`[^,]`) never matches a newline there, and a `[` inside brackets is a plain
//! character. The rest (alternation picks the first alternative that matches, not the longest)
//! is documented in the crate README.

use std::collections::HashMap;
use std::fmt::Write as _;

use regex::Regex;

use crate::diag::{Diagnostic, Location};
use crate::source::collapse_whitespace;

/// Values of pattern variables, by name.
pub(crate) type Variables = HashMap<String, String>;

/// What a directive asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CheckKind {
    /// `CHECK:` (and `CHECK-COUNT-n:`, which is a plain check repeated).
    Plain,
    /// `CHECK-NEXT:`: on the line after the previous match.
    Next,
    /// `CHECK-SAME:`: on the same line as the previous match.
    Same,
    /// `CHECK-NOT:`: absent between the surrounding matches.
    Not,
    /// `CHECK-DAG:`: present, in any order among neighbouring `-DAG`s.
    Dag,
    /// `CHECK-LABEL:`: present, and splits the input into independently checked blocks.
    Label,
    /// `CHECK-EMPTY:`: the next line is empty.
    Empty,
    /// The implicit check at the end of the input that trailing `-NOT`s and `-DAG`s attach to.
    Eof,
}

impl CheckKind {
    /// The directive suffix, as printed after the prefix in messages.
    pub(crate) fn suffix(self) -> &'static str {
        match self {
            CheckKind::Plain => "",
            CheckKind::Next => "-NEXT",
            CheckKind::Same => "-SAME",
            CheckKind::Not => "-NOT",
            CheckKind::Dag => "-DAG",
            CheckKind::Label => "-LABEL",
            CheckKind::Empty => "-EMPTY",
            CheckKind::Eof => "-EOF",
        }
    }
}

/// The options that change how a pattern is compiled.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct PatternOptions {
    pub(crate) strict_whitespace: bool,
    pub(crate) match_full_lines: bool,
    pub(crate) ignore_case: bool,
}

#[derive(Clone, Debug)]
enum Piece {
    /// Text matched as is.
    Literal(String),
    /// `{{...}}`: `source` as written (whitespace collapsed), `translated` for Rust.
    Regex { source: String, translated: String },
    /// `[[NAME:regex]]`.
    Def {
        name: String,
        source: String,
        translated: String,
    },
    /// `[[NAME]]`, with the 1-based column of `NAME` for "undefined variable" errors.
    Use { name: String, column: usize },
}

/// A pattern's regex source, the variables its groups `d0, d1, ...` define, and for each group
/// `u0, u1, ...` (a use of a variable defined earlier on the same line) the `d` group it must equal.
#[derive(Debug)]
struct Assembled {
    source: String,
    defs: Vec<String>,
    same_line_uses: Vec<usize>,
    /// Nothing between the anchors: FileCheck's regex engine rejects an empty regex, so such a
    /// pattern (say `[[V]]` with `V` empty) never matches there. We keep that behaviour.
    empty: bool,
}

/// An [`Assembled`] pattern, compiled.
#[derive(Clone, Debug)]
struct Compiled {
    regex: Regex,
    defs: Vec<String>,
    same_line_uses: Vec<usize>,
    empty: bool,
}

impl Assembled {
    fn compile(self) -> Result<Compiled, SearchError> {
        let regex =
            Regex::new(&self.source).map_err(|e| SearchError::Regex(short_regex_error(&e)))?;
        let Assembled {
            defs,
            same_line_uses,
            empty,
            ..
        } = self;
        Ok(Compiled {
            regex,
            defs,
            same_line_uses,
            empty,
        })
    }
}

/// Where and what a pattern matched, as canonical input offsets.
#[derive(Debug)]
pub(crate) struct Found {
    pub(crate) start: usize,
    pub(crate) end: usize,
    /// Variables defined by the match, to be recorded by the caller.
    pub(crate) defs: Vec<(String, String)>,
}

/// Why a pattern could not be searched for at all.
#[derive(Debug)]
pub(crate) enum SearchError {
    /// The pattern uses variables nobody defined: `(name, column)`.
    Undefined(Vec<(String, usize)>),
    /// The pattern with values spliced in did not compile (e.g. grew past the size limit).
    Regex(String),
}

/// A parsed check pattern.
#[derive(Clone, Debug)]
pub(crate) struct Pattern {
    kind: CheckKind,
    /// The directive as messages name it (`CHECK-NEXT`); set by the check-file reader.
    name: String,
    /// Where the pattern text starts (in the check file, or on the command line).
    location: Location,
    pieces: Vec<Piece>,
    options: PatternOptions,
    /// Present unless the pattern needs variable values from earlier matches.
    compiled: Option<Compiled>,
}

impl Pattern {
    /// Parses `text` (already trimmed) found at `location`. `literal` is the `{LITERAL}` modifier.
    pub(crate) fn parse(
        kind: CheckKind,
        text: &str,
        literal: bool,
        location: Location,
        options: PatternOptions,
    ) -> Result<Pattern, Diagnostic> {
        let canon = |s: &str| {
            if options.strict_whitespace {
                s.to_string()
            } else {
                collapse_whitespace(s)
            }
        };
        let pieces = match kind {
            CheckKind::Empty | CheckKind::Eof => Vec::new(),
            _ if literal => vec![Piece::Literal(canon(text))],
            _ => parse_pieces(text, &location, canon)?,
        };
        let mut pattern = Pattern {
            kind,
            name: String::new(),
            location,
            pieces,
            options,
            compiled: None,
        };
        if kind != CheckKind::Eof && pattern.needs_values().is_empty() {
            let compiled = pattern
                .assemble(&Variables::new())
                .and_then(Assembled::compile)
                .map_err(|e| match e {
                    SearchError::Regex(message) => Diagnostic::error(
                        Some(pattern.location.clone()),
                        format!("invalid regex: {message}"),
                    ),
                    SearchError::Undefined(_) => Diagnostic::error(
                        Some(pattern.location.clone()),
                        "internal error: pattern without uses needs a variable",
                    ),
                })?;
            pattern.compiled = Some(compiled);
        }
        Ok(pattern)
    }

    /// The pattern, named `name` in messages.
    pub(crate) fn named(self, name: String) -> Pattern {
        Pattern { name, ..self }
    }

    pub(crate) fn name(&self) -> &str {
        &self.name
    }

    pub(crate) fn kind(&self) -> CheckKind {
        self.kind
    }

    pub(crate) fn location(&self) -> &Location {
        &self.location
    }

    /// Whether the pattern defines or uses a variable (not allowed in `CHECK-LABEL`).
    pub(crate) fn has_variables(&self) -> bool {
        self.pieces
            .iter()
            .any(|p| matches!(p, Piece::Def { .. } | Piece::Use { .. }))
    }

    /// Variables whose values must come from earlier matches (not defined earlier on this line).
    fn needs_values(&self) -> Vec<&str> {
        let mut defined: Vec<&str> = Vec::new();
        let mut needed = Vec::new();
        for piece in &self.pieces {
            match piece {
                Piece::Def { name, .. } => defined.push(name),
                Piece::Use { name, .. } if !defined.contains(&name.as_str()) => {
                    needed.push(&**name)
                }
                _ => {}
            }
        }
        needed
    }

    /// The variables this pattern takes from earlier matches, with their current values.
    pub(crate) fn substitutions<'v>(&self, vars: &'v Variables) -> Vec<(&str, &'v str)> {
        let mut seen = Vec::new();
        for name in self.needs_values() {
            if let Some(value) = vars.get(name) {
                if !seen.iter().any(|(n, _)| *n == name) {
                    seen.push((name, value.as_str()));
                }
            }
        }
        seen
    }

    /// The regex for this pattern with the values of `vars` spliced in.
    fn assemble(&self, vars: &Variables) -> Result<Assembled, SearchError> {
        let mut source = String::from("(?m)");
        if self.options.ignore_case {
            source.push_str("(?i)");
        }
        if self.kind == CheckKind::Empty {
            source.push_str("\\n$");
            return Ok(Assembled {
                source,
                defs: Vec::new(),
                same_line_uses: Vec::new(),
                empty: false,
            });
        }
        let full_line = self.options.match_full_lines && self.kind != CheckKind::Not;
        let padding = if self.options.strict_whitespace {
            ""
        } else {
            " *"
        };
        if full_line {
            source.push('^');
            source.push_str(padding);
        }
        let body_start = source.len();
        let mut defs: Vec<(&str, &str)> = Vec::new();
        let mut same_line_uses = Vec::new();
        let mut undefined = Vec::new();
        for piece in &self.pieces {
            match piece {
                Piece::Literal(text) => source.push_str(&regex::escape(text)),
                Piece::Regex { translated, .. } => {
                    let _ = write!(source, "(?:{translated})");
                }
                Piece::Def {
                    name, translated, ..
                } => {
                    let _ = write!(source, "(?P<d{}>{translated})", defs.len());
                    defs.push((name, translated));
                }
                Piece::Use { name, column } => {
                    if let Some(def) = defs.iter().rposition(|(n, _)| n == name) {
                        let _ = write!(source, "(?P<u{}>{})", same_line_uses.len(), defs[def].1);
                        same_line_uses.push(def);
                    } else if let Some(value) = vars.get(name) {
                        source.push_str(&regex::escape(value));
                    } else {
                        undefined.push((name.clone(), *column));
                    }
                }
            }
        }
        if !undefined.is_empty() {
            return Err(SearchError::Undefined(undefined));
        }
        let empty = source.len() == body_start && !full_line;
        if full_line {
            source.push_str(padding);
            source.push('$');
        }
        let defs = defs.into_iter().map(|(name, _)| name.to_string()).collect();
        Ok(Assembled {
            source,
            defs,
            same_line_uses,
            empty,
        })
    }

    /// Searches `text[start..end]` for the leftmost match. `^` and `$` also match at the ends of
    /// that range, as they do in FileCheck, which searches the remaining input as its own string.
    pub(crate) fn find(
        &self,
        text: &str,
        start: usize,
        end: usize,
        vars: &Variables,
    ) -> Result<Option<Found>, SearchError> {
        if self.kind == CheckKind::Eof {
            return Ok(Some(Found {
                start: end,
                end,
                defs: Vec::new(),
            }));
        }
        let fresh;
        let compiled = match &self.compiled {
            Some(compiled) => compiled,
            None => {
                fresh = self.assemble(vars)?.compile()?;
                &fresh
            }
        };
        if compiled.empty {
            return Ok(None);
        }
        // CHECK-EMPTY's regex consumes the newline ending the previous line; its match is the
        // (empty) line after it.
        let skip = usize::from(self.kind == CheckKind::Empty);
        let haystack = &text[start..end];
        let mut from = 0;
        while from <= haystack.len() {
            let Some(caps) = compiled.regex.captures_at(haystack, from) else {
                return Ok(None);
            };
            let Some(whole) = caps.get(0) else {
                return Ok(None);
            };
            let group = |name: String| caps.name(&name).map(|m| m.as_str());
            let consistent = compiled
                .same_line_uses
                .iter()
                .enumerate()
                .all(|(u, d)| group(format!("u{u}")) == group(format!("d{d}")));
            if consistent {
                let defs = compiled
                    .defs
                    .iter()
                    .enumerate()
                    .map(|(d, name)| {
                        (
                            name.clone(),
                            group(format!("d{d}")).unwrap_or("").to_string(),
                        )
                    })
                    .collect();
                return Ok(Some(Found {
                    start: start + whole.start() + skip,
                    end: start + whole.end(),
                    defs,
                }));
            }
            // A same-line use disagreed with its definition: retry from the next start. (A regex
            // with backreferences could also try other splits at the same start; Rust's cannot.)
            from = whole.start()
                + haystack[whole.start()..]
                    .chars()
                    .next()
                    .map_or(1, char::len_utf8);
        }
        Ok(None)
    }

    /// A plain-text rendering of the pattern, for guessing the intended match of a failed check.
    pub(crate) fn example(&self, vars: &Variables) -> String {
        let mut out = String::new();
        for piece in &self.pieces {
            match piece {
                Piece::Literal(text) => out.push_str(text),
                Piece::Regex { source, .. } | Piece::Def { source, .. } => out.push_str(source),
                Piece::Use { name, .. } => out.push_str(vars.get(name).unwrap_or(name)),
            }
        }
        out
    }
}

/// Splits pattern text into pieces. `canon` collapses whitespace unless `--strict-whitespace`.
fn parse_pieces(
    text: &str,
    location: &Location,
    canon: impl Fn(&str) -> String,
) -> Result<Vec<Piece>, Diagnostic> {
    let at = |offset: usize, message: String| {
        let mut loc = location.clone();
        loc.column += offset;
        Diagnostic::error(Some(loc), message)
    };
    let mut pieces = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let rest = &text[i..];
        if rest.starts_with("{{") {
            let body = i + 2;
            let Some(found) = text[body..].find("}}") else {
                return Err(at(i, "found start of regex string with no end '}}'".into()));
            };
            // `{{x{2}}}` ends at the last of the closing braces, so the regex is `x{2}`.
            let mut close = body + found;
            while text[close + 2..].starts_with('}') {
                close += 1;
            }
            let source = canon(&text[body..close]);
            let translated = compile_check(&source).map_err(|m| at(body, m))?;
            pieces.push(Piece::Regex { source, translated });
            i = close + 2;
        } else if rest.starts_with("[[") {
            let body = i + 2;
            let end = match substitution_end(&text[body..]) {
                Ok(end) => body + end,
                Err(message) => return Err(at(i, message.into())),
            };
            pieces.push(parse_substitution(
                &text[body..end],
                body,
                location,
                &canon,
                &at,
            )?);
            i = end + 2;
        } else {
            let next = [rest.find("{{"), rest.find("[[")]
                .into_iter()
                .flatten()
                .min();
            let end = i + next.unwrap_or(rest.len());
            pieces.push(Piece::Literal(canon(&text[i..end])));
            i = end;
        }
    }
    Ok(pieces)
}

/// Offset of the `]]` closing a substitution whose body starts `body`; brackets inside the
/// regex of a definition (`[[X:[a-z]+]]`) nest.
fn substitution_end(body: &str) -> Result<usize, &'static str> {
    let bytes = body.as_bytes();
    let mut depth = 0usize;
    let mut i = 0;
    while i < bytes.len() {
        if depth == 0 && bytes[i..].starts_with(b"]]") {
            return Ok(i);
        }
        match bytes[i] {
            b'\\' => i += 1,
            b'[' => depth += 1,
            b']' if depth == 0 => return Err("missing closing \"]\" for regex variable"),
            b']' => depth -= 1,
            _ => {}
        }
        i += 1;
    }
    Err("Invalid substitution block, no ]] found")
}

/// Parses the inside of `[[...]]` starting at byte `offset` of the pattern text.
fn parse_substitution(
    body: &str,
    offset: usize,
    location: &Location,
    canon: &impl Fn(&str) -> String,
    at: &impl Fn(usize, String) -> Diagnostic,
) -> Result<Piece, Diagnostic> {
    if let Some(expr) = body.strip_prefix('#') {
        let expr: String = expr.chars().filter(|c| !c.is_whitespace()).collect();
        return match line_expression(&expr, location.line) {
            Some(line) => Ok(Piece::Literal(line)),
            None => Err(at(
                offset,
                "numeric substitution blocks are not supported (only [[#@LINE]] and \
                 [[#@LINE+n]]); match the number with a regex instead"
                    .into(),
            )),
        };
    }
    if body.starts_with('@') {
        let expr: String = body.chars().filter(|c| !c.is_whitespace()).collect();
        return match line_expression(&expr, location.line) {
            Some(line) => Ok(Piece::Literal(line)),
            None => Err(at(offset, format!("invalid pseudo variable '{body}'"))),
        };
    }
    let (name, regex) = match body.split_once(':') {
        Some((name, regex)) => (name, Some(regex)),
        None => (body, None),
    };
    if !is_variable_name(name) {
        return Err(at(offset, "invalid variable name".into()));
    }
    Ok(match regex {
        Some(regex) => {
            let source = canon(regex);
            let translated = compile_check(&source).map_err(|m| at(offset + name.len() + 1, m))?;
            Piece::Def {
                name: name.to_string(),
                source,
                translated,
            }
        }
        None => Piece::Use {
            name: name.to_string(),
            column: location.column + offset,
        },
    })
}

/// The line number `@LINE`, `@LINE+n` or `@LINE-n` stands for on check line `line`.
fn line_expression(expr: &str, line: usize) -> Option<String> {
    let rest = expr.strip_prefix("@LINE")?;
    let line = i64::try_from(line).ok()?;
    let value = if rest.is_empty() {
        line
    } else if let Some(n) = rest.strip_prefix('+') {
        line.checked_add(n.parse::<u32>().ok()?.into())?
    } else {
        line.checked_sub(rest.strip_prefix('-')?.parse::<u32>().ok()?.into())?
    };
    Some(value.to_string())
}

/// `[$]?[A-Za-z_][A-Za-z0-9_]*`: a `$` marks a variable `--enable-var-scope` does not clear.
pub(crate) fn is_variable_name(name: &str) -> bool {
    let name = name.strip_prefix('$').unwrap_or(name);
    let mut chars = name.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// Translates a FileCheck regex and checks that Rust accepts it.
fn compile_check(source: &str) -> Result<String, String> {
    let translated = translate_regex(source);
    match Regex::new(&translated) {
        Ok(_) => Ok(translated),
        Err(e) => Err(format!("invalid regex: {}", short_regex_error(&e))),
    }
}

/// The last line of a `regex` error ("unclosed character class"), without the drawing above it.
fn short_regex_error(error: &regex::Error) -> String {
    let text = error.to_string();
    let last = text
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or(&text);
    last.trim().trim_start_matches("error: ").to_string()
}

/// Rewrites POSIX-isms of FileCheck regexes into Rust syntax: negated bracket expressions exclude
/// newlines, and `[`, `&`, `~` inside brackets are plain characters.
pub(crate) fn translate_regex(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len() + 8);
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '\\' => {
                out.extend(&chars[i..(i + 2).min(chars.len())]);
                i += 2;
            }
            '[' => i = translate_bracket(&chars, i, &mut out),
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
    out
}

/// Translates the bracket expression starting at `chars[start] == '['`; returns the index after it.
fn translate_bracket(chars: &[char], start: usize, out: &mut String) -> usize {
    let mut i = start + 1;
    let negated = chars.get(i) == Some(&'^');
    if negated {
        i += 1;
    }
    let mut body = String::new();
    if chars.get(i) == Some(&']') {
        body.push_str("\\]");
        i += 1;
    }
    loop {
        match chars.get(i) {
            None => {
                // Unterminated: pass it through and let the regex compiler explain.
                out.extend(&chars[start..]);
                return chars.len();
            }
            Some(']') => {
                i += 1;
                break;
            }
            Some('[') if matches!(chars.get(i + 1), Some(':' | '.' | '=')) => {
                let delim = chars[i + 1];
                let close = (i + 2..chars.len().saturating_sub(1))
                    .find(|&j| chars[j] == delim && chars[j + 1] == ']');
                match close {
                    Some(j) => {
                        body.extend(&chars[i..j + 2]);
                        i = j + 2;
                    }
                    None => {
                        body.push_str("\\[");
                        i += 1;
                    }
                }
            }
            Some('\\') => {
                body.extend(&chars[i..(i + 2).min(chars.len())]);
                i += 2;
            }
            Some(&c @ ('[' | '&' | '~')) => {
                body.push('\\');
                body.push(c);
                i += 1;
            }
            Some(&c) => {
                body.push(c);
                i += 1;
            }
        }
    }
    out.push('[');
    if negated {
        out.push_str("^\\n");
    }
    out.push_str(&body);
    out.push(']');
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    fn loc() -> Location {
        Location {
            file: "t".into(),
            line: 7,
            column: 11,
            line_text: String::new(),
            width: 1,
        }
    }

    fn pattern(text: &str) -> Pattern {
        match Pattern::parse(
            CheckKind::Plain,
            text,
            false,
            loc(),
            PatternOptions::default(),
        ) {
            Ok(p) => p,
            Err(e) => panic!("{e}"),
        }
    }

    fn parse_error(text: &str) -> Diagnostic {
        match Pattern::parse(
            CheckKind::Plain,
            text,
            false,
            loc(),
            PatternOptions::default(),
        ) {
            Ok(_) => panic!("`{text}` parsed"),
            Err(e) => e,
        }
    }

    fn find(p: &Pattern, text: &str, vars: &Variables) -> Option<(usize, usize)> {
        match p.find(text, 0, text.len(), vars) {
            Ok(found) => found.map(|f| (f.start, f.end)),
            Err(e) => panic!("{e:?}"),
        }
    }

    #[test]
    fn literal_text_is_not_a_regex() {
        let p = pattern("a.b(");
        assert_eq!(find(&p, "axb( a.b(", &Variables::new()), Some((5, 9)));
    }

    #[test]
    fn regex_blocks_match_regexes() {
        let p = pattern("%{{[0-9]+}} = x");
        assert_eq!(find(&p, "%a = x %12 = x", &Variables::new()), Some((7, 14)));
    }

    #[test]
    fn regex_block_may_end_in_braces() {
        let p = pattern("{{[0-9]{2}}}!");
        assert_eq!(find(&p, "1! 22!", &Variables::new()), Some((3, 6)));
    }

    #[test]
    fn negated_class_does_not_cross_lines() {
        let p = pattern("x{{[^,]*}}y");
        assert_eq!(find(&p, "x\ny", &Variables::new()), None);
        assert_eq!(find(&p, "x\nxay", &Variables::new()), Some((2, 5)));
    }

    #[test]
    fn dot_does_not_cross_lines() {
        let p = pattern("a{{.*}}b");
        assert_eq!(find(&p, "a\nb", &Variables::new()), None);
    }

    #[test]
    fn definition_captures_and_use_substitutes() {
        let def = pattern("%[[ARG:[a-z0-9]+]] =");
        let text = "%arg0 = foo";
        let found = def
            .find(text, 0, text.len(), &Variables::new())
            .unwrap()
            .unwrap();
        assert_eq!(found.defs, vec![("ARG".to_string(), "arg0".to_string())]);

        let use_ = pattern("use [[ARG]]");
        let mut vars = Variables::new();
        vars.insert("ARG".into(), "a.0".into());
        // The value is spliced in as text: `.` must not match `x`.
        assert_eq!(find(&use_, "use ax0 use a.0", &vars), Some((8, 15)));
    }

    #[test]
    fn use_of_undefined_variable_is_an_error_at_its_column() {
        let p = pattern("x [[NOPE]]");
        match p.find("x", 0, 1, &Variables::new()) {
            Err(SearchError::Undefined(names)) => assert_eq!(names, vec![("NOPE".into(), 15)]),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn same_line_use_must_equal_definition() {
        let p = pattern("[[X:[a-z]+]] = [[X]]");
        assert_eq!(
            find(&p, "ab = cd ab = ab", &Variables::new()),
            Some((8, 15))
        );
        assert_eq!(find(&p, "ab = cd", &Variables::new()), None);
    }

    #[test]
    fn definition_may_contain_brackets() {
        let p = pattern("[[X:[0-9]]]]");
        let text = "a 5]";
        let found = p
            .find(text, 0, text.len(), &Variables::new())
            .unwrap()
            .unwrap();
        assert_eq!((found.start, found.end), (2, 4));
        assert_eq!(found.defs[0].1, "5");
    }

    #[test]
    fn pattern_that_is_only_an_empty_value_never_matches() {
        let p = pattern("[[V]]");
        let mut vars = Variables::new();
        vars.insert("V".into(), String::new());
        assert_eq!(find(&p, "abc", &vars), None);
        vars.insert("V".into(), "b".into());
        assert_eq!(find(&p, "abc", &vars), Some((1, 2)));
    }

    #[test]
    fn at_line_is_the_check_line() {
        let p = pattern("loc([[@LINE]]) [[@LINE+2]] [[# @LINE - 1]]");
        assert_eq!(find(&p, "loc(7) 9 6", &Variables::new()), Some((0, 10)));
    }

    #[test]
    fn whitespace_runs_in_patterns_collapse() {
        let p = pattern("a  \t b");
        assert_eq!(find(&p, "a b", &Variables::new()), Some((0, 3)));
    }

    #[test]
    fn full_lines_allow_surrounding_spaces_unless_strict() {
        let options = PatternOptions {
            match_full_lines: true,
            ..PatternOptions::default()
        };
        let p = Pattern::parse(CheckKind::Plain, "a", false, loc(), options).unwrap();
        assert_eq!(find(&p, "xa\n a \n", &Variables::new()), Some((3, 6)));
        let strict = PatternOptions {
            strict_whitespace: true,
            ..options
        };
        let p = Pattern::parse(CheckKind::Plain, "a", false, loc(), strict).unwrap();
        assert_eq!(find(&p, " a \na\n", &Variables::new()), Some((4, 5)));
    }

    #[test]
    fn ignore_case() {
        let options = PatternOptions {
            ignore_case: true,
            ..PatternOptions::default()
        };
        let p = Pattern::parse(CheckKind::Plain, "FoO{{X}}", false, loc(), options).unwrap();
        assert_eq!(find(&p, "foox", &Variables::new()), Some((0, 4)));
    }

    #[test]
    fn literal_modifier_keeps_braces() {
        let opts = PatternOptions::default();
        let p = Pattern::parse(CheckKind::Plain, "{{x}} [[y]]", true, loc(), opts).unwrap();
        assert_eq!(
            find(&p, "x y {{x}} [[y]]", &Variables::new()),
            Some((4, 15))
        );
    }

    #[test]
    fn empty_check_matches_the_line_after() {
        let opts = PatternOptions::default();
        let p = Pattern::parse(CheckKind::Empty, "", false, loc(), opts).unwrap();
        // From the end of "a", the next empty line starts at offset 4.
        assert_eq!(
            find(&p, "a\nb\n\nc", &Variables::new()).map(|(s, _)| s),
            Some(4)
        );
    }

    #[test]
    fn unterminated_regex_is_reported() {
        let e = parse_error("x {{abc");
        assert_eq!(e.message, "found start of regex string with no end '}}'");
        assert_eq!(e.location.unwrap().column, 13);
    }

    #[test]
    fn invalid_regex_is_reported_at_its_start() {
        let e = parse_error("x {{a(}}");
        assert!(e.message.starts_with("invalid regex: "), "{}", e.message);
        assert_eq!(e.location.unwrap().column, 15);
    }

    #[test]
    fn unterminated_substitution_is_reported() {
        let e = parse_error("[[X");
        assert_eq!(e.message, "Invalid substitution block, no ]] found");
    }

    #[test]
    fn bad_variable_names_are_reported() {
        assert_eq!(parse_error("[[1X]]").message, "invalid variable name");
        assert_eq!(parse_error("[[a-b:x]]").message, "invalid variable name");
        assert!(pattern("[[$GLOBAL:x]] [[_a1]]").has_variables());
    }

    #[test]
    fn numeric_variables_are_rejected_clearly() {
        assert!(parse_error("[[#N:]]")
            .message
            .starts_with("numeric substitution blocks"));
        assert!(parse_error("[[@FOO]]")
            .message
            .starts_with("invalid pseudo variable"));
    }

    #[test]
    fn translation_of_bracket_expressions() {
        assert_eq!(translate_regex("[^,]"), "[^\\n,]");
        assert_eq!(translate_regex("[]a]"), "[\\]a]");
        assert_eq!(translate_regex("[^]]"), "[^\\n\\]]");
        assert_eq!(translate_regex("[[:alpha:]_]"), "[[:alpha:]_]");
        assert_eq!(translate_regex("[[]"), "[\\[]");
        assert_eq!(translate_regex("[a&&b]"), "[a\\&\\&b]");
        assert_eq!(translate_regex("\\[x\\]"), "\\[x\\]");
        assert_eq!(translate_regex("[abc"), "[abc");
    }

    #[test]
    fn example_text_for_fuzzy_matching() {
        let p = pattern("x = [[V:.*]] {{[0-9]+}} [[W]]");
        let mut vars = Variables::new();
        vars.insert("W".into(), "42".into());
        assert_eq!(p.example(&vars), "x = .* [0-9]+ 42");
        assert_eq!(p.substitutions(&vars), vec![("W", "42")]);
    }
}
