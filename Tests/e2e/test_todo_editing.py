"""Renaming, notes, reordering by drag and keys, a todo's own page and the new place form under `roadbook serve`
(docs/serve.md, "Editing in the browser"): each is written by the CLI's code, only where it must, and a refusal
shows its message in the page and writes nothing.

HTML5 drag and drop is driven by dispatching the drag events from JavaScript (with a DataTransfer): Selenium's
ActionChains do not start a native drag in headless Chromium. The script's listeners are the ones a real drag
reaches; only the browser's own drag gesture is left out."""

import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import make_driver
from test_live_preview import browser, served  # noqa: F401 (fixtures)
from test_todo_app import open_list, wait, wait_for_file


def changed_lines(before, after):
    """The lines of `before` that `after` lacks and the lines `after` has in their place, as two lists."""
    old, new = before.splitlines(), after.splitlines()
    start = 0
    while start < min(len(old), len(new)) and old[start] == new[start]:
        start += 1
    end = 0
    while end < min(len(old), len(new)) - start and old[-1 - end] == new[-1 - end]:
        end += 1
    return old[start:len(old) - end], new[start:len(new) - end]


def open_page(browser, url, path, ready):
    """Opens `path` and waits until the editing script has added `ready` and the page stays without reloading."""
    browser.get(url + path)
    for _ in range(10):
        wait(browser, 20).until(lambda d: d.find_elements(By.CSS_SELECTOR, ready))
        browser.execute_script("window.roadbookTestMark = true")
        time.sleep(0.8)
        if browser.execute_script("return window.roadbookTestMark === true"):
            return
    raise AssertionError(f"{path} kept reloading")


def test_a_rename_with_notes_changes_only_that_todos_lines(served, browser):
    site, url = served
    todos = site / "content/todos.yaml"
    before = todos.read_text()
    open_list(browser, url)
    browser.find_element(By.CSS_SELECTOR, "#buy-travel-insurance button[data-roadbook-action=edit]").click()
    title = browser.find_element(By.ID, "roadbook-edit-buy-travel-insurance-title")
    notes = browser.find_element(By.ID, "roadbook-edit-buy-travel-insurance-notes")
    wait(browser, 10).until(lambda d: notes.is_enabled())
    assert title.get_attribute("value") == "Buy travel insurance"
    assert notes.get_attribute("value") == ""
    title.clear()
    title.send_keys("Buy travel insurance: the annual one")
    notes.send_keys("Covers *skiing* too\n- check the excess")
    browser.find_element(By.CSS_SELECTOR, "#buy-travel-insurance button[data-roadbook-action=save]").click()
    after = wait_for_file(todos, before)
    # The title quoted (its ': ' would be a mapping), the id its old title derived written so its page stays,
    # the notes a literal block; no other line changed.
    assert changed_lines(before, after) == (
        ["- title: Buy travel insurance", "  isCompleted: true"],
        ["- title: 'Buy travel insurance: the annual one'", "  isCompleted: true", "  id: buy-travel-insurance",
         "  notes: |-", "    Covers *skiing* too", "    - check the excess"])
    wait(browser, 15).until(lambda d: d.execute_script(
        "var r = document.getElementById('buy-travel-insurance');"
        "return r && r.querySelector('.todo-title').textContent") == "Buy travel insurance: the annual one")
    wait(browser, 15).until(lambda d: d.execute_script(
        "var r = document.getElementById('buy-travel-insurance'); return r && r.querySelector('.notes em') !== null"))


def test_a_short_title_shows_the_message_keeps_the_text_and_esc_cancels(served, browser):
    site, url = served
    todos = site / "content/todos.yaml"
    before = todos.read_text()
    open_list(browser, url)
    browser.find_element(By.CSS_SELECTOR, "#book-flights button[data-roadbook-action=edit]").click()
    title = browser.find_element(By.ID, "roadbook-edit-book-flights-title")
    notes = browser.find_element(By.ID, "roadbook-edit-book-flights-notes")
    wait(browser, 10).until(lambda d: notes.is_enabled())
    assert notes.get_attribute("value").startswith("An *open-jaw* ticket")
    title.clear()
    title.send_keys(" Go ")
    browser.find_element(By.CSS_SELECTOR, "#book-flights button[data-roadbook-action=save]").click()
    message = browser.find_element(By.ID, "roadbook-edit-book-flights-message")
    wait(browser, 10).until(lambda d: message.text)
    assert message.text == "Your new todo item must be at least 3 characters long!"
    assert title.get_attribute("value") == " Go "
    assert title.get_attribute("aria-invalid") == "true"
    title.send_keys(Keys.ESCAPE)
    wait(browser, 5).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "#book-flights .roadbook-edit"))
    assert browser.find_element(By.CSS_SELECTOR, "#book-flights .todo-title").text.startswith("Book flights")
    assert browser.switch_to.active_element.get_attribute("data-roadbook-action") == "edit"
    time.sleep(0.5)
    assert todos.read_text() == before


DRAG = """
var from = document.getElementById(arguments[0]), to = document.getElementById(arguments[1]);
var data = new DataTransfer(), box = to.getBoundingClientRect(), y = box.top + box.height * 0.75;
function fire(target, type) {
  target.dispatchEvent(new DragEvent(type, {bubbles: true, cancelable: true, dataTransfer: data,
                                            clientX: box.left + 10, clientY: y}));
}
fire(from, "dragstart"); fire(to, "dragenter"); fire(to, "dragover");
var marked = to.classList.contains("roadbook-drop-after");
fire(to, "drop"); fire(from, "dragend");
return marked;
"""


def ids_in_file(text):
    return [line.split(":", 1)[1].strip() for line in text.splitlines() if line.startswith("- id:")]


def test_dragging_a_row_and_alt_arrows_move_it(served, browser):
    site, url = served
    todos = site / "content/todos.yaml"
    before = todos.read_text()
    open_list(browser, url)
    # book-flights dropped on the lower half of book-colosseum-tickets: it ends up after it.
    assert browser.execute_script(DRAG, "book-flights", "book-colosseum-tickets") is True
    # The page shows the new order before the answer comes.
    order = browser.execute_script(
        "return Array.prototype.map.call(document.querySelectorAll('ul.todo-list>li.todo'), function (r) { return r.id })")
    assert order[:4] == ["buy-travel-insurance", "book-rome-hotel", "book-colosseum-tickets", "book-flights"]
    after = wait_for_file(todos, before)
    assert ids_in_file(after)[:3] == ["book-rome-hotel", "book-colosseum-tickets", "book-flights"]
    assert sorted(after.splitlines()) == sorted(before.splitlines())

    open_list(browser, url)
    wait(browser, 15).until(lambda d: d.execute_script(
        "var r = document.querySelector('ul.todo-list>li.todo:nth-child(4)'); return r && r.id") == "book-flights")
    handle = browser.find_element(By.CSS_SELECTOR, "#book-flights button[data-roadbook-action=drag]")
    handle.send_keys(Keys.ALT, Keys.ARROW_UP)
    moved = wait_for_file(todos, after)
    assert ids_in_file(moved)[:3] == ["book-rome-hotel", "book-flights", "book-colosseum-tickets"]
    # After the reload the focus is on the moved row's handle again.
    wait(browser, 15).until(lambda d: d.execute_script(
        "var a = document.activeElement; return a && a.closest('li') && a.closest('li').id") == "book-flights")


def test_a_todos_page_ticks_edits_and_deletes_it(served, browser):
    site, url = served
    todos = site / "content/todos.yaml"
    before = todos.read_text()
    open_page(browser, url, "todos/learn-phrases/", ".roadbook-detail-tools")
    tick = browser.find_element(By.CSS_SELECTOR, ".roadbook-detail-tools button[data-roadbook-action=toggle]")
    assert tick.text == "Mark not done"
    tick.click()
    ticked = wait_for_file(todos, before)
    assert changed_lines(before, ticked) == (["  isCompleted: true"], ["  isCompleted: false"])
    wait(browser, 15).until(lambda d: d.find_element(
        By.CSS_SELECTOR, ".roadbook-detail-tools button[data-roadbook-action=toggle]").text == "Mark done")

    open_page(browser, url, "todos/learn-phrases/", ".roadbook-detail-tools")
    browser.find_element(By.CSS_SELECTOR, ".roadbook-detail-tools button[data-roadbook-action=edit]").click()
    notes = browser.find_element(By.ID, "roadbook-edit-learn-phrases-notes")
    wait(browser, 10).until(lambda d: notes.is_enabled())
    notes.clear()
    browser.find_element(By.CSS_SELECTOR, "button[data-roadbook-action=save]").click()
    edited = wait_for_file(todos, ticked)
    assert "learn-phrases" in edited and len(edited.splitlines()) < len(ticked.splitlines())
    removed, added = changed_lines(ticked, edited)
    assert added == [] and removed[0] == "  notes: |"
    wait(browser, 15).until(lambda d: not d.find_elements(By.CSS_SELECTOR, "article.todo-detail .prose"))

    open_page(browser, url, "todos/learn-phrases/", ".roadbook-detail-tools")
    browser.find_element(By.CSS_SELECTOR, ".roadbook-detail-tools button[data-roadbook-action=remove]").click()
    browser.find_element(By.CSS_SELECTOR, ".roadbook-undo button").click()
    assert browser.find_element(By.CSS_SELECTOR, "article.todo-detail").is_displayed()
    browser.find_element(By.CSS_SELECTOR, ".roadbook-detail-tools button[data-roadbook-action=remove]").click()
    gone = wait_for_file(todos, edited)
    assert "learn-phrases" not in gone
    wait(browser, 15).until(lambda d: d.execute_script("return location.pathname") == "/todos/")


def test_the_new_place_form_writes_the_file_or_shows_the_clis_message(served, browser):
    site, url = served
    folder = site / "content/locations"
    before = sorted(p.name for p in folder.iterdir())
    open_page(browser, url, "locations/", "details.roadbook-place")
    browser.find_element(By.CSS_SELECTOR, "details.roadbook-place summary").click()
    fields = {name: browser.find_element(By.ID, "roadbook-place-" + name)
              for name in ("name", "city", "latitude", "longitude", "link")}
    fields["name"].send_keys("Castel Sant'Angelo")
    fields["city"].send_keys("Rome")
    fields["latitude"].send_keys("123")
    fields["longitude"].send_keys("12.4663")
    browser.find_element(By.CSS_SELECTOR, "details.roadbook-place button[type=submit]").click()
    message = browser.find_element(By.ID, "roadbook-place-message")
    wait(browser, 10).until(lambda d: message.text)
    assert message.text == "error: latitude '123' is out of range; it must be between -90 and 90"
    assert fields["latitude"].get_attribute("aria-invalid") == "true"
    assert fields["name"].get_attribute("aria-invalid") is None
    time.sleep(0.5)
    assert sorted(p.name for p in folder.iterdir()) == before

    fields["latitude"].clear()
    fields["latitude"].send_keys("41.9031")
    browser.find_element(By.CSS_SELECTOR, "details.roadbook-place button[type=submit]").click()
    wait(browser, 10).until(lambda d: (folder / "castel-sant-angelo.md").exists())
    text = (folder / "castel-sant-angelo.md").read_text()
    assert "name: Castel Sant'Angelo\ncityName: Rome\ncoordinates: { latitude: 41.9031, longitude: 12.4663 }\n" in text
    # The example site has markdown.smart: the page shows the name with the apostrophe the Markdown would get.
    wait(browser, 20).until(lambda d: "Castel Sant\u2019Angelo" in d.find_element(By.TAG_NAME, "main").text)


def test_a_second_window_shows_a_tick_before_its_reload(served, browser):
    """The server tells every open page what an action changed as soon as the file is written (a `change` event);
    the rebuild's reload comes after. The second window records, in its session storage (which outlives the
    reload), what it was told and whether its row showed it at that moment."""
    site, url = served
    other = make_driver()
    try:
        open_list(browser, url)
        open_list(other, url)
        other.execute_script("""
            addEventListener('roadbook:change', function (e) {
              sessionStorage.setItem('told', JSON.stringify(e.detail.items.map(function (item) {
                var row = document.getElementById(item.id);
                return [item.id, item.isCompleted, row.classList.contains(item.isCompleted ? 'done' : 'pending')];
              })));
            });""")
        browser.find_element(By.CSS_SELECTOR, "#book-flights button.roadbook-toggle").click()
        wait(other, 20).until(lambda d: d.execute_script("return sessionStorage.getItem('told')"))
        assert other.execute_script("return JSON.parse(sessionStorage.getItem('told'))") == [["book-flights", False, True]]
    finally:
        other.quit()
