#!/usr/bin/python3
"""Draws the fruit aisle's product pictures for the shelf-boom scene.

Run with Debian's /usr/bin/python3 (Pillow) from anywhere:
    /usr/bin/python3 Assets/make-fruits.py
Writes fruit-*.png (120 x 120, transparent background) next to this script.
Deterministic: no randomness but a fixed LCG, no timestamps in the PNGs.
Shapes are drawn at 4x and downsampled, so edges are anti-aliased; each body
gets a radial gradient (highlight up-left, darker rim) and a soft shadow.
"""
import math
import os
from PIL import Image, ImageDraw, ImageFilter

OUT = 120
K = 4            # supersampling factor
S = OUT * K
HERE = os.path.dirname(os.path.abspath(__file__))


def sc(*v):
    return [x * K for x in v]


def lerp(a, b, t):
    return tuple(int(round(a[i] + (b[i] - a[i]) * t)) for i in range(3))


def gradient_layer(mask, cx, cy, radius, light, base, dark):
    """A colour layer shaded radially from (cx, cy) (120-space), cut by mask."""
    g = Image.new("L", (S, S), 255)
    r = int(radius * K)
    rg = Image.radial_gradient("L").resize((2 * r, 2 * r), Image.BILINEAR)
    g.paste(rg, (int(cx * K) - r, int(cy * K) - r))
    def stop(v):
        t = v / 255
        return lerp(light, base, t / 0.45) if t < 0.45 else lerp(base, dark, (t - 0.45) / 0.55)
    lut = [stop(v) for v in range(256)]
    rgb = Image.merge("RGB", [g.point([c[i] for c in lut]) for i in range(3)])
    layer = rgb.convert("RGBA")
    layer.putalpha(mask)
    return layer


def mask_of(draw_fn):
    m = Image.new("L", (S, S), 0)
    draw_fn(ImageDraw.Draw(m))
    return m


def shaded(canvas, draw_fn, cx, cy, radius, light, base, dark):
    canvas.alpha_composite(gradient_layer(mask_of(draw_fn), cx, cy, radius, light, base, dark))


def shadow(canvas, box):
    sh = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    ImageDraw.Draw(sh).ellipse(sc(*box), fill=(40, 30, 20, 70))
    canvas.alpha_composite(sh.filter(ImageFilter.GaussianBlur(4 * K)))


def gloss(canvas, box, alpha=110):
    hl = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    ImageDraw.Draw(hl).ellipse(sc(*box), fill=(255, 255, 255, alpha))
    canvas.alpha_composite(hl.filter(ImageFilter.GaussianBlur(1.5 * K)))


def leaf(d, x, y, length, angle, color=(70, 150, 50), vein=(40, 100, 30)):
    a = math.radians(angle)
    pts = []
    for i in range(21):
        t = i / 20
        w = math.sin(t * math.pi) * length * 0.32
        pts.append((t, w))
    ux, uy = math.cos(a), math.sin(a)
    nx, ny = -uy, ux
    poly = [(x + ux * t * length + nx * w, y + uy * t * length + ny * w) for t, w in pts]
    poly += [(x + ux * t * length - nx * w, y + uy * t * length - ny * w) for t, w in reversed(pts)]
    d.polygon([(px * K, py * K) for px, py in poly], fill=color)
    d.line(sc(x, y, x + ux * length * 0.9, y + uy * length * 0.9), fill=vein, width=K)


def stem(d, pts, color=(100, 65, 30), width=4):
    d.line([(x * K, y * K) for x, y in pts], fill=color, width=int(width * K), joint="curve")


class Lcg:
    """Fixed pseudo-random numbers (Python's own generator could change)."""
    def __init__(self, seed):
        self.s = seed

    def unit(self):
        self.s = (self.s * 1103515245 + 12345) % 2147483648
        return self.s / 2147483648


def apple(c, light, base, dark):
    shadow(c, (22, 98, 98, 112))
    def body(d):
        d.ellipse(sc(16, 28, 68, 104), fill=255)
        d.ellipse(sc(52, 28, 104, 104), fill=255)
        d.ellipse(sc(26, 50, 94, 110), fill=255)
    shaded(c, body, 44, 46, 80, light, base, dark)
    d = ImageDraw.Draw(c)
    stem(d, [(60, 36), (61, 24), (65, 14)])
    leaf(d, 64, 24, 26, -20)
    gloss(c, (30, 42, 44, 62))


def banana(c):
    shadow(c, (14, 84, 106, 104))
    def body(d):
        outer = [(60 + 62 * math.cos(math.radians(a)), 30 + 62 * math.sin(math.radians(a))) for a in range(20, 161, 4)]
        inner = [(60 + 54 * math.cos(math.radians(a)), 8 + 54 * math.sin(math.radians(a))) for a in range(150, 29, -4)]
        d.polygon([(x * K, y * K) for x, y in outer + inner], fill=255)
    shaded(c, body, 50, 70, 70, (255, 244, 160), (246, 206, 40), (175, 125, 20))
    d = ImageDraw.Draw(c)
    stem(d, [(111, 51), (117, 40)], color=(110, 90, 40), width=5)
    d.ellipse(sc(6, 48, 12, 56), fill=(70, 50, 25))
    gloss(c, (40, 80, 80, 86), 90)


def orange(c):
    shadow(c, (20, 100, 100, 114))
    shaded(c, lambda d: d.ellipse(sc(14, 20, 106, 110), fill=255), 44, 46, 82,
           (255, 200, 110), (245, 140, 20), (170, 80, 10))
    dots = Image.new("RGBA", (S, S), (0, 0, 0, 0))
    dd = ImageDraw.Draw(dots)
    r = Lcg(7)
    for _ in range(90):
        a, rad = r.unit() * 2 * math.pi, math.sqrt(r.unit()) * 40
        x, y = 60 + rad * math.cos(a), 65 + rad * math.sin(a)
        dd.ellipse(sc(x - 1, y - 1, x + 1, y + 1), fill=(150, 70, 0, 60))
    c.alpha_composite(dots)
    d = ImageDraw.Draw(c)
    d.ellipse(sc(57, 21, 63, 26), fill=(120, 110, 40))
    leaf(d, 62, 22, 28, -30)
    gloss(c, (30, 36, 48, 56))


def pear(c):
    shadow(c, (24, 100, 96, 114))
    def body(d):
        d.ellipse(sc(42, 20, 78, 66), fill=255)
        d.ellipse(sc(22, 46, 98, 110), fill=255)
        d.polygon(sc(43, 48, 77, 48, 92, 70, 28, 70), fill=255)
    shaded(c, body, 46, 56, 78, (235, 245, 140), (185, 205, 60), (100, 120, 30))
    d = ImageDraw.Draw(c)
    stem(d, [(60, 24), (62, 14), (68, 8)])
    leaf(d, 63, 16, 22, -10)
    gloss(c, (34, 60, 46, 80))


def grapes(c):
    shadow(c, (30, 100, 90, 114))
    berries = [(38, 38), (60, 36), (82, 38), (48, 56), (72, 56), (38, 74), (60, 74), (82, 72),
               (48, 90), (70, 90), (59, 105)]
    for x, y in berries:
        shaded(c, lambda d, x=x, y=y: d.ellipse(sc(x - 13, y - 13, x + 13, y + 13), fill=255),
               x - 5, y - 6, 20, (200, 150, 230), (120, 50, 150), (55, 15, 70))
        gloss(c, (x - 8, y - 8, x - 3, y - 3), 120)
    d = ImageDraw.Draw(c)
    stem(d, [(60, 26), (60, 8)], width=3)
    leaf(d, 61, 16, 30, -25)


def strawberry(c):
    shadow(c, (30, 102, 90, 114))
    def body(d):
        d.polygon(sc(18, 40, 30, 28, 60, 24, 90, 28, 102, 40, 96, 70, 78, 96, 60, 110, 42, 96, 24, 70), fill=255)
        d.ellipse(sc(16, 26, 62, 66), fill=255)
        d.ellipse(sc(58, 26, 104, 66), fill=255)
    shaded(c, body, 44, 46, 80, (255, 130, 130), (225, 30, 45), (130, 10, 25))
    d = ImageDraw.Draw(c)
    for row in range(6):
        y = 42 + row * 11
        half = 34 - row * 5
        n = 5 - row // 2
        for k in range(n):
            x = 60 - half + (2 * half) * (k + 0.5 * (row % 2) + 0.25) / n
            d.ellipse(sc(x - 1.5, y - 2.2, x + 1.5, y + 2.2), fill=(250, 225, 110))
    calyx = []
    for k in range(10):
        a = math.radians(-90 + k * 36)
        rad = 22 if k % 2 == 0 else 7
        calyx.append((60 + rad * math.cos(a) * 1.3, 30 + rad * math.sin(a) * 0.55))
    d.polygon([(x * K, y * K) for x, y in calyx], fill=(60, 150, 50))
    stem(d, [(60, 28), (62, 12)], color=(60, 130, 40), width=4)
    gloss(c, (28, 38, 42, 56))


def lemon(c):
    shadow(c, (18, 94, 102, 108))
    def body(d):
        d.ellipse(sc(16, 30, 104, 96), fill=255)
        d.polygon(sc(20, 50, 6, 63, 20, 76), fill=255)
        d.polygon(sc(100, 50, 114, 63, 100, 76), fill=255)
    shaded(c, body, 44, 46, 80, (255, 250, 170), (245, 215, 40), (170, 140, 20))
    d = ImageDraw.Draw(c)
    leaf(d, 60, 32, 26, -40)
    gloss(c, (34, 40, 56, 54))


def cherry(c):
    shadow(c, (14, 98, 104, 112))
    for x0, y0 in [(16, 58), (58, 54)]:
        shaded(c, lambda d, x0=x0, y0=y0: d.ellipse(sc(x0, y0, x0 + 44, y0 + 44), fill=255),
               x0 + 14, y0 + 14, 38, (255, 110, 120), (190, 10, 40), (90, 0, 20))
        gloss(c, (x0 + 9, y0 + 9, x0 + 18, y0 + 20), 120)
    d = ImageDraw.Draw(c)
    stem(d, [(38, 60), (44, 36), (58, 16), (66, 10)], color=(90, 110, 40), width=3)
    stem(d, [(80, 56), (76, 34), (66, 10)], color=(90, 110, 40), width=3)
    leaf(d, 66, 12, 30, 10)


def kiwi(c):
    shadow(c, (18, 100, 102, 114))
    shaded(c, lambda d: d.ellipse(sc(12, 12, 108, 108), fill=255), 44, 40, 86,
           (170, 130, 80), (130, 90, 50), (80, 55, 30))
    shaded(c, lambda d: d.ellipse(sc(20, 20, 100, 100), fill=255), 60, 60, 46,
           (225, 245, 150), (130, 190, 40), (80, 140, 20))
    d = ImageDraw.Draw(c)
    d.ellipse(sc(46, 50, 74, 70), fill=(240, 245, 215))
    for k in range(24):
        a = 2 * math.pi * k / 24
        for rad in (18, 24):
            x, y = 60 + rad * math.cos(a + rad * 0.02) * 1.05, 60 + rad * math.sin(a + rad * 0.02)
            d.ellipse(sc(x - 1.6, y - 1, x + 1.6, y + 1), fill=(25, 25, 20))
    gloss(c, (28, 30, 44, 44), 60)


def peach(c):
    shadow(c, (20, 100, 100, 114))
    shaded(c, lambda d: d.ellipse(sc(14, 22, 106, 110), fill=255), 70, 48, 84,
           (255, 215, 150), (245, 145, 95), (185, 50, 60))
    d = ImageDraw.Draw(c)
    d.arc(sc(34, 24, 76, 108), start=-80, end=60, fill=(200, 90, 70), width=int(2 * K))
    stem(d, [(58, 26), (58, 16)])
    leaf(d, 59, 20, 30, -15)
    gloss(c, (72, 38, 86, 52), 80)


def plum(c):
    shadow(c, (24, 100, 96, 114))
    shaded(c, lambda d: d.ellipse(sc(20, 24, 100, 108), fill=255), 46, 48, 76,
           (170, 130, 215), (95, 45, 135), (40, 10, 60))
    d = ImageDraw.Draw(c)
    d.arc(sc(42, 26, 80, 106), start=-85, end=75, fill=(70, 25, 100), width=int(2 * K))
    stem(d, [(60, 28), (63, 14)], width=3)
    gloss(c, (34, 44, 48, 62), 90)


FRUITS = {
    "apple": lambda c: apple(c, (255, 130, 120), (212, 30, 40), (115, 10, 20)),
    "green-apple": lambda c: apple(c, (215, 245, 140), (125, 190, 50), (55, 105, 20)),
    "banana": banana,
    "orange": orange,
    "pear": pear,
    "grapes": grapes,
    "strawberry": strawberry,
    "lemon": lemon,
    "cherry": cherry,
    "kiwi": kiwi,
    "peach": peach,
    "plum": plum,
}


def main():
    for name, draw in FRUITS.items():
        canvas = Image.new("RGBA", (S, S), (0, 0, 0, 0))
        draw(canvas)
        canvas.resize((OUT, OUT), Image.LANCZOS).save(os.path.join(HERE, f"fruit-{name}.png"), optimize=True)


if __name__ == "__main__":
    main()
