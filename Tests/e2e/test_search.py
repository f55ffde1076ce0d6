"""The header's search (templates/search.js over the index below search/): on the example site served under
/trip/, typing a place's name shows a link to it, from any page; the keyboard reaches and leaves the results;
queries fold like the index (a Russian and a Turkish/Azerbaijani/Uzbek site); without JavaScript the field is not
shown; on a generated 2,000-place site one query reads at most 300 KB (the Performance resource timing API);
axe-core finds nothing serious with the results open."""

import pathlib
import urllib.parse

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import SUBPATH, StaticServer, build_site, make_driver, map_yaml
from test_accessibility import axe_source, serious_violations
from test_map import generate_places

QUERY_BOUND = 300 * 1024


def wait(driver, timeout: float = 10):
    return WebDriverWait(driver, timeout, ignored_exceptions=(StaleElementReferenceException,))


def search(driver, text: str, clear: bool = True):
    """Types `text` into the search field and waits for the status line to speak of it; returns the result links."""
    field = wait(driver).until(lambda d: d.find_element(By.ID, "rb-search") if d.find_element(By.ID, "rb-search").is_displayed() else None)
    if clear:
        driver.execute_script("arguments[0].value = ''; arguments[0].dispatchEvent(new Event('input'))", field)
        wait(driver).until(lambda d: d.execute_script("return document.getElementById('rb-search-panel').hidden"))
    field.click()
    field.send_keys(text)
    wait(driver).until(lambda d: d.find_element(By.ID, "rb-search-status").text.strip() != "" and d.execute_script(
        "return document.getElementById('rb-search-panel').hidden === false"))
    return results(driver)


def results(driver) -> list[dict]:
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#rb-search-results a')).map(a => ({href: a.href,"
        " title: a.querySelector('.search-title').textContent, context: a.querySelector('.search-context').textContent}))")


def search_bytes(driver) -> int:
    """Bytes the page fetched from the search index so far (the transfer size, or the body when it is not known)."""
    return driver.execute_script(
        "return performance.getEntriesByType('resource').filter(e => e.name.includes('/search/'))"
        ".reduce((sum, e) => sum + (e.transferSize || e.encodedBodySize || 0), 0)")


def test_typing_a_place_name_shows_a_link_to_it_with_its_city(server, driver):
    for page in ("", "locations/colosseum/", "todos/", "404.html"):
        driver.get(server.url(page))
        found = search(driver, "colos")
        assert found, page
        first = found[0]
        assert first["title"] == "Colosseum" and first["context"] == "Rome", found
        assert urllib.parse.urlparse(first["href"]).path == f"/{SUBPATH}/locations/colosseum/index.html", (page, first)
        status = driver.find_element(By.ID, "rb-search-status")
        assert status.get_attribute("role") == "status" and status.text == f"{len(found)} result" + ("s" if len(found) > 1 else "")


def test_words_of_descriptions_and_todos_are_found_and_nothing_found_is_said(server, driver):
    driver.get(server.url(""))
    assert any(r["title"] == "Colosseum" for r in search(driver, "amphitheatre"))
    found = search(driver, "flights")
    assert any("todos/" in r["href"] for r in found), found
    assert search(driver, "zzqx") == []
    assert driver.find_element(By.ID, "rb-search-status").text == "Nothing found for “zzqx”"


def test_keyboard_reaches_the_results_and_escape_clears(server, driver):
    driver.get(server.url("stats/"))
    found = search(driver, "rome")
    assert len(found) >= 2
    field = driver.find_element(By.ID, "rb-search")
    field.send_keys(Keys.ARROW_DOWN)
    active = driver.switch_to.active_element
    assert active.get_attribute("href") == found[0]["href"]
    active.send_keys(Keys.ARROW_DOWN)
    assert driver.switch_to.active_element.get_attribute("href") == found[1]["href"]
    driver.switch_to.active_element.send_keys(Keys.ARROW_UP)
    driver.switch_to.active_element.send_keys(Keys.ARROW_UP)
    assert driver.switch_to.active_element.get_attribute("id") == "rb-search"
    field.send_keys(Keys.TAB)
    assert driver.switch_to.active_element.get_attribute("href") == found[0]["href"]
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    assert driver.switch_to.active_element.get_attribute("id") == "rb-search"
    assert field.get_attribute("value") == ""
    assert driver.execute_script("return document.getElementById('rb-search-panel').hidden")
    search(driver, "pantheon")
    field.send_keys(Keys.ENTER)
    wait(driver).until(lambda d: d.current_url.endswith("/locations/pantheon/index.html"))


def test_without_javascript_the_field_is_not_shown(server):
    driver = make_driver(javascript=False)
    try:
        driver.get(server.url(""))
        box = driver.find_element(By.CSS_SELECTOR, "[data-search]")
        assert not box.is_displayed()
        assert driver.find_element(By.ID, "rb-search-panel").get_attribute("hidden") is not None
    finally:
        driver.quit()


def test_axe_finds_nothing_serious_with_results_open(server):
    axe = axe_source()
    for width, dark in ((390, False), (1366, True)):
        driver = make_driver(width, 900, dark=dark)
        try:
            driver.get(server.url("locations/"))
            assert search(driver, "ro")
            assert serious_violations(driver, axe) == [], (width, dark)
        finally:
            driver.quit()


def small_site(folder: pathlib.Path, language: str, places: list[tuple[str, str, str]]) -> pathlib.Path:
    (folder / "content" / "locations").mkdir(parents=True)
    for index, (name, city, text) in enumerate(places):
        (folder / "content" / "locations" / f"place-{index + 1}.md").write_text(
            f"---\nname: \"{name}\"\ncityName: \"{city}\"\ncoordinates: {{ latitude: {40 + index}, longitude: {30 + index} }}\n"
            f"weight: {index + 1}\n---\n{text}\n")
    (folder / "site.yaml").write_text("\n".join(
        ["title: Trip", f"language: {language}", f'baseURL: "https://example.org/{SUBPATH}/"'] + map_yaml()) + "\n")
    return folder


@pytest.fixture(scope="module")
def folding_site(tmp_path_factory):
    source = small_site(tmp_path_factory.mktemp("fold-source"), "ru", [
        ("Ёлкин сад", "Москва", "Парк у реки."),
        ("Майский парк", "Москва", "Тихо."),
        ("İstanbul Boğazı", "İstanbul", "Boğaz turu."),
        ("Xan Sarayı", "Şəki", "Şəki xanlarının sarayı."),
        ("Registon", "Samarqand", "Oʻzbekistonning eng mashhur maydoni."),
    ])
    www = tmp_path_factory.mktemp("fold-www")
    build_site(source, www / SUBPATH)
    server = StaticServer(www)
    yield server
    server.close()


@pytest.mark.parametrize("query, titles", [
    ("елкин", ["Ёлкин сад"]), ("ЁЛКИН", ["Ёлкин сад"]), ("майск", ["Майский парк"]),
    # The city's own page first, then its place.
    ("ISTANBUL", ["İstanbul", "İstanbul Boğazı"]), ("ıstanbul", ["İstanbul", "İstanbul Boğazı"]),
    ("bogazi", ["İstanbul Boğazı"]), ("seki", ["Şəki", "Xan Sarayı"]), ("SARAYI", ["Xan Sarayı"]),
    ("o'zbekistonning", ["Registon"]), ("o‘zbek", ["Registon"]),
])
def test_queries_fold_like_the_index(folding_site, driver, query, titles):
    driver.get(folding_site.url("locations/"))
    found = search(driver, query)
    assert [r["title"] for r in found] == titles, (query, found)
    expected = {1: "1 результат", 2: "2 результата"}[len(titles)]
    assert driver.find_element(By.ID, "rb-search-status").text == expected


def test_the_breve_keeps_russian_й_apart(folding_site, driver):
    driver.get(folding_site.url(""))
    assert search(driver, "маиск") == []
    assert driver.find_element(By.ID, "rb-search-status").text == "По запросу «маиск» ничего не найдено"


@pytest.fixture(scope="module")
def thousands_site(tmp_path_factory):
    source = tmp_path_factory.mktemp("search-big-source")
    generate_places(source, 2000)
    (source / "site.yaml").write_text("\n".join(
        ["title: A long trip", f'baseURL: "https://example.org/{SUBPATH}/"'] + map_yaml()) + "\n")
    www = tmp_path_factory.mktemp("search-big-www")
    build_site(source, www / SUBPATH)
    server = StaticServer(www)
    yield www / SUBPATH, server
    server.close()


@pytest.mark.parametrize("query, title", [("Prague sight 1210", "Prague sight 1210"), ("athens sight 20", "Athens sight 20"),
                                          ("sig", None), ("generated", None)])
def test_two_thousand_places_find_a_place_and_read_under_the_bound(thousands_site, query, title):
    site, server = thousands_site
    driver = make_driver()
    try:
        driver.get(server.url("locations/"))
        before = search_bytes(driver)
        found = search(driver, query)
        assert found, query
        if title:
            assert found[0]["title"] == title, found[:3]
        else:
            assert driver.find_element(By.ID, "rb-search-status").text.startswith("2,000 results")
        read = search_bytes(driver) - before
        assert 0 < read <= QUERY_BOUND, f"{query!r} read {read} bytes"
    finally:
        driver.quit()
