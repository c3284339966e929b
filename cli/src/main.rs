//! The `jetan` command (being built: see the workspace README).

fn main() {
    println!("jetan {}", env!("CARGO_PKG_VERSION"));
}
