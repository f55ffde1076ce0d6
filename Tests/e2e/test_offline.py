"""The offline site (`offline: true`): after one visit, the service worker has kept every page, and with the web
server stopped (its socket closed, so that the worker's own fetches fail too: Chromium's network emulation does
not cover them) a page that was never shown opens from the cache, with its stylesheet and photos. Map tiles are
never kept. A build of the same files writes the same worker; a changed file gives a new cache version."""

import pathlib
import re
import time

import pytest

from conftest import REPO, SUBPATH, StaticServer, build_site, copy_site, make_driver


def offline_site(tmp_path_factory, name: str) -> tuple[pathlib.Path, pathlib.Path]:
    """A copy of the example site with `offline: true`, built under <www>/trip/; returns (source, built folder)."""
    source = copy_site(REPO, tmp_path_factory.mktemp(f"{name}-source"), f"https://example.org/{SUBPATH}/")
    with open(source / "site.yaml", "a") as settings:
        settings.write("offline: true\n")
    www = tmp_path_factory.mktemp(f"{name}-www")
    build_site(source, www / SUBPATH)
    return source, www / SUBPATH


def kept_urls(driver) -> list[str]:
    """Every URL in the page's origin's caches."""
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        caches.keys().then(names => Promise.all(names.map(name => caches.open(name).then(cache => cache.keys()))))
          .then(lists => done(lists.flat().map(request => request.url)), error => done(["error: " + error]));
    """)


def cache_names(driver) -> list[str]:
    return driver.execute_async_script("const done = arguments[arguments.length - 1]; caches.keys().then(done);")


def wait_for_worker(driver, timeout: float = 30) -> None:
    """Waits until the page is controlled by an activated worker (its install, which keeps every file, is done)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if driver.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"):
            return
        time.sleep(0.2)
    pytest.fail("the service worker did not take control of the page")


def test_a_page_never_shown_opens_with_the_server_stopped(tmp_path_factory):
    _, site = offline_site(tmp_path_factory, "offline")
    worker = (site / "service-worker.js").read_text()
    kept = re.findall(r'^\["([^"]+)","[0-9a-f]{16}"\]', worker, re.MULTILINE)
    assert "./" in kept and "locations/pantheon/" in kept and "theme.css" in kept and "search/index.json" in kept
    server = StaticServer(site.parent)
    driver = make_driver()
    try:
        driver.get(server.url(""))
        assert driver.find_element("css selector", "link[rel=manifest]").get_attribute("href").endswith(f"/{SUBPATH}/manifest.webmanifest")
        wait_for_worker(driver)
        urls = kept_urls(driver)
        assert server.url("locations/pantheon/") in urls
        assert server.url("theme.css") in urls
        assert len(urls) == len(kept), sorted(set(server.url(k) for k in kept) ^ set(urls))
        assert not [url for url in urls if "/tiles/" in url], "map tiles must never be kept"
        assert [name for name in cache_names(driver) if name.startswith("roadbook ")] == [
            f"roadbook {server.url('')} " + re.search(r'OFFLINE_VERSION = "([0-9a-f]{16})"', worker).group(1)]

        server.close()
        with pytest.raises(Exception):
            import urllib.request
            urllib.request.urlopen(server.url("locations/pantheon/"), timeout=2)
        driver.get(server.url("locations/pantheon/index.html"))
        assert "Pantheon" in driver.title
        assert driver.find_element("tag name", "h1").text.strip() == "Pantheon"
        background = driver.execute_script(
            "return getComputedStyle(document.querySelector('.site-header') || document.body).display")
        assert background != "", "the stylesheet is applied offline"
        assert driver.execute_script(
            "return [...document.styleSheets].some(s => s.href && s.href.endsWith('theme.css') && s.cssRules.length > 0)")
        photo = driver.find_element("css selector", "main img")
        assert driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", photo)
        # A page the site does not have opens the kept 404 page.
        driver.get(server.url("no/such/page/"))
        assert driver.find_element("tag name", "h1").text.strip() != ""
    finally:
        driver.quit()


def test_the_cache_version_follows_the_content_not_the_clock(tmp_path_factory):
    source, first = offline_site(tmp_path_factory, "version")
    again = first.parent / "again"
    build_site(source, again)
    assert (first / "service-worker.js").read_bytes() == (again / "service-worker.js").read_bytes()
    place = source / "content" / "locations" / "pantheon.md"
    place.write_text(place.read_text().replace("The Pantheon is", "The Pantheon, rebuilt under Hadrian, is", 1))
    changed = first.parent / "changed"
    build_site(source, changed)
    version = re.compile(r'OFFLINE_VERSION = "([0-9a-f]{16})"')
    assert version.search((first / "service-worker.js").read_text()).group(1) != \
        version.search((changed / "service-worker.js").read_text()).group(1)


def test_without_offline_there_is_no_worker_nor_manifest(site_dir):
    assert not (site_dir / "service-worker.js").exists()
    assert not (site_dir / "manifest.webmanifest").exists()
    assert "rel=\"manifest\"" not in (site_dir / "index.html").read_text()


def test_under_serve_the_worker_keeps_the_site_and_a_new_build_replaces_its_cache(tmp_path):
    """`roadbook serve` writes the worker as generate does: after one visit and an edit (a new cache version, the
    old cache deleted), the serve process is stopped and a page never shown opens from the cache."""
    import shutil
    from conftest import ServeProcess

    site = tmp_path / "site"
    site.mkdir()
    for folder in ("content", "static", "templates"):
        if (REPO / folder).is_dir():
            shutil.copytree(REPO / folder, site / folder)
    (site / "site.yaml").write_text((REPO / "site.yaml").read_text() + "offline: true\n")
    served = ServeProcess(site)
    base = served.url
    driver = make_driver()
    try:
        driver.get(base)
        wait_for_worker(driver)
        first = [name for name in cache_names(driver) if name.startswith("roadbook ")]
        assert len(first) == 1 and base + "locations/louvre/" in kept_urls(driver)

        place = site / "content" / "locations" / "louvre.md"
        place.write_text(place.read_text().replace("---\n", "---\n", 1) + "\nOpen late on Fridays.\n")
        deadline = time.time() + 60
        while time.time() < deadline:
            driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "navigator.serviceWorker.getRegistration().then(r => r ? r.update() : null).then(() => done(), () => done());")
            names = [name for name in cache_names(driver) if name.startswith("roadbook ")]
            if len(names) == 1 and names != first:
                break
            time.sleep(0.5)
        assert len(names) == 1 and names != first, "a new build is a new cache, and the old one is deleted"

        served.stop()
        driver.get(base + "locations/louvre/index.html")
        assert driver.find_element("tag name", "h1").text.strip() == "Louvre"
        assert "Open late on Fridays." in driver.page_source
    finally:
        driver.quit()
        if served.process.poll() is None:
            served.stop()
