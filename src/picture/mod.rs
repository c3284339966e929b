//! Pictures of a position: a text diagram for terminals and an SVG drawing.

mod diagram;
mod svg;

pub use diagram::Diagram;
pub use svg::{Highlights, to_svg};
