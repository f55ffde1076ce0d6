"""axe-core (the copy inside PyPI's axe-selenium-python) finds no serious or critical violation on any page kind of
the example site, in the light and the dark scheme, on a phone (390 px) and on a desktop (1366 px); the theme's
touch targets are at least 24 by 24 CSS pixels; a Russian site's navigation and previous/next links fit a phone."""

import pathlib
import shutil

import pytest
from selenium.webdriver.common.by import By

from conftest import REPO, StaticServer, build_site, copy_site, make_driver, set_color_scheme

WIDTHS = (390, 1366)
SCHEMES = ("light", "dark")


def axe_source() -> str:
    try:
        import axe_selenium_python
    except ImportError:
        pytest.skip("axe-selenium-python is not installed (scripts/install-deps --test installs it)")
    script = pathlib.Path(axe_selenium_python.__file__).parent / "node_modules" / "axe-core" / "axe.min.js"
    if not script.is_file():
        pytest.skip(f"axe-core is not where axe-selenium-python keeps it: {script}")
    return script.read_text()


def page_kinds(site_dir) -> dict[str, str]:
    """One page of each kind the theme has, by name, as paths below the site."""
    first_place = sorted(p.name for p in (site_dir / "locations").iterdir() if p.is_dir())[0]
    first_todo = sorted(p.name for p in (site_dir / "todos").iterdir() if p.is_dir())[0]
    kinds = {
        "home": "",
        "places": "locations/",
        "place": f"locations/{first_place}/",
        "todos": "todos/",
        "todo": f"todos/{first_todo}/",
        "stats": "stats/",
        "404": "404.html",
    }
    if (site_dir / "days").is_dir():  # the trip: the itinerary, a day with a todo due, a day with a track
        kinds.update({"days": "days/", "day": "days/1/", "day with a track": "days/6/"})
    cities = site_dir / "cities"
    if cities.is_dir():
        kinds["city"] = f"cities/{sorted(p.name for p in cities.iterdir() if p.is_dir())[0]}/"
    return kinds


def serious_violations(driver, axe: str) -> list[str]:
    """The serious and critical violations axe-core finds on the open page, one line each with its elements."""
    driver.execute_script(axe)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations), e => done(String(e)));")
    assert isinstance(result, list), f"axe.run failed: {result}"
    lines = []
    for violation in result:
        if violation["impact"] not in ("serious", "critical"):
            continue
        for node in violation["nodes"]:
            summary = (node.get("failureSummary") or "").replace("\n", " ")
            lines.append(f"{violation['impact']} {violation['id']}: {' '.join(node['target'])}: {summary}")
    return lines


@pytest.fixture(scope="module")
def axe():
    return axe_source()


@pytest.mark.parametrize("width", WIDTHS)
def test_no_serious_axe_violation_on_any_page_kind(server, site_dir, axe, width):
    driver = make_driver(width=width, height=900)
    problems = []
    try:
        for scheme in SCHEMES:
            set_color_scheme(driver, scheme == "dark")
            for kind, path in page_kinds(site_dir).items():
                driver.get(server.url(path))
                problems += [f"{kind} ({scheme}, {width}px): {line}" for line in serious_violations(driver, axe)]
    finally:
        driver.quit()
    assert not problems, "axe-core found:\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("accent", ["#007aff", "#ffd200", "hsl(330 90% 45%)"])
def test_any_accent_keeps_text_readable(tmp_path, axe, accent):
    """The default accent (white text on it is 4.02:1), a yellow one (white text 1.45:1) and an hsl() one: the
    theme picks the text on the accent and the link colour at build time, so axe finds no contrast problem."""
    source = copy_site(REPO, tmp_path / "source", "https://example.org/trip/")
    lines = [line for line in (source / "site.yaml").read_text().splitlines() if not line.startswith("accentColor:")]
    (source / "site.yaml").write_text("\n".join(lines + [f'accentColor: "{accent}"']) + "\n")
    build_site(source, tmp_path / "www" / "trip")
    server = StaticServer(tmp_path / "www")
    driver = make_driver(width=1366, height=900)
    problems = []
    try:
        for scheme in SCHEMES:
            set_color_scheme(driver, scheme == "dark")
            for kind, path in page_kinds(tmp_path / "www" / "trip").items():
                if kind in ("home", "place", "todos", "stats"):
                    driver.get(server.url(path))
                    problems += [f"{kind} ({scheme}): {line}" for line in serious_violations(driver, axe)]
    finally:
        driver.quit()
        server.close()
    assert not problems, f"axe-core found with accentColor {accent}:\n  " + "\n  ".join(problems)


TARGETS_SCRIPT = """
const small = [];
for (const el of document.querySelectorAll('a[href], button, input, summary, select, [tabindex="0"]')) {
  const box = el.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) continue;            // not shown (the skip link off screen)
  if (getComputedStyle(el).visibility === 'hidden') continue;
  if (el.closest('.prose, .notes')) continue;                    // links inside text are exempt (WCAG 2.5.8)
  if (el.closest('svg')) continue;                               // map pins: spacing, not size (checked by axe)
  if (box.width < 24 || box.height < 24) small.push(`${el.tagName.toLowerCase()} '${(el.textContent || '').trim().slice(0, 40)}' ${Math.round(box.width)}x${Math.round(box.height)}`);
}
return small;
"""


@pytest.mark.parametrize("width", WIDTHS)
def test_touch_targets_are_at_least_24_px(server, site_dir, width):
    driver = make_driver(width=width, height=900)
    problems = []
    try:
        for kind, path in page_kinds(site_dir).items():
            driver.get(server.url(path))
            problems += [f"{kind} ({width}px): {line}" for line in driver.execute_script(TARGETS_SCRIPT)]
    finally:
        driver.quit()
    assert not problems, "targets under 24x24 CSS px:\n  " + "\n  ".join(problems)


@pytest.fixture(scope="module")
def russian_server(tmp_path_factory):
    source = copy_site(REPO, tmp_path_factory.mktemp("ru-source"), "https://example.org/trip/")
    text = (source / "site.yaml").read_text().replace("language: en", "language: ru")
    (source / "site.yaml").write_text(text)
    www = tmp_path_factory.mktemp("ru-www")
    build_site(source, www / "trip")
    server = StaticServer(www)
    yield server
    server.close()


def test_russian_navigation_fits_a_phone_and_neighbour_names_are_not_cut(russian_server):
    driver = make_driver(width=390, height=900)
    try:
        driver.get(russian_server.url("todos/"))
        items = driver.find_elements(By.CSS_SELECTOR, ".site-nav li")
        tops = {round(item.rect["y"]) for item in items}
        assert len(items) == 5 and len(tops) == 1, f"the navigation wraps onto {len(tops)} lines on a phone"  # with Days: the example has dates
        for item in items:
            link = item.find_element(By.TAG_NAME, "a")
            overflow = driver.execute_script("return arguments[0].scrollWidth > arguments[0].clientWidth", link)
            assert not overflow, f"navigation link '{link.text}' is cut"
        first = driver.find_element(By.CSS_SELECTOR, ".todo-title").get_attribute("href")
        driver.get(first)
        for name in driver.find_elements(By.CSS_SELECTOR, ".prev-next .name"):
            cut = driver.execute_script(
                "const e = arguments[0]; return e.scrollWidth > e.clientWidth || e.scrollHeight > e.clientHeight", name)
            assert not cut, f"previous/next name '{name.text}' is cut"
        overflow = driver.execute_script("return document.documentElement.scrollWidth > window.innerWidth")
        assert not overflow, "the page scrolls sideways"
    finally:
        driver.quit()


def test_axe_is_in_install_deps():
    script = (REPO / "scripts" / "install-deps").read_text()
    assert "axe-selenium-python" in script
    assert shutil.which("chromium") or pathlib.Path("/usr/bin/chromium").exists()
