#!/usr/bin/env python3
"""Renders every golden SVG in headless Chromium and checks that it rendered.

Usage: render_svg.py CHROMIUM PATH...   (a file is an SVG document, whatever its extension; a
directory stands for its *.svg and svg-*.out files: replay-stats' wide goldens and replay-score's
svg-* golden outputs)

For each file: it is well-formed XML whose root is an <svg> with a <title>, width and height,
and it fetches nothing (no script, no foreign namespace URL, no href); Chromium screenshots it
at its own size; the PNG exists, has exactly that size, and is not blank (enough pixels differ
from the white background). A missing browser is a failure, not a skip: CI installs chromium
(.ci/run), and a developer without it can leave the test out with `ctest -LE browser`.
"""
import concurrent.futures
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib

SVG = "{http://www.w3.org/2000/svg}"


def check_document(path):
    """The document's (width, height), or raises with what is wrong."""
    with open(path, "rb") as f:
        text = f.read()
    root = ET.fromstring(text)  # raises on XML that is not well-formed
    if root.tag != SVG + "svg":
        raise ValueError(f"root is {root.tag}, not an SVG <svg>")
    title = root.find(SVG + "title")
    if title is None or not (title.text or "").strip():
        raise ValueError("no <title>")
    for element in root.iter():
        if element.tag == SVG + "script" or element.tag in (SVG + "image", SVG + "foreignObject"):
            raise ValueError(f"has a <{element.tag}>")
        for name in element.attrib:
            if name.endswith("href"):
                raise ValueError(f"<{element.tag}> has {name}")
    if text.count(b"http") != text.count(b"http://www.w3.org/2000/svg"):
        raise ValueError("names a URL other than the SVG namespace")
    return int(root.get("width")), int(root.get("height"))


def png_pixels(path):
    """(width, height, rows of RGB(A) bytes) of an 8-bit RGB or RGBA PNG, unfiltered."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    at, idat, header = 8, b"", None
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError(f"unexpected PNG format depth={depth} colour={colour}")
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + b) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def render(chromium, svg, png, width, height):
    profile = tempfile.mkdtemp(prefix="replay-chromium-")
    try:
        subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
             "--no-first-run", "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--hide-scrollbars", f"--user-data-dir={profile}",
             f"--screenshot={png}", f"--window-size={width},{height}", "file://" + svg],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, check=False)
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def main():
    chromium, files = sys.argv[1], []
    for path in sys.argv[2:]:
        if os.path.isdir(path):
            files += sorted(os.path.join(path, name) for name in os.listdir(path)
                            if name.endswith(".svg") or (name.startswith("svg-") and name.endswith(".out")))
        else:
            files.append(path)
    if not shutil.which(chromium):
        print(f"render_svg: no browser {chromium!r}: install Debian's chromium (.ci/run does), "
              "or leave this test out with ctest -LE browser")
        return 1
    if not files:
        print("render_svg: no SVG to render")
        return 1
    work = tempfile.mkdtemp(prefix="replay-svg-")
    try:
        # Two at a time: the browser and the PNG decoding (pure Python, slow) overlap.
        with concurrent.futures.ProcessPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(check_one, [chromium] * len(files), files,
                                    [os.path.join(work, str(n)) for n in range(len(files))]))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    failed = 0
    for path, error, detail in results:
        if error:
            failed += 1
            print(f"FAIL {path}: {error}")
        else:
            print(f"ok {path}: {detail}")
    print(f"render_svg: {len(files) - failed} rendered, {failed} failed")
    return 1 if failed else 0


def check_one(chromium, path, stem):
    """(path, error or None, what was seen)."""
    try:
        width, height = check_document(path)
        svg, png = stem + ".svg", stem + ".png"  # Chromium goes by the extension
        shutil.copyfile(path, svg)
        render(chromium, svg, png, width, height)
        if not os.path.exists(png):
            raise ValueError("Chromium wrote no screenshot")
        w, h, channels, rows = png_pixels(png)
        if (w, h) != (width, height):
            raise ValueError(f"screenshot is {w}x{h}, not {width}x{height}")
        # Not blank: the marks (text, dots, lines) cover a fair part of the picture.
        inked = sum(1 for row in rows for x in range(0, len(row), channels)
                    if min(row[x:x + 3]) < 128)
        if inked < max(200, width * height // 500):
            raise ValueError(f"looks blank: {inked} dark pixels of {width * height}")
        return path, None, f"{width}x{height}, {inked} dark pixels"
    except Exception as e:  # every file is reported, then the test fails
        return path, str(e) or type(e).__name__, None


if __name__ == "__main__":
    sys.exit(main())
