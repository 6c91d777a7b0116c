# Frolic's two set-up commands (see README.md):
#   make demo   renders every example in Examples/ to Examples/<name>.gif
#   make test   runs the test suite (CI runs this through .ci/run)
# Both first make sure the Debian packages Frolic needs are installed.

SWIFT ?= swift
DEBIAN_PACKAGES := libgd-dev libchipmunk-dev fonts-dejavu-core giflib-tools
EXAMPLES := $(sort $(basename $(notdir $(wildcard Examples/*.json))))
FROLIC := .build/release/frolic

.PHONY: demo test deps release bench assets

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

test: deps
	$(SWIFT) test

bench: release
	$(FROLIC) bench snow-globe

# Redraws the pictures in Assets/ with Debian's Python and Pillow.
assets:
	@$(MAKE) --no-print-directory deps DEBIAN_PACKAGES=python3-pil
	@for script in Assets/make-*.py; do echo "running $$script"; /usr/bin/python3 $$script || exit 1; done
