#!/usr/bin/env python3
"""Phone-like photos for scripts/bench-images: N JPEGs of 4032x3024 pixels made with the `vips` command (Perlin
noise in three bands plus grain, quality 92), each given its own EXIF block (orientation 1, 3, 6 or 8, and a GPS
position) spliced in after the JPEG start marker, so every file differs (Roadbook's cache is keyed by the bytes).

usage: make-photos.py N OUT_DIR         -> OUT_DIR/photo-0000.jpg …  (standard library + the vips command only)
"""
import os, struct, subprocess, sys, tempfile

BASES = 8  # distinct pictures; the EXIF block makes each file unique


def run(*args):
    subprocess.run(["vips", *map(str, args)], check=True)


def make_base(index, path, work):
    bands = []
    for band, cell in enumerate((420, 300, 520)):
        out = f"{work}/b{band}.v"
        run("perlin", out, 4032, 3024, "--cell-size", cell, "--uchar", "--seed", index * 3 + band)
        bands.append(out)
    run("bandjoin", " ".join(bands), f"{work}/rgb.v")
    run("gaussnoise", f"{work}/noise.v", 4032, 3024, "--sigma", 6, "--mean", 0)
    run("add", f"{work}/rgb.v", f"{work}/noise.v", f"{work}/sum.v")
    run("cast", f"{work}/sum.v", f"{work}/cast.v", "uchar")
    run("copy", f"{work}/cast.v", f"{work}/cast2.v", "--interpretation", "srgb")
    run("copy", f"{work}/cast2.v", f"{path}[Q=92]")


def exif_block(orientation, seconds):
    """APP1 Exif: little-endian TIFF, IFD0 (Orientation, GPS pointer), GPS IFD (latitude and longitude)."""
    ifd0 = 8
    gps = ifd0 + 2 + 2 * 12 + 4
    data = gps + 2 + 4 * 12 + 4
    t = b"II*\x00" + struct.pack("<I", ifd0)
    t += struct.pack("<H", 2)
    t += struct.pack("<HHIHH", 0x0112, 3, 1, orientation, 0)
    t += struct.pack("<HHII", 0x8825, 4, 1, gps)
    t += struct.pack("<I", 0)
    t += struct.pack("<H", 4)
    t += struct.pack("<HHI", 1, 2, 2) + b"N\x00\x00\x00"
    t += struct.pack("<HHII", 2, 5, 3, data)
    t += struct.pack("<HHI", 3, 2, 2) + b"E\x00\x00\x00"
    t += struct.pack("<HHII", 4, 5, 3, data + 24)
    t += struct.pack("<I", 0)
    t += struct.pack("<6I", 41, 1, 53, 1, seconds, 100)
    t += struct.pack("<6I", 12, 1, 29, 1, 3200, 100)
    payload = b"Exif\x00\x00" + t
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload


def main():
    n, out = int(sys.argv[1]), sys.argv[2]
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out) as work:
        bases = []
        for index in range(min(BASES, n)):
            path = f"{work}/base{index}.jpg"
            make_base(index, path, work)
            bases.append(open(path, "rb").read())
        for i in range(n):
            plain = bases[i % len(bases)]
            block = exif_block((1, 3, 6, 8)[i % 4], i * 7 % 6000)
            with open(f"{out}/photo-{i:04d}.jpg", "wb") as f:
                f.write(plain[:2] + block + plain[2:])
    print(f"{n} photos in {out}", file=sys.stderr)


main()
