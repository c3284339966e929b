use super::{Highlights, to_svg};
use crate::position::Position;
use crate::types::{Move, Square};
use alloc::string::String;
use alloc::vec::Vec;

/// A small well-formedness check, enough for the SVG this module writes:
/// tags balance, attributes are `name="value"` and unique within a tag, text
/// holds no stray `<` or `&`, and there is exactly one root element.
/// Answers the problem found, if any.
fn check_xml(doc: &str) -> Result<(), String> {
    let mut open: Vec<&str> = Vec::new();
    let mut roots = 0;
    let mut rest = doc;
    while let Some(lt) = rest.find('<') {
        check_text(&rest[..lt])?;
        let gt = rest[lt..].find('>').ok_or("unclosed tag")? + lt;
        let tag = &rest[lt + 1..gt];
        rest = &rest[gt + 1..];
        if let Some(name) = tag.strip_prefix('/') {
            match open.pop() {
                Some(top) if top == name => {}
                other => return Err(alloc::format!("</{name}> closes {other:?}")),
            }
            continue;
        }
        if open.is_empty() {
            roots += 1;
        }
        let (body, empty) = match tag.strip_suffix('/') {
            Some(body) => (body, true),
            None => (tag, false),
        };
        let name = check_tag(body)?;
        if !empty {
            open.push(name);
        }
    }
    check_text(rest)?;
    match (open.last(), roots) {
        (Some(name), _) => Err(alloc::format!("<{name}> never closed")),
        (None, 1) => Ok(()),
        (None, n) => Err(alloc::format!("{n} root elements")),
    }
}

fn check_text(text: &str) -> Result<(), String> {
    if text.contains('&') || text.contains('>') {
        return Err(alloc::format!("unescaped text {text:?}"));
    }
    Ok(())
}

/// Checks `name attr="value" ...` and answers the name.
fn check_tag(body: &str) -> Result<&str, String> {
    let is_name = |c: char| c.is_ascii_alphanumeric() || "-_:.".contains(c);
    let end = body.find(|c: char| !is_name(c)).unwrap_or(body.len());
    let (name, mut rest) = body.split_at(end);
    if name.is_empty() {
        return Err(alloc::format!("tag without a name: {body:?}"));
    }
    let mut seen: Vec<&str> = Vec::new();
    loop {
        let trimmed = rest.trim_start();
        if trimmed.is_empty() {
            return Ok(name);
        }
        if trimmed.len() == rest.len() {
            return Err(alloc::format!(
                "<{name}>: attributes need a space before them"
            ));
        }
        let end = trimmed.find(|c: char| !is_name(c)).unwrap_or(trimmed.len());
        let (attr, after) = trimmed.split_at(end);
        let value = after
            .strip_prefix("=\"")
            .ok_or_else(|| alloc::format!("<{name}>: {attr:?} is not followed by =\""))?;
        let close = value
            .find('"')
            .ok_or_else(|| alloc::format!("<{name}>: unclosed {attr}"))?;
        if attr.is_empty() || seen.contains(&attr) || value[..close].contains('<') {
            return Err(alloc::format!(
                "<{name}>: bad or repeated attribute {attr:?}"
            ));
        }
        seen.push(attr);
        rest = &value[close + 1..];
    }
}

#[test]
fn the_checker_can_fail() {
    assert!(check_xml("<a><b/></a>").is_ok());
    assert!(check_xml("<a><b></a>").is_err());
    assert!(check_xml("<a x=1/>").is_err());
    assert!(check_xml("<a x=\"1\" x=\"2\"/>").is_err());
    assert!(check_xml("<a x=\"1\"y=\"2\"/>").is_err());
    assert!(check_xml("<a/><b/>").is_err());
    assert!(check_xml("<a>&</a>").is_err());
}

#[test]
fn the_start_position_is_well_formed_with_one_element_per_square() {
    let svg = to_svg(&Position::default(), &Highlights::new());
    assert_eq!(check_xml(&svg), Ok(()));
    assert_eq!(svg.matches("<rect class=\"square ").count(), 100);
    // Half the squares of each colour, as on any even board.
    assert_eq!(svg.matches("<rect class=\"square dark\"").count(), 50);
    // Twenty pieces a side, and the two royals of each side ringed twice.
    assert_eq!(svg.matches("class=\"piece orange\"").count(), 20);
    assert_eq!(svg.matches("class=\"piece black\"").count(), 20);
    assert_eq!(svg.matches("<circle ").count(), 44);
}

#[test]
fn the_last_move_is_drawn_through_the_centres_of_its_path() {
    // The Black Princess's f1c4 has one path, f1 e2 d3 c4: three steps
    // reach c4, three files and three ranks away, only diagonally.
    // With 48-unit squares and a 24-unit margin, the centre of the square on
    // file f (0-based) and rank r is (48 f + 48, 48 (9 - r) + 48).
    let pos = Position::default();
    let path = pos.path("f1c4".parse::<Move>().unwrap()).unwrap();
    let svg = to_svg(&pos, &Highlights::new().with_last_move(path));
    assert_eq!(check_xml(&svg), Ok(()));
    assert!(svg.contains("points=\"288,480 240,432 192,384 144,336\""));
}

#[test]
fn destinations_and_threats_are_marked() {
    // The Flier on d1 of the start position jumps to a4, c4, e4 and g4: its
    // other targets (c2, e2, a2, g2) hold its own pieces.
    let pos = Position::default();
    let d1: Square = "d1".parse().unwrap();
    let svg = to_svg(&pos, &Highlights::new().with_moves_from(&pos, d1));
    assert_eq!(check_xml(&svg), Ok(()));
    assert_eq!(svg.matches("r=\"7\"").count(), 4);

    // A Black Warrior alone on a1 threatens a3, b2 and c1 (two straight
    // steps); the Princesses never threaten.
    let lone = Position::from_text("9P/10/10/10/10/10/10/10/10/w8p b - 0 1").unwrap();
    let svg = to_svg(&lone, &Highlights::new().with_threats(&lone));
    assert_eq!(check_xml(&svg), Ok(()));
    assert_eq!(svg.matches("width=\"42\"").count(), 3);
}

#[test]
fn the_board_is_528_units_with_a1_dark_and_the_coordinates_on_every_edge() {
    // Ten squares of 48 units and a margin of 24 on each side: 528. The
    // square on file f and rank r (both from 0) has its top-left corner at
    // (24 + 48 f, 24 + 48 (9 - r)): a1 at (24, 456), dark as the docs say,
    // b1 beside it orange. Each file's letter is centred on its file
    // (x = 48 f + 48) below the board (7 units above its bottom edge, y =
    // 521) and above it (y = 17); each rank's number in the middle of the
    // left and right margins (x = 12 and 516), its baseline 5 units below
    // the rank's centre (y = 48 (9 - r) + 53).
    let svg = to_svg(&Position::default(), &Highlights::new());
    assert!(svg.contains("width=\"528\" height=\"528\" viewBox=\"0 0 528 528\""));
    assert!(svg.contains("<rect class=\"square dark\" x=\"24\" y=\"456\""));
    assert!(svg.contains("<rect class=\"square orange\" x=\"72\" y=\"456\""));
    assert!(svg.contains("<rect class=\"square dark\" x=\"456\" y=\"24\""));
    for text in [
        "<text x=\"48\" y=\"521\">a</text>",
        "<text x=\"48\" y=\"17\">a</text>",
        "<text x=\"480\" y=\"521\">j</text>",
        "<text x=\"480\" y=\"17\">j</text>",
        "<text x=\"12\" y=\"485\">1</text>",
        "<text x=\"516\" y=\"485\">1</text>",
        "<text x=\"12\" y=\"53\">10</text>",
        "<text x=\"516\" y=\"53\">10</text>",
    ] {
        assert!(svg.contains(text), "{text}");
    }
    assert_eq!(svg.matches("<text x=").count(), 40 + 40);
}
