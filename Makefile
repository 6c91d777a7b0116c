# Frolic's two set-up commands (see README.md):
#   make demo   renders every example in Examples/ to Examples/<name>.gif
#   make test   runs every test, then the install check (CI runs this through .ci/run)
#   make check  the quick loop: the fast tier only (unit tests and a few small renders)
#   make install   installs frolic into $(PREFIX) (default /usr/local)
#   make api-docs  builds the library products' DocC documentation
# Both first make sure the Debian packages Frolic needs are installed.

SWIFT ?= swift
# Building and running: libgd, Chipmunk2D, a font. Testing: independent GIF
# decoders (giflib's giftext, gifsicle, Pillow for Debian's /usr/bin/python3),
# and Pillow also draws the pictures in Assets/. The preview and review pages’
# browser test: headless Chromium driven through Selenium.
DEBIAN_PACKAGES := libgd-dev libchipmunk-dev libavformat-dev libavcodec-dev libswscale-dev libavutil-dev fonts-dejavu-core giflib-tools gifsicle python3-pil ffmpeg chromium chromium-driver python3-selenium
PREFIX ?= /usr/local
# Staging root for packagers: files go to $(DESTDIR)$(PREFIX)/…
DESTDIR ?=
SHARE := $(DESTDIR)$(PREFIX)/share/frolic
EXAMPLES := $(sort $(basename $(notdir $(wildcard Examples/*.json))))
# The binary `make install` installs; give another (`FROLIC=.build/debug/frolic`)
# and it is installed as it is, without a release build.
FROLIC ?= .build/release/frolic

.PHONY: demo test check deps release bench assets install uninstall docs api-docs

deps:
	@missing=""; \
	for p in $(DEBIAN_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing Debian packages:$$missing"; \
	    DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$$missing >/dev/null || exit 1; \
	  else \
	    echo "Frolic needs these Debian packages:$$missing"; \
	    echo "Install them with: sudo apt-get update && sudo apt-get install -y$$missing"; \
	    exit 1; \
	  fi; \
	fi

release: deps
	$(SWIFT) build -c release --product frolic

demo: release
	@for name in $(EXAMPLES); do \
	  echo "rendering Examples/$$name.gif"; \
	  $(FROLIC) render Examples/$$name.json -o Examples/$$name.gif --quiet || exit 1; \
	done

# The tests come in tiers (Tests/FrolicTestSupport/TestTier.swift, Swift
# Testing tags): the fast tier is every test not tagged; the slow tiers are
# `examples` (every example rendered whole, and every frame of each checked
# against its snapshot), `processes` (frolic run as a user would, for seconds:
# the fuzzer, signals mid-render, a package that builds Frolic again) and
# `browser` (headless Chromium). FROLIC_TEST_TIERS lists the slow tiers a run
# takes (unset: all; `none`: the fast tier alone), so one tier is, for example,
#   FROLIC_TEST_TIERS=browser swift test -c release -Xswiftc -enable-testing --skip-build --filter FrolicPreviewTests
# One optimized build (`-enable-testing`, for `@testable import`) serves every
# tier and the install check, which installs that build's frolic: the examples
# tier paints every frame of every example, five times faster than in a debug
# build, which costs more to run than its quicker compile saves. Debug and
# release render the same bytes, so `swift test` in a debug build checks the same.
# Both the fast tier and the examples tier look at every example as a person
# would (Tests/FrolicTestSupport/SightCheck.swift): a frame whose screen is one
# flat colour, or an effect that never changes 0.5 % of the screen, fails with
# the frame's number and time (the fast tier samples every tenth frame).
TEST_BUILD := -c release -Xswiftc -enable-testing
test: deps
	$(SWIFT) build --build-tests $(TEST_BUILD)
	$(SWIFT) test --skip-build $(TEST_BUILD)
	FROLIC=.build/release/frolic Tests/Scripts/install-check.sh

check: deps
	$(SWIFT) build --build-tests $(TEST_BUILD)
	FROLIC_TEST_TIERS=none $(SWIFT) test --skip-build $(TEST_BUILD)

bench: release
	$(FROLIC) bench snow-globe

# Rewrites the parameter tables in Examples/README.md from the declarations.
docs: release
	$(FROLIC) schema --update-docs Examples/README.md

# The API documentation of the library products, DocC archives under
# .build/plugins/Swift-DocC/outputs/ (swift-docc-plugin); a warning, such as a
# link to a symbol that is not public, fails it.
API_DOCS_TARGETS := FrolicScenes FrolicRender FrolicSnapshot
api-docs: deps
	@for target in $(API_DOCS_TARGETS); do \
	  $(SWIFT) package generate-documentation --target $$target --warnings-as-errors || exit 1; \
	done

# Redraws the pictures in Assets/ with Debian's Python and Pillow.
assets: deps
	@for script in Assets/make-*.py; do echo "running $$script"; /usr/bin/python3 $$script || exit 1; done

# The binary goes to bin/, the example scenes and the pictures they use to
# share/frolic/, where an installed frolic looks for them (beside its bin/
# folder, so the checkout may go). share/frolic/MANIFEST lists every file
# installed, so uninstall removes exactly those, whatever the checkout holds by then.
install: $(if $(filter command line environment,$(origin FROLIC)),,release)
	@set -e; \
	files="bin/frolic"; \
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(SHARE)/Examples" "$(SHARE)/Assets"; \
	install -m 755 $(FROLIC) "$(DESTDIR)$(PREFIX)/bin/frolic"; \
	for f in Examples/*.json Examples/README.md Assets/*.png Assets/*.webp Assets/*.mp4; do \
	  install -m 644 "$$f" "$(SHARE)/$$f"; files="$$files share/frolic/$$f"; \
	done; \
	printf '%s\n' $$files share/frolic/MANIFEST > "$(SHARE)/MANIFEST"; \
	echo "installed frolic into $(DESTDIR)$(PREFIX) ($$(echo $$files | wc -w) files)"

uninstall:
	@set -e; \
	if [ ! -f "$(SHARE)/MANIFEST" ]; then echo "no frolic installed in $(DESTDIR)$(PREFIX)"; exit 1; fi; \
	for f in $$(cat "$(SHARE)/MANIFEST"); do rm -f "$(DESTDIR)$(PREFIX)/$$f"; done; \
	rmdir "$(SHARE)/Examples" "$(SHARE)/Assets" "$(SHARE)" 2>/dev/null || true; \
	echo "removed frolic from $(DESTDIR)$(PREFIX)"
