// wasi.js -- the few WASI (preview 1) calls the engine's WebAssembly
// builds import, for the browser (and for node, to test this file):
// arguments, standard input from a string or bytes, standard output and error to
// callbacks, a clock, and exit.  No files, no environment, no polling.
//
//   const wasi = new MiniWasi({args, stdin, onStdout, onStderr})
//   const instance = await WebAssembly.instantiate(module, wasi.imports())
//   wasi.start(instance)       // a command build: runs main, returns status
//   wasi.initialize(instance)  // a reactor build: then call its exports

const ERRNO_SUCCESS = 0, ERRNO_BADF = 8, ERRNO_NOENT = 44, ERRNO_NOSYS = 52, ERRNO_SPIPE = 70
const FILETYPE_CHARACTER_DEVICE = 2

export class WasiExit extends Error {
  constructor(code) { super(`exit ${code}`); this.code = code }
}

export class MiniWasi {
  constructor({args = ['readable'], stdin = '', onStdout = () => {}, onStderr = () => {}} = {}) {
    this.args = args.map(a => new TextEncoder().encode(a + '\0'))
    this.stdin = typeof stdin === 'string' ? new TextEncoder().encode(stdin) : stdin
    this.stdinPos = 0
    this.out = {1: onStdout, 2: onStderr}
    this.decoders = {1: new TextDecoder(), 2: new TextDecoder()}
    this.memory = null
  }

  view() { return new DataView(this.memory.buffer) }
  bytes() { return new Uint8Array(this.memory.buffer) }

  imports() {
    const w = this
    const call = {
      args_sizes_get(countPtr, sizePtr) {
        const v = w.view()
        v.setUint32(countPtr, w.args.length, true)
        v.setUint32(sizePtr, w.args.reduce((n, a) => n + a.length, 0), true)
        return ERRNO_SUCCESS
      },
      args_get(argvPtr, bufPtr) {
        const v = w.view(), b = w.bytes()
        for (const a of w.args) {
          v.setUint32(argvPtr, bufPtr, true); argvPtr += 4
          b.set(a, bufPtr); bufPtr += a.length
        }
        return ERRNO_SUCCESS
      },
      environ_sizes_get(countPtr, sizePtr) {
        const v = w.view()
        v.setUint32(countPtr, 0, true); v.setUint32(sizePtr, 0, true)
        return ERRNO_SUCCESS
      },
      environ_get() { return ERRNO_SUCCESS },
      clock_time_get(id, precision, timePtr) {
        const ns = BigInt(Math.round(performance.now() * 1e6))
        w.view().setBigUint64(timePtr, ns, true)
        return ERRNO_SUCCESS
      },
      fd_fdstat_get(fd, statPtr) {
        if (fd > 2) return ERRNO_BADF
        // A terminal, so that the C library line-buffers standard output
        // and each line reaches the page as soon as it is printed.
        const v = w.view()
        for (let i = 0; i < 24; i++) v.setUint8(statPtr + i, 0)
        v.setUint8(statPtr, FILETYPE_CHARACTER_DEVICE)
        v.setBigUint64(statPtr + 8, 0xffffffffn, true)
        return ERRNO_SUCCESS
      },
      fd_read(fd, iovs, iovsLen, nreadPtr) {
        if (fd !== 0) return ERRNO_BADF
        const v = w.view(), b = w.bytes()
        let n = 0
        for (let i = 0; i < iovsLen; i++) {
          const ptr = v.getUint32(iovs + 8 * i, true), len = v.getUint32(iovs + 8 * i + 4, true)
          const chunk = w.stdin.subarray(w.stdinPos, w.stdinPos + len)
          b.set(chunk, ptr)
          w.stdinPos += chunk.length; n += chunk.length
          if (chunk.length < len) break
        }
        v.setUint32(nreadPtr, n, true)
        return ERRNO_SUCCESS
      },
      fd_write(fd, iovs, iovsLen, nwrittenPtr) {
        if (fd !== 1 && fd !== 2) return ERRNO_BADF
        const v = w.view(), b = w.bytes()
        let n = 0, text = ''
        for (let i = 0; i < iovsLen; i++) {
          const ptr = v.getUint32(iovs + 8 * i, true), len = v.getUint32(iovs + 8 * i + 4, true)
          text += w.decoders[fd].decode(b.subarray(ptr, ptr + len), {stream: true})
          n += len
        }
        v.setUint32(nwrittenPtr, n, true)
        if (text) w.out[fd](text)
        return ERRNO_SUCCESS
      },
      fd_seek() { return ERRNO_SPIPE },
      fd_close() { return ERRNO_SUCCESS },
      // Linked in by parts of the program the page never reaches (files
      // for pgn/load, polling standard input while a UCI search runs):
      // no preopened directory, so no file opens; no polling.
      fd_fdstat_set_flags() { return ERRNO_NOSYS },
      fd_prestat_get() { return ERRNO_BADF },
      fd_prestat_dir_name() { return ERRNO_BADF },
      path_open() { return ERRNO_NOENT },
      poll_oneoff() { return ERRNO_NOSYS },
      proc_exit(code) { throw new WasiExit(code) },
    }
    return {wasi_snapshot_preview1: call}
  }

  start(instance) {
    this.memory = instance.exports.memory
    try {
      instance.exports._start()
      return 0
    } catch (e) {
      if (e instanceof WasiExit) return e.code
      throw e
    }
  }

  initialize(instance) {
    this.memory = instance.exports.memory
    instance.exports._initialize()
  }
}
