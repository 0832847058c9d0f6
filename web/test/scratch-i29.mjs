import {createServer} from 'node:http'
import {readFileSync, statSync} from 'node:fs'
import {extname, join, normalize} from 'node:path'
import puppeteer from 'puppeteer-core'
const site = 'build/web', out = '/tmp/i29x'
const types = {'.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.wasm': 'application/wasm', '.svg': 'image/svg+xml'}
const server = createServer((req, res) => {
  let file = join(site, normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)))
  try { if (statSync(file).isDirectory()) file = join(file, 'index.html'); res.writeHead(200, {'Content-Type': types[extname(file)] ?? 'application/octet-stream'}); res.end(readFileSync(file)) } catch { res.writeHead(404); res.end() }
})
await new Promise(r => server.listen(0, '127.0.0.1', r))
const browser = await puppeteer.launch({executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu']})
const page = await browser.newPage()
await page.setViewport({width: 1280, height: 900})
page.on('console', m => console.log('console', m.type(), m.text()))
page.on('pageerror', e => console.log('pageerror', e.message))
await page.goto(`http://127.0.0.1:${server.address().port}/`)
await page.waitForSelector('body[data-ready]')
const version = process.env.V ?? '48'
if (version !== '48') { await page.select('#version', version); await page.waitForFunction(v => document.getElementById('message').textContent.includes('now plays'), {}, version) }
await page.$eval('#nodes', (e, v) => { e.value = v }, process.env.N ?? '200000')
const click = async sq => { const b = await (await page.$(`#board rect[data-square="${sq}"]`)).boundingBox(); await page.mouse.click(b.x + b.width / 2, b.y + b.height / 2) }
await click('e2'); await click('e4')
await page.waitForFunction(() => document.querySelectorAll('#moves button.ply').length === 2, {timeout: 120000})
await page.waitForFunction(() => !document.getElementById('engine-move').disabled, {timeout: 120000})
await page.click('#open-think')
await page.waitForFunction(() => document.querySelector('#tree .node'), {timeout: 120000})
await page.waitForFunction(() => !document.getElementById('engine-move').disabled, {timeout: 120000})
await new Promise(r => setTimeout(r, 500))
console.log(await page.$eval('#candidates', e => e.innerText).catch(() => 'no candidates'))
console.log(await page.$eval('#node-info', e => e.innerText.slice(0, 1500)))
// open the PV 4 deep
for (let ply = 1; ply <= 4; ply++) {
  const li = (await page.evaluateHandle(ply => [...document.querySelectorAll('#tree .node.pv')].filter(r => r.offsetParent && r.dataset.path.split('.').length === ply).at(-1)?.closest('li'), ply)).asElement()
  if (!li) { console.log('no pv at', ply); break }
  await (await li.$(':scope > .node .toggle')).click()
  await page.waitForFunction(li => li.querySelector(':scope > ul') || !li.querySelector(':scope > .node').classList.contains('loading'), {timeout: 120000}, li)
  await new Promise(r => setTimeout(r, 300))
  await (await li.$(':scope > .node')).click()
  console.log('--- ply', ply, await page.$eval('#node-info', e => e.innerText.slice(0, 1200)))
}
await page.screenshot({path: `${out}-tree.png`, fullPage: false})
await (await page.$('#explorer')).screenshot({path: `${out}-explorer.png`})
console.log(await page.$eval('#tree', e => e.innerText.slice(0, 6000)))
await browser.close(); server.close()
