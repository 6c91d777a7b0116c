#!/bin/sh
# Renders the cases whose bytes must not change and checks their SHA-256
# against Tests/Bench/identical.sha256: every example (which must also equal
# its committed GIF), the screenshot scenes at --scale 3, two --lossy levels of
# two scenes and one --scale 2 render. Run from the repository root after
# `swift build -c release --product frolic`.
#
#   Tests/Bench/identical.sh            check
#   Tests/Bench/identical.sh --record   rewrite identical.sha256 (only for a deliberate change of output)
set -eu
FROLIC=${FROLIC:-.build/release/frolic}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
list="$OUT/sums"
render() {  # output name, scene file, flags...
  out_name=$1; scene=$2; shift 2
  "$FROLIC" render "$scene" -o "$OUT/$out_name.gif" --quiet "$@"
  (cd "$OUT" && sha256sum "$out_name.gif") >>"$list"
}
status=0
for json in Examples/*.json; do
  name=$(basename "$json" .json)
  render "$name" "$json"
  if ! cmp -s "$OUT/$name.gif" "Examples/$name.gif"; then echo "differs from committed: Examples/$name.gif"; status=1; fi
done
for name in travel-boom travel-snow travel-pixelate; do render "$name-scale3" "Examples/$name.json" --scale 3; done
for base in snow-globe pixel-header; do
  for level in 20 80; do render "$base-lossy$level" "Examples/$base.json" --lossy "$level"; done
done
render shelf-boom-scale2 Examples/shelf-boom.json --scale 2
sums=Tests/Bench/identical.sha256
if [ "${1:-}" = --record ]; then cp "$list" "$sums"; echo "recorded $(wc -l <"$sums") sums"; exit $status; fi
if diff "$sums" "$list"; then echo "identical: $(wc -l <"$list") renders"; else echo "renders differ (above)"; status=1; fi
exit $status
