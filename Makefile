# Flashpoint Arena. `make run` plays, `make test` tests; both install what a
# fresh Debian/Ubuntu machine with Go lacks (scripts/deps.sh says what).
GO        ?= go
HEADLESS  := ./world/... ./rules/... ./ai/... ./cmd/... ./internal/...
FUZZTIME  ?= 10s
SOAKGAMES ?= 10000

.PHONY: run match test test-headless test-web vet bench build web fuzz soak

run:
	@scripts/deps.sh build
	$(GO) run .

# A headless match between two computer players, with a progress bar.
match:
	$(GO) run ./cmd/fptool sim -games 200 -seed 1 -blue random -red random -scenario slayer -arena standard

# The headless packages must build without cgo: vet compiles them and their
# tests that way; then every test runs once, the window tests under Xvfb.
# The browser tests build the game and drive Chromium for about five
# minutes on a quiet 2-core machine: the timeout leaves a loaded one room
# beyond go test's default ten minutes a package.
test:
	@scripts/deps.sh test
	CGO_ENABLED=0 $(GO) vet $(HEADLESS)
	xvfb-run -a -s "-screen 0 1280x720x24" $(GO) test -timeout 20m ./...

test-headless:
	CGO_ENABLED=0 $(GO) test $(HEADLESS)

vet:
	$(GO) vet ./...

# Every fuzz target for FUZZTIME each (make fuzz FUZZTIME=30m for a long run).
fuzz:
	@scripts/deps.sh test
	xvfb-run -a scripts/fuzz.sh $(FUZZTIME)

# SOAKGAMES games with every state checked (fptool soak -h says what).
soak:
	CGO_ENABLED=0 $(GO) run ./cmd/fptool soak -games $(SOAKGAMES) -seed 1 -effort 0.1 -workers $$(nproc)

bench:
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem $(HEADLESS)

build:
	@scripts/deps.sh build
	$(GO) build -o bin/flashpoint .
	CGO_ENABLED=0 $(GO) build -o bin/fptool ./cmd/fptool

# The browser version: builds web/ and serves it at http://127.0.0.1:8080/
web:
	-@scripts/deps.sh web
	scripts/web.sh
	$(GO) run ./cmd/webserve -dir web

# The browser tests alone (headless Chromium; make test runs them too)
test-web:
	@scripts/deps.sh test
	$(GO) test -count=1 ./webtest
