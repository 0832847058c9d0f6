// run-wasi.mjs -- run a command build (build/web/readableNN.wasm) under
// node like a native program: arguments, standard input, standard output.
//
//   node web/test/run-wasi.mjs [--shim] FILE.wasm [ARGS...] < input
//
// By default node's own WASI (node:wasi); --shim uses the page's
// web/src/wasi.js instead, to test it against the same transcripts.
import { readFileSync, writeSync } from 'node:fs'

let argv = process.argv.slice(2)
const useShim = argv[0] === '--shim'
if (useShim) argv = argv.slice(1)
const [wasmPath, ...args] = argv
const module = await WebAssembly.compile(readFileSync(wasmPath))

if (useShim) {
  const { MiniWasi } = await import('../src/wasi.js')
  const stdin = new Uint8Array(readFileSync(0))
  const wasi = new MiniWasi({
    args: ['readable', ...args], stdin,
    onStdout: t => writeSync(1, t), onStderr: t => writeSync(2, t),
  })
  const instance = await WebAssembly.instantiate(module, wasi.imports())
  process.exitCode = wasi.start(instance)
} else {
  process.removeAllListeners('warning')   // "WASI is experimental"
  const { WASI } = await import('node:wasi')
  const wasi = new WASI({ version: 'preview1', args: ['readable', ...args], env: {}, returnOnExit: true })
  const instance = await WebAssembly.instantiate(module, wasi.getImportObject())
  process.exitCode = wasi.start(instance)
}
