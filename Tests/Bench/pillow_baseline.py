#!/usr/bin/python3
"""The baseline `frolic bench` is measured against: the snow-globe kind of scene
drawn and saved frame by frame with Pillow (Debian's python3-pil).

Per frame: an app screen (bars, rows with rounded thumbnails and text), then
snowflake sprites rotated, scaled and alpha-blended; each frame quantized to
an adaptive palette and the whole saved as an animated GIF. Prints the same
ns-per-pixel-frame figure as `frolic bench`.

    /usr/bin/python3 Tests/Bench/pillow_baseline.py [frames] [flakes]
"""
import os, random, sys, tempfile, time
from PIL import Image, ImageDraw, ImageFont

W, H = 375, 667
FRAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 200
FLAKES = int(sys.argv[2]) if len(sys.argv) > 2 else 250
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

def load_flakes():
    out = []
    for i in range(1, 9):
        p = os.path.join(ROOT, "Assets", f"snowflake-{i}.png")
        out.append(Image.open(p).convert("RGBA") if os.path.exists(p) else Image.new("RGBA", (64, 64), (255, 255, 255, 200)))
    return out

def screen(draw, font, bold):
    draw.rectangle([0, 0, W, 88], fill=(248, 248, 248))
    draw.text((W / 2, 64), "Restaurants", font=bold, fill=(0, 0, 0), anchor="mm")
    for r in range(7):
        y = 96 + r * 76
        draw.rounded_rectangle([16, y + 8, 76, y + 68], radius=10, fill=(200 - r * 10, 120, 80 + r * 15))
        draw.text((88, y + 22), f"Restaurant {r + 1}", font=bold, fill=(20, 20, 20))
        draw.text((88, y + 46), "Pizza · 25–35 min", font=font, fill=(130, 130, 130))
        draw.line([88, y + 75, W, y + 75], fill=(220, 220, 220))
    draw.rectangle([0, H - 83, W, H], fill=(248, 248, 248))

def main():
    rnd = random.Random(7)
    flakes = load_flakes()
    font, bold = ImageFont.truetype(FONT, 13), ImageFont.truetype(BOLD, 16)
    particles = [(rnd.random() * W, rnd.random() * -H, rnd.uniform(6, 22), rnd.uniform(40, 90), rnd.randrange(8), rnd.random() * 360)
                 for _ in range(FLAKES)]
    frames = []
    t0 = time.perf_counter()
    for k in range(FRAMES):
        im = Image.new("RGB", (W, H), (255, 255, 255))
        screen(ImageDraw.Draw(im), font, bold)
        t = k / 25
        for (x, y, size, v, cell, angle) in particles:
            py = (y + v * t) % (H + 40) - 20
            s = max(2, int(size))
            sprite = flakes[cell].resize((s, s), Image.BILINEAR).rotate(angle + 20 * t, resample=Image.BILINEAR)
            im.paste(sprite, (int(x), int(py)), sprite)
        frames.append(im.quantize(colors=255, method=Image.MEDIANCUT))
    out = tempfile.NamedTemporaryFile(suffix=".gif", delete=False).name
    frames[0].save(out, save_all=True, append_images=frames[1:], duration=40, loop=0)
    elapsed = time.perf_counter() - t0
    size = os.path.getsize(out)
    os.unlink(out)
    print(f"pillow       {W}×{H} px, {FRAMES} frames, {FLAKES} flakes/frame")
    print(f"wall         {elapsed * 1000:9.1f} ms")
    print(f"speed        {FRAMES / elapsed:.1f} frames/s, {elapsed * 1e9 / (W * H * FRAMES):.2f} ns per pixel-frame")
    print(f"output       {size} bytes")

if __name__ == "__main__":
    main()
