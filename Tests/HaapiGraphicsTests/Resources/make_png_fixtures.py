#!/usr/bin/env python3
"""Writes the PNG decoder fixtures in PNGFixtures/ and their expectations in PNGFixtures/expected.json.

The PNGs are produced by this independent writer (CPython's zlib, level 9, so
larger images get dynamic-Huffman blocks). Each scanline uses filter type
(row index mod 5), so every image exercises all five filters.

Expected pixels are 8-bit RGBA: 16-bit samples keep their high byte, samples of
1/2/4 bits are scaled by 255 / (2^depth - 1), tRNS colour keys give alpha 0.
`rgba_crc32` is the CRC-32 of the whole RGBA buffer; small images also list
every pixel as RRGGBBAA hex. Run: python3 make_png_fixtures.py
"""
import json, os, random, struct, zlib

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "PNGFixtures")
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, nbits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        nbits += depth
        if nbits == 8:
            out.append(acc)
            acc, nbits = 0, 0
    if nbits:
        out.append(acc << (8 - nbits))
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_rows(rows, bpp):
    out, prev = bytearray(), bytes(len(rows[0])) if rows else b""
    for index, row in enumerate(rows):
        kind = index % 5
        out.append(kind)
        for i, x in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
            out.append((x - pred) & 0xFF)
        prev = row
    return bytes(out)


def write_png(path, width, height, depth, ctype, pixels, plte=None, trns=None, interlace=False):
    """pixels[y][x] is a tuple of raw samples."""
    ch = CHANNELS[ctype]
    bpp = max(1, depth * ch // 8)
    raw = bytearray()
    passes = ADAM7 if interlace else [(0, 0, 1, 1)]
    for (x0, y0, dx, dy) in passes:
        xs, ys = list(range(x0, width, dx)), list(range(y0, height, dy))
        if not xs or not ys:
            continue
        rows = [pack_row([s for x in xs for s in pixels[y][x]], depth) for y in ys]
        raw += filter_rows(rows, bpp)
    ihdr = struct.pack(">IIBBBBB", width, height, depth, ctype, 0, 0, 1 if interlace else 0)
    data = zlib.compress(bytes(raw), 9)
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
    if plte is not None:
        out += chunk(b"PLTE", b"".join(bytes(c) for c in plte))
    if trns is not None:
        out += chunk(b"tRNS", trns)
    # Split the zlib stream over two IDAT chunks to exercise concatenation.
    half = len(data) // 2
    out += chunk(b"IDAT", data[:half]) + chunk(b"IDAT", data[half:]) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(out)
    return (data[2] >> 1) & 3  # BTYPE of the first DEFLATE block


def scale(v, depth):
    if depth == 16:
        return v >> 8
    if depth == 8:
        return v
    return v * 255 // ((1 << depth) - 1)


def expected_rgba(px, depth, ctype, plte, trns):
    if ctype == 3:
        r, g, b = plte[px[0]]
        a = trns[px[0]] if trns is not None and px[0] < len(trns) else 255
        return (r, g, b, a)
    if ctype == 0:
        a = 0 if trns is not None and struct.unpack(">H", trns)[0] == px[0] else 255
        v = scale(px[0], depth)
        return (v, v, v, a)
    if ctype == 2:
        a = 0 if trns is not None and struct.unpack(">HHH", trns) == tuple(px) else 255
        return tuple(scale(s, depth) for s in px) + (a,)
    if ctype == 4:
        v = scale(px[0], depth)
        return (v, v, v, scale(px[1], depth))
    return tuple(scale(s, depth) for s in px)


def sample_image(rng, width, height, depth, ch, levels=None):
    top = (1 << depth) - 1
    levels = levels or top + 1
    def sample(x, y, c):
        # Smooth gradient plus sparse noise: compressible but not trivial.
        base = ((x * 7 + y * 13 + c * 29) * top) // (width * 7 + height * 13 + 87)
        if rng.random() < 0.2:
            base = rng.randint(0, top)
        return min(base, top) if levels > top else rng.randrange(levels)
    return [[tuple(sample(x, y, c) for c in range(ch)) for x in range(width)] for y in range(height)]


def main():
    rng = random.Random(20240518)
    os.makedirs(HERE, exist_ok=True)
    cases = []
    specs = [
        # name, width, height, depth, colour type, interlace, extras
        ("gray1", 11, 9, 1, 0, False, None),
        ("gray2", 11, 9, 2, 0, False, None),
        ("gray4", 11, 9, 4, 0, False, None),
        ("gray8", 11, 9, 8, 0, False, None),
        ("gray16", 11, 9, 16, 0, False, None),
        ("gray8_trns", 11, 9, 8, 0, False, "trns"),
        ("rgb8", 11, 9, 8, 2, False, None),
        ("rgb16", 11, 9, 16, 2, False, None),
        ("rgb8_trns", 11, 9, 8, 2, False, "trns"),
        ("palette1", 11, 9, 1, 3, False, None),
        ("palette2", 11, 9, 2, 3, False, None),
        ("palette4", 11, 9, 4, 3, False, "trns"),
        ("palette8", 11, 9, 8, 3, False, "trns"),
        ("grayalpha8", 11, 9, 8, 4, False, None),
        ("grayalpha16", 11, 9, 16, 4, False, None),
        ("rgba8", 11, 9, 8, 6, False, None),
        ("rgba16", 11, 9, 16, 6, False, None),
        ("gray1_adam7", 11, 9, 1, 0, True, None),
        ("palette4_adam7", 11, 9, 4, 3, True, None),
        ("rgba8_adam7", 11, 9, 8, 6, True, None),
        ("rgb16_adam7", 13, 10, 16, 2, True, None),
        ("rgb8_adam7_tiny", 3, 2, 8, 2, True, None),
        ("gray16_adam7_single", 1, 1, 16, 0, True, None),
        ("gray8_large", 96, 64, 8, 0, False, None),
        ("rgba8_large_adam7", 48, 40, 8, 6, True, None),
    ]
    for name, width, height, depth, ctype, interlace, extra in specs:
        ch = CHANNELS[ctype]
        plte = trns = None
        if ctype == 3:
            count = min(1 << depth, 40)
            plte = [(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(count)]
            pixels = sample_image(rng, width, height, depth, 1, levels=count)
            if extra == "trns":
                trns = bytes(rng.randrange(256) for _ in range(count // 2))
        else:
            pixels = sample_image(rng, width, height, depth, ch)
            if extra == "trns":
                trns = b"".join(struct.pack(">H", s) for s in pixels[2][3])
        btype = write_png(os.path.join(HERE, name + ".png"), width, height, depth, ctype, pixels, plte, trns, interlace)
        rgba = [expected_rgba(pixels[y][x], depth, ctype, plte, trns) for y in range(height) for x in range(width)]
        flat = bytes(v for p in rgba for v in p)
        case = {"file": name + ".png", "width": width, "height": height, "bitDepth": depth, "colorType": ctype,
                "interlaced": interlace, "firstBlockType": btype, "rgbaCRC32": zlib.crc32(flat) & 0xFFFFFFFF}
        if width * height <= 100:
            case["pixels"] = "".join("%02X%02X%02X%02X" % p for p in rgba)
        cases.append(case)
    with open(os.path.join(HERE, "expected.json"), "w") as f:
        json.dump(cases, f, indent=1)
        f.write("\n")
    write_zlib_fixtures(rng)


def write_zlib_fixtures(rng):
    """Raw zlib streams of one text at several levels/strategies (stored, fixed, dynamic blocks)."""
    words = ["haapi", "bankid", "curity", "token", "qr", "deflate", "inflate", "huffman", "stored", "zlib"]
    text = " ".join(rng.choice(words) for _ in range(900)).encode()
    streams = {"zlib_level0.zz": zlib.compress(text, 0), "zlib_level1.zz": zlib.compress(text, 1),
               "zlib_level9.zz": zlib.compress(text, 9)}
    fixed = zlib.compressobj(9, zlib.DEFLATED, 15, 9, zlib.Z_FIXED)
    streams["zlib_fixed.zz"] = fixed.compress(text) + fixed.flush()
    # Several blocks: a full flush in the middle ends one block and starts another.
    multi = zlib.compressobj(6)
    streams["zlib_multiblock.zz"] = multi.compress(text[:3000]) + multi.flush(zlib.Z_FULL_FLUSH) + multi.compress(text[3000:]) + multi.flush()
    meta = []
    for name, data in streams.items():
        with open(os.path.join(HERE, name), "wb") as f:
            f.write(data)
        meta.append({"file": name, "length": len(text), "crc32": zlib.crc32(text) & 0xFFFFFFFF,
                     "firstBlockType": (data[2] >> 1) & 3})
    with open(os.path.join(HERE, "zlib_expected.json"), "w") as f:
        json.dump(meta, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
