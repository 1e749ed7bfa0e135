#!/usr/bin/env bash
# Checks the documentation site in a real browser: serves it on 127.0.0.1, opens each module's landing page, the
# tutorial, every migration guide and three symbol pages in headless Chromium, and follows the documentation links
# each of them shows. It fails when a page is blank, shows DocC's "page not found", or a followed link is broken, and
# saves screenshots of the landing page and the tutorial.
#
#   bash scripts/check-docs-site.sh [SITE] [SCREENSHOTS]
#
# SITE defaults to a fresh build in .build/docs-site (scripts/build-docs-site.sh); SCREENSHOTS to
# .build/docs-site-screenshots. Chromium comes from Debian's `chromium` package, installed here when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
site=${1:-.build/docs-site}
screenshots=${2:-.build/docs-site-screenshots}
if [[ -z "${1:-}" ]]; then
    bash scripts/build-docs-site.sh "$site"
fi
if ! command -v chromium >/dev/null; then
    echo "installing Chromium (Debian's chromium package)"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
mkdir -p "$screenshots"

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
python3 -m http.server "$port" --bind 127.0.0.1 --directory "$site" >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    curl -fsS "http://127.0.0.1:$port/" >/dev/null 2>&1 && break
    sleep 0.1
done

python3 - "$port" "$screenshots" <<'PYTHON'
import re
import subprocess
import sys
import urllib.request

port, screenshots = sys.argv[1], sys.argv[2]
base = f"http://127.0.0.1:{port}"
chromium = ["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
            "--virtual-time-budget=15000"]

# Each page to open, and a text its rendered page must show.
pages = {
    "/documentation/responderchain": "Handle errors where they belong",
    "/documentation/problemdetails": "Decode the problem details",
    "/documentation/responderchaintesting": "ResponderChainTesting",
    "/documentation/responderchainswiftui": "ResponderChainSwiftUI",
    "/documentation/responderchainuikit": "ResponderChainUIKit",
    "/documentation/responderchainlogging": "No dispatch is logged twice",
    "/documentation/responderchaintracing": "Record each dispatch as a span",
    "/documentation/responderchainissuereporting": "purple runtime warning",
    "/tutorials/responderchaintutorials": "Handle errors where they belong",
    "/tutorials/responderchain/buildingachain": "Building a chain of responders",
    "/documentation/responderchain/comingfromswifterrorhandler": "Coming from SwiftErrorHandler",
    "/documentation/responderchain/comingfromhierarchyresponder": "Coming from HierarchyResponder",
    "/documentation/responderchain/comingfromerrorhandling": "Coming from ErrorHandling",
    "/documentation/responderchain/comingfromtheerrorresponderchainexample": "Error Responder Chain example",
    "/documentation/responderchain/choosingastyle": "Choosing a style",
    "/documentation/responderchain/errorresponder": "ErrorResponder",
    "/documentation/responderchain/presentationqueue": "PresentationQueue",
    "/documentation/problemdetails/httpapiproblem": "HTTPAPIProblem",
}
shots = {"/documentation/responderchain": "landing.png", "/tutorials/responderchain/buildingachain": "tutorial.png"}
not_found = re.compile(r"can(’|')t be found", re.IGNORECASE)


def render(path):
    result = subprocess.run(chromium + ["--dump-dom", base + path], capture_output=True, text=True, timeout=120)
    return result.stdout


def text_of(dom):
    main = re.search(r"<main.*?</main>", dom, re.S)
    body = main.group(0) if main else dom
    body = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", body, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body)).strip()


def check(path, expected=None):
    """What is wrong with the page at `path`, if anything, and its rendered DOM."""
    try:
        status = urllib.request.urlopen(base + path).status
    except Exception as error:  # a 404 from the server
        return f"{path}: the server answers {error}", ""
    if status != 200:
        return f"{path}: the server answers {status}", ""
    dom = render(path)
    text = text_of(dom)
    if not_found.search(text):
        return f"{path}: DocC shows 'page not found'", dom
    if len(text) < 40:
        return f"{path}: the page is blank ({len(text)} characters of text)", dom
    if expected and expected not in text:
        return f"{path}: the page does not show '{expected}'", dom
    return None, dom


failures, followed = [], set()
for path, expected in pages.items():
    problem, dom = check(path, expected)
    if problem:
        failures.append(problem)
        continue
    print(f"ok: {path}")
    for link in sorted(set(re.findall(r'href="(/(?:documentation|tutorials)/[^"#?]+)', dom))):
        link = link.rstrip("/")
        if link in pages or link in followed:
            continue
        followed.add(link)
        problem, _ = check(link)
        if problem:
            failures.append(f"a link on {path}: {problem}")
for path, name in shots.items():
    subprocess.run(chromium + ["--window-size=1280,1800", f"--screenshot={screenshots}/{name}", base + path],
                   capture_output=True, timeout=120)
print(f"{len(pages)} pages and {len(followed)} followed links checked; screenshots in {screenshots}")
for failure in failures:
    print("FAILED:", failure)
sys.exit(1 if failures else 0)
PYTHON
