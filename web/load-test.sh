#!/usr/bin/env bash
# Load test of jetan-web: starts the server (release build) on a free port
# of 127.0.0.1 with a fresh database, plays GAMES games of MOVES moves at
# once against it, within TIME_LIMIT seconds, with ENGINE_GAMES games of a
# person against the engine beside them and ABUSIVE attempts at games
# between two engines made to hold the cores; prints requests a second,
# latency percentiles, the engine's reply times and lost moves, and stops
# the server.
#
#   web/load-test.sh [GAMES (50)] [MOVES (40)] [TIME_LIMIT (60)] [ENGINE_GAMES (0)] [ABUSIVE (0)]
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-50}
moves=${2:-40}
limit=${3:-60}
engine_games=${4:-0}
abusive=${5:-0}

cargo build --release -p jetan-web --bin jetan-web --example load_test
dir=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -rf "$dir"' EXIT
target/release/jetan-web --listen 127.0.0.1:0 --db "$dir/load.sqlite3" >"$dir/out" &
server=$!
for _ in $(seq 100); do
    [ -s "$dir/out" ] && break
    sleep 0.1
done
addr=$(sed -n '1s|^listening on http://||p' "$dir/out")
[ -n "$addr" ] || { echo "the server did not start"; exit 1; }
status=0
timeout $((limit + 30)) target/release/examples/load_test \
    --addr "$addr" --games "$games" --moves "$moves" --time-limit "$limit" \
    --engine-games "$engine_games" --abusive "$abusive" || status=$?
# The server's own processor time (user + system, from /proc), a figure
# that a busy machine disturbs less than the latencies.
if [ -r "/proc/$server/stat" ]; then
    ticks=$(awk '{print $14 + $15}' "/proc/$server/stat")
    echo "server processor time $(awk -v t="$ticks" -v hz="$(getconf CLK_TCK)" 'BEGIN {printf "%.2f", t / hz}') s"
fi
echo "load average $(cut -d' ' -f1-3 /proc/loadavg)"
exit "$status"
