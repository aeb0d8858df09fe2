// Command webserve serves the browser build of Flashpoint Arena (the web/
// folder that scripts/web.sh fills) on this machine.
//
// Usage:
//
//	webserve [-addr 127.0.0.1:8080] [-dir web] [-brotli-quality 5] [-precompress]
//
// Text and WebAssembly files are served pre-compressed: before it listens,
// the server writes FILE.br (brotli) and FILE.gz (gzip) beside every
// compressible file that lacks an up-to-date pair, and it answers each
// request with the smallest encoding the browser accepts. A compressed
// file is up to date when its modification time equals the original's (it
// is stamped so when written), so a rebuilt module is compressed again.
// With -precompress it only writes the compressed files and exits.
//
// Responses carry explicit content types (application/wasm for the module,
// which WebAssembly.instantiateStreaming requires), "Cache-Control:
// no-cache" so a rebuilt game is never stale, "Vary: Accept-Encoding", and
// for an encoded file the original size in X-Uncompressed-Length, which
// the page's loading bar uses.
//
// The default address is the loopback interface only; another address
// must be asked for with -addr.
package main
