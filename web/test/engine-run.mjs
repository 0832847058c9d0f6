// engine-run.mjs -- play moves through the page's engine (a library build,
// build/web/engineNN.wasm) under node, as the page's worker does, and print
// each search's kibitz lines: what web/test/speed.sh times and compares
// with the native program's.
//
//   node web/test/engine-run.mjs FILE.wasm NODES MOVE... [--open PATH]
//
// Each MOVE is played (web_play, "d2d4"), or "-" lets the engine think
// with a budget of NODES (web_think).  --open PATH then opens the node at
// PATH ("0 3", child numbers) of the last search, as the explorer does
// (web_open_think: the same search run again), and prints its node count.
// Standard error gets the CPU time of each call (node's process.cpuUsage:
// the process's, its compiler threads included).
import {readFileSync, writeSync} from 'node:fs'
import {MiniWasi} from '../src/wasi.js'

const args = process.argv.slice(2)
const openAt = args.indexOf('--open')
const path = openAt >= 0 ? args.splice(openAt, 2)[1] : null
const [file, nodes, ...moves] = args
if (!file || !(+nodes > 0) || (path !== null && path === undefined)) {
  console.error('usage: node web/test/engine-run.mjs FILE.wasm NODES MOVE... [--open PATH]')
  process.exit(2)
}
let output = ''
const wasi = new MiniWasi({onStdout: t => { output += t }, onStderr: t => { output += t }})
const instance = await WebAssembly.instantiate(await WebAssembly.compile(readFileSync(file)), wasi.imports())
wasi.initialize(instance)
const e = instance.exports
function call(name, text, ...values) {
  if (text !== undefined) {
    const bytes = new TextEncoder().encode(text)
    const room = new Uint8Array(e.memory.buffer, e.web_input(), e.web_input_size())
    room.set(bytes); room[bytes.length] = 0
  }
  output = ''
  const before = process.cpuUsage()
  e[name](...values)
  const used = process.cpuUsage(before)
  writeSync(2, `${name} ${((used.user + used.system) / 1000).toFixed(0)} ms CPU\n`)
  const lines = output.split('\n').slice(0, -1)
  if (lines.at(-1) !== 'ok') { console.error(`engine-run: ${name}: ${lines.at(-1)}`); process.exit(1) }
  return lines
}
call('web_init')
call('web_new_game')
for (const move of moves) {
  const lines = move === '-' ? call('web_think', undefined, +nodes) : call('web_play', move)
  writeSync(1, lines.filter(l => /ply,/.test(l)).map(l => l + '\n').join(''))
}
if (path !== null) writeSync(1, call('web_open_think', path).find(l => l.startsWith('nodes ')) + '\n')
