#!/usr/bin/env bash
# The Hummingbird middleware under a load generator on loopback (issue 63): requests per second, measured by wrk,
# of ProblemDetailsMiddleware's routes against their baselines, in alternating runs back to back.
#
#   bash Benchmarks/load.sh                  # 5 rounds of 5 s per route
#   ROUNDS=9 DURATION=10s bash Benchmarks/load.sh
#
# Needs wrk (Debian's package), curl, taskset and a release build of LoadServer, which it makes. Not run by CI.
#
# What it compares (medians of ROUNDS runs each, the pair's two runs back to back, their order swapped every round):
#   - GET /unmapped (an error of the app's own, which the middleware answers with a 500 problem) against
#     GET /http-error (a thrown Hummingbird HTTPError(.badRequest), which it answers with a 400 problem), both through
#     the middleware. Guard: at least 0.9x the requests per second.
#   - GET /ok (200, "ok") through the middleware against the same route on a router without it (Hummingbird alone).
#     Guard: at most 5% below, and the median within the baseline's spread (min-max) of the runs.
#   - For information, GET /unmapped against GET /http-error on a third server whose logger is at `error`: the
#     middleware then writes one line per unmapped error, to /dev/null here.
#
# Logging: the servers' logger is at `critical` (LoadServer's default), so that no request writes a line. Hummingbird
# writes nothing per request above `debug`; the middleware logs each unmapped error at `error`. Its documentation
# names no level for production; the in-process `Server` benchmarks run it at `critical` too, and the third pair shows
# what the log line costs when it is written.
#
# Cores: the servers are pinned to CPU 0 and wrk to CPU 1 (taskset), so that the load generator and the server do not
# take turns on one core; PIN=0 leaves both to the scheduler. On a 2-core machine the server thus has one core.
set -euo pipefail

cd "$(dirname "$0")"

ROUNDS=${ROUNDS:-5}
DURATION=${DURATION:-5s}
WARMUP=${WARMUP:-3s}
CONNECTIONS=${CONNECTIONS:-32}
THREADS=${THREADS:-1}
PORT=${PORT:-18080}
PIN=${PIN:-1}

for tool in wrk curl taskset python3; do
    command -v "$tool" >/dev/null || { echo "load.sh: needs $tool" >&2; exit 1; }
done

if [ "$PIN" = 1 ] && [ "$(nproc)" -ge 2 ]; then
    server_pin=(taskset -c 0)
    wrk_pin=(taskset -c 1)
    pinning="servers on CPU 0, wrk on CPU 1"
else
    server_pin=()
    wrk_pin=()
    pinning="not pinned"
fi

echo "Building LoadServer (release)..." >&2
swift build -c release --product LoadServer >&2
bin="$(swift build -c release --show-bin-path)/LoadServer"

work=$(mktemp -d)
pids=()
stop() {
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    for pid in "${pids[@]}"; do
        wait "$pid" 2>/dev/null || true
    done
    rm -rf "$work"
}
trap stop EXIT
trap 'exit 130' INT TERM

middleware=http://127.0.0.1:$PORT
plain=http://127.0.0.1:$((PORT + 1))
logged=http://127.0.0.1:$((PORT + 2))

# start <port> <log file> <arguments…>: one server, in the background.
start() {
    local port=$1 log=$2
    shift 2
    if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
        echo "load.sh: something already answers on port $port (PORT=… to move)" >&2
        exit 1
    fi
    "${server_pin[@]}" "$bin" "$port" "$@" 2>"$log" &
    pids+=("$!")
}

start "$PORT" "$work/middleware.log" --middleware
start $((PORT + 1)) "$work/plain.log" --plain
# The middleware's line for each unmapped error goes to /dev/null: written, never shown.
start $((PORT + 2)) /dev/null --middleware --log-level error

# Waits until each server answers, for up to 30 s.
for base in "$middleware" "$plain" "$logged"; do
    for _ in $(seq 300); do
        curl -s -o /dev/null "$base/ok" && continue 2
        sleep 0.1
    done
    echo "load.sh: $base did not answer; its log:" >&2
    cat "$work"/*.log >&2
    exit 1
done

# Each route's status and content type, once, before measuring.
check() {
    local url=$1 status=$2 type=$3 got
    got=$(curl -s -o /dev/null -w '%{http_code} %{content_type}' "$url")
    if [ "${got%% *}" != "$status" ] || [[ "${got#* }" != "$type"* ]]; then
        echo "load.sh: $url answered '$got', expected '$status $type'" >&2
        exit 1
    fi
    echo "checked $url: $got" >&2
}
check "$middleware/ok" 200 text/plain
check "$middleware/http-error" 400 application/problem+json
check "$middleware/unmapped" 500 application/problem+json
check "$plain/ok" 200 text/plain
check "$logged/http-error" 400 application/problem+json
check "$logged/unmapped" 500 application/problem+json

# measure <name> <url> <seconds>: one wrk run; appends its requests per second to $work/<name>.rps, and its
# requests and non-2xx/3xx answers to $work/<name>.counts.
measure() {
    local name=$1 url=$2 duration=$3 output rps requests non2xx errors
    output=$("${wrk_pin[@]}" wrk -t"$THREADS" -c"$CONNECTIONS" -d"$duration" "$url")
    rps=$(awk '/^Requests\/sec:/ { print $2 }' <<<"$output")
    requests=$(awk '/ requests in / { print $1 }' <<<"$output")
    non2xx=$(awk '/Non-2xx or 3xx responses:/ { print $NF }' <<<"$output")
    errors=$(awk '/Socket errors:/ { sub(/.*Socket errors: /, ""); print }' <<<"$output")
    if [ -z "$rps" ]; then
        echo "load.sh: wrk printed no rate for $url:" >&2
        echo "$output" >&2
        exit 1
    fi
    echo "$rps" >>"$work/$name.rps"
    echo "$requests ${non2xx:-0} ${errors:-none}" >>"$work/$name.counts"
    printf '  %-22s %12s req/s  (%s requests, %s non-2xx/3xx, socket errors: %s)\n' \
        "$name" "$rps" "$requests" "${non2xx:-0}" "${errors:-none}" >&2
}

# The pairs: name and URL of the measured route, then of its baseline.
pairs=(
    "unmapped $middleware/unmapped http-error $middleware/http-error"
    "ok-middleware $middleware/ok ok-plain $plain/ok"
    "unmapped-logged $logged/unmapped http-error-logged $logged/http-error"
)

echo "Warming up ($WARMUP per route)..." >&2
for pair in "${pairs[@]}"; do
    read -r _ a _ b <<<"$pair"
    "${wrk_pin[@]}" wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARMUP" "$a" >/dev/null
    "${wrk_pin[@]}" wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARMUP" "$b" >/dev/null
done

for round in $(seq "$ROUNDS"); do
    echo "Round $round of $ROUNDS" >&2
    for pair in "${pairs[@]}"; do
        read -r name_a a name_b b <<<"$pair"
        if ((round % 2)); then
            measure "$name_a" "$a" "$DURATION"
            measure "$name_b" "$b" "$DURATION"
        else
            measure "$name_b" "$b" "$DURATION"
            measure "$name_a" "$a" "$DURATION"
        fi
    done
done

echo
echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION, $ROUNDS alternating rounds, $pinning; $(nproc) cores, $(uname -sm)"
echo
python3 - "$work" <<'EOF'
import statistics
import sys

work = sys.argv[1]


def rates(name):
    with open(f"{work}/{name}.rps") as f:
        return [float(line) for line in f if line.strip()]


def counts(name):
    with open(f"{work}/{name}.counts") as f:
        rows = [line.strip().split(maxsplit=2) for line in f if line.strip()]
    return sum(int(r[0]) for r in rows), sum(int(r[1]) for r in rows), {r[2] for r in rows} - {"none"}


rows = [
    ("`GET /unmapped` ÷ `GET /http-error`, both through the middleware", "unmapped", "http-error", "≥ 0.90"),
    ("`GET /ok` through the middleware ÷ Hummingbird alone", "ok-middleware", "ok-plain", "≥ 0.95, within spread"),
    ("`GET /unmapped` ÷ `GET /http-error`, logger at `error` (information)", "unmapped-logged", "http-error-logged",
     "none"),
]
print("| route | middleware req/s (median) | min–max | baseline req/s (median) | min–max | ratio | guard |")
print("|---|---:|---:|---:|---:|---:|---|")
verdicts = []
for label, a, b, guard in rows:
    ra, rb = rates(a), rates(b)
    ma, mb = statistics.median(ra), statistics.median(rb)
    ratio = ma / mb
    print(f"| {label} | {ma:,.0f} | {min(ra):,.0f}–{max(ra):,.0f} | {mb:,.0f} | {min(rb):,.0f}–{max(rb):,.0f} "
          f"| {ratio:.3f} | {guard} |")
    if a == "unmapped":
        verdicts.append(f"unmapped ≥ 0.9× HTTPError: {'met' if ratio >= 0.90 else 'NOT met'} ({ratio:.3f})")
    elif a == "ok-middleware":
        within = ma >= min(rb)
        verdicts.append(f"success at most 5% below Hummingbird alone: {'met' if ratio >= 0.95 else 'NOT met'} "
                        f"({ratio:.3f}); middleware median within the baseline's spread (at or above its slowest "
                        f"run): {'yes' if within else 'no'}")
print()
for verdict in verdicts:
    print(f"- {verdict}")
expected_errors = {"unmapped", "http-error", "unmapped-logged", "http-error-logged"}
for name in ["unmapped", "http-error", "ok-middleware", "ok-plain", "unmapped-logged", "http-error-logged"]:
    requests, non2xx, socket_errors = counts(name)
    expected = requests if name in expected_errors else 0
    note = "as expected" if non2xx == expected and not socket_errors else "UNEXPECTED"
    errors = f", socket errors: {'; '.join(sorted(socket_errors))}" if socket_errors else ""
    print(f"- {name}: {requests:,} requests, {non2xx:,} non-2xx/3xx ({note}){errors}")
EOF
