#!/usr/bin/env bash
# Installs frolic into a temporary prefix the way a user would, hides the
# checkout, and checks that the installed binary lists every example and
# renders a few of them byte for byte as committed; then uninstalls and checks
# that nothing is left. Every other example's GIF is checked against the
# digest its snapshot references record (Tests/Snapshots/<name>/gif.json),
# which the snapshot tests prove a render of the scene gives: together, every
# committed GIF is what its scene renders, without rendering each twice.
# Run by `make test`; needs the Debian packages of `make deps`.
#
#   FROLIC=.build/debug/frolic   the binary to install (default: make's release build)
#   INSTALL_CHECK_RENDER="a b"   the examples the installed frolic renders
#   INSTALL_CHECK_RENDER=all     every example (as a release check)
set -euo pipefail
cd "$(dirname "$0")/../.."
checkout="$PWD"
prefix="$(mktemp -d /tmp/frolic-prefix.XXXXXX)"
work="$(mktemp -d /tmp/frolic-user.XXXXXX)"
trap 'rm -rf "$prefix" "$work"' EXIT

# Two short ones: a picture from share/frolic/Assets under particles, and an original over its built-in screen.
render="${INSTALL_CHECK_RENDER:-sparkles pig-burst}"
examples="$(for f in Examples/*.json; do basename "$f" .json; done)"
[ "$render" = all ] && render="$examples"

make --no-print-directory install PREFIX="$prefix" ${FROLIC:+FROLIC="$FROLIC"} >/dev/null
echo "install-check: installed into $prefix"

# The checks, run from an unrelated folder with the checkout out of sight.
cat > "$work/check.sh" <<'CHECK'
set -euo pipefail
prefix="$1"; checkout="$2"; work="$3"; shift 3
cd "$work"
frolic="$prefix/bin/frolic"
"$frolic" examples | awk '{print $1}' > "$work/listed"
[ -s "$work/listed" ] || { echo "install-check: frolic examples listed nothing"; exit 1; }
for name in "$@"; do
  "$frolic" render "$name" -o "$work/$name.gif" --quiet
  echo "$name" >> "$work/rendered"
done
CHECK
# shellcheck disable=SC2086
if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
  # A private mount namespace with an empty folder over the checkout.
  unshare -m bash -c 'mount -t tmpfs none "$2" && bash "$3/check.sh" "$@"' _ "$prefix" "$checkout" "$work" $render
  hidden="hidden"
else
  bash "$work/check.sh" "$prefix" "$checkout" "$work" $render
  hidden="not hidden (needs root and unshare)"
fi

failed=0
if [ "$(sort "$work/listed")" != "$(echo "$examples" | sort)" ]; then
  echo "install-check: frolic examples listed $(tr '\n' ' ' < "$work/listed")but Examples/ holds $(echo $examples)"; failed=1
fi
for name in $(cat "$work/rendered"); do
  if ! cmp -s "$work/$name.gif" "Examples/$name.gif"; then
    echo "install-check: $name: the installed frolic rendered other bytes than Examples/$name.gif"; failed=1
  fi
done
[ "$failed" = 0 ] || exit 1
echo "install-check: $(wc -l < "$work/rendered") examples rendered by the installed frolic, byte-identical (checkout $hidden)"

# Every committed GIF against its recorded digest: FNV-1a 64 of the whole file.
# shellcheck disable=SC2086
/usr/bin/python3 - $examples <<'DIGESTS'
import json, sys
failed = []
for name in sys.argv[1:]:
    try:
        recorded = json.load(open(f"Tests/Snapshots/{name}/gif.json"))["digest"]
    except (OSError, ValueError, KeyError) as e:
        failed.append(f"{name}: no recorded digest in Tests/Snapshots/{name}/gif.json ({e})"); continue
    h = 0xcbf29ce484222325
    for byte in open(f"Examples/{name}.gif", "rb").read():
        h = ((h ^ byte) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    if f"fnv1a64:{h:016x}" != recorded:
        failed.append(f"{name}: Examples/{name}.gif is fnv1a64:{h:016x}, its snapshot records {recorded}")
for line in failed:
    print(f"install-check: {line}")
if failed:
    sys.exit(1)
print(f"install-check: {len(sys.argv) - 1} example GIFs match the digests their snapshots record")
DIGESTS

make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
left="$(find "$prefix" -mindepth 1 -not -type d | head -5)"
[ -z "$left" ] || { echo "install-check: uninstall left: $left"; exit 1; }
echo "install-check: uninstall removed every installed file"
