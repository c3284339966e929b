#!/bin/sh
# Builds the engine of commit COMMIT (its library, this directory's main.rs
# speaking UCI) as OUT, with this repository's release settings and the
# commit's locked dependencies:
#   tools/reference/build.sh 9caf3f6 target/jetan-9caf3f6
#   jetan match uci:target/release/jetan uci:target/jetan-9caf3f6 --time-ms 100 ...
set -eu
usage="usage: tools/reference/build.sh COMMIT OUT"
commit=${1:?$usage}
out=${2:?$usage}
root=$(cd "$(dirname "$0")/../.." && pwd)
sha=$(git -C "$root" rev-parse --verify --quiet "$commit^{commit}") || {
    echo "build.sh: $commit is not a commit of $root" >&2
    exit 2
}
case $out in /*) ;; *) out=$(pwd)/$out ;; esac
dir=$root/target/reference/$sha
rm -rf "$dir"
mkdir -p "$dir/jetan" "$dir/uci/src"
git -C "$root" archive "$sha" >"$dir/jetan.tar"
tar -x -C "$dir/jetan" -f "$dir/jetan.tar"
cp "$root/tools/reference/main.rs" "$dir/uci/src/main.rs"
cp "$dir/jetan/Cargo.lock" "$dir/uci/Cargo.lock"
cat >"$dir/uci/Cargo.toml" <<TOML
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
# Cargo reads its settings from the directory it runs in: there, a copy of
# this repository's .cargo/config.toml (the target CPU).
cd "$dir/uci"
mkdir -p .cargo
cp "$root/.cargo/config.toml" .cargo/config.toml
cargo build --release --target-dir "$dir/uci/target"
mkdir -p "$(dirname "$out")"
cp "$dir/uci/target/release/jetan-reference" "$out"
