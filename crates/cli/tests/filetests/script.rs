//! RUN lines: finding them in a test file and parsing them as a very small shell language.
//!
//! A RUN line is `RUN:` preceded only by comment punctuation (`// RUN: ...`); a line ending in
//! `\` continues on the next RUN line. The language is what lit's internal shell offers MLIR
//! tests, minus what we do not need: words with `'...'` and `"..."` quoting and `\` escapes,
//! pipelines (`|`), sequences (`&&`), and the redirections `< file`, `> file`, `2> file` and
//! `2>&1`. Anything else a real shell would do (`;`, `||`, `$(...)`, `>>`) is rejected with a
//! message rather than half-supported. `%s`-style substitutions are applied to each word after
//! splitting, so paths with spaces stay one word.

/// A RUN command, with continuation lines joined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunLine {
    /// 1-based line of its first `RUN:`.
    pub line: usize,
    /// The command text after `RUN:`.
    pub text: String,
}

/// The RUN commands of a test file, in order.
pub fn run_lines(source: &str) -> Result<Vec<RunLine>, String> {
    let mut runs = Vec::new();
    let mut pending: Option<RunLine> = None;
    for (index, line) in source.lines().enumerate() {
        let Some(text) = run_text(line) else {
            continue;
        };
        let text = text.trim();
        let (text, continues) = match text.strip_suffix('\\') {
            Some(head) => (head.trim_end(), true),
            None => (text, false),
        };
        let run = pending.get_or_insert_with(|| RunLine {
            line: index + 1,
            text: String::new(),
        });
        if !text.is_empty() {
            if !run.text.is_empty() {
                run.text.push(' ');
            }
            run.text.push_str(text);
        }
        if !continues {
            runs.extend(pending.take());
        }
    }
    match pending {
        Some(run) => Err(format!(
            "the RUN line at line {} ends with '\\' but no RUN line follows",
            run.line
        )),
        None => Ok(runs),
    }
}

/// What follows `RUN:` on `line`, if only whitespace and comment punctuation precede it.
fn run_text(line: &str) -> Option<&str> {
    let at = line.find("RUN:")?;
    let lead_is_comment = line[..at]
        .chars()
        .all(|c| c.is_whitespace() || matches!(c, '/' | '#' | ';' | '*' | '!'));
    lead_is_comment.then(|| &line[at + "RUN:".len()..])
}

/// Values of `%s` (the test file), `%S` and `%p` (its directory), `%t` (a scratch file path)
/// and `%T` (a scratch directory); `%%` is a literal `%`.
#[derive(Clone, Debug)]
pub struct Substitutions {
    pub file: String,
    pub dir: String,
    pub temp: String,
    pub temp_dir: String,
}

impl Substitutions {
    /// `word` with every substitution applied (left to right, so `%%s` is `%s`).
    pub fn apply(&self, word: &str) -> String {
        let mut out = String::with_capacity(word.len());
        let mut chars = word.chars();
        while let Some(c) = chars.next() {
            if c != '%' {
                out.push(c);
                continue;
            }
            let rest = chars.clone().next();
            let value = match rest {
                Some('s') => Some(self.file.as_str()),
                Some('S' | 'p') => Some(self.dir.as_str()),
                Some('t') => Some(self.temp.as_str()),
                Some('T') => Some(self.temp_dir.as_str()),
                Some('%') => Some("%"),
                _ => None,
            };
            match value {
                Some(value) => {
                    out.push_str(value);
                    chars.next();
                }
                None => out.push('%'),
            }
        }
        out
    }
}

/// One command of a pipeline: its words and redirections (paths as written, substituted).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Command {
    pub argv: Vec<String>,
    /// `< file`
    pub stdin: Option<String>,
    /// `> file`
    pub stdout: Option<String>,
    /// `2> file`
    pub stderr: Option<String>,
    /// `2>&1`: standard error goes where standard output goes.
    pub stderr_to_stdout: bool,
}

/// Commands joined by `|`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Pipeline {
    pub commands: Vec<Command>,
}

/// Pipelines joined by `&&`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Script {
    pub pipelines: Vec<Pipeline>,
}

#[derive(Debug, PartialEq, Eq)]
enum Token {
    Word(String),
    Pipe,
    And,
    StdinFrom,
    StdoutTo,
    StderrTo,
    StderrToStdout,
}

/// Parses a RUN command, applying `substitutions` to every word.
pub fn parse(text: &str, substitutions: &Substitutions) -> Result<Script, String> {
    let mut script = Script::default();
    let mut pipeline = Pipeline::default();
    let mut command = Command::default();
    let mut tokens = tokenize(text)?.into_iter();
    while let Some(token) = tokens.next() {
        match token {
            Token::Word(word) => command.argv.push(substitutions.apply(&word)),
            Token::Pipe => {
                finish_command(&mut pipeline, &mut command, "before '|'")?;
            }
            Token::And => {
                finish_command(&mut pipeline, &mut command, "before '&&'")?;
                script.pipelines.push(std::mem::take(&mut pipeline));
            }
            Token::StderrToStdout => command.stderr_to_stdout = true,
            redirect => {
                let (symbol, slot) = match redirect {
                    Token::StdinFrom => ("<", &mut command.stdin),
                    Token::StdoutTo => (">", &mut command.stdout),
                    _ => ("2>", &mut command.stderr),
                };
                let Some(Token::Word(target)) = tokens.next() else {
                    return Err(format!("'{symbol}' must be followed by a file name"));
                };
                if slot.replace(substitutions.apply(&target)).is_some() {
                    return Err(format!("'{symbol}' is given twice for one command"));
                }
            }
        }
    }
    if command == Command::default() && pipeline.commands.is_empty() && script.pipelines.is_empty()
    {
        return Err("the RUN line is empty".to_string());
    }
    finish_command(&mut pipeline, &mut command, "at the end of the line")?;
    script.pipelines.push(pipeline);
    Ok(script)
}

fn finish_command(pipeline: &mut Pipeline, command: &mut Command, at: &str) -> Result<(), String> {
    if command.argv.is_empty() {
        return Err(format!("a command is missing {at}"));
    }
    pipeline.commands.push(std::mem::take(command));
    Ok(())
}

/// Splits `text` into words and operators, removing quotes and escapes.
fn tokenize(text: &str) -> Result<Vec<Token>, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut tokens = Vec::new();
    let mut word = String::new();
    // Whether a word is under way (it may be empty: `''` is a word).
    let mut in_word = false;
    let flush = |tokens: &mut Vec<Token>, word: &mut String, in_word: &mut bool| {
        if *in_word {
            tokens.push(Token::Word(std::mem::take(word)));
            *in_word = false;
        }
    };
    let starts_with = |at: usize, s: &str| {
        s.chars()
            .enumerate()
            .all(|(k, c)| chars.get(at + k) == Some(&c))
    };
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            c if c.is_whitespace() => {
                flush(&mut tokens, &mut word, &mut in_word);
                i += 1;
            }
            '\'' => {
                let Some(close) = (i + 1..chars.len()).find(|&j| chars[j] == '\'') else {
                    return Err("a ' quote is not closed".to_string());
                };
                word.extend(&chars[i + 1..close]);
                in_word = true;
                i = close + 1;
            }
            '"' => {
                in_word = true;
                i += 1;
                loop {
                    match chars.get(i) {
                        None => return Err("a \" quote is not closed".to_string()),
                        Some('"') => break,
                        Some('\\') if matches!(chars.get(i + 1), Some('"' | '\\' | '$' | '`')) => {
                            word.push(chars[i + 1]);
                            i += 2;
                        }
                        Some(&c) => {
                            word.push(c);
                            i += 1;
                        }
                    }
                }
                i += 1;
            }
            '\\' => {
                let Some(escaped) = next else {
                    return Err("the line ends with a lone '\\'".to_string());
                };
                word.push(escaped);
                in_word = true;
                i += 2;
            }
            '2' if !in_word && starts_with(i, "2>&1") => {
                tokens.push(Token::StderrToStdout);
                i += 4;
            }
            '2' if !in_word
                && starts_with(i, "2>")
                && !starts_with(i, "2>>")
                && !starts_with(i, "2>&") =>
            {
                tokens.push(Token::StderrTo);
                i += 2;
            }
            '|' | '&' | ';' | '<' | '>' | '`' | '(' | ')' => {
                flush(&mut tokens, &mut word, &mut in_word);
                let (token, len) = match (c, next) {
                    ('|', Some('|')) => return Err(unsupported("'||'")),
                    ('|', _) => (Token::Pipe, 1),
                    ('&', Some('&')) => (Token::And, 2),
                    ('&', _) => return Err(unsupported("'&' (background jobs)")),
                    (';', _) => return Err(unsupported("';' (use '&&' or another RUN line)")),
                    ('<', Some('<')) => return Err(unsupported("'<<'")),
                    ('<', _) => (Token::StdinFrom, 1),
                    ('>', Some('>')) => return Err(unsupported("'>>'")),
                    ('>', Some('&')) => return Err(unsupported("'>&' (only '2>&1' is)")),
                    ('>', _) => (Token::StdoutTo, 1),
                    ('`', _) => return Err(unsupported("command substitution")),
                    _ => return Err(unsupported("'(' and ')' (quote them)")),
                };
                tokens.push(token);
                i += len;
            }
            '$' if next == Some('(') => return Err(unsupported("command substitution")),
            c => {
                word.push(c);
                in_word = true;
                i += 1;
            }
        }
    }
    flush(&mut tokens, &mut word, &mut in_word);
    Ok(tokens)
}

fn unsupported(what: &str) -> String {
    format!("{what} is not supported in RUN lines")
}

/// `argv` as one line a reader could paste into a shell.
pub fn display_argv(argv: &[String]) -> String {
    let quote = |word: &String| {
        let plain = !word.is_empty()
            && word
                .chars()
                .all(|c| c.is_alphanumeric() || "-_./=,:+%@^".contains(c));
        if plain {
            word.clone()
        } else {
            format!("'{}'", word.replace('\'', r"'\''"))
        }
    };
    argv.iter().map(quote).collect::<Vec<_>>().join(" ")
}

/// A command as a reader could paste it into a shell, redirections included.
pub fn display_command(command: &Command) -> String {
    let mut shown = display_argv(&command.argv);
    let mut redirect = |symbol: &str, path: &Option<String>| {
        if let Some(path) = path {
            shown.push_str(&format!(
                " {symbol} {}",
                display_argv(std::slice::from_ref(path))
            ));
        }
    };
    redirect("<", &command.stdin);
    redirect(">", &command.stdout);
    redirect("2>", &command.stderr);
    if command.stderr_to_stdout {
        shown.push_str(" 2>&1");
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    fn subs() -> Substitutions {
        Substitutions {
            file: "/t/a b.mlir".into(),
            dir: "/t".into(),
            temp: "/tmp/x/a.tmp".into(),
            temp_dir: "/tmp/x".into(),
        }
    }

    fn argvs(text: &str) -> Vec<Vec<Vec<String>>> {
        match parse(text, &subs()) {
            Ok(script) => script
                .pipelines
                .iter()
                .map(|p| p.commands.iter().map(|c| c.argv.clone()).collect())
                .collect(),
            Err(e) => panic!("{text}: {e}"),
        }
    }

    fn error(text: &str) -> String {
        match parse(text, &subs()) {
            Ok(script) => panic!("{text} parsed: {script:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn finds_run_lines_after_comment_markers_only() {
        let source =
            "// RUN: a\n#RUN: b\n  ;  RUN:c\nx // RUN: no\n// XRUN: no\n// CHECK: RUN: no\n";
        let runs = run_lines(source).unwrap_or_default();
        let texts: Vec<&str> = runs.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(texts, ["a", "b", "c"]);
        assert_eq!(runs[2].line, 3);
    }

    #[test]
    fn backslash_continues_on_the_next_run_line() {
        let source =
            "// RUN: sigil opt %s \\\n// CHECK: between\n// RUN:   | FileCheck %s\n// RUN: b\n";
        let runs = run_lines(source).unwrap_or_default();
        assert_eq!(
            runs,
            [
                RunLine {
                    line: 1,
                    text: "sigil opt %s | FileCheck %s".into()
                },
                RunLine {
                    line: 4,
                    text: "b".into()
                },
            ]
        );
    }

    #[test]
    fn dangling_continuation_is_an_error() {
        let error = run_lines("// RUN: a \\\n// nothing\n")
            .err()
            .unwrap_or_default();
        assert!(error.contains("line 1 ends with '\\'"), "{error}");
    }

    #[test]
    fn pipelines_and_sequences() {
        assert_eq!(
            argvs("sigil opt %s | FileCheck %s && not sigil x"),
            [
                vec![
                    vec!["sigil", "opt", "/t/a b.mlir"],
                    vec!["FileCheck", "/t/a b.mlir"]
                ],
                vec![vec!["not", "sigil", "x"]],
            ]
            .iter()
            .map(|p| p
                .iter()
                .map(|c| c.iter().map(|s| s.to_string()).collect())
                .collect())
            .collect::<Vec<Vec<Vec<String>>>>()
        );
    }

    #[test]
    fn quotes_and_escapes() {
        let words = &argvs(r#"FileCheck '--implicit-check-not=a b' "x \"y\" \z" c\ d '' e|f"#)[0];
        assert_eq!(
            words[0],
            [
                "FileCheck",
                "--implicit-check-not=a b",
                "x \"y\" \\z",
                "c d",
                "",
                "e"
            ]
        );
        assert_eq!(words[1], ["f"]);
        let joined = &argvs("a'b'\"c\"d")[0][0];
        assert_eq!(joined, &["abcd"]);
    }

    #[test]
    fn substitutions() {
        let s = subs();
        assert_eq!(s.apply("%s"), "/t/a b.mlir");
        assert_eq!(s.apply("-o=%t"), "-o=/tmp/x/a.tmp");
        assert_eq!(s.apply("%S/Inputs %p %T"), "/t/Inputs /t /tmp/x");
        assert_eq!(s.apply("100%% %%s %q %"), "100% %s %q %");
        // Substituted paths with spaces stay one word.
        assert_eq!(argvs("sigil %s")[0][0].len(), 2);
    }

    #[test]
    fn redirections() {
        let script = match parse("sigil < %s 2>&1 > %t 2> err.txt | FileCheck %s", &subs()) {
            Ok(script) => script,
            Err(e) => panic!("{e}"),
        };
        let first = &script.pipelines[0].commands[0];
        assert_eq!(first.argv, ["sigil"]);
        assert_eq!(first.stdin.as_deref(), Some("/t/a b.mlir"));
        assert_eq!(first.stdout.as_deref(), Some("/tmp/x/a.tmp"));
        assert_eq!(first.stderr.as_deref(), Some("err.txt"));
        assert!(first.stderr_to_stdout);
        // `2` inside a word is just a character.
        assert_eq!(argvs("x a2>b")[0][0], ["x", "a2"]);
    }

    #[test]
    fn unsupported_shell_features_are_rejected() {
        for text in [
            "a || b", "a ; b", "a & b", "a >> f", "a $(b)", "a `b`", "a << EOF", "a >&2", "(a)",
        ] {
            assert!(
                error(text).contains("not supported"),
                "{text}: {}",
                error(text)
            );
        }
    }

    #[test]
    fn malformed_lines_are_errors() {
        assert_eq!(error(""), "the RUN line is empty");
        assert_eq!(error("| a"), "a command is missing before '|'");
        assert_eq!(error("a |"), "a command is missing at the end of the line");
        assert_eq!(error("a &&"), "a command is missing at the end of the line");
        assert_eq!(error("a <"), "'<' must be followed by a file name");
        assert_eq!(error("a < | b"), "'<' must be followed by a file name");
        assert_eq!(error("a > x > y"), "'>' is given twice for one command");
        assert_eq!(error("a 'b"), "a ' quote is not closed");
        assert_eq!(error("a \"b"), "a \" quote is not closed");
        assert_eq!(error("a \\"), "the line ends with a lone '\\'");
    }

    #[test]
    fn commands_display_as_pasteable_shell() {
        let script = match parse("not sigil opt '%s' -x='a b' < in > out 2>&1", &subs()) {
            Ok(script) => script,
            Err(e) => panic!("{e}"),
        };
        assert_eq!(
            display_command(&script.pipelines[0].commands[0]),
            "not sigil opt '/t/a b.mlir' '-x=a b' < in > out 2>&1"
        );
        assert_eq!(display_argv(&["it's".to_string()]), r"'it'\''s'");
    }
}
