//! Record text as tokens: tag pairs, comments and words, each with where it
//! starts.

use super::cursor::{At, Cursor};
use super::{ParseRecordError, RecordErrorKind};
use alloc::string::String;

/// A tag pair: `[Name "value"]`.
pub(super) struct TagPair<'a> {
    /// The name as written.
    pub(super) name: &'a str,
    pub(super) name_at: At,
    /// The value, its escapes undone.
    pub(super) value: String,
    pub(super) value_at: At,
}

/// A token of record text.
pub(super) enum Token<'a> {
    /// `[Name "value"]`.
    Tag(TagPair<'a>),
    /// `{ ... }`: the text between the braces, white space at both ends
    /// left out.
    Comment(&'a str),
    /// A `}` outside a comment.
    CommentEnd,
    /// Anything else, up to white space, `{` or `}`. A move number glued
    /// to what follows (`1.Nb2-b3`, as PGN allows) ends after its dots.
    Word(&'a str),
}

/// What a word of the movetext is.
pub(super) enum Word {
    /// A result token, or text that can only be meant as one: a word that
    /// starts with a digit, `*` or `½` and is not a move number (`2-0`,
    /// `1/2`, `**`). Moves start with a letter, so nothing else can be
    /// meant, and reading such a word as a bad move number would mislead.
    Result,
    /// A move number indication: digits and dots (`12.`, `3...`), or bare
    /// digits (a number that lacks its dot).
    Number,
    /// Anything else: a move, legal or not.
    Move,
}

impl Word {
    pub(super) fn of(word: &str) -> Word {
        let after_digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
        if after_digits.len() < word.len() {
            if after_digits.chars().all(|c| c == '.') {
                Word::Number
            } else {
                Word::Result
            }
        } else if word.starts_with(['*', '½']) {
            Word::Result
        } else {
            Word::Move
        }
    }
}

/// Reads tokens one at a time, with one token of look-ahead.
pub(super) struct Lexer<'a> {
    cur: Cursor<'a>,
    peeked: Option<Result<(Token<'a>, At), ParseRecordError>>,
}

impl<'a> Lexer<'a> {
    pub(super) fn new(text: &'a str) -> Lexer<'a> {
        Lexer {
            cur: Cursor {
                rest: text,
                line: 1,
                column: 1,
            },
            peeked: None,
        }
    }

    /// The next token and where it starts, without taking it; `None` at the
    /// end of the text.
    pub(super) fn peek(&mut self) -> Option<&Result<(Token<'a>, At), ParseRecordError>> {
        if self.peeked.is_none() {
            self.peeked = self.read();
        }
        self.peeked.as_ref()
    }

    /// The next token and where it starts.
    pub(super) fn next(&mut self) -> Option<Result<(Token<'a>, At), ParseRecordError>> {
        self.peek();
        self.peeked.take()
    }

    /// Puts back the token that [`next`](Lexer::next) answered last.
    pub(super) fn unread(&mut self, token: Token<'a>, at: At) {
        self.peeked = Some(Ok((token, at)));
    }

    /// Where the text ends, after its trailing white space; meant for when
    /// [`peek`](Lexer::peek) has answered `None`.
    pub(super) fn end_at(&self) -> At {
        self.cur.at()
    }

    fn read(&mut self) -> Option<Result<(Token<'a>, At), ParseRecordError>> {
        self.cur.skip_space();
        let at = self.cur.at();
        let token = match self.cur.peek()? {
            '[' => self.tag_pair(),
            '{' => self.comment(),
            '}' => {
                self.cur.bump();
                Ok(Token::CommentEnd)
            }
            _ => Ok(Token::Word(self.word())),
        };
        Some(token.map(|t| (t, at)))
    }

    fn tag_pair(&mut self) -> Result<Token<'a>, ParseRecordError> {
        let cur = &mut self.cur;
        cur.bump(); // the '[' that `read` saw
        cur.skip_space();
        let name_at = cur.at();
        let name = cur.word_until(|c| !c.is_ascii_alphanumeric() && c != '_');
        cur.skip_space();
        let value_at = cur.at();
        let value = cur.quoted()?;
        cur.skip_space();
        cur.expect(']', "']' to close the tag pair")?;
        Ok(Token::Tag(TagPair {
            name,
            name_at,
            value,
            value_at,
        }))
    }

    fn comment(&mut self) -> Result<Token<'a>, ParseRecordError> {
        let open = self.cur.at();
        self.cur.bump(); // the '{' that `read` saw
        let text = self.cur.word_until(|c| c == '}');
        // Where the comment opened says more than the end of the text.
        self.cur
            .expect('}', "'}'")
            .map_err(|_| open.error(RecordErrorKind::UnclosedComment))?;
        Ok(Token::Comment(text.trim()))
    }

    fn word(&mut self) -> &'a str {
        let rest = self.cur.rest;
        let mut end = rest
            .find(|c: char| c.is_whitespace() || c == '{' || c == '}')
            .unwrap_or(rest.len());
        let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        let dots = rest[digits..].len() - rest[digits..].trim_start_matches('.').len();
        if digits > 0 && dots > 0 {
            end = end.min(digits + dots);
        }
        self.cur.take(end)
    }
}
