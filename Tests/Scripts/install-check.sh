#!/usr/bin/env bash
# Installs frolic into a temporary prefix the way a user would, hides the
# checkout, and checks that the installed binary lists and renders every
# example byte for byte as committed; then uninstalls and checks that nothing
# is left. Run by `make test`; needs the Debian packages of `make deps`.
set -euo pipefail
cd "$(dirname "$0")/../.."
checkout="$PWD"
prefix="$(mktemp -d /tmp/frolic-prefix.XXXXXX)"
work="$(mktemp -d /tmp/frolic-user.XXXXXX)"
trap 'rm -rf "$prefix" "$work"' EXIT

make --no-print-directory install PREFIX="$prefix" >/dev/null
echo "install-check: installed into $prefix"

# The checks, run from an unrelated folder with the checkout out of sight.
cat > "$work/check.sh" <<'CHECK'
set -euo pipefail
prefix="$1"; checkout="$2"; work="$3"
cd "$work"
frolic="$prefix/bin/frolic"
names="$("$frolic" examples | awk '{print $1}')"
[ -n "$names" ] || { echo "install-check: frolic examples listed nothing"; exit 1; }
for name in $names; do
  "$frolic" render "$name" -o "$work/$name.gif" --quiet
  echo "$name" >> "$work/rendered"
done
CHECK
if [ "$(id -u)" = 0 ] && unshare -m true 2>/dev/null; then
  # A private mount namespace with an empty folder over the checkout.
  unshare -m bash -c 'mount -t tmpfs none "$2" && bash "$4/check.sh" "$@"' _ "$prefix" "$checkout" "$work" "$work"
  hidden="hidden"
else
  bash "$work/check.sh" "$prefix" "$checkout" "$work"
  hidden="not hidden (needs root and unshare)"
fi

failed=0
for name in $(cat "$work/rendered"); do
  if ! cmp -s "$work/$name.gif" "Examples/$name.gif"; then
    echo "install-check: $name: the installed frolic rendered other bytes than Examples/$name.gif"; failed=1
  fi
done
[ "$failed" = 0 ] || exit 1
echo "install-check: $(wc -l < "$work/rendered") examples rendered by the installed frolic, byte-identical (checkout $hidden)"

make --no-print-directory uninstall PREFIX="$prefix" >/dev/null
left="$(find "$prefix" -mindepth 1 -not -type d | head -5)"
[ -z "$left" ] || { echo "install-check: uninstall left: $left"; exit 1; }
echo "install-check: uninstall removed every installed file"
