#!/usr/bin/env bash
# Renders a `frolic snapshot` HTML report in a real browser (headless Chromium)
# to a PNG, to check by eye that it works with no network: every host name is
# made unresolvable, so anything the page tried to fetch would show up broken.
#
#   Tests/Scripts/screenshot-report.sh                 # makes a demo report first
#   Tests/Scripts/screenshot-report.sh REPORT_DIR [OUT.png] [WIDTH,HEIGHT]
#
# The demo records a small copy of Examples/pixel-header.json, changes its title,
# and runs the snapshot again with --report, so the report shows a real failure.
# Needs Debian's `chromium` (apt-get install chromium); `make test` does not.
set -euo pipefail
cd "$(dirname "$0")/../.."

browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then echo "needs chromium (Debian: apt-get install chromium)" >&2; exit 2; fi

report=${1:-}
if [ -z "$report" ]; then
  swift build --product frolic >/dev/null
  frolic="$PWD/.build/debug/frolic"
  demo=$(mktemp -d)
  report="$demo/report"
  mkdir -p "$demo/Examples"
  /usr/bin/python3 - "$demo" <<'PY'
import json, sys
demo = sys.argv[1]
scene = json.load(open("Examples/pixel-header.json"))
scene.update(name="pixel-header-demo", size=[200, 300], duration=3)
json.dump(scene, open(f"{demo}/Examples/pixel-header-demo.json", "w"))
scene["pixelHeader"]["title"] = "Aurora Lakez"
json.dump(scene, open(f"{demo}/changed.json", "w"))
PY
  (cd "$demo" && CI= "$frolic" snapshot >/dev/null)
  cp "$demo/changed.json" "$demo/Examples/pixel-header-demo.json"
  (cd "$demo" && CI= "$frolic" snapshot --report report || true)
fi

out=${2:-$report/screenshot.png}
size=${3:-1400,2600}
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --host-resolver-rules="MAP * ~NOTFOUND" --window-size="$size" --virtual-time-budget=3000 \
  --screenshot="$(realpath -m "$out")" "file://$(realpath "$report")/index.html" 2>/dev/null
echo "$out"
