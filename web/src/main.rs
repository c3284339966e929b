//! The Jetan web server (being built: see web/README.md).

fn main() {
    println!("jetan-web {}", env!("CARGO_PKG_VERSION"));
}
