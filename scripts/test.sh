#!/usr/bin/env bash
# Every test of the repository: the Rust workspace's, then the Python
# package's (python/), built into a virtual environment of its own under
# target/ with the build and test tools it needs (maturin, pytest), so that
# a machine with Python and pip needs nothing else. pytest fails when no
# test runs. The quick loop of the library alone is `cargo test -p jetan`.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo test --workspace

venv=target/pyenv
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade "maturin>=1.9,<2" "pytest>=7"
"$venv/bin/python" -m pip install --quiet --force-reinstall --no-deps ./python
"$venv/bin/python" -m pytest python/tests -q
