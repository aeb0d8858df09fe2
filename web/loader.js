// loader.js downloads and starts Flashpoint Arena's WebAssembly module
// (built by scripts/web.sh), shows a loading bar meanwhile, and explains
// what is wrong when the game cannot run here.
//
// The page's query string becomes the game's flags: ?quick&seed=42 runs
// "flashpoint -quick -seed=42" (see main.go).
//
// window.flashpointTimings (read-only) holds performance.now() marks in
// milliseconds since navigation: script (this file runs), fetched (the
// module is downloaded), instantiated (compiled), main (the Go runtime is
// initialised and the game's code runs), ready (the game is built and
// Ebitengine starts), firstDraw (the game has drawn its first frame) and
// firstFrame (the browser has shown it).
// window.flashpointState() is defined by the game itself (main_js.go).
"use strict";

(() => {
  const moduleURL = "flashpoint.wasm";
  const firstFrameEvent = "flashpoint:first-frame";
  const markEvent = "flashpoint:mark";
  const markNames = ["main", "ready"];
  const timings = { script: performance.now() };
  Object.defineProperty(window, "flashpointTimings", {
    get: () => Object.freeze(Object.assign({}, timings)),
    enumerable: false,
    configurable: false,
  });

  const $ = (id) => document.getElementById(id);
  const overlay = $("loading");
  const bar = $("bar");
  const fill = $("fill");
  const statusLine = $("status");
  const detail = $("detail");
  const reload = $("reload");
  reload.addEventListener("click", () => location.reload());

  let stopped = false;

  // show puts a message on the loading screen; with failed it is a problem.
  function show(message, more, failed) {
    overlay.classList.remove("done");
    overlay.hidden = false;
    overlay.classList.toggle("failed", !!failed);
    statusLine.textContent = message;
    detail.textContent = more || "";
    detail.hidden = !more;
    reload.hidden = !failed;
  }

  // fail stops the loading and says why; the first problem wins.
  function fail(message, more) {
    if (stopped) {
      return;
    }
    stopped = true;
    timings.failed = performance.now();
    show(message, more, true);
    console.error("flashpoint:", message, more || "");
  }

  function megabytes(n) {
    return (n / 1e6).toFixed(1);
  }

  function progress(loaded, total) {
    if (stopped) {
      return;
    }
    if (total > 0) {
      const f = Math.min(1, loaded / total);
      bar.classList.remove("indeterminate");
      fill.style.width = (f * 100).toFixed(1) + "%";
      statusLine.textContent = "Downloading the game… " + megabytes(loaded) + " of " + megabytes(total) + " MB";
    } else {
      bar.classList.add("indeterminate");
      statusLine.textContent = "Downloading the game… " + megabytes(loaded) + " MB";
    }
  }

  // Keys belong to the game: the ones that would scroll the page do not,
  // and a key pressed while something else has the focus gives it back to
  // the game's canvas.
  const scrollKeys = new Set([" ", "Spacebar", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Home", "End"]);
  const gameCanvas = () => document.querySelector("body > canvas");
  const ownKeys = (el) => el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT|BUTTON|A)$/.test(el.tagName));
  window.addEventListener("keydown", (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || ownKeys(e.target)) {
      return;
    }
    if (scrollKeys.has(e.key)) {
      e.preventDefault();
    }
    const canvas = gameCanvas();
    if (canvas && document.activeElement !== canvas && !stopped) {
      canvas.focus();
    }
  }, { capture: true });

  // Losing the focus (another window or tab) releases every held key and
  // button: the game's canvas lets go of them when it is blurred, and gets
  // the focus back when the page does.
  let hadFocus = false;
  function letGo() {
    const canvas = gameCanvas();
    if (canvas && document.activeElement === canvas) {
      hadFocus = true;
      canvas.blur();
    }
  }
  window.addEventListener("blur", letGo);
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) {
      letGo();
    }
  });
  window.addEventListener("focus", () => {
    const canvas = gameCanvas();
    if (hadFocus && canvas && !stopped) {
      canvas.focus();
    }
    hadFocus = false;
  });

  // gameArgs turns the query string into flags: ?quick&seed=42 gives
  // ["-quick", "-seed=42"]; names that are not flag-like are left out.
  function gameArgs(search) {
    const args = [];
    for (const [name, value] of new URLSearchParams(search)) {
      if (!/^[a-z][a-z0-9-]*$/.test(name)) {
        console.warn("flashpoint: ignoring the query parameter", name);
        continue;
      }
      args.push(value === "" ? "-" + name : "-" + name + "=" + value);
    }
    return args;
  }

  function hasWebGL2() {
    try {
      const gl = document.createElement("canvas").getContext("webgl2");
      if (!gl) {
        return false;
      }
      const lose = gl.getExtension("WEBGL_lose_context");
      if (lose) {
        lose.loseContext();
      }
      return true;
    } catch (e) {
      return false;
    }
  }

  // The game's standard error, kept to explain a crash.
  const errorLines = [];
  function captureErrors() {
    const fs = globalThis.fs;
    const write = fs.writeSync.bind(fs);
    const decoder = new TextDecoder("utf-8");
    let partial = "";
    fs.writeSync = (fd, buf) => {
      if (fd === 2) {
        partial += decoder.decode(buf);
        const lines = partial.split("\n");
        partial = lines.pop();
        errorLines.push(...lines);
        errorLines.splice(0, Math.max(0, errorLines.length - 30));
      }
      return write(fd, buf);
    };
  }

  function exited(code) {
    timings.exit = performance.now();
    if (code === 0) {
      stopped = true;
      show("The game has ended. Reload the page to play again.", "", false);
      reload.hidden = false;
      return;
    }
    const said = errorLines.filter((l) => l.trim() !== "").slice(0, 12).join("\n");
    fail("The game stopped with an error (exit status " + code + ").", said);
  }

  // instantiate compiles the module while it downloads, reporting progress.
  async function instantiate(go) {
    let resp;
    try {
      resp = await fetch(moduleURL);
    } catch (e) {
      throw new Error("Could not download the game: " + e.message);
    }
    if (!resp.ok) {
      throw new Error("Could not download the game: " + moduleURL + " answered HTTP " + resp.status + " " + resp.statusText +
        ". Build it with scripts/web.sh and serve the web folder (make web).");
    }
    const encoded = resp.headers.get("Content-Encoding");
    const total = Number(resp.headers.get("X-Uncompressed-Length")) ||
      (encoded && encoded !== "identity" ? 0 : Number(resp.headers.get("Content-Length")) || 0);
    let loaded = 0;
    progress(0, total);
    let body = resp.body;
    if (body && typeof TransformStream === "function") {
      body = body.pipeThrough(new TransformStream({
        transform(chunk, ctl) {
          loaded += chunk.byteLength;
          progress(loaded, total);
          ctl.enqueue(chunk);
        },
        flush() {
          timings.fetched = performance.now();
        },
      }));
    }
    if (body && typeof WebAssembly.instantiateStreaming === "function") {
      const streamed = new Response(body, { headers: { "Content-Type": "application/wasm" } });
      return WebAssembly.instantiateStreaming(streamed, go.importObject);
    }
    const bytes = await new Response(body).arrayBuffer();
    timings.fetched = timings.fetched || performance.now();
    return WebAssembly.instantiate(bytes, go.importObject);
  }

  async function start() {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      fail("This browser cannot run WebAssembly, which the game is made of.",
        "Use a current version of Firefox, Chrome, Edge or Safari, and check that WebAssembly is not turned off.");
      return;
    }
    if (typeof Go !== "function" || !globalThis.fs) {
      fail("wasm_exec.js is missing or broken.", "Build the game with scripts/web.sh, which copies it from the Go toolchain.");
      return;
    }
    document.addEventListener(firstFrameEvent, () => {
      // The game has drawn its first frame; the next animation frame
      // starts once the browser has shown it.
      timings.firstDraw = performance.now();
      requestAnimationFrame(() => {
        timings.firstFrame = performance.now();
        console.info("flashpoint: first frame shown " + Math.round(timings.firstFrame) + " ms after navigation");
      });
      if (!stopped) {
        overlay.classList.add("done");
        setTimeout(() => {
          if (!stopped) {
            overlay.hidden = true;
          }
        }, 300);
      }
    }, { once: true });
    document.addEventListener(markEvent, (e) => {
      if (markNames.includes(e.detail) && !(e.detail in timings)) {
        timings[e.detail] = performance.now();
      }
    });
    captureErrors();
    const go = new Go();
    go.argv = ["flashpoint"].concat(gameArgs(location.search));
    // In the browser the garbage collector marks whenever every goroutine
    // waits, before the page gets its turn, so each collection is a hitch
    // of up to a few hundred milliseconds; collecting less often keeps the
    // computer's thinking smooth (scene's browser tests measure it), for a
    // larger heap.
    go.env = { GOGC: "400" };
    go.exit = exited;
    // The download and compilation start before the WebGL check, which
    // takes a moment of its own.
    const loading = instantiate(go);
    loading.catch(() => {}); // reported where it is awaited
    if (!hasWebGL2()) {
      fail("This browser has no WebGL 2, which the game draws with.",
        "Turn on hardware acceleration (graphics) in the browser's settings, update the graphics driver, or try another browser.");
      return;
    }
    let result;
    try {
      result = await loading;
    } catch (e) {
      fail(e.message.startsWith("Could not download") ? e.message : "The game could not be started: " + e.message);
      return;
    }
    timings.instantiated = performance.now();
    bar.classList.remove("indeterminate");
    fill.style.width = "100%";
    statusLine.textContent = "Starting…";
    go.run(result.instance).catch((e) => fail("The game stopped with an error.", String(e && e.stack || e)));
  }

  // A crash inside the module (a trap) surfaces as a RuntimeError.
  const crashed = (err) => typeof WebAssembly === "object" && err instanceof WebAssembly.RuntimeError;
  window.addEventListener("error", (e) => {
    if (crashed(e.error)) {
      fail("The game stopped with an error.", String(e.error.stack || e.error));
    }
  });
  window.addEventListener("unhandledrejection", (e) => {
    if (crashed(e.reason)) {
      fail("The game stopped with an error.", String(e.reason.stack || e.reason));
    }
  });

  start();
})();
