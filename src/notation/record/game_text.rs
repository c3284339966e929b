//! Where one game's text ends in a text of several: its tokens, from its
//! tag section to the comments after its result.

use super::cursor::At;
use super::error::ParseRecordError;
use super::lexer::{Lexer, TagPair, Token, Word};
use alloc::vec::Vec;

/// What stands before the movetext: tag pairs and comments.
pub(super) enum HeadToken<'a> {
    Tag(TagPair<'a>),
    Comment(&'a str),
}

/// What stands in the movetext before its result.
pub(super) enum BodyToken<'a> {
    /// A move number indication (see [`Word::Number`]).
    Number(&'a str),
    /// A move, legal or not.
    Move(&'a str),
    Comment(&'a str),
    /// A `}` outside a comment.
    CommentEnd,
}

/// One game's text, as tokens in the order they stand.
pub(super) struct GameText<'a> {
    pub(super) head: Vec<(HeadToken<'a>, At)>,
    pub(super) body: Vec<(BodyToken<'a>, At)>,
    /// The word that ended the movetext: a result, or text that can only be
    /// meant as one. `None` when the text or the game ended first.
    pub(super) result: Option<(&'a str, At)>,
    /// The comments after the result.
    pub(super) tail: Vec<(&'a str, At)>,
    /// Where the game's text ends: the next game's tag section or the end
    /// of the text.
    pub(super) end: At,
}

/// Takes the next game's tokens: tag pairs and comments; then words and
/// comments up to a word that ends the movetext (a result, or text meant
/// as one) or up to a tag pair (the next game's, when this one lacks its
/// result); then the comments after the result. `None` when only white
/// space is left. An error of the text's grammar (an unclosed comment, a
/// broken tag pair) is answered as it is: after it, where games start is
/// unknown.
pub(super) fn next_game<'a>(
    lexer: &mut Lexer<'a>,
) -> Option<Result<GameText<'a>, ParseRecordError>> {
    lexer.peek()?;
    Some(take_game(lexer))
}

fn take_game<'a>(lexer: &mut Lexer<'a>) -> Result<GameText<'a>, ParseRecordError> {
    let mut head = Vec::new();
    while let Some((token, at)) = lexer.next().transpose()? {
        match token {
            Token::Tag(pair) => head.push((HeadToken::Tag(pair), at)),
            Token::Comment(text) => head.push((HeadToken::Comment(text), at)),
            movetext @ (Token::Word(_) | Token::CommentEnd) => {
                lexer.unread(movetext, at);
                break;
            }
        }
    }
    let mut body = Vec::new();
    let mut result = None;
    while let Some((token, at)) = lexer.next().transpose()? {
        match token {
            Token::Word(word) => match Word::of(word) {
                Word::Result => {
                    result = Some((word, at));
                    break;
                }
                Word::Number => body.push((BodyToken::Number(word), at)),
                Word::Move => body.push((BodyToken::Move(word), at)),
            },
            Token::Comment(text) => body.push((BodyToken::Comment(text), at)),
            Token::CommentEnd => body.push((BodyToken::CommentEnd, at)),
            // The next game's tag section: this one lacks its result.
            tag @ Token::Tag(_) => {
                lexer.unread(tag, at);
                break;
            }
        }
    }
    let mut tail = Vec::new();
    if result.is_some() {
        // Only the comments: an error after them is the next game's.
        while let Some(Ok((Token::Comment(_), _))) = lexer.peek() {
            if let Some(Ok((Token::Comment(text), at))) = lexer.next() {
                tail.push((text, at));
            }
        }
    }
    let end = match lexer.peek() {
        Some(Ok((_, at))) => *at,
        _ => lexer.end_at(),
    };
    Ok(GameText {
        head,
        body,
        result,
        tail,
        end,
    })
}
