// build.mjs -- assemble the site in OUT_DIR (make web; the .wasm files are
// compiled by web/web.mk):
//   web/src/*                     the pages and their scripts, as they are
//   vendor/cm-chessboard/         the board widget (MIT) from node_modules,
//                                 with its LICENSE.txt
//   side-by-side.html             docs/side-by-side.html (make docs)
//   sources.json                  for the explorer: the lines of
//                                 readable/engine/search.c where each
//                                 trace event comes from, with the
//                                 side-by-side marker above each, and
//                                 the markers each version's umax file has
// Plain ES modules: no bundler, nothing fetched from the network.
//   node web/build.mjs OUT_DIR
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {dirname, join} from 'node:path'
import {fileURLToPath} from 'node:url'

const web = dirname(fileURLToPath(import.meta.url))
const root = join(web, '..')
const out = process.argv[2]
if (!out) { console.error('usage: node web/build.mjs OUT_DIR'); process.exit(2) }
mkdirSync(out, {recursive: true})

cpSync(join(web, 'src'), out, {recursive: true})
const board = join(web, 'node_modules', 'cm-chessboard')
if (!existsSync(board)) { console.error(`build.mjs: ${board} missing: run npm ci in web/`); process.exit(1) }
for (const part of ['src', 'assets'])
  cpSync(join(board, part), join(out, 'vendor', 'cm-chessboard', part), {recursive: true})
cpSync(join(board, 'LICENSE'), join(out, 'vendor', 'cm-chessboard', 'LICENSE.txt'))
cpSync(join(root, 'docs', 'side-by-side.html'), join(out, 'side-by-side.html'))

// The trace hooks in the search (trace_enter(...) or TRACE_ENTER(...)).
const file = 'readable/engine/search.c'
const lines = readFileSync(join(root, file), 'utf8').split('\n')
const kinds = ['enter', 'iteration', 'king_capture', 'cutoff', 'move', 'futile', 'leave']
const sources = {file, kinds: {}}
// Each hook links to the side-by-side marker of its topic when one is
// within 40 lines above it, else to the nearest marker above.
const topic = {enter: /hash-probe|search-params/, iteration: /iteration|deepen/, king_capture: /victim|castled/,
               cutoff: /cutoff/, move: /recursion/, futile: /futility/, leave: /delayed-loss/}
const markers = []
lines.forEach((text, i) => {
  const m = text.match(/@umax:([a-z0-9-]+)/)
  if (m) markers.push({tag: m[1], line: i + 1})
  if (/^\s*(#|\/?\*)/.test(text)) return   // a definition or a comment
  const hook = text.match(/\btrace_?(enter|iteration|king_capture|cutoff|move|futile|leave)\s*\(/i)
  if (!hook) return
  const kind = hook[1].toLowerCase()
  const above = markers.filter(m => m.line > i + 1 - 40).reverse()
  const marker = above.find(m => topic[kind].test(m.tag)) ?? markers.at(-1)
  // the lines from the marker's comment to the hook, when that is short
  // enough to read (it shows the test that leads to the event), else the
  // few lines before the hook
  const from = marker && i + 1 - marker.line <= 25 ? marker.line - 1 : Math.max(0, i - 4)
  const to = Math.min(lines.length, i + 2)
  ;(sources.kinds[kind] ??= []).push({line: i + 1, tag: marker?.tag ?? null, first: from + 1, text: lines.slice(from, to)})
})
const missing = kinds.filter(k => !sources.kinds[k])
if (missing.length) {
  console.error(`build.mjs: ${file}: no trace hook for ${missing.join(', ')}`)
  process.exit(1)
}
// The topics each version's minimized source has a line for (its /*@TAG*/
// comments, tools/side-by-side.sh): a link to a version without one (4.3
// has no re-search) says so instead of opening at nothing.
sources.tags = {}
for (const name of readdirSync(join(root, 'umax')).filter(f => /^umax\d\d\.c$/.test(f))) {
  const text = readFileSync(join(root, 'umax', name), 'utf8')
  sources.tags[name.slice(4, 6)] = [...new Set([...text.matchAll(/\/\*@([a-z0-9-]+)\*\//g)].map(m => m[1]))]
}
writeFileSync(join(out, 'sources.json'), JSON.stringify(sources))
console.log(`web: site in ${out}: ${Object.values(sources.kinds).flat().length} trace hooks of ${file}`)
