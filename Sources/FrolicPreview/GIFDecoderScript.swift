/// A GIF decoder in the page's script, so the page plays, steps and scrubs
/// the exact bytes of `/render.gif` (an `<img>` can only play it) without a
/// library from elsewhere. Frames are kept as they come in the file (the
/// changed rectangle, palette indices); `frameAt` composes one, from a
/// composed checkpoint kept every `every` frames, so memory stays near the
/// GIF's own size rather than a full picture per frame.
enum GIFDecoderScript {
    static let source = #"""
function decodeGIF(buffer) {
  const b = new Uint8Array(buffer);
  let p = 0;
  const u16 = () => { const v = b[p] | (b[p + 1] << 8); p += 2; return v; };
  const sig = String.fromCharCode(...b.subarray(0, 6));
  if (sig !== 'GIF89a' && sig !== 'GIF87a') throw new Error('not a GIF');
  p = 6;
  const width = u16(), height = u16(), packed = b[p++]; p += 2;
  let global = null;
  if (packed & 0x80) { const n = 3 << ((packed & 7) + 1); global = b.subarray(p, p + n); p += n; }
  const frames = [];
  let gce = { delay: 0, disposal: 0, transparent: -1 };
  const subBlocks = () => {
    const parts = []; let total = 0;
    for (let n = b[p++]; n > 0; n = b[p++]) { parts.push(b.subarray(p, p + n)); total += n; p += n; }
    const out = new Uint8Array(total); let o = 0;
    for (const part of parts) { out.set(part, o); o += part.length; }
    return out;
  };
  while (p < b.length) {
    const block = b[p++];
    if (block === 0x3B) break;
    if (block === 0x21) {
      const label = b[p++];
      if (label === 0xF9) {
        p++; const flags = b[p++]; const delay = u16(); const ti = b[p++]; p++;
        gce = { delay, disposal: (flags >> 2) & 7, transparent: (flags & 1) ? ti : -1 };
      } else subBlocks();
    } else if (block === 0x2C) {
      const x = u16(), y = u16(), w = u16(), h = u16(), f = b[p++];
      let palette = global;
      if (f & 0x80) { const n = 3 << ((f & 7) + 1); palette = b.subarray(p, p + n); p += n; }
      const minCode = b[p++];
      const indices = lzw(minCode, subBlocks(), w * h);
      frames.push({ x, y, w, h, palette, indices: (f & 0x40) ? deinterlace(indices, w, h) : indices,
                    delay: gce.delay, disposal: gce.disposal, transparent: gce.transparent });
      gce = { delay: 0, disposal: 0, transparent: -1 };
    } else throw new Error('bad block ' + block);
  }
  return new GIFFrames(width, height, frames);
}

function lzw(minCode, data, count) {
  const out = new Uint8Array(count);
  const clear = 1 << minCode, end = clear + 1;
  const prefix = new Int16Array(4096), suffix = new Uint8Array(4096), first = new Uint8Array(4096);
  const stack = new Uint8Array(4097);
  for (let i = 0; i < clear; i++) { prefix[i] = -1; suffix[i] = i; first[i] = i; }
  let size = minCode + 1, mask = (1 << size) - 1, next = end + 1, old = -1;
  let bits = 0, acc = 0, o = 0;
  for (let i = 0; i < data.length && o < count; ) {
    while (bits < size && i < data.length) { acc |= data[i++] << bits; bits += 8; }
    if (bits < size) break;
    const code = acc & mask; acc >>>= size; bits -= size;
    if (code === clear) { size = minCode + 1; mask = (1 << size) - 1; next = end + 1; old = -1; continue; }
    if (code === end) break;
    let c = code, sp = 0;
    if (old === -1) { out[o++] = suffix[code]; old = code; continue; }
    if (code >= next) { stack[sp++] = first[old]; c = old; }
    while (c >= clear) { stack[sp++] = suffix[c]; c = prefix[c]; }
    stack[sp++] = c;
    const head = c;
    while (sp > 0 && o < count) out[o++] = stack[--sp];
    if (next < 4096) {
      prefix[next] = old; suffix[next] = head; first[next] = first[old]; next++;
      if (next > mask && size < 12) { size++; mask = (1 << size) - 1; }
    }
    old = code;
  }
  return out;
}

function deinterlace(indices, w, h) {
  const out = new Uint8Array(indices.length); let row = 0;
  for (const [start, step] of [[0, 8], [4, 8], [2, 4], [1, 2]])
    for (let y = start; y < h; y += step) out.set(indices.subarray(row * w, ++row * w), y * w);
  return out;
}

class GIFFrames {
  constructor(width, height, frames) {
    this.width = width; this.height = height; this.frames = frames;
    this.every = 16; this.checkpoints = new Map();
    // Start times in centiseconds; browsers show a delay under 2 as 10.
    let t = 0; this.starts = frames.map(f => { const s = t; t += (f.delay < 2 ? 10 : f.delay); return s; });
    this.duration = t;
    this.pixels = null; this.index = -1; this.saved = null;
  }
  frameAtTime(cs) {
    let lo = 0, hi = this.frames.length - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (this.starts[mid] <= cs) lo = mid; else hi = mid - 1; }
    return lo;
  }
  // The composed picture after frame i, as RGBA bytes.
  frameAt(i) {
    if (i !== this.index) {
      if (this.index < 0 || i < this.index || i - this.index > this.every) {
        let k = Math.floor(i / this.every) * this.every;
        while (k > 0 && !this.checkpoints.has(k)) k -= this.every;
        const cp = this.checkpoints.get(k);
        if (cp && k <= i) { this.pixels = cp.pixels.slice(); this.saved = cp.saved && cp.saved.slice(); this.index = k; }
        else { this.pixels = new Uint8ClampedArray(this.width * this.height * 4); this.saved = null; this.index = -1; }
      }
      while (this.index < i) this.step();
    }
    return this.pixels;
  }
  step() {
    const W = this.width, px = this.pixels;
    if (this.index >= 0) {
      const f = this.frames[this.index];
      if (f.disposal === 2) this.fill(f, null);
      else if (f.disposal === 3 && this.saved) px.set(this.saved);
    }
    const f = this.frames[++this.index];
    this.saved = f.disposal === 3 ? px.slice() : null;
    const pal = f.palette;
    for (let y = 0; y < f.h; y++) {
      const Y = f.y + y; if (Y >= this.height) break;
      for (let x = 0; x < f.w; x++) {
        const X = f.x + x; if (X >= W) break;
        const c = f.indices[y * f.w + x];
        if (c === f.transparent) continue;
        const o = (Y * W + X) * 4;
        px[o] = pal[c * 3]; px[o + 1] = pal[c * 3 + 1]; px[o + 2] = pal[c * 3 + 2]; px[o + 3] = 255;
      }
    }
    if (this.index % this.every === 0 && !this.checkpoints.has(this.index))
      this.checkpoints.set(this.index, { pixels: px.slice(), saved: this.saved && this.saved.slice() });
  }
  fill(f) {
    for (let y = f.y; y < Math.min(this.height, f.y + f.h); y++)
      this.pixels.fill(0, (y * this.width + f.x) * 4, (y * this.width + Math.min(this.width, f.x + f.w)) * 4);
  }
}
"""#
}
