#!/bin/sh
# Builds the engine of commit COMMIT (its library, this directory's main.rs
# speaking UCI) as OUT, with this repository's release settings:
#   tools/reference/build.sh 9caf3f6 target/jetan-9caf3f6
#   jetan match uci:target/release/jetan uci:target/jetan-9caf3f6 --time-ms 100 ...
set -eu
commit=${1:?usage: build.sh COMMIT OUT}
out=${2:?usage: build.sh COMMIT OUT}
root=$(git rev-parse --show-toplevel)
dir=$root/target/reference/$commit
rm -rf "$dir"
mkdir -p "$dir/jetan" "$dir/uci/src" "$dir/uci/.cargo"
git -C "$root" archive "$commit" | tar -x -C "$dir/jetan"
cp "$root/tools/reference/main.rs" "$dir/uci/src/main.rs"
cp "$root/.cargo/config.toml" "$dir/uci/.cargo/config.toml"
cat > "$dir/uci/Cargo.toml" <<TOML
[package]
name = "jetan-reference"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
jetan = { path = "../jetan" }

[profile.release]
codegen-units = 1
lto = "thin"

[workspace]
TOML
cargo build --release --manifest-path "$dir/uci/Cargo.toml"
mkdir -p "$(dirname "$out")"
cp "$dir/uci/target/release/jetan-reference" "$out"
