// keyboard-game.mjs -- a whole game on the play page with the keyboard
// alone, start to mate: Tab to a control, type, Enter, and the arrow keys
// in the tree, as a player without a mouse does.  micro-Max (4.8, the
// page's default, at 20,000 nodes a move) answers every move; the player
// types the first legal move of the native build's list (`--perft 1
// --divide`), which loses soon.  After the fourth move it opens micro-
// Max's search from the engine table's last "open depth" button and
// walks into the tree.  Prints every message the page's live regions
// said, in order (the move list of a screen-reader user), the number of
// Tab presses, and keeps two screenshots in OUT_DIR.  Not part of make
// test-full (a manual check, web/README.md); exits 1 if the game does
// not end in checkmate within 120 moves or the page logs an error.
//   node web/test/keyboard-game.mjs SITE_DIR NATIVE_48 OUT_DIR [WIDTH HEIGHT]
import {execFileSync} from 'node:child_process'
import {mkdirSync} from 'node:fs'
import {join} from 'node:path'
import {launchChromium, serveSite} from './chromium.mjs'

const [site, native, out, w = '1280', h = '800'] = process.argv.slice(2)
if (!out) { console.error('usage: node web/test/keyboard-game.mjs SITE_DIR NATIVE_48 OUT_DIR [WIDTH HEIGHT]'); process.exit(2) }
mkdirSync(out, {recursive: true})
const [width, height] = [+w, +h]
const server = await serveSite(site)
const {browser, close} = await launchChromium()
const page = await browser.newPage()
await page.setViewport({width, height, isMobile: width < 500, hasTouch: width < 500})
const errors = []
page.on('pageerror', e => errors.push(e.message))
page.on('console', m => { if (m.type() === 'error') errors.push(m.text()) })
await page.goto(server.origin + '/')
await page.waitForSelector('body[data-ready]', {timeout: 30000})
// what the live regions say, each change once
await page.evaluate(() => {
  window.said = []
  for (const id of ['message', 'tree-status', 'find-status']) {
    const e = document.getElementById(id)
    new MutationObserver(() => {
      if (e.textContent && window.said.at(-1) !== `${id}: ${e.textContent}`) window.said.push(`${id}: ${e.textContent}`)
    }).observe(e, {childList: true, characterData: true, subtree: true})
  }
})
let tabs = 0
async function tabTo(selector) {
  for (let i = 0; i < 300; i++) {
    if (await page.evaluate(s => document.activeElement?.matches(s), selector)) return
    await page.keyboard.press('Tab')
    tabs++
  }
  throw new Error(`Tab never reached ${selector}`)
}
const idle = () => page.waitForFunction(() => !document.getElementById('engine-move').disabled, {timeout: 120000})
const sleep = ms => new Promise(r => setTimeout(r, ms))

await tabTo('#nodes')
await page.keyboard.down('Control'); await page.keyboard.press('a'); await page.keyboard.up('Control')
await page.keyboard.type('20000')
let typed = 0, result = ''
while (typed < 120) {
  const fen = await page.$eval('#fen', e => e.placeholder)
  const legal = execFileSync(native, ['--perft', '1', '--divide', '--fen', fen]).toString()
    .split('\n').filter(l => /^[a-h][1-8][a-h][1-8]:/.test(l)).map(l => l.slice(0, 4))
  await tabTo('#move-input')
  await page.keyboard.type(legal[0])
  await page.keyboard.press('Enter')
  typed++
  await sleep(100)
  await idle()
  result = await page.$eval('#message', e => e.textContent)
  if (/Checkmate|Stalemate|Draw/.test(result)) break
  if (typed === 4) {
    await tabTo('#kibitz tbody tr:last-child button.open-depth')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.querySelector('#tree .group.selected'), {timeout: 60000})
    await idle()
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowRight']) { await page.keyboard.press(key); await sleep(50) }
    await idle()
    console.log(`# in the tree: ${await page.evaluate(() => document.activeElement.textContent)}`)
  }
}
console.log((await page.evaluate(() => window.said)).join('\n'))
console.log(`# ${typed} moves typed, ${tabs} Tab presses, at ${width}x${height}`)
await page.screenshot({path: join(out, `keyboard-${width}.png`)})
await page.$eval('#explorer', e => e.scrollIntoView())
await page.screenshot({path: join(out, `keyboard-${width}-tree.png`)})
await close()
server.close()
if (errors.length) console.log(`page errors:\n${errors.join('\n')}`)
process.exit(/^message: .*Checkmate/m.test(`message: ${result}`) && !errors.length ? 0 : 1)
