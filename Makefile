# Builds and installs the `mogen` command-line tool, as SwiftLint's and SwiftGen's do.
#
#   make                       a release build of the `mogen` product (same as `make build`)
#   make install               builds it, then installs $(DESTDIR)$(PREFIX)/bin/mogen (PREFIX=/usr/local)
#   make uninstall             removes $(DESTDIR)$(PREFIX)/bin/mogen
#   make artifactbundle        Scripts/make-artifactbundle: the release artifact bundle, zipped, and its checksum
#
# Variables (make install PREFIX=~/.local, ...):
#   PREFIX         where to install: $(PREFIX)/bin/mogen; /usr/local by default
#   DESTDIR        staging root prepended to PREFIX (packagers); empty by default
#   CONFIGURATION  release (default) or debug
#   SCRATCH_PATH   SwiftPM's build folder (--scratch-path); .build in this folder by default
#   STATIC_SWIFT_STDLIB  yes or no: link the Swift runtime and Foundation statically (--static-swift-stdlib), so the
#                  binary runs on a machine without the Swift toolchain. yes by default for release builds on Linux,
#                  no otherwise (macOS has the Swift runtime in the OS). libxml2 stays a shared system library either
#                  way: a Linux machine that runs mogen needs it (Debian and Ubuntu: libxml2; Fedora: libxml2).
#   SWIFT_BUILD_FLAGS  more options for `swift build` (Homebrew passes --disable-sandbox)
#   SWIFT          the swift command
#   MOGEN_BINARY   install this mogen instead of building one (a binary built before, say by `swift build` or
#                  `swift test`): `make install` then runs no build
#   ARTIFACTBUNDLE_FLAGS  options for Scripts/make-artifactbundle (see its usage: --merge, --plugin-package, --url)

PREFIX ?= /usr/local
BINDIR = $(PREFIX)/bin
CONFIGURATION ?= release
SWIFT ?= swift
SWIFT_BUILD_FLAGS ?=
ARTIFACTBUNDLE_FLAGS ?=

# The folder of this Makefile, so that `make -C path/to/mogen` and `make -f` work from anywhere.
ROOT := $(patsubst %/,%,$(dir $(abspath $(lastword $(MAKEFILE_LIST)))))
SCRATCH_PATH ?= $(ROOT)/.build

ifeq ($(shell uname -s),Linux)
ifeq ($(CONFIGURATION),release)
STATIC_SWIFT_STDLIB ?= yes
endif
endif
STATIC_SWIFT_STDLIB ?= no

ifeq ($(STATIC_SWIFT_STDLIB),yes)
STATIC_FLAG = --static-swift-stdlib
else ifeq ($(STATIC_SWIFT_STDLIB),no)
STATIC_FLAG =
else
$(error STATIC_SWIFT_STDLIB must be yes or no, not '$(STATIC_SWIFT_STDLIB)')
endif

ifneq ($(CONFIGURATION),release)
ifneq ($(CONFIGURATION),debug)
$(error CONFIGURATION must be release or debug, not '$(CONFIGURATION)')
endif
endif

SWIFT_BUILD = $(SWIFT) build --package-path "$(ROOT)" --scratch-path "$(SCRATCH_PATH)" \
	--configuration $(CONFIGURATION) $(STATIC_FLAG) $(SWIFT_BUILD_FLAGS)
# Where `swift build` puts the binary (.build/<triple>/release); asked only when a rule needs it.
BIN_PATH = $(shell $(SWIFT_BUILD) --show-bin-path)
BUILT_BINARY = $(if $(MOGEN_BINARY),$(MOGEN_BINARY),$(BIN_PATH)/mogen)

.PHONY: all build install uninstall artifactbundle

all: build

build:
	$(SWIFT_BUILD) --product mogen

install: $(if $(MOGEN_BINARY),,build)
	@test -x "$(BUILT_BINARY)" || { echo "make install: no mogen executable at $(BUILT_BINARY)" >&2; exit 1; }
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 0755 "$(BUILT_BINARY)" "$(DESTDIR)$(BINDIR)/mogen"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/mogen"

artifactbundle:
	"$(ROOT)/Scripts/make-artifactbundle" --configuration $(CONFIGURATION) --scratch-path "$(SCRATCH_PATH)" \
		$(ARTIFACTBUNDLE_FLAGS)
