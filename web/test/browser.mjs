// browser.mjs -- the site (build/web) in a real browser: Debian's headless
// Chromium driven by puppeteer-core.  It serves the site on a free port of
// 127.0.0.1, plays and explores as a user would, and checks each step
// against the native build (build/readable43) where the engine answers.
// Screenshots go to OUT_DIR.  Prints "ok - STEP" per step; exits 1 at the
// first failure (with a screenshot failure.png).
//
//   node web/test/browser.mjs SITE_DIR NATIVE_BINARY OUT_DIR
import {createServer} from 'node:http'
import {execFileSync} from 'node:child_process'
import {mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import {extname, join, normalize} from 'node:path'
import puppeteer from 'puppeteer-core'

const [site, native, out] = process.argv.slice(2)
if (!out) { console.error('usage: node web/test/browser.mjs SITE_DIR NATIVE_BINARY OUT_DIR'); process.exit(2) }
mkdirSync(out, {recursive: true})
const NODES = 200000

// --- a static file server for the site
const types = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json',
               '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.png': 'image/png'}
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '')
  let file = join(site, path)
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html')
    res.writeHead(200, {'Content-Type': types[extname(file)] ?? 'application/octet-stream'})
    res.end(readFileSync(file))
  } catch {
    res.writeHead(404); res.end('not found')
  }
})
await new Promise(r => server.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${server.address().port}`

// --- what the native build does: its kibitz lines and the board after
// each input line (input "e2e4", then an empty line: the engine moves)
function nativeReply(binary, nodes) {
  const text = execFileSync(binary, ['--kibitz', '--nodes', String(nodes)], {input: 'e2e4\n\n'}).toString()
  const lines = text.split('\n')
  const boards = [], kibitz = []
  for (let i = 0; i < lines.length; i++) {
    if (/^ ([a-zA-Z.+*] ){8}$/.test(lines[i])) { boards.push(lines.slice(i, i + 8).map(l => l.trim().split(' '))); i += 7 }
    else if (/ply,/.test(lines[i]) && boards.length === 2) kibitz.push(lines[i].trim().split(/[\s,=]+/).filter(w => w && !['ply', 'searched', 'score', 'by'].includes(w)))
  }
  // boards: start, after e2e4, after the reply: the reply's squares
  const [before, after] = [boards[1], boards[2]]
  const sq = (r, f) => 'abcdefgh'[f] + (8 - r)
  let from, to
  for (let r = 0; r < 8; r++) for (let f = 0; f < 8; f++) {
    const empty = c => c === '.' || c === '+'
    if (!empty(before[r][f]) && empty(after[r][f])) from = sq(r, f)
    if (before[r][f] !== after[r][f] && !empty(after[r][f])) to = sq(r, f)
  }
  return {move: from + to, kibitz}
}

const profile = mkdtempSync(join(tmpdir(), 'umax-chromium-'))
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
         '--disable-background-networking', '--disable-component-update', '--disable-sync',
         `--user-data-dir=${profile}`],
})
const errors = []
let page, step = 'start'
async function done(code) {
  await browser.close().catch(() => {})
  server.close()
  rmSync(profile, {recursive: true, force: true})
  process.exit(code)
}
function check(condition, what) {
  if (!condition) throw new Error(what)
}
async function ok(name, fn) {
  step = name
  await fn()
  console.log(`ok - ${name}`)
}
const text = sel => page.$eval(sel, e => e.textContent)
const message = () => text('#message')
// The pieces a board shows: {square: piece} from cm-chessboard's SVG.
// The board is redrawn after its animation: read it when two readings
// 200 ms apart agree.
const readPieces = sel => page.$$eval(`${sel} g[data-piece]`, gs =>
  JSON.stringify(Object.fromEntries(gs.map(g => [g.dataset.square, g.dataset.piece]).sort())))
async function pieces(sel) {
  let last = await readPieces(sel)
  for (let i = 0; i < 25; i++) {
    await new Promise(r => setTimeout(r, 200))
    const now = await readPieces(sel)
    if (now === last) break
    last = now
  }
  return JSON.parse(last)
}
async function clickSquare(sq) {
  const box = await (await page.$(`#board rect[data-square="${sq}"]`)).boundingBox()
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}
async function dragSquares(a, b) {
  const from = await (await page.$(`#board rect[data-square="${a}"]`)).boundingBox()
  const to = await (await page.$(`#board rect[data-square="${b}"]`)).boundingBox()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, {steps: 8})
  await page.mouse.up()
}
const plies = () => page.$$eval('#moves li', lis => lis.map(l => l.textContent).join(' ').split(' ').filter(Boolean))
async function setNodes(n) {
  await page.$eval('#nodes', (e, v) => { e.value = v }, String(n))
}
const idle = () => page.waitForFunction(() => !document.getElementById('engine-move').disabled, {timeout: 30000})

try {
  page = await browser.newPage()
  await page.setViewport({width: 1280, height: 1000})
  page.on('console', m => { if (m.type() === 'error') errors.push(`console: ${m.text()}`) })
  page.on('pageerror', e => errors.push(`page error: ${e.message}`))
  page.on('requestfailed', r => errors.push(`request failed: ${r.url()}`))
  await browser.defaultBrowserContext().overridePermissions(origin, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write'])

  await ok('the page loads and the engine starts in its worker', async () => {
    await page.goto(origin + '/')
    await page.waitForSelector('body[data-ready]', {timeout: 30000})
    const p = await pieces('#board')
    check(Object.keys(p).length === 32 && p.e2 === 'wp' && p.e8 === 'bk', 'the start position is not shown')
  })

  const expected = nativeReply(native, NODES)
  await ok(`e2e4 by clicking; the reply is the native build's (${expected.move} at ${NODES} nodes), same kibitz lines`, async () => {
    await setNodes(NODES)
    await clickSquare('e2')
    await clickSquare('e4')
    await page.waitForFunction(() => document.querySelectorAll('#moves li')[0]?.textContent.split(' ').length === 2,
                               {timeout: 30000})
    await idle()
    const to = expected.move.slice(2)
    await page.waitForFunction(sq => document.querySelector(`#board g[data-piece][data-square="${sq}"]`), {timeout: 5000}, to)
      .catch(() => {})   // (the piece may still be moving; checked below)
    const p = await pieces('#board')
    check(p.e4 === 'wp' && !p.e2, 'e2e4 is not on the board')
    check(p[to] && p[to][0] === 'b' && !p[expected.move.slice(0, 2)], `the board does not show ${expected.move}: ${JSON.stringify(p)}`)
    const rows = await page.$$eval('#kibitz tbody tr', trs => trs.map(tr => [...tr.cells].map(c => c.textContent)))
    // the last column is the PV: it starts with the iteration's best move
    const kibitzOnly = rows.map(r => [...r.slice(0, 3), r[3].split(' ')[0]])
    check(JSON.stringify(kibitzOnly) === JSON.stringify(expected.kibitz),
          `kibitz lines differ:\n page   ${JSON.stringify(rows)}\n native ${JSON.stringify(expected.kibitz)}`)
    // and the last one is the PV the native UCI mode prints last for the
    // same search (the same moves from a fresh process: the same hash table)
    const uci = execFileSync(native, ['--uci'], {input: `uci\nposition startpos moves e2e4\ngo nodes ${NODES}\n`}).toString()
    const uciPv = uci.split('\n').filter(l => / pv /.test(l)).at(-1)?.replace(/^.* pv /, '')
    check(rows.at(-1)[3] === uciPv && uciPv.split(' ').length > 1,
          `the PV differs:\n page ${rows.at(-1)[3]}\n UCI  ${uciPv}`)
    await page.screenshot({path: join(out, 'play.png')})
  })

  await ok('bad input: node budget 0 and letters, an illegal drag, a malformed FEN each get a message', async () => {
    const before = await plies()
    for (const bad of ['0', 'abc', '12x']) {
      await setNodes(bad)
      await page.click('#engine-move')
      check((await message()).includes('Node budget'), `no message for node budget "${bad}": ${await message()}`)
    }
    check((await plies()).length === before.length, 'a bad node budget played a move')
    await dragSquares('a1', 'a5')   // the rook is blocked by its pawn
    await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('a1a5:'), {timeout: 10000})
    const p = await pieces('#board')
    check(p.a1 === 'wr' && !p.a5, 'the illegal drag moved the rook')
    await dragSquares('e7', 'e6')   // not White's piece
    check((await message()).includes('no piece of the side to move'), `no message for a black piece: ${await message()}`)
    await page.type('#fen', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1')
    await page.click('#set-fen')
    await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('FEN:'), {timeout: 10000})
    await page.$eval('#fen', e => { e.value = '' })
    check((await plies()).length === before.length, 'bad input changed the game')
    // and the page still plays
    await setNodes(NODES)
    await dragSquares('d2', 'd4')
    await page.waitForFunction(n => document.querySelectorAll('#moves li').length >= 2 &&
      [...document.querySelectorAll('#moves li')].map(l => l.textContent).join(' ').split(' ').length === n,
      {timeout: 30000}, before.length + 2)
    await idle()
  })

  await ok('the explorer: a traced search, expand nodes, click one, its board', async () => {
    await page.select('#trace-depth', '2')
    await page.click('#explore')
    await page.waitForFunction(() => /nodes; score/.test(document.getElementById('find-status').textContent), {timeout: 30000})
    const rootFen = await page.$eval('#fen', e => e.placeholder)
    // the root's first child with nodes below it
    const children = await page.$$('#tree > ul > li > ul > li')
    let child = null
    for (const li of children) if (await li.$(':scope > .node .count')) { child = li; break }
    check(child, 'no child of the root has nodes below')
    await (await child.$(':scope > .node .toggle')).click()
    const grandchild = await child.$(':scope > ul > li > .node')
    check(grandchild, 'expanding a node showed no child')
    await grandchild.click()
    const line = (await text('#node-line')).replace('Line: ', '').split(' ')
    check(line.length === 2, `the clicked node is not two plies deep: ${line}`)
    // the board there: the root's, with the two moves made (plain moves)
    const want = {}
    let row = 8
    for (const part of rootFen.split(' ')[0].split('/')) {
      let file = 0
      for (const c of part) {
        if (/\d/.test(c)) file += +c
        else want['abcdefgh'[file++] + row] = (c === c.toUpperCase() ? 'w' : 'b') + c.toLowerCase()
      }
      row--
    }
    for (const m of line) { want[m.slice(2, 4)] = want[m.slice(0, 2)]; delete want[m.slice(0, 2)] }
    const same = w => JSON.stringify(Object.fromEntries(Object.entries(w).sort()))
    await page.waitForFunction(w => {   // the board is redrawn in an animation frame
      const shown = [...document.querySelectorAll('#node-board g[data-piece]')].map(g => [g.dataset.square, g.dataset.piece])
      return JSON.stringify(Object.fromEntries(shown.sort())) === w
    }, {timeout: 5000}, same(want)).catch(() => {})
    const shown = await pieces('#node-board')
    check(same(shown) === same(want),
          `node board after ${line}: ${JSON.stringify(shown)}`)
    check(await page.$('#node-info a[href^="side-by-side.html?v=43#m-"]'), 'no link to the side-by-side view')
    check((await page.$$('#node-info pre .hook')).length >= 2, 'no source lines shown')
    await page.type('#find', 'g1f3')
    await page.click('#find-next')
    const sel = await page.$eval('#tree .node.selected', e => e.dataset.move)
    check(sel === 'g1f3', `find selected ${sel}`)
    check(/of \d+ nodes for g1f3/.test(await text('#find-status')), 'find reports no count')
    await (await page.$('#explorer')).screenshot({path: join(out, 'explorer.png')})
  })

  await ok('the side-by-side link opens the version\'s line, highlighted', async () => {
    const href = await page.$eval('#node-info a[href^="side-by-side.html"]', a => a.getAttribute('href'))
    const sbs = await browser.newPage()
    await sbs.setViewport({width: 1280, height: 800})
    sbs.on('pageerror', e => errors.push(`side-by-side: ${e.message}`))
    await sbs.goto(`${origin}/${href}`)
    const tag = href.split('#')[1]
    const sel = await sbs.$eval('#left a.l.sel', a => [a.closest('section').id, a.getAttribute('href')])
    check(sel[0] === 'umax43' && sel[1] === `#${tag}`, `highlighted line: ${sel}`)
    // no explanation is cut: the right pane does not scroll sideways
    const cut = await sbs.$eval('#right', e => e.scrollWidth - e.clientWidth)
    check(cut <= 0, `the right pane is ${cut} px too narrow`)
    await sbs.screenshot({path: join(out, 'side-by-side.png')})
    await sbs.close()
  })

  await ok('copy the game so far as PGN (kept as game.pgn)', async () => {
    await page.click('#copy-pgn')
    await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('PGN'), {timeout: 10000})
    const pgn = await page.$eval('#copied', e => e.value)
    check(/^1\. e4 \S+ 2\. d4 \S+ \*$/m.test(pgn), `PGN: ${pgn}`)
    writeFileSync(join(out, 'game.pgn'), pgn)
  })

  await ok('switch version: 4.0 plays from this position', async () => {
    const before = (await plies()).length
    await page.select('#version', '40')
    await page.waitForFunction(() => document.getElementById('message').textContent.includes('4.0 now plays'), {timeout: 30000})
    await setNodes(5000)
    await page.click('#engine-move')
    await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1, {timeout: 30000})
    await idle()
    check((await plies()).length === 1 && before > 0, `the new version did not move from the position: ${await plies()}`)
    check((await page.$$('#kibitz tbody tr')).length > 0, 'no kibitz lines')
  })

  await ok('stop a long search: the page goes on from the same position', async () => {
    const before = await plies()
    const fen = await page.$eval('#fen', e => e.placeholder)
    await setNodes(2000000000)
    await page.click('#engine-move')
    await page.waitForFunction(() => document.querySelectorAll('#kibitz tbody tr').length >= 4, {timeout: 30000})
    await page.click('#stop')
    await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Stopped'), {timeout: 10000})
    check(JSON.stringify(await plies()) === JSON.stringify(before), 'the stopped search played a move')
    await setNodes(3000)
    await page.click('#engine-move')
    await page.waitForFunction(n => [...document.querySelectorAll('#moves li')].map(l => l.textContent).join(' ')
      .split(' ').filter(Boolean).length === n, {timeout: 30000}, before.length + 1)
    await idle()
    const after = await page.$eval('#fen', e => e.placeholder)
    check(fen !== after, `no move after the restart: ${fen} / ${after} / ${await message()}`)
  })

  await ok('load a FEN, play the mate, copy the PGN', async () => {
    const fen = '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1'
    await page.type('#fen', fen)
    await page.click('#set-fen')
    await page.waitForFunction(() => document.getElementById('message').textContent === 'Position set up.', {timeout: 10000})
    const p = await pieces('#board')
    check(Object.keys(p).length === 6 && p.a1 === 'wr' && p.g8 === 'bk', `the FEN is not on the board: ${JSON.stringify(p)}`)
    await page.click('#explore')
    await page.waitForFunction(() => /best move a1a8/.test(document.getElementById('find-status').textContent), {timeout: 30000})
    await clickSquare('a1')
    await clickSquare('a8')
    await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('Checkmate'), {timeout: 30000})
    await page.click('#copy-pgn')
    await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('PGN'), {timeout: 10000})
    const pgn = await page.$eval('#copied', e => e.value)
    check(pgn.includes(`[FEN "${fen}"]`) && pgn.includes('1. Ra8# 1-0'), `PGN: ${pgn}`)
    writeFileSync(join(out, 'mate.pgn'), pgn)
    const clip = await page.evaluate(() => navigator.clipboard.readText())
    check(clip === pgn, 'the clipboard does not hold the PGN')
    await page.click('#copy-fen')
    await page.waitForFunction(() => document.getElementById('message').textContent.startsWith('FEN copied'), {timeout: 10000})
    check((await page.$eval('#copied', e => e.value)).startsWith('R5k1/5ppp/'), 'copy FEN')
  })

  await ok('no console errors', async () => {
    check(errors.length === 0, errors.join('\n'))
  })
  await done(0)
} catch (e) {
  console.log(`not ok - ${step}: ${e.message}`)
  if (errors.length) console.log(errors.join('\n'))
  await page?.screenshot({path: join(out, 'failure.png')}).catch(() => {})
  await done(1)
}
