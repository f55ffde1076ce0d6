"""`roadbook serve` in a real browser: an edit reloads the open page by itself, and a broken edit shows the
errors over the page until it is fixed."""

import pathlib
import re
import shutil
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO, ServeProcess, make_driver


@pytest.fixture()
def served(tmp_path):
    """A copy of the example site, served by `roadbook serve` on a free port; yields (site folder, base URL)."""
    site = tmp_path / "site"
    site.mkdir()
    for folder in ("content", "static", "templates"):
        if (REPO / folder).is_dir():
            shutil.copytree(REPO / folder, site / folder)
    shutil.copy(REPO / "site.yaml", site / "site.yaml")
    with ServeProcess(site) as served:
        yield site, served.url


@pytest.fixture()
def browser():
    driver = make_driver()
    yield driver
    driver.quit()


def edit(path: pathlib.Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, f"{path.name} does not contain {old!r}"
    path.write_text(text.replace(old, new, 1))


def test_an_edit_reloads_the_open_page(served, browser):
    site, url = served
    browser.get(url + "locations/colosseum/")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    browser.execute_script("window.notReloaded = true")
    edit(site / "content/locations/colosseum.md", "name: Colosseum", "name: Flavian Amphitheatre")
    WebDriverWait(browser, 10).until(
        lambda d: "Flavian Amphitheatre" in (d.execute_script("var h = document.querySelector('h1'); return h && h.textContent") or ""))
    assert browser.execute_script("return window.notReloaded === undefined"), "the page changed without a reload"


def test_a_page_that_did_not_change_does_not_reload(served, browser):
    site, url = served
    browser.get(url + "todos/")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    browser.execute_script("window.notReloaded = true")
    edit(site / "content/locations/louvre.md", "\n---\n", "\n---\nOne more sentence.\n")
    time.sleep(1.5)
    assert browser.execute_script("return window.notReloaded === true")


def test_a_broken_edit_shows_the_errors_and_its_fix_removes_them(served, browser):
    site, url = served
    browser.get(url + "locations/louvre/")
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    place = site / "content/locations/louvre.md"
    good = place.read_text()
    latitude = re.search(r"latitude: ([-0-9.]+)", good).group(1)
    edit(place, f"latitude: {latitude}", "latitude: 123.5")
    overlay = WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.ID, "roadbook-errors"))[0]
    assert "content/locations/louvre.md:" in overlay.text
    assert "error:" in overlay.text and "123.5" in overlay.text
    assert overlay.find_elements(By.TAG_NAME, "pre"), "the diagnostics are shown as text"
    place.write_text(good)
    WebDriverWait(browser, 10).until(lambda d: not d.find_elements(By.ID, "roadbook-errors"))
