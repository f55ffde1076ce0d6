"""The suite's own checks must catch a broken theme: a site whose templates/ override the built-in theme with an
image of a wrong name and a dark-mode text colour of poor contrast fails them, naming the page and the fault."""

import pytest

import pagechecks
from conftest import REPO, SUBPATH, StaticServer, build_site, copy_site, make_driver

BROKEN_FOOTER = """<footer class="site-footer">
<div class="container">
<p><img src="{{site.root}}images/rome-colosseum-9.svg" alt="The Colosseum" width="80" height="50"> {{site.title}}</p>
</div>
</footer>
"""

POOR_DARK_CONTRAST = """
@media (prefers-color-scheme: dark) {
  body, main p, main li, main h1 { color: #3a3a3a !important; }
}
"""


@pytest.fixture(scope="module")
def broken_server(tmp_path_factory):
    source = copy_site(REPO, tmp_path_factory.mktemp("broken-source"), f"https://example.org/{SUBPATH}/")
    templates = source / "templates"
    templates.mkdir(exist_ok=True)
    (templates / "footer.mustache").write_text(BROKEN_FOOTER)
    builtin_css = (REPO / "templates" / "theme.css").read_text()
    (templates / "theme.css").write_text(builtin_css + POOR_DARK_CONTRAST)
    www = tmp_path_factory.mktemp("broken-www")
    build_site(source, www / SUBPATH)
    server = StaticServer(www)
    yield server
    server.close()


def test_an_image_with_a_wrong_name_is_reported_with_its_page(broken_server):
    driver = make_driver()  # its own browser, so the 404 in its console log stays out of the other tests
    try:
        driver.get(broken_server.url("stats/"))
        assert pagechecks.broken_images(driver) == ["image did not load: ../images/rome-colosseum-9.svg"]
        assert any("rome-colosseum-9.svg" in p for p in pagechecks.console_errors(driver))
    finally:
        driver.quit()


def test_poor_dark_mode_contrast_is_reported(broken_server):
    dark = make_driver(width=1280, height=900, dark=True)
    try:
        dark.get(broken_server.url("todos/"))
        problems = pagechecks.low_contrast(dark)
        assert problems and all("below 4.5:1" in p for p in problems)
        assert any(p.split(" on ")[1].startswith("body") for p in problems), problems
    finally:
        dark.quit()
    light = make_driver(width=1280, height=900, dark=False)
    try:
        light.get(broken_server.url("todos/"))
        assert pagechecks.low_contrast(light) == [], "the light theme was not broken"
    finally:
        light.quit()
