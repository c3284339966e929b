//! A character cursor over record text that knows its line and column.

use super::{ParseRecordError, RecordErrorKind};
use alloc::string::String;

/// A character cursor that knows its line and column.
pub(super) struct Cursor<'a> {
    pub(super) rest: &'a str,
    pub(super) line: usize,
    pub(super) column: usize,
}

/// Where something was read: line and column.
#[derive(Clone, Copy)]
pub(super) struct At(usize, usize);

impl At {
    pub(super) fn error(self, kind: RecordErrorKind) -> ParseRecordError {
        ParseRecordError {
            game: 1,
            line: self.0,
            column: self.1,
            kind,
        }
    }
}

impl<'a> Cursor<'a> {
    pub(super) fn at(&self) -> At {
        At(self.line, self.column)
    }

    pub(super) fn peek(&self) -> Option<char> {
        self.rest.chars().next()
    }

    pub(super) fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.rest = &self.rest[c.len_utf8()..];
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    pub(super) fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    pub(super) fn expect(&mut self, c: char, what: &'static str) -> Result<(), ParseRecordError> {
        if self.peek() == Some(c) {
            self.bump();
            Ok(())
        } else {
            Err(self.at().error(RecordErrorKind::Expected(what)))
        }
    }

    pub(super) fn quoted(&mut self) -> Result<String, ParseRecordError> {
        let open = self.at();
        self.expect('"', "'\"' to open the tag value")?;
        let mut value = String::new();
        loop {
            let at = self.at();
            match self.bump() {
                // Where the value opened says more than the end of the text.
                None => return Err(open.error(RecordErrorKind::UnclosedValue)),
                Some('"') => return Ok(value),
                Some('\\') => match self.bump() {
                    Some(c @ ('"' | '\\')) => value.push(c),
                    Some(c) => return Err(at.error(RecordErrorKind::BadEscape(c))),
                    None => return Err(open.error(RecordErrorKind::UnclosedValue)),
                },
                Some(c) => value.push(c),
            }
        }
    }
}

impl<'a> Cursor<'a> {
    /// The characters up to the first one for which `end` holds.
    pub(super) fn word_until(&mut self, end: impl Fn(char) -> bool) -> &'a str {
        self.take(self.rest.find(end).unwrap_or(self.rest.len()))
    }

    /// The next `len` bytes, which end on a character boundary.
    pub(super) fn take(&mut self, len: usize) -> &'a str {
        let (taken, _) = self.rest.split_at(len);
        for _ in taken.chars() {
            self.bump();
        }
        taken
    }
}
