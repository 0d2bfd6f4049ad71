//! Location grammar: the body of `loc(...)`.

use super::Parser;
use crate::attrs::{Attr, Location};
use crate::diag::{err, DResult};
use crate::lexer::TokenKind;

impl<'a> Parser<'a> {
    /// A location instance: `unknown`, `"file":l:c [to ...]`, `"name"(child)`,
    /// `callsite(a at b)`, `fused<meta>[...]` or `#alias`.
    pub(crate) fn parse_location_body(&mut self) -> DResult<Attr> {
        self.enter()?;
        let r = self.parse_location_inner();
        self.leave();
        r
    }

    fn parse_location_inner(&mut self) -> DResult<Attr> {
        match self.tok.kind {
            TokenKind::HashIdent => {
                let a = self.parse_attribute(None)?;
                if !self.ctx.is_location(a) {
                    // MLIR reports it at the token after the attribute.
                    let shown = crate::printer::attr_to_string(self.ctx, a);
                    return err(
                        self.here(),
                        format!("expected location attribute, but got{shown}"),
                    );
                }
                Ok(a)
            }
            TokenKind::String => self.parse_name_or_file_loc(),
            TokenKind::BareIdent => match self.spelling() {
                b"unknown" => {
                    self.bump();
                    Ok(self.ctx.unknown_loc())
                }
                b"callsite" => {
                    self.bump();
                    self.expect(TokenKind::LParen, "expected '(' in callsite location")?;
                    let callee = self.parse_location_body()?;
                    if !self.eat_keyword("at") {
                        return self.error_here("expected 'at' in callsite location");
                    }
                    let caller = self.parse_location_body()?;
                    self.expect(TokenKind::RParen, "expected ')' in callsite location")?;
                    Ok(self.ctx.loc(Location::CallSite { callee, caller }))
                }
                b"fused" => {
                    self.bump();
                    let mut metadata = None;
                    if self.eat(TokenKind::Less) {
                        metadata = Some(self.parse_attribute(None)?);
                        self.expect(
                            TokenKind::Greater,
                            "expected '>' after fused location metadata",
                        )?;
                    }
                    self.expect(TokenKind::LSquare, "expected '[' in fused location")?;
                    let mut locs = Vec::new();
                    if !self.eat(TokenKind::RSquare) {
                        loop {
                            locs.push(self.parse_location_body()?);
                            if self.eat(TokenKind::RSquare) {
                                break;
                            }
                            self.expect(TokenKind::Comma, "expected ']' in fused location")?;
                        }
                    }
                    Ok(self.ctx.fused_loc(metadata, &locs))
                }
                _ => self.error_here("expected location instance"),
            },
            _ => self.error_here("expected location instance"),
        }
    }

    fn parse_unsigned(&mut self, what: &str) -> DResult<u32> {
        if !self.at(TokenKind::Integer) {
            return self.error_here(format!(
                "expected integer {what} number in FileLineColRange"
            ));
        }
        let s = self.spelling();
        let v = if s.starts_with(b"0x") {
            u32::from_str_radix(std::str::from_utf8(&s[2..]).unwrap_or(""), 16).ok()
        } else {
            std::str::from_utf8(s)
                .ok()
                .and_then(|t| t.parse::<u32>().ok())
        };
        match v {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => self.error_here(format!(
                "expected integer {what} number in FileLineColRange"
            )),
        }
    }

    fn parse_name_or_file_loc(&mut self) -> DResult<Attr> {
        let s = self.string_value()?;
        let name = self.ctx.string_attr(&s);
        self.bump();
        if self.eat(TokenKind::Colon) {
            // MLIR names the file of an empty file name "-".
            let name = if s.is_empty() {
                self.ctx.string_attr(b"-")
            } else {
                name
            };
            let line = self.parse_unsigned("line")?;
            if !self.eat(TokenKind::Colon) {
                return Ok(self.ctx.loc(Location::FileLineCol {
                    file: name,
                    line,
                    col: 0,
                    end_line: line,
                    end_col: 0,
                }));
            }
            let col = self.parse_unsigned("column")?;
            if !self.eat_keyword("to") {
                return Ok(self.ctx.loc(Location::FileLineCol {
                    file: name,
                    line,
                    col,
                    end_line: line,
                    end_col: col,
                }));
            }
            let end_line = if self.at(TokenKind::Integer) {
                let l = self.parse_unsigned("line")?;
                if !self.at(TokenKind::Colon) {
                    return self.error_here(
                        "expected either integer or `:` post `to` in FileLineColRange",
                    );
                }
                l
            } else {
                if !self.at(TokenKind::Colon) {
                    return self.error_here(
                        "expected either integer or `:` post `to` in FileLineColRange",
                    );
                }
                line
            };
            self.bump();
            let end_col = self.parse_unsigned("column")?;
            return Ok(self.ctx.loc(Location::FileLineCol {
                file: name,
                line,
                col,
                end_line,
                end_col,
            }));
        }
        if self.eat(TokenKind::LParen) {
            let child = self.parse_location_body()?;
            self.expect(
                TokenKind::RParen,
                "expected ')' after child location of NameLoc",
            )?;
            return Ok(self.ctx.loc(Location::Name { name, child }));
        }
        let unknown = self.ctx.unknown_loc();
        Ok(self.ctx.loc(Location::Name {
            name,
            child: unknown,
        }))
    }
}
